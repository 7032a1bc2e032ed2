/// Something that moves the content offset by itself over time: a
/// deceleration (with its bounce), a paging spring or a programmatic
/// animation. The simulator samples it once per tick.
///
/// Time is measured in milliseconds since the motion started; physics is
/// integrated per millisecond (closed forms where SPEC §3.2 gives them), so
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

/// Deceleration constants shared by the motions (SPEC §3.2).
enum Physics {
    /// Below this speed (points per ms) a deceleration stops.
    static let stopSpeed = 0.01
    /// A release slower than this (points per second) is a zero-velocity release.
    static let releaseThreshold = 250.0
    /// Paging: at most this speed (points per second) picks the nearest page.
    static let pagingNearestThreshold = 300.0
    /// Critically damped bounce constant per ms, −ln 0.99.
    static let bounceLambda = 0.01005
    /// A bounce ends within this distance of the edge (points).
    static let bounceRestDistance = 0.5
    /// Rubber-band stiffness: `b = (1 − 1/(x·0.55/D + 1))·D`.
    static let rubberBandCoefficient = 0.55
    /// The largest rate a re-solved deceleration may use.
    static let maximumResolvedRate = 0.999
    /// The safety bound of searches over milliseconds (100 s).
    static let searchLimit = 100_000
}
