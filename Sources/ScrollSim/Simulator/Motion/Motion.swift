/// Something that moves the content offset by itself over time: a
/// deceleration (with its bounce), a paging spring or a programmatic
/// animation. The simulator samples it once per tick.
///
/// Time is measured in milliseconds since the motion started; physics is
/// integrated per millisecond (closed forms where `docs/simulator.md` gives
/// them), so the path does not depend on the frame rate, only where it is
/// sampled. Every sample is given the scrollable range of that moment: the
/// world stays live during motion, so content that grows or shrinks under
/// a fling changes where it stops or bounces.
protocol Motion {
    /// The offset at `time` ms after the start within `bounds`, and whether
    /// the motion has ended by then (the offset is then its resting place).
    mutating func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample

    /// The callback sent on the tick the motion ends.
    var endEvent: Event.Payload { get }
}

/// One sample of a `Motion`.
struct MotionSample: Hashable, Sendable {
    var offset: Point
    var isFinished: Bool
}

/// The range the content offset can rest in, per axis.
struct ScrollBounds: Hashable, Sendable {
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>

    subscript(axis: Axis) -> ClosedRange<Double> {
        axis == .vertical ? y : x
    }
}
