import ScrollSimUIKit
import Testing

/// Core Animation's clocks and key-value coding on layers and animations:
/// `convertTime` against the documented formula
/// local = (parent − beginTime) × speed + timeOffset, worked by hand.
@MainActor
@Suite("ScrollSimUIKit: CAMediaTiming on layers, key-value coding, frame-rate ranges")
struct MediaTimingTests {
    @Test("a layer's local time warps its superlayer's by beginTime, speed and timeOffset, through the chain")
    func convertTimeThroughTheChain() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.beginTime = 2
        root.speed = 2
        root.timeOffset = 1
        child.beginTime = 3
        child.speed = 0.5
        // Global 10 → root: (10 − 2) × 2 + 1 = 17 → child: (17 − 3) × 0.5 + 0 = 7.
        #expect(root.convertTime(10, from: nil) == 17)
        #expect(child.convertTime(10, from: nil) == 7)
        // Back up: child 7 → root (7 − 0) ÷ 0.5 + 3 = 17 → global (17 − 1) ÷ 2 + 2 = 10.
        #expect(child.convertTime(7, to: nil) == 10)
        #expect(child.convertTime(7, to: root) == 17)
        // From the child's time space into the root's, and the other way.
        #expect(root.convertTime(7, from: child) == 17)
        #expect(child.convertTime(17, from: root) == 7)
        // A layer in another tree meets these in the global time: other's
        // time 4 with beginTime 1, speed 1 is global 5 → root (5 − 2) × 2 + 1 = 7.
        let other = CALayer()
        other.beginTime = 1
        #expect(root.convertTime(4, from: other) == 7)
    }

    @Test("pausing and resuming with speed, timeOffset and beginTime (Core Animation's recipe) keeps the paused time")
    func pauseAndResume() {
        let layer = CALayer()
        let pausedAt = layer.convertTime(30, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedAt
        // Paused: any later global time maps to the paused time, 30.
        #expect(layer.convertTime(45, from: nil) == 30)
        // Resume at global 45: beginTime = (45 with speed 1, no offset) − 30 = 15.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(45, from: nil) - pausedAt
        // (45 − 15) × 1 + 0 = 30: the clock carries on from where it stopped.
        #expect(layer.convertTime(45, from: nil) == 30)
        #expect(layer.convertTime(46, from: nil) == 31)
    }

    @Test("a stopped clock's way back answers its beginTime")
    func stoppedClockUpward() {
        let layer = CALayer()
        layer.speed = 0
        layer.beginTime = 4
        #expect(layer.convertTime(100, to: nil) == 4)
    }

    @Test("an animation keeps values for any key, reaches its timing properties by name, and copies both")
    func animationKeyValueCoding() {
        let animation = CABasicAnimation(keyPath: "position")
        animation.setValue("3,1", forKey: "id")
        animation.setValue(0.4, forKey: "duration")
        animation.setValue(true, forKey: "autoreverses")
        animation.setValue("not a number", forKey: "speed")
        #expect(animation.value(forKey: "id") as? String == "3,1")
        #expect(animation.duration == 0.4)
        #expect(animation.autoreverses)
        // A value of the wrong type leaves the property as it was.
        #expect(animation.speed == 1)
        #expect(animation.value(forKey: "beginTime") as? Double == 0)
        #expect(animation.value(forKey: "never set") == nil)
        // The layer keeps a copy; the copy answers the same keys.
        let layer = CALayer()
        layer.add(animation, forKey: "move")
        let kept = layer.animation(forKey: "move")
        #expect(kept !== animation)
        #expect(kept?.value(forKey: "id") as? String == "3,1")
        #expect(kept?.duration == 0.4)
        animation.setValue(nil, forKey: "id")
        #expect(animation.value(forKey: "id") == nil)
        #expect(kept?.value(forKey: "id") as? String == "3,1")
    }

    @Test("a layer keeps values for any key and reaches its own properties by name")
    func layerKeyValueCoding() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(12, forKey: "cornerRadius")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(2, forKey: "speed")
        layer.setValue([1, 2], forKey: "custom")
        #expect(layer.opacity == 0.5)
        #expect(layer.cornerRadius == 12)
        #expect(layer.isHidden)
        #expect(layer.speed == 2)
        #expect(layer.value(forKey: "custom") as? [Int] == [1, 2])
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
    }

    @Test("CATransaction keeps its timing function; CAFrameRateRange and the display link's range")
    func frameRatesAndTransactions() {
        #expect(CATransaction.animationTimingFunction() == nil)
        let function = CAMediaTimingFunction(name: .easeOut)
        CATransaction.setAnimationTimingFunction(function)
        #expect(CATransaction.animationTimingFunction() === function)
        CATransaction.setAnimationTimingFunction(nil)

        // Core Animation's default range is all zeros: the system chooses.
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil))
        let range = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        #expect(range.isEqual(to: CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)))
        #expect(!range.isEqual(to: CAFrameRateRange(minimum: 80, maximum: 120)))
        let link = CADisplayLink(target: FrameCounter(), selector: Selector("step:"))
        #expect(link.preferredFrameRateRange == .default)
        link.preferredFrameRateRange = range
        #expect(link.preferredFrameRateRange.preferred == 120)
    }
}
