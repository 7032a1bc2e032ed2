import Foundation

/// `UINavigationControllerDelegate`: told about a navigation controller's
/// transitions and asked about its orientations and animators. Declared so
/// that the image picker's delegate compiles; a navigation controller here
/// has no `delegate` of its own (only `UIImagePickerController` has one),
/// so none of these is called. Every method is optional; the defaults
/// answer what UIKit assumes when a method is not implemented (the
/// controller's own orientations, the standard animation).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.supportedInterfaceOrientations
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation {
        navigationController.preferredInterfaceOrientationForPresentation
    }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
