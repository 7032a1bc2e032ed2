import Foundation

/// `UIViewControllerInteractiveTransitioning`: a transition driven by a
/// gesture. Declared and kept; never started by the simulation. The
/// properties are optional, with UIKit's defaults.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// `completionSpeed`: optional; 1 by default.
    var completionSpeed: CGFloat { get }
    /// `completionCurve`: optional; `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// `wantsInteractiveStart`: optional; `true` by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
