// Only `import SafariServices`, as a file written for iOS imports it:
// SafariServices brings UIKit with it.
import SafariServices

/// A screen that opens articles in Safari and counts the delegate's calls.
final class ArticlesViewController: UIViewController, SFSafariViewControllerDelegate {
    private(set) var delegateCalls = 0

    func open(_ url: URL, readerMode: Bool) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = readerMode
        let safari = SFSafariViewController(url: url, configuration: configuration)
        // Changing the configuration afterwards does not reach the controller.
        configuration.entersReaderIfAvailable = !readerMode
        configuration.barCollapsingEnabled = false
        safari.delegate = self
        safari.preferredControlTintColor = .systemBlue
        present(safari, animated: true)
        return safari
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { delegateCalls += 1 }
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        delegateCalls += 1
    }
}
