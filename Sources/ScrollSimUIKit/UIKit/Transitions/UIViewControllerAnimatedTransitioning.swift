import Foundation

/// `UIViewControllerAnimatedTransitioning`: a custom transition's animator.
/// Declared and kept; the simulation never asks for one (transitions do
/// not animate here). `animationEnded(_:)` is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// `transitionDuration(using:)`, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// `animateTransition(using:)`: must end with the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// `animationEnded(_:)`: optional; nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
