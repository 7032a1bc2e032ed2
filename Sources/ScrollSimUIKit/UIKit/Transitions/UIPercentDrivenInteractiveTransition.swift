import Foundation

/// `UIPercentDrivenInteractiveTransition`: an interactive transition whose
/// progress code sets. Its bookkeeping is real: `update(_:)` keeps
/// `percentComplete` and forwards it to the transition context it was
/// started with, `finish()`, `cancel()` and `pause()` tell that context.
/// The simulation never starts one (transitions do not animate here); a
/// test starts it with a context of its own.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The context `startInteractiveTransition(_:)` was given.
    private var transitionContext: (any UIViewControllerContextTransitioning)?

    /// `percentComplete`: the last `update(_:)`, 0 before any.
    open private(set) var percentComplete: CGFloat = 0
    /// `duration`: 0, as no animator runs here.
    open var duration: CGFloat { 0 }
    /// `completionSpeed`: kept; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// `completionCurve`: kept; `.easeInOut` by default.
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// `wantsInteractiveStart`: kept; `true` by default.
    open var wantsInteractiveStart = true

    public override init() {
        super.init()
    }

    /// `startInteractiveTransition(_:)`: keeps the context; `update(_:)`,
    /// `finish()`, `cancel()` and `pause()` report to it from now on.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
    }

    /// `update(_:)`: keeps `percentComplete` and tells the context.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
        transitionContext?.updateInteractiveTransition(percentComplete)
    }

    /// `pause()`: tells the context.
    open func pause() {
        transitionContext?.pauseInteractiveTransition()
    }

    /// `cancel()`: tells the context that the transition is cancelled.
    open func cancel() {
        transitionContext?.cancelInteractiveTransition()
    }

    /// `finish()`: tells the context that the transition finishes.
    open func finish() {
        transitionContext?.finishInteractiveTransition()
    }
}
