import Foundation

/// `UIPageViewControllerDelegate`: told about gesture-driven page turns and
/// asked about rotation, neither of which happens here, so none of these is
/// called. Every method is optional; the defaults answer what UIKit assumes
/// when a method is not implemented (the controller's own spine location
/// and orientations).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        pageViewController.supportedInterfaceOrientations
    }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        pageViewController.preferredInterfaceOrientationForPresentation
    }
}
