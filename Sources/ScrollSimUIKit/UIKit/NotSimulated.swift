// UIKit's types that ScrollSimUIKit does not simulate but that UIKit code
// uses, declared unavailable so that the compiler's error names the gap and
// the page that lists it (docs/uikit.md, "Not simulated") instead of "cannot
// find type in scope". Keep this list and that section in step.

// Views, controllers and the app shell.
@available(*, unavailable, message: "UIWindowScene is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIWindowScene {}
@available(*, unavailable, message: "UIScene is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIScene {}
@available(*, unavailable, message: "UIProgressView is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIProgressView {}
@available(*, unavailable, message: "UISearchController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UISearchController {}
@available(*, unavailable, message: "UIImagePickerController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIImagePickerController {}
@available(*, unavailable, message: "UIActivityViewController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIActivityViewController {}
@available(*, unavailable, message: "UIDocumentPickerViewController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIDocumentPickerViewController {}
@available(*, unavailable, message: "UIPopoverPresentationController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPopoverPresentationController {}
@available(*, unavailable, message: "UIPresentationController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPresentationController {}
@available(*, unavailable, message: "UIDynamicAnimator is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIDynamicAnimator {}
@available(*, unavailable, message: "UIDynamicBehavior is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIDynamicBehavior {}
@available(*, unavailable, message: "UIAttachmentBehavior is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIAttachmentBehavior {}
@available(*, unavailable, message: "UIDynamicItem is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIDynamicItem {}
@available(*, unavailable, message: "UIContextMenuConfiguration is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIContextMenuConfiguration {}
@available(*, unavailable, message: "UIContextMenuInteraction is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIContextMenuInteraction {}
@available(*, unavailable, message: "UITargetedPreview is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UITargetedPreview {}
@available(*, unavailable, message: "UIPreviewParameters is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPreviewParameters {}
@available(*, unavailable, message: "UITouch is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UITouch {}
@available(*, unavailable, message: "UIKeyCommand is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIKeyCommand {}
@available(*, unavailable, message: "UIPasteboard is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPasteboard {}
@available(*, unavailable, message: "UIMenuController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIMenuController {}
@available(*, unavailable, message: "UITextInputStringTokenizer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UITextInputStringTokenizer {}
@available(*, unavailable, message: "NSTextStorage is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class NSTextStorage {}
@available(*, unavailable, message: "NSLayoutManager is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class NSLayoutManager {}
@available(*, unavailable, message: "UIDragItem is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIDragItem {}
@available(*, unavailable, message: "UIRotationGestureRecognizer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIRotationGestureRecognizer {}
@available(*, unavailable, message: "UIScreenEdgePanGestureRecognizer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIScreenEdgePanGestureRecognizer {}
@available(*, unavailable, message: "UIHoverGestureRecognizer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIHoverGestureRecognizer {}
@available(*, unavailable, message: "UICollectionViewDropCoordinator is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UICollectionViewDropCoordinator {}
@available(*, unavailable, message: "UIMotionEffect is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIMotionEffect {}
@available(*, unavailable, message: "UIInterpolatingMotionEffect is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIInterpolatingMotionEffect {}
@available(*, unavailable, message: "UIScrollEdgeAppearance is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIScrollEdgeAppearance {}
@available(*, unavailable, message: "UITabBarAppearance is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UITabBarAppearance {}
@available(*, unavailable, message: "UIToolbarAppearance is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIToolbarAppearance {}

// Protocols.
@available(*, unavailable, message: "UITableViewDataSourcePrefetching is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UITableViewDataSourcePrefetching {}
@available(*, unavailable, message: "UIApplicationDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIApplicationDelegate {}
@available(*, unavailable, message: "UIWindowSceneDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIWindowSceneDelegate {}
@available(*, unavailable, message: "UISceneDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UISceneDelegate {}
@available(*, unavailable, message: "UICollectionViewDragDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UICollectionViewDragDelegate {}
@available(*, unavailable, message: "UICollectionViewDropDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UICollectionViewDropDelegate {}
@available(*, unavailable, message: "UIAdaptivePresentationControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIAdaptivePresentationControllerDelegate {}
@available(*, unavailable, message: "UIScrollViewAccessibilityDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIScrollViewAccessibilityDelegate {}
@available(*, unavailable, message: "UIContextMenuInteractionDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIContextMenuInteractionDelegate {}
@available(*, unavailable, message: "UINavigationControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UINavigationControllerDelegate {}
@available(*, unavailable, message: "UISearchResultsUpdating is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UISearchResultsUpdating {}
@available(*, unavailable, message: "UISearchControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UISearchControllerDelegate {}
@available(*, unavailable, message: "UIImagePickerControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIImagePickerControllerDelegate {}
@available(*, unavailable, message: "UIDocumentPickerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIDocumentPickerDelegate {}
@available(*, unavailable, message: "UIPopoverPresentationControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIPopoverPresentationControllerDelegate {}

// The Swift 3 names, which the current iOS SDK refuses in the same way.
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
