/// A programmatic scroll (`setContentOffset(_:animated: true)`), also used
/// for paging-offset animations: `duration` ms with progress `sin²(π·t/2)`,
/// t the elapsed fraction; a scroll to top follows UIKit's smooth
/// deceleration instead (`SmoothDeceleration`, 1.6 s).
struct OffsetAnimation: Motion, Hashable, Sendable {
    /// How the animation moves from `from` to `to`.
    enum Curve: Hashable, Sendable {
        /// `sin²(π·t/2)` of the elapsed fraction t: `setContentOffset`,
        /// `scrollToItem`, paging offsets.
        case sinSquared
        /// UIKit's smooth deceleration, a critically damped spring: scroll to top.
        case smoothDeceleration
    }

    /// UIKit's programmatic scroll duration, 300 ms.
    static let standardDuration = 300.0

    var from: Point
    var to: Point
    /// The length in milliseconds.
    var duration: Double = standardDuration
    /// The curve of the motion.
    var curve: Curve = .sinSquared

    /// The callback an animation ends with.
    enum Ending: Hashable, Sendable {
        /// `didEndScrollingAnimation`: `setContentOffset(_:animated:)`,
        /// `scrollToItem`, paging offsets.
        case scrollingAnimation
        /// `didScrollToTop`: a scroll to top.
        case scrollToTop
    }

    /// The callback sent when the animation ends (a plain value, so that
    /// the animation is copied as plain bytes on every tick).
    var ending: Ending = .scrollingAnimation

    var endEvent: Event.Payload {
        switch ending {
        case .scrollingAnimation: .didEndScrollingAnimation
        case .scrollToTop: .didScrollToTop
        }
    }

    func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample {
        let fraction = duration > 0 ? time / duration : 1
        // A tiny tolerance keeps 0.3 s · 60 Hz = 18 ticks from becoming 19
        // through floating-point error.
        if fraction >= 1 - 1e-9 { return MotionSample(offset: to, isFinished: true) }
        let progress = curve == .sinSquared
            ? Self.progress(max(fraction, 0))
            : SmoothDeceleration.progress(atSeconds: max(time, 0) / 1000)
        return MotionSample(
            offset: Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress),
            isFinished: false
        )
    }

    /// The range the target was inside when the animation started, if it
    /// was: content that shrinks during the animation moves the target
    /// with the edge. (A target set outside the range on purpose stays:
    /// `setContentOffset` is not clamped.)
    var rangeAtStart: ScrollBounds?

    /// Moves a target that was inside the range into a range that changed;
    /// returns whether it changed anything.
    mutating func keepsTarget(within bounds: ScrollBounds) -> Bool {
        guard let start = rangeAtStart, start != bounds,
              start.x.contains(to.x), start.y.contains(to.y) else { return false }
        let clamped = Point(x: min(max(to.x, bounds.x.lowerBound), bounds.x.upperBound),
                            y: min(max(to.y, bounds.y.lowerBound), bounds.y.upperBound))
        rangeAtStart = bounds
        guard clamped != to else { return true }
        to = clamped
        return true
    }

    /// `sin²(π·t/2)` for t in 0…1.
    static func progress(_ t: Double) -> Double {
        let s = Math.sin(Double.pi * t / 2)
        return s * s
    }
}
