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
}
