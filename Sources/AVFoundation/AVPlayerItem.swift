import Foundation

/// `AVPlayerItem`: the presentation state of an asset, kept. The asset is
/// never loaded, so the item stays `.unknown`, never ready to play, and
/// never reaches its end (`didPlayToEndTimeNotification` is never posted).
open class AVPlayerItem: NSObject {
    /// `Status`: AVFoundation's three states.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// `didPlayToEndTimeNotification`: the name AVFoundation posts when an
    /// item ends; declared so that observers compile, never posted here.
    public static let didPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    /// `asset`: the asset given (an `AVURLAsset` for `init(url:)`).
    public let asset: AVAsset
    /// `status`: `.unknown`, always (nothing is loaded).
    open private(set) var status: Status = .unknown
    /// `error`: nil (nothing failed, nothing was tried).
    open private(set) var error: Error?
    /// `presentationSize`: zero; there is no video.
    open private(set) var presentationSize: CGSize = .zero

    /// `init(asset:)`.
    public convenience init(asset: AVAsset) {
        self.init(asset: asset, automaticallyLoadedAssetKeys: nil)
    }

    /// `init(asset:automaticallyLoadedAssetKeys:)`: the keys are ignored.
    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.asset = asset
        super.init()
    }

    /// `init(url:)`: an item of `AVURLAsset(url: URL)`.
    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }
}

extension NSNotification.Name {
    /// `.AVPlayerItemDidPlayToEndTime`: `AVPlayerItem.didPlayToEndTimeNotification`.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}
