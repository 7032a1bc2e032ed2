// `import Photos` on Linux (this module is declared on Linux only): an
// empty photo library the user never opens to the app (`PHPhotoLibrary`,
// `PHAsset`, `PHFetchResult`, `PHImageManager`, and empty fetches of
// albums, folders and resources). Resource data, change requests, Live
// Photos and video requests are not simulated: the
// types UIKit code uses are declared unavailable so that the compiler's
// error names the gap and the page that lists it (docs/uikit.md, "Not
// simulated") instead of "no such module". As on iOS, where photo
// pickers' files use `AVPlayer` with only `import Photos` or `PhotosUI`,
// it brings AVFoundation with it.
@_exported import AVFoundation
@_exported import Foundation

@available(*, unavailable, message: "PHLivePhotoRequestOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHLivePhotoRequestOptions {}
@available(*, unavailable, message: "PHAssetResourceManager is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetResourceManager {}
@available(*, unavailable, message: "PHAssetChangeRequest is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetChangeRequest {}
@available(*, unavailable, message: "PHAssetCreationRequest is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetCreationRequest {}
@available(*, unavailable, message: "PHObjectPlaceholder is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHObjectPlaceholder {}
@available(*, unavailable, message: "PHLivePhoto is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHLivePhoto {}
@available(*, unavailable, message: "PHAssetResourceCreationOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetResourceCreationOptions {}
@available(*, unavailable, message: "PHAssetResourceRequestOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHAssetResourceRequestOptions {}
