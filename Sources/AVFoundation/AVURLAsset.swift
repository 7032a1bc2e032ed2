import Foundation

/// `AVURLAsset`: an asset at a URL, the URL and options kept; the file or
/// stream is never opened (see `AVAsset`).
open class AVURLAsset: AVAsset {
    /// `url`: the URL given.
    public let url: URL
    /// The initialisation options given (for example
    /// `"AVURLAssetHTTPHeaderFieldsKey"`), kept.
    package let options: [String: Any]?

    /// `init(url:options:)`: kept, nothing is loaded.
    public init(url URL: URL, options: [String: Any]? = nil) {
        self.url = URL
        self.options = options
        super.init()
    }
}
