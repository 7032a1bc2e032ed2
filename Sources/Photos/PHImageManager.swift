import AVFoundation
import Foundation
import ScrollSimUIKit

/// `PHImageManager`: image requests for assets. The library is empty and
/// closed (`PHPhotoLibrary`), so there is no asset to ask for; a request
/// made anyway (for an asset made by a test) is answered at once, on the
/// caller's thread, with no image and Photos' "access denied" error under
/// `PHImageErrorKey`, and returns a new request ID (1, 2, … per manager).
open class PHImageManager: NSObject {
    private static let defaultManager = PHImageManager()
    private var lastRequestID: PHImageRequestID = 0

    public override init() {
        super.init()
    }

    /// `default()`: the shared manager.
    open class func `default`() -> PHImageManager { defaultManager }

    /// `requestImage(for:targetSize:contentMode:options:resultHandler:)`:
    /// answered at once without an image (see the type's comment).
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                           options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        lastRequestID += 1
        resultHandler(nil, Self.deniedInfo)
        return lastRequestID
    }

    /// `requestAVAsset(forVideo:options:resultHandler:)`: answered at once
    /// without an asset (see the type's comment).
    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        lastRequestID += 1
        resultHandler(nil, nil, Self.deniedInfo)
        return lastRequestID
    }

    /// `requestPlayerItem(forVideo:options:resultHandler:)`: answered at once
    /// without an item.
    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        lastRequestID += 1
        resultHandler(nil, Self.deniedInfo)
        return lastRequestID
    }

    /// `requestExportSession(forVideo:options:exportPreset:resultHandler:)`:
    /// answered at once without a session.
    @discardableResult
    open func requestExportSession(forVideo asset: PHAsset, options: PHVideoRequestOptions?, exportPreset: String,
                                   resultHandler: @escaping (AVAssetExportSession?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        lastRequestID += 1
        resultHandler(nil, Self.deniedInfo)
        return lastRequestID
    }

    /// `cancelImageRequest(_:)`: every request is already answered.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    /// The info of a refused request.
    private static var deniedInfo: [AnyHashable: Any] {
        [PHImageErrorKey: NSError(domain: PHPhotosErrorDomain, code: 3311, userInfo: nil), PHImageResultIsDegradedKey: false]
    }
}

/// `PHCachingImageManager`: a manager that would prepare images ahead;
/// caching is kept as a setting, nothing is cached.
open class PHCachingImageManager: PHImageManager {
    /// `allowsCachingHighQualityImages`: kept; true by default.
    open var allowsCachingHighQualityImages = true

    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                 options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}

/// `PHImageRequestID`: a request's number.
public typealias PHImageRequestID = Int32
/// `PHInvalidImageRequestID`: 0, the ID of no request.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// `PHImageManagerMaximumSize`: "the largest size available" (−1 × −1, as Photos' constant).
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// The keys of a request's info dictionary.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"
