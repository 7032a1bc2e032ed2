import Foundation

/// `UIViewPropertyAnimator`, under this layer's animation rule (that of
/// `UIView.animate`): animations apply at once. The state machine is
/// UIKit's: the animations run when the animator becomes active
/// (`startAnimation()` or `pauseAnimation()` from `.inactive`; those
/// added while active run when added), and a started animator finishes
/// at once — `fractionComplete` 1, state `.inactive`, the completions
/// called with `.end` in the order added. A paused animator stays
/// `.active` until started, stopped or finished; `stopAnimation(false)`
/// leaves it `.stopped` for `finishAnimation(at:)`, which calls the
/// completions with the position given. Values the animations set stay
/// set whatever the position (a closure cannot be undone), where UIKit
/// would return views to their start values for `.start`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The animations not yet run.
    private var pendingAnimations: [() -> Void] = []
    /// The completions, in the order added.
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// `duration`: kept, in seconds.
    open private(set) var duration: TimeInterval
    /// `delay`: the last `startAnimation(afterDelay:)`'s, kept (nothing waits).
    open private(set) var delay: TimeInterval = 0

    /// `state`.
    open private(set) var state = UIViewAnimatingState.inactive
    /// `isRunning`: started and not yet finished (never for long: a started
    /// animator finishes at once).
    open private(set) var isRunning = false
    /// `fractionComplete`: settable while paused; 1 once finished at the end.
    open var fractionComplete: CGFloat = 0
    /// `isReversed`: kept.
    open var isReversed = false
    /// `isInterruptible`: kept; `true` by default.
    open var isInterruptible = true
    /// `isUserInteractionEnabled`: kept; `true` by default.
    open var isUserInteractionEnabled = true
    /// `isManualHitTestingEnabled`: kept.
    open var isManualHitTestingEnabled = false
    /// `scrubsLinearly`: kept; `true` by default.
    open var scrubsLinearly = true
    /// `pausesOnCompletion`: kept; when `true`, a started animator stays
    /// `.active` (paused, `fractionComplete` 1) and calls no completion, as UIKit's.
    open var pausesOnCompletion = false

    /// An animator of `timing` with `animations` to run when it becomes active.
    private convenience init(duration: TimeInterval, timing: UITimingCurveProvider, animations: (() -> Void)?) {
        self.init(duration: duration, timingParameters: timing)
        if let animations { pendingAnimations.append(animations) }
    }

    /// `init(duration:timingParameters:)`: the timing is kept as
    /// `timingParameters` (nothing is timed). UIKit derives a spring's own
    /// duration from its mass, stiffness and damping; here `duration` is
    /// kept as given.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// `init(duration:curve:animations:)`: the curve is kept as a
    /// `UICubicTimingParameters(animationCurve:)` (nothing is timed).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: UICubicTimingParameters(animationCurve: curve), animations: animations)
    }

    /// `init(duration:dampingRatio:animations:)`: a spring, kept as a
    /// `UISpringTimingParameters(dampingRatio:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: UISpringTimingParameters(dampingRatio: ratio), animations: animations)
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: a cubic
    /// curve, kept as a `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2),
                  animations: animations)
    }

    /// `timingParameters`: the timing the animator was made with.
    open private(set) var timingParameters: UITimingCurveProvider?

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// an animator made and started, so (under the rule above) already
    /// finished: `animations` and `completion` have run when it returns.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `addAnimations(_:)`: run now if the animator is active, else when it becomes active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { pendingAnimations.append(animation) }
    }

    /// `addAnimations(_:delayFactor:)`: as `addAnimations(_:)` (no delay).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// `addCompletion(_:)`: called when the animator finishes, in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// `startAnimation()`: runs the animations not yet run and finishes at
    /// once at `.end` (unless `pausesOnCompletion`). Nothing from `.stopped`.
    open func startAnimation() {
        guard state != .stopped else { return }
        becomeActive()
        isRunning = true
        fractionComplete = 1
        if pausesOnCompletion {
            isRunning = false
            return
        }
        finish(at: .end)
    }

    /// `startAnimation(afterDelay:)`: `delay` kept, then `startAnimation()` (nothing waits).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// `pauseAnimation()`: active and not running; the animations run if
    /// the animator was inactive. Nothing from `.stopped`.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        becomeActive()
        isRunning = false
    }

    /// `stopAnimation(_:)`: `true` ends it with no completion (`.inactive`);
    /// `false` leaves it `.stopped`, waiting for `finishAnimation(at:)`.
    /// Nothing unless active.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// `finishAnimation(at:)`: from `.stopped`, ends the animator and calls
    /// the completions with `finalPosition` (`fractionComplete` 1 at `.end`,
    /// 0 at `.start`). Nothing in another state (UIKit raises).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: fractionComplete = 1
        case .start: fractionComplete = 0
        case .current: break
        }
        finish(at: finalPosition)
    }

    /// From `.inactive`: `.active`, and the pending animations run, in the order added.
    private func becomeActive() {
        guard state == .inactive else { return }
        state = .active
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { animation() }
    }

    /// `.inactive`, then every completion with `position`.
    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let toCall = completions
        completions = []
        for completion in toCall { completion(position) }
    }
}
