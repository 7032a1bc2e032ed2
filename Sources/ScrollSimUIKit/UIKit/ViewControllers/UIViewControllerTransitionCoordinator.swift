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
