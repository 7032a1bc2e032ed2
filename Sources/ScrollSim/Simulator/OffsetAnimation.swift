/// A programmatic scroll (`setContentOffset(_:animated: true)`): 0.3 s with
/// progress `sin²(π·t/2)`, t the elapsed fraction.
struct OffsetAnimation: Hashable, Sendable {
    static let duration = 0.3

    var from: Point
    var to: Point
    /// The virtual time the animation started at, in seconds.
    var startTime: Double

    /// The offset at virtual time `time`, and whether the animation is over.
    func offset(at time: Double) -> (offset: Point, isFinished: Bool) {
        let fraction = (time - startTime) / Self.duration
        // A tiny tolerance keeps 0.3 s · 60 Hz = 18 ticks from becoming 19
        // through floating-point error.
        if fraction >= 1 - 1e-9 { return (to, true) }
        let progress = Self.progress(max(fraction, 0))
        return (
            Point(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress),
            false
        )
    }

    /// `sin²(π·t/2)` for t in 0…1.
    static func progress(_ t: Double) -> Double {
        let s = Math.sin(Double.pi * t / 2)
        return s * s
    }
}
