import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what a transition's
/// animation blocks are told. There are no transitions in the simulation;
/// the protocol exists so that code that asks compiles.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// `isAnimated`.
    var isAnimated: Bool { get }
    /// `isCancelled`.
    var isCancelled: Bool { get }
    /// `transitionDuration`.
    var transitionDuration: TimeInterval { get }
    /// `containerView`: the view the transition's views are in.
    var containerView: UIView { get }
}

/// `UIViewControllerTransitionCoordinator`. A view controller's
/// `transitionCoordinator` is always `nil` in the simulation.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion:
    /// UIKit's `completion` defaults to `nil` (a protocol requirement cannot
    /// declare the default, so this overload stands for it).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
