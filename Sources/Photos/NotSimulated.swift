// `import Photos` on Linux (this module is declared on Linux only). The
// photo library is not simulated: the types UIKit code uses are declared
// unavailable so that the compiler's error names the gap and the page that
// lists it (docs/uikit.md, "Not simulated") instead of "no such module".
@_exported import Foundation

@available(*, unavailable, message: "PHObject is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHObject {}
@available(*, unavailable, message: "PHAsset is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAsset {}
@available(*, unavailable, message: "PHCollection is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHCollection {}
@available(*, unavailable, message: "PHAssetCollection is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetCollection {}
@available(*, unavailable, message: "PHPhotoLibrary is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHPhotoLibrary {}
@available(*, unavailable, message: "PHImageManager is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHImageManager {}
@available(*, unavailable, message: "PHCachingImageManager is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHCachingImageManager {}
@available(*, unavailable, message: "PHImageRequestOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHImageRequestOptions {}
@available(*, unavailable, message: "PHVideoRequestOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHVideoRequestOptions {}
@available(*, unavailable, message: "PHLivePhotoRequestOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHLivePhotoRequestOptions {}
@available(*, unavailable, message: "PHFetchOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHFetchOptions {}
@available(*, unavailable, message: "PHAssetResource is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetResource {}
@available(*, unavailable, message: "PHAssetResourceManager is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetResourceManager {}
@available(*, unavailable, message: "PHAssetChangeRequest is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetChangeRequest {}
@available(*, unavailable, message: "PHAssetCreationRequest is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetCreationRequest {}
@available(*, unavailable, message: "PHChange is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHChange {}
@available(*, unavailable, message: "PHObjectPlaceholder is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHObjectPlaceholder {}
@available(*, unavailable, message: "PHLivePhoto is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHLivePhoto {}
@available(*, unavailable, message: "PHFetchResult is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHFetchResult<ObjectType> {}
@available(*, unavailable, message: "PHAuthorizationStatus is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAuthorizationStatus {}
@available(*, unavailable, message: "PHAccessLevel is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAccessLevel {}
@available(*, unavailable, message: "PHAssetMediaType is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAssetMediaType {}
@available(*, unavailable, message: "PHAssetMediaSubtype is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAssetMediaSubtype {}
@available(*, unavailable, message: "PHAssetCollectionType is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAssetCollectionType {}
@available(*, unavailable, message: "PHAssetCollectionSubtype is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHAssetCollectionSubtype {}
@available(*, unavailable, message: "PHImageContentMode is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHImageContentMode {}
@available(*, unavailable, message: "PHImageRequestOptionsDeliveryMode is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHImageRequestOptionsDeliveryMode {}
@available(*, unavailable, message: "PHImageRequestOptionsResizeMode is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHImageRequestOptionsResizeMode {}
@available(*, unavailable, message: "PHPhotoLibraryChangeObserver is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol PHPhotoLibraryChangeObserver {}
@available(*, unavailable, message: "PHImageRequestID is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public typealias PHImageRequestID = Int32
@available(*, unavailable, message: "PHInvalidImageRequestID is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public let PHInvalidImageRequestID: Int32 = 0
@available(*, unavailable, message: "PHImageManagerMaximumSize is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
