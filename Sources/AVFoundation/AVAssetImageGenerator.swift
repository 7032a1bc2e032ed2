import Foundation

/// `AVFoundationErrorDomain`: AVFoundation's error domain.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// `AVAssetImageGenerator`: images of an asset's video at given times. Its
/// settings are kept; no asset has a video track here, so every request
/// fails at once with AVFoundation's "no image at time" error
/// (`AVFoundationErrorDomain`, −11832): `copyCGImage(at:actualTime:)`
/// and `image(at:)` throw it.
/// (`NSValue(time:)`, which the `[NSValue]` form of the asynchronous
/// request takes, cannot be made on Linux, whose `NSValue` holds no
/// structures; that form is not declared.)
open class AVAssetImageGenerator: NSObject {
    /// `Result`: AVFoundation's three outcomes.
    public enum Result: Int, Sendable {
        case succeeded = 0
        case failed = 1
        case cancelled = 2
    }

    /// `CompletionHandler`: the requested time, the image, the actual time,
    /// the outcome and the error.
    public typealias CompletionHandler = (CMTime, CGImage?, CMTime, Result, Error?) -> Void

    /// `noImageAtTime`'s code in `AVFoundationErrorDomain` (−11832).
    package static let noImageAtTime = -11832

    /// `asset`: the asset given.
    open private(set) var asset: AVAsset
    /// `appliesPreferredTrackTransform`: kept; false by default.
    open var appliesPreferredTrackTransform = false
    /// `maximumSize`: kept; zero (no limit) by default.
    open var maximumSize: CGSize = .zero
    /// `requestedTimeToleranceBefore`, `…After`: kept; `.positiveInfinity` by default.
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

    /// `init(asset:)`.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// `copyCGImage(at:actualTime:)`: throws the "no image at time" error;
    /// `actualTime` is left as it is.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw Self.noImageError
    }

    /// `image(at:)` (iOS 16): throws the "no image at time" error.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw Self.noImageError
    }

    /// `cancelAllCGImageGeneration()`: nothing is pending.
    open func cancelAllCGImageGeneration() {}

    static var noImageError: NSError { NSError(domain: AVFoundationErrorDomain, code: noImageAtTime) }
}
