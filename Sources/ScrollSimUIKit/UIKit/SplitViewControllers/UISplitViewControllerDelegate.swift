import Foundation

/// `UISplitViewControllerDelegate`: asked whether it shows a controller
/// itself (`show(_:sender:)`, `showDetailViewController(_:sender:)`); the
/// collapse, separation and display-mode methods are never called, as the
/// simulated screen's size class never changes. Every method is optional;
/// the defaults answer what UIKit assumes when a method is not implemented.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func splitViewController(_ svc: UISplitViewController,
                             willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
}
