import Foundation

/// `UISplitViewController`, in the classic (two-column) form, on the
/// simulated iPhone in portrait: a horizontally compact screen, so the
/// split view is always collapsed (`isCollapsed`), as UIKit's is there. The
/// primary and secondary controllers are kept as children (`viewControllers`).
/// `show(_:sender:)` and `showDetailViewController(_:sender:)` ask the
/// delegate first and, if it does not handle them, show `vc` as in a
/// collapsed split view: pushed on the primary controller when that is a
/// navigation controller, else presented modally. Nothing is shown; the delegate's
/// collapse, separation and display-mode methods are never called, as the
/// size class never changes.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.DisplayMode`, with UIKit's raw values.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

        /// `primaryHidden`: UIKit's older name of `.secondaryOnly`.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// `allVisible`: UIKit's older name of `.oneBesideSecondary`.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// `primaryOverlay`: UIKit's older name of `.oneOverSecondary`.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// `UISplitViewController.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }

    /// `style`: `.unspecified` for the classic initialisers.
    public let style: Style

    /// `delegate` (weak): asked by `showDetailViewController(_:sender:)`
    /// and `show(_:sender:)`; nothing else is asked.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// `preferredDisplayMode`: kept (`.automatic` by default).
    open var preferredDisplayMode = DisplayMode.automatic
    /// `displayMode`: `.secondaryOnly`, as UIKit answers for a collapsed
    /// split view showing one controller.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// `isCollapsed`: `true` — the simulated screen is horizontally compact.
    open var isCollapsed: Bool { true }
    /// `presentsWithGesture`: kept (`true` by default).
    open var presentsWithGesture = true
    /// `preferredPrimaryColumnWidthFraction`: kept (UIKit's
    /// `UISplitViewController.automaticDimension`, -1, by default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = -1

    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: the classic, unspecified style.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: the classic, unspecified style.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// `viewControllers`: the primary then the secondary controller, each
    /// a child of this one; setting it replaces them.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children { controller.removeFromParent() }
            for controller in newValue {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    /// `show(_:sender:)`: the delegate's `splitViewController(_:show:sender:)`
    /// if it handles it; else, collapsed as the split view always is here,
    /// pushed on the primary controller when that is a navigation
    /// controller, else presented modally.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        showCollapsed(vc)
    }

    /// `showDetailViewController(_:sender:)`: the delegate's
    /// `splitViewController(_:showDetail:sender:)` if it handles it; else as
    /// `show(_:sender:)` without asking the delegate again.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        showCollapsed(vc)
    }

    /// Shows `vc` in the collapsed split view: pushed on a primary
    /// navigation controller, else presented modally.
    private func showCollapsed(_ vc: UIViewController) {
        if let navigation = viewControllers.first as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            presentFromRoot(vc)
        }
    }
}
