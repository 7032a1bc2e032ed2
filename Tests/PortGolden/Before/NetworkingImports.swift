import Foundation
import UIKit

/// A feed screen's loader: URL loading types, which Linux keeps in
/// FoundationNetworking.
final class NetworkingFeedLoader {
    private var task: URLSessionDataTask?
    private(set) var pages: [Data] = []

    func load(_ url: URL) {
        let request = URLRequest(url: url)
        task = URLSession.shared.dataTask(with: request) { [weak self] data, response, _ in
            guard (response as? HTTPURLResponse)?.statusCode == 200, let data else { return }
            self?.pages.append(data)
        }
        task?.resume()
    }
}
