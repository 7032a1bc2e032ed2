// PhotosUI's types that UIKit code uses but that are not simulated,
// declared unavailable so that the compiler's error names the gap and the
// page that lists it (docs/uikit.md, "Not simulated") instead of "cannot
// find type in scope".

// Live Photos: there are no Live Photos (`PHLivePhoto` is not simulated).
@available(*, unavailable, message: "PHLivePhotoView is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class PHLivePhotoView {}
@available(*, unavailable, message: "PHLivePhotoViewDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol PHLivePhotoViewDelegate {}
@available(*, unavailable, message: "PHLivePhotoViewPlaybackStyle is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHLivePhotoViewPlaybackStyle {}
@available(*, unavailable, message: "PHLivePhotoBadgeOptions is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct PHLivePhotoBadgeOptions {}

// The item provider of a picked asset: Foundation on Linux has no
// `NSItemProvider`.
@available(*, unavailable, message: "NSItemProvider is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class NSItemProvider {}

extension PHPickerResult {
    @available(*, unavailable, message: "PHPickerResult.itemProvider is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
    public var itemProvider: NSItemProvider { fatalError("unavailable") }
}
