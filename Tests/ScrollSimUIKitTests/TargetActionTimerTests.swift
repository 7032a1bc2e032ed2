import Foundation
import ScrollSimUIKit
import Testing

/// A target for the selector-based API; its method is never sent.
final class TimerTarget: NSObject {
    var fired = 0
    func tick() { fired += 1 }
}

@MainActor
@Suite("ScrollSimUIKit: Timer and NSObject's selector-based API on Linux (accepted, never sent)")
struct TargetActionTimerTests {
    @Test("a target–action timer is valid, has a block timer's interval and fire date, and invalidates")
    func targetActionTimer() {
        let target = TimerTarget()
        let repeating = Timer.scheduledTimer(timeInterval: 2, target: target, selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(repeating.isValid)
        // Foundation's rule: a repeating timer's timeInterval is its interval, a one-shot timer's is 0.
        #expect(repeating.timeInterval == 2)
        let once = Timer(timeInterval: 5, target: target, selector: Selector("tick"), userInfo: ["k": 1], repeats: false)
        #expect(once.timeInterval == 0)
        let date = Date(timeIntervalSince1970: 1_000)
        let dated = Timer(fireAt: date, interval: 3, target: target, selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(dated.fireDate == date && dated.timeInterval == 3)
        // Firing it sends nothing: the selector cannot be sent without the Objective-C runtime.
        repeating.fire()
        #expect(target.fired == 0)
        repeating.invalidate()
        #expect(!repeating.isValid)
    }

    @Test("perform(_:with:afterDelay:) and cancelPreviousPerformRequests are accepted and send nothing")
    func delayedPerform() {
        let target = TimerTarget()
        target.perform(Selector("tick"), with: nil, afterDelay: 0)
        target.perform(Selector("tick"), with: nil, afterDelay: 0, inModes: [.default])
        #expect(target.fired == 0)
        NSObject.cancelPreviousPerformRequests(withTarget: target)
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector("tick"), object: nil)
        #expect(target.fired == 0)
    }
}
