import Foundation

/// `UIViewControllerContextTransitioning`: what an animator is told about
/// a view-controller transition. Declared so that custom transitions
/// compile; the simulation never makes a transition context (presentation
/// and navigation do not animate here), so a test that wants to run an
/// animator supplies its own conforming object.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// `containerView`: the view the transition's views go in.
    var containerView: UIView { get }
    /// `isAnimated`.
    var isAnimated: Bool { get }
    /// `isInteractive`.
    var isInteractive: Bool { get }
    /// `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// `presentationStyle`.
    var presentationStyle: UIModalPresentationStyle { get }
    /// `targetTransform`.
    var targetTransform: CGAffineTransform { get }

    /// `updateInteractiveTransition(_:)`: the fraction done, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// `pauseInteractiveTransition()`.
    func pauseInteractiveTransition()
    /// `completeTransition(_:)`: the animator tells that it is done.
    func completeTransition(_ didComplete: Bool)

    /// `viewController(forKey:)`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// `view(forKey:)`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// `initialFrame(for:)`.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// `finalFrame(for:)`.
    func finalFrame(for vc: UIViewController) -> CGRect
}
