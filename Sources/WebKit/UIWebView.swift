import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ScrollSimUIKit

/// `UIWebView`: UIKit's web view, deprecated since iOS 12 ("No longer
/// supported; please adopt WKWebView.") and still declared by the iOS SDK.
/// Declared here, with `import WebKit`, rather than in ScrollSimUIKit: its
/// `loadRequest(_:)` takes `URLRequest`, which Linux keeps in
/// FoundationNetworking. The request is kept; nothing loads (as
/// `WKWebView`), `isLoading` stays false and the delegate is never called.
@available(*, deprecated, message: "No longer supported; please adopt WKWebView.")
@preconcurrency @MainActor
open class UIWebView: UIView {
    /// `request`: the request of the last `loadRequest(_:)`.
    open private(set) var request: URLRequest?
    /// `delegate`: kept, never called.
    open weak var delegate: UIWebViewDelegate?
    /// `scalesPageToFit`: kept.
    open var scalesPageToFit = false
    /// `isLoading`: false.
    open var isLoading: Bool { false }
    /// `canGoBack`, `canGoForward`: false; there is no history.
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    /// `scrollView`: kept; its content stays empty.
    public let scrollView = UIScrollView(frame: .zero)

    /// `loadRequest(_:)`: keeps the request.
    open func loadRequest(_ request: URLRequest) {
        self.request = request
    }

    /// `loadHTMLString(_:baseURL:)`: keeps a request for the base URL, if any.
    open func loadHTMLString(_ string: String, baseURL: URL?) {
        request = baseURL.map { URLRequest(url: $0) }
    }

    /// `reload()`, `stopLoading()`, `goBack()`, `goForward()`: nothing loads.
    open func reload() {}
    open func stopLoading() {}
    open func goBack() {}
    open func goForward() {}
}

/// `UIWebViewDelegate`: deprecated with `UIWebView`; never called. Its
/// requirements are optional; the ones without types this layer lacks are
/// declared, defaults doing nothing.
@available(*, deprecated, message: "No longer supported; please adopt WKWebView.")
@preconcurrency @MainActor
public protocol UIWebViewDelegate: AnyObject {
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

@available(*, deprecated, message: "No longer supported; please adopt WKWebView.")
extension UIWebViewDelegate {
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    public func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}
