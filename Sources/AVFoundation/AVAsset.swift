import Foundation

/// `AVAsset`: a piece of timed media. Nothing is read here: an asset has no
/// tracks and is never playable (`isPlayable` is false). Made through
/// `AVURLAsset(url:options:)`, as AVFoundation's abstract class is.
open class AVAsset: NSObject {
    package override init() {
        super.init()
    }

    /// `isPlayable`: false; media is not simulated.
    open var isPlayable: Bool { false }
    /// `naturalSize`: zero; no track is read.
    open var naturalSize: CGSize { .zero }
    /// `duration`: zero; nothing is read, so the asset has no track to last.
    open var duration: CMTime { .zero }
    /// `tracks`: empty.
    open var tracks: [AVAssetTrack] { [] }
    /// `isExportable`: false; there is nothing to export.
    open var isExportable: Bool { false }

    /// `tracks(withMediaType:)`: empty.
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
}

/// `AVAssetTrack`: one track of an asset. No asset has tracks here, so
/// none is ever made; declared for the code that reads one.
open class AVAssetTrack: NSObject {
    package override init() {
        super.init()
    }

    /// `mediaType`: `.video`.
    open var mediaType: AVMediaType { .video }
    /// `naturalSize`: zero.
    open var naturalSize: CGSize { .zero }
    /// `preferredTransform`: the identity.
    open var preferredTransform: CGAffineTransform { .identity }
    /// `timeRange`: `.zero`.
    open var timeRange: CMTimeRange { .zero }
    /// `nominalFrameRate`: 0.
    open var nominalFrameRate: Float { 0 }
}
