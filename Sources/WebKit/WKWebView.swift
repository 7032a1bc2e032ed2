import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ScrollSimUIKit

/// `WKWebView`: a view that would show web content — the configuration,
/// delegates and the last URL asked for kept; nothing is fetched, parsed or
/// drawn. `load(_:)` records the request's URL as `url` and returns a
/// navigation that never starts: `isLoading` stays false, `title` nil,
/// `estimatedProgress` 0, there is no history, and the navigation delegate
/// is never called.
@preconcurrency @MainActor
open class WKWebView: UIView {
    /// `configuration`: the copy of the configuration given.
    public let configuration: WKWebViewConfiguration
    /// `navigationDelegate`, `uiDelegate`: kept, never called.
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// `url`: the URL of the last `load(_:)` (or the base URL of the last
    /// `loadHTMLString(_:baseURL:)`); nil before.
    open private(set) var url: URL?
    /// `title`: nil; no page is parsed.
    open var title: String? { nil }
    /// `isLoading`: false; nothing is ever under way.
    open var isLoading: Bool { false }
    /// `estimatedProgress`: 0.
    open var estimatedProgress: Double { 0 }
    /// `canGoBack`, `canGoForward`: false; there is no history.
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    /// `allowsBackForwardNavigationGestures`: kept.
    open var allowsBackForwardNavigationGestures = false
    /// `customUserAgent`: kept.
    open var customUserAgent: String?
    /// `scrollView`: the scroll view of the page, kept (its content stays
    /// empty).
    public let scrollView = UIScrollView(frame: .zero)

    /// `init(frame:configuration:)`: the configuration is copied.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.copied()
        super.init(frame: frame)
    }

    /// `init(frame:)`: with a default configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// `init?(coder:)`: there are no archives; a view with a default
    /// configuration, as from an empty archive.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// `load(_:)`: keeps the request's URL (see the type's comment).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// `loadHTMLString(_:baseURL:)`: keeps the base URL; the HTML is not
    /// parsed.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// `reload()`: a navigation that never starts, as `load(_:)`'s.
    @discardableResult
    open func reload() -> WKNavigation? {
        url == nil ? nil : WKNavigation()
    }

    /// `stopLoading()`: nothing is loading.
    open func stopLoading() {}

    /// `goBack()`, `goForward()`: nil; there is no history.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }
    @discardableResult
    open func goForward() -> WKNavigation? { nil }
}
