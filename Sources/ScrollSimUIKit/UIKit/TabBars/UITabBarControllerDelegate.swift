import Foundation

/// `UITabBarControllerDelegate`: told when the user selects a tab, which
/// does not happen here (there are no taps; selecting in code does not tell
/// the delegate, in UIKit either), so none of these is called. Every method
/// is optional; the defaults answer what UIKit assumes when a method is not
/// implemented.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
