/// A motion in progress and the tick it started on: the simulator samples
/// it at the time elapsed since then.
struct ActiveMotion {
    var motion: any Motion
    let startTick: Int

    /// Samples the motion on `tick`.
    mutating func sample(onTick tick: Int, frameRate: Double, bounds: ScrollBounds) -> MotionSample {
        let elapsed = Double(tick - startTick) * 1000 / frameRate
        if var animation = motion as? OffsetAnimation, animation.keepsTarget(within: bounds) {
            motion = animation
        }
        return motion.sample(atMilliseconds: elapsed, bounds: bounds)
    }

    /// Whether the motion is a deceleration (or its bounce), as opposed to
    /// a programmatic animation: UIKit's `isDecelerating`.
    var isDeceleration: Bool { motion is Deceleration || motion is PagingSpring }
}
