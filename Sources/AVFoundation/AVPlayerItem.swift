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
    /// `duration`: `.indefinite`, AVFoundation's value until the asset's
    /// duration is loaded, which it never is.
    open var duration: CMTime { .indefinite }
    /// `forwardPlaybackEndTime`, `reversePlaybackEndTime`: kept, `.invalid`
    /// by default (the ends of the item).
    open var forwardPlaybackEndTime: CMTime = .invalid
    open var reversePlaybackEndTime: CMTime = .invalid
    /// The time of the last seek (nothing plays, so time moves only by seeking).
    private var time: CMTime = .zero

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

    /// `currentTime()`: zero until a seek, then the time sought; no time
    /// passes, since nothing plays.
    open func currentTime() -> CMTime { time }

    /// `seek(to:completionHandler:)`: `time` becomes the current time at
    /// once (a non-numeric time is ignored), and the handler is called at
    /// once, on the caller's thread, with true.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        seek(to: time, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity, completionHandler: completionHandler)
    }

    /// `seek(to:toleranceBefore:toleranceAfter:completionHandler:)`: as
    /// `seek(to:completionHandler:)`; the time is reached exactly, so the
    /// tolerances do not matter.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: ((Bool) -> Void)? = nil
    ) {
        if time.isNumeric { self.time = time }
        completionHandler?(true)
    }
}

extension NSNotification.Name {
    /// `.AVPlayerItemDidPlayToEndTime`: `AVPlayerItem.didPlayToEndTimeNotification`.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}
