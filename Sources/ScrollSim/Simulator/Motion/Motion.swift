/// Something that moves the content offset by itself over time: a
/// deceleration (with its bounce), a paging spring or a programmatic
/// animation. The simulator samples it once per tick.
///
/// Time is measured in milliseconds since the motion started; physics is
/// integrated per millisecond (closed forms where the physics of `docs/simulator.md` gives them), so
/// the path does not depend on the frame rate, only where it is sampled.
protocol Motion {
    /// The offset at `time` ms after the start, and whether the motion has
    /// ended by then (the offset is then its resting place).
    mutating func sample(atMilliseconds time: Double) -> MotionSample

    /// The callback sent on the tick the motion ends.
    var endEvent: Event.Payload { get }
}

/// One sample of a `Motion`.
struct MotionSample: Hashable, Sendable {
    var offset: Point
    var isFinished: Bool
}
