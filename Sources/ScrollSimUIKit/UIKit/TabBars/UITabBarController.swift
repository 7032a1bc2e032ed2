import Foundation

/// `UITabBarController`: its tabs, kept as child view controllers, and the
/// selection, which is real bookkeeping: `selectedIndex` and
/// `selectedViewController` agree, `tabBar` lists the children's
/// `tabBarItem`s and selects the selected one's, and once this controller's
/// view is loaded the selected child's view is in it, filling its bounds
/// behind the tab bar, as UIKit's (selecting another tab swaps it for the
/// new one's, loading that view if needed). Nothing is shown, nothing
/// animates, no appearance method is called, and there is no More tab: a
/// sixth and later tab is selected like the others.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// `tabBar`: 49 points high across the screen's width at the bottom.
    public let tabBar = UITabBar(frame: CGRect(
        x: 0, y: UIScreen.main.bounds.height - UITabBar.standardHeight,
        width: UIScreen.main.bounds.width, height: UITabBar.standardHeight))

    /// `delegate` (weak): kept; never told anything (see
    /// `UITabBarControllerDelegate`).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// `customizableViewControllers`: kept; nothing is customised.
    open var customizableViewControllers: [UIViewController]?

    /// The tabs, in order; `nil` until set.
    private var tabs: [UIViewController]?
    /// The index of the selected tab, if any.
    private var selection: Int?

    /// `init(nibName:bundle:)`: no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `viewControllers`: the tabs' controllers, each a child of this one.
    /// Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `setViewControllers(_:animated:)`: replaces the tabs (the old ones
    /// stop being children, the new ones become children) and reselects as
    /// UIKit's documentation of `viewControllers` states: the controller
    /// selected before if it is still a tab, else the same index if it is
    /// still valid, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let previousIndex = selection
        for controller in tabs ?? [] where controller.parent === self {
            if let childView = controller.viewIfLoaded, let container = viewIfLoaded, childView.superview === container {
                childView.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        tabs = viewControllers
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let list = viewControllers ?? []
        if let previous, let index = list.firstIndex(where: { $0 === previous }) {
            selection = index
        } else if let previousIndex, list.indices.contains(previousIndex) {
            selection = previousIndex
        } else {
            selection = list.isEmpty ? nil : 0
        }
        tabBar.setItems(list.map { $0.tabBarItem }, animated: animated)
        showSelection(replacing: nil)
    }

    /// `selectedIndex`: the selected tab's index; `NSNotFound` with no tabs.
    /// Setting an index outside the tabs is ignored.
    open var selectedIndex: Int {
        get { selection ?? NSNotFound }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            showSelection(replacing: old)
        }
    }

    /// `selectedViewController`: the selected tab's controller. Setting one
    /// that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get { selection.flatMap { index in tabs.map { $0[index] } } }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// `loadView()`: a plain view with the tab bar in it, and the selected
    /// tab's view behind the bar.
    open override func loadView() {
        super.loadView()
        view.addSubview(tabBar)
        showSelection(replacing: nil)
    }

    /// Marks the selected tab's item in `tabBar` and, once this view is
    /// loaded, puts the selected tab's view in it (behind the tab bar,
    /// filling the bounds) in place of `old`'s.
    private func showSelection(replacing old: UIViewController?) {
        let selected = selectedViewController
        tabBar.selectedItem = selected?.tabBarItem
        guard let container = viewIfLoaded else { return }
        if let oldView = old?.viewIfLoaded, oldView.superview === container, old !== selected {
            oldView.removeFromSuperview()
        }
        guard let selected else { return }
        let childView: UIView = selected.view
        guard childView.superview !== container else { return }
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if tabBar.superview === container {
            container.insertSubview(childView, belowSubview: tabBar)
        } else {
            container.addSubview(childView)
        }
    }
}
