// Foundation's target–action timers and delayed performs, which Foundation
// has only with Objective-C (they send a selector, and there is no runtime
// to send one here). They are accepted so that UIKit code compiles, and
// never send their selector, like `NotificationCenter.addObserver(_:selector:name:object:)`
// (`Exports.swift`). The block-based timers (`Timer(timeInterval:repeats:block:)`)
// fire as usual.
#if !canImport(ObjectiveC)
import Foundation

extension Timer {
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`:
    /// a valid timer with the interval and fire date a block timer gets,
    /// that never sends `aSelector` and is not scheduled on a run loop (it
    /// would have nothing to do). `invalidate()` works as usual; `userInfo`
    /// is not kept (Foundation's is `nil` here).
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`: a timer
    /// that never sends `aSelector` (adding it to a run loop, or `fire()`,
    /// runs nothing); otherwise as `Timer(timeInterval:repeats:block:)`.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)`: a timer
    /// that never sends `s`; otherwise as `Timer(fire:interval:repeats:block:)`.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
                            userInfo ui: Any?, repeats rep: Bool) {
        self.init(fire: date, interval: ti, repeats: rep) { _ in }
    }
}

extension NSObject {
    /// `perform(_:with:afterDelay:)`: accepted; the selector is never sent.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {}

    /// `perform(_:with:afterDelay:inModes:)`: accepted; the selector is never sent.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {}

    /// `cancelPreviousPerformRequests(withTarget:)`: nothing to cancel, as
    /// `perform(_:with:afterDelay:)` schedules nothing.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`: nothing
    /// to cancel.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {}
}
#endif
