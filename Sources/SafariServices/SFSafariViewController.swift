import Foundation
import ScrollSimUIKit

/// `SFSafariViewController`: the URL, configuration, delegate and colours
/// kept; no page is ever loaded or shown. Presenting it keeps the
/// presentation as for any view controller (`UIViewController`); the
/// delegate is never called (there is no initial load and no Done button).
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// `Configuration`: reader and bar settings, kept. The controller keeps
    /// a copy, as SafariServices does: changing the configuration after
    /// `init(url:configuration:)` does not change the controller's.
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// `entersReaderIfAvailable`: kept; false by default.
        open var entersReaderIfAvailable = false
        /// `barCollapsingEnabled`: kept; true by default.
        open var barCollapsingEnabled = true

        public override init() {
            super.init()
        }

        /// A copy of this configuration's settings.
        package func copied() -> Configuration {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }

    /// `DismissButtonStyle`: the title of the button that closes the page.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close = 1
        case cancel = 2
    }

    /// The URL given: the page that would load (kept; nothing loads).
    package let initialURL: URL
    /// `configuration`: the copy of the configuration given.
    public let configuration: Configuration
    /// `delegate`: kept, never called.
    open weak var delegate: SFSafariViewControllerDelegate?
    /// `preferredBarTintColor`, `preferredControlTintColor`: kept.
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    /// `dismissButtonStyle`: kept; `.done` by default.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// `init(url:configuration:)`: the designated initialiser; the
    /// configuration is copied.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration.copied()
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(url:)`: with the default configuration.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// `init(url:entersReaderIfAvailable:)`, deprecated in iOS 11 as in
    /// SafariServices.
    @available(*, deprecated, message: "Use init(url:configuration:) instead")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// `init?(coder:)`: unavailable, as in SafariServices.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// `SFSafariViewControllerDelegate`: every requirement optional, defaults
/// doing nothing. Never called here: no page loads and the Done button is
/// never tapped.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}
