import Foundation

/// `UINavigationController`: a stack of view controllers, kept. Nothing
/// is shown and nothing animates: pushing adds the controller as a child
/// (so its `navigationController` is this one) without loading its view.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// `viewControllers`: the stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for controller in children { controller.removeFromParent() }
            for controller in newValue { addChild(controller) }
        }
    }

    /// `navigationBar`: the controller's bar, 44 points high across the
    /// screen's width at the top; kept, nothing drawn.
    public let navigationBar = UINavigationBar(
        frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))

    /// `isNavigationBarHidden`: `false` by default; setting it is
    /// `setNavigationBarHidden(_:animated:)` without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// `setNavigationBarHidden(_:animated:)`: hides or shows the bar at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// `toolbar`: the controller's toolbar, 44 points high across the
    /// screen's width at the bottom, hidden by default; kept, nothing drawn.
    /// UIKit shows the top controller's `toolbarItems` in it; read them
    /// from `topViewController`.
    public let toolbar: UIToolbar! = {
        let screen = UIScreen.main.bounds
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: screen.height - UIToolbar.standardHeight,
                                              width: screen.width, height: UIToolbar.standardHeight))
        toolbar.isHidden = true
        return toolbar
    }()

    /// `isToolbarHidden`: `true` by default, as UIKit's; setting it is
    /// `setToolbarHidden(_:animated:)` without animation.
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// `setToolbarHidden(_:animated:)`: hides or shows `toolbar` at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
    }

    /// `show(_:sender:)`: pushes `vc`, as UIKit's documentation states.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// `topViewController`.
    open var topViewController: UIViewController? { children.last }

    /// `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
    }

    /// `init(nibName:bundle:)`: an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setViewControllers(_:animated:)`: replaces the stack at once, as
    /// setting `viewControllers` does.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// `pushViewController(_:animated:)`: adds `viewController` on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
    }

    /// `popViewController(animated:)`: removes and returns the top
    /// controller; the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }
}
