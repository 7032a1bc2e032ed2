import Foundation

/// `PHVideoRequestOptions`: how to deliver a video, kept. Every video
/// request is answered at once without a video (`PHImageManager`).
open class PHVideoRequestOptions: NSObject {
    /// `version`: `.current` by default.
    open var version: PHVideoRequestOptionsVersion = .current
    /// `deliveryMode`: `.automatic` by default.
    open var deliveryMode: PHVideoRequestOptionsDeliveryMode = .automatic
    /// `isNetworkAccessAllowed`: false by default.
    open var isNetworkAccessAllowed = false
    /// `progressHandler`: kept, never called.
    open var progressHandler: PHAssetVideoProgressHandler?

    public override init() {
        super.init()
    }
}

/// `PHAssetVideoProgressHandler`.
public typealias PHAssetVideoProgressHandler = (Double, Error?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// `PHVideoRequestOptionsVersion`.
public enum PHVideoRequestOptionsVersion: Int, Sendable {
    case current = 0
    case original = 1
}

/// `PHVideoRequestOptionsDeliveryMode`.
public enum PHVideoRequestOptionsDeliveryMode: Int, Sendable {
    case automatic = 0
    case highQualityFormat = 1
    case mediumQualityFormat = 2
    case fastFormat = 3
}
