import Foundation

/// `PHImageRequestOptions`: how an image request is served, kept.
open class PHImageRequestOptions: NSObject {
    open var version: PHImageRequestOptionsVersion = .current
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    open var normalizedCropRect: CGRect = .zero
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var progressHandler: PHAssetImageProgressHandler?

    public override init() {
        super.init()
    }
}

/// `PHAssetImageProgressHandler`: progress, error, stop flag, info.
public typealias PHAssetImageProgressHandler = (Double, Error?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// `PHImageRequestOptionsVersion`.
public enum PHImageRequestOptionsVersion: Int, Sendable {
    case current = 0
    case unadjusted = 1
    case original = 2
}

/// `PHImageRequestOptionsDeliveryMode`.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    case opportunistic = 0
    case highQualityFormat = 1
    case fastFormat = 2
}

/// `PHImageRequestOptionsResizeMode`.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    case none = 0
    case fast = 1
    case exact = 2
}

/// `PHImageContentMode`: `.aspectFit` is the default.
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0
    case aspectFill = 1

    public static var `default`: PHImageContentMode { .aspectFit }
}
