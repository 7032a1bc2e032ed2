import Foundation

/// `WKWebViewConfiguration`: the settings a web view is made with, kept.
/// A web view keeps a copy, as WebKit does.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    /// `allowsInlineMediaPlayback`: kept; false by default on iPhone.
    open var allowsInlineMediaPlayback = false
    /// `suppressesIncrementalRendering`: kept.
    open var suppressesIncrementalRendering = false
    /// `applicationNameForUserAgent`: kept.
    open var applicationNameForUserAgent: String?

    public override init() {
        super.init()
    }

    /// A copy of these settings.
    package func copied() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        return copy
    }
}
