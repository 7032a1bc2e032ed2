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
