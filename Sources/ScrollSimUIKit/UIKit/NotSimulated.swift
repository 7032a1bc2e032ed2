// UIKit's types that ScrollSimUIKit does not simulate but that UIKit code
// uses, declared unavailable so that the compiler's error names the gap and
// the page that lists it (docs/uikit.md, "Not simulated") instead of "cannot
// find type in scope". Keep this list and that section in step.

// Views, controllers and the app shell.
@available(*, unavailable, message: "UIProgressView is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIProgressView {}
@available(*, unavailable, message: "UISearchController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UISearchController {}
@available(*, unavailable, message: "UIActivityViewController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIActivityViewController {}
@available(*, unavailable, message: "UIDocumentPickerViewController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIDocumentPickerViewController {}
@available(*, unavailable, message: "UIPopoverPresentationController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPopoverPresentationController {}
@available(*, unavailable, message: "UIPresentationController is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPresentationController {}
@available(*, unavailable, message: "UITargetedPreview is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UITargetedPreview {}
@available(*, unavailable, message: "UIPreviewParameters is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class UIPreviewParameters {}
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
@available(*, unavailable, message: "UISearchResultsUpdating is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UISearchResultsUpdating {}
@available(*, unavailable, message: "UISearchControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UISearchControllerDelegate {}
@available(*, unavailable, message: "UIDocumentPickerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIDocumentPickerDelegate {}
@available(*, unavailable, message: "UIPopoverPresentationControllerDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol UIPopoverPresentationControllerDelegate {}

// The Swift 3 names, which the current iOS SDK refuses in the same way.
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
@available(*, unavailable, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
// The Swift 4 names of the C types the iOS 12 SDK nests (Apple's documentation
// of each gives the C name, e.g. `c:@E@UIControlState` for `UIControl.State`),
// which the current SDK keeps unavailable, renamed; `scrollsim port` renames them.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, unavailable, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(*, unavailable, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(*, unavailable, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, unavailable, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(*, unavailable, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
