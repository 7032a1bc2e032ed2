import Foundation

/// `WKNavigationDelegate`: the navigation callbacks whose arguments this
/// layer has, every one optional with a default that does nothing. Never
/// called: no navigation starts (`WKWebView`).
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// `WKUIDelegate`: kept by `WKWebView`, never called (no page asks for
/// panels or windows). Its requirements take types not simulated here, so
/// none is declared: a conformance compiles, and the methods written stay
/// plain methods.
@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {}
