/// A programmatic scroll (`setContentOffset(_:animated: true)`), also used
/// for paging-offset animations: `duration` ms with progress `sin²(π·t/2)`,
/// t the elapsed fraction.
struct OffsetAnimation: Motion, Hashable, Sendable {
    /// UIKit's programmatic scroll duration, 300 ms.
    static let standardDuration = 300.0

    var from: Point
    var to: Point
    /// The length in milliseconds.
    var duration: Double = standardDuration

    /// The callback sent when the animation ends: `didEndScrollingAnimation`
    /// for `setContentOffset(_:animated:)` and `scrollToItem`,
    /// `didScrollToTop` for a scroll to top.
    var endEvent: Event.Payload = .didEndScrollingAnimation

    func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample {
        let fraction = duration > 0 ? time / duration : 1
        // A tiny tolerance keeps 0.3 s · 60 Hz = 18 ticks from becoming 19
        // through floating-point error.
        if fraction >= 1 - 1e-9 { return MotionSample(offset: to, isFinished: true) }
        let progress = Self.progress(max(fraction, 0))
        return MotionSample(
            offset: Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress),
            isFinished: false
        )
    }

    /// `sin²(π·t/2)` for t in 0…1.
    static func progress(_ t: Double) -> Double {
        let s = Math.sin(Double.pi * t / 2)
        return s * s
    }
}
