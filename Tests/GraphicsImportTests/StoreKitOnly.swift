// Only `import StoreKit`, as a file written for iOS imports it: StoreKit
// brings UIKit with it.
import StoreKit

/// A list of apps that opens a product page, as App Store clones do.
final class AppListViewController: UIViewController, SKStoreProductViewControllerDelegate {
    private(set) var loadResults: [(Bool, Error?)] = []
    private(set) var delegateCalls = 0

    func openProduct(id: Int) -> SKStoreProductViewController {
        let store = SKStoreProductViewController()
        store.delegate = self
        store.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: id]) { loaded, error in
            self.loadResults.append((loaded, error))
        }
        present(store, animated: true)
        return store
    }

    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
        delegateCalls += 1
        dismiss(animated: true)
    }
}
