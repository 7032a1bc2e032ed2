// Only `import WebKit`, as a file written for iOS imports it: WebKit brings
// UIKit and `URLRequest` with it.
import WebKit

/// A tab cell's web view with a navigation delegate that counts its calls.
@MainActor
final class TabWebView: NSObject, WKNavigationDelegate {
    let webView: WKWebView
    private(set) var delegateCalls = 0

    init(configuration: WKWebViewConfiguration) {
        webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
        super.init()
        webView.navigationDelegate = self
    }

    func open(_ address: String) -> WKNavigation? {
        webView.load(URLRequest(url: URL(string: address)!))
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { delegateCalls += 1 }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { delegateCalls += 1 }
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) { delegateCalls += 1 }
}

/// The deprecated `UIWebView`, as an old tab cell uses it (deprecated
/// here too, so that using it does not warn).
@available(*, deprecated)
@MainActor
enum LegacyWebView {
    static func loaded(_ address: String) -> UIWebView {
        let webView = UIWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        webView.loadRequest(URLRequest(url: URL(string: address)!))
        return webView
    }
}
