import UIKit

/// A screen with a refresh button that names its action with `#selector`.
final class SelectorsFeedScreen: UIViewController {
    private var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(refresh))
        let compose = UIBarButtonItem(title: "New", style: .plain, target: self, action: #selector(compose(_:)))
        navigationItem.leftBarButtonItem = compose
    }

    @objc private func refresh() {
        refreshCount += 1
    }

    @objc func compose(_ sender: UIBarButtonItem) {}
}
