/// The deceleration of one axis after a release (the physics of `docs/simulator.md`), with the
/// bounce that follows if it crosses an edge.
///
/// Free deceleration at rate d per ms: over t ms,
/// `x = x0 + v0·d·(1 − d^t)/(1 − d)` and `v = v0·d^t`. It stops on the
/// first whole millisecond where `|v| < 0.01` pt/ms (closed form:
/// `t = ⌈ln(0.01/|v0|)/ln d⌉`). If its path crosses an edge of the
/// scrollable range, a `Bounce` takes over at the crossing time (or, with
/// `bounces: false`, the motion stops at the edge). A release outside the
/// range bounces back at once.
struct AxisDeceleration: Hashable, Sendable {
    private let start: Double
    private let velocity: Double
    private let rate: Double
    /// The scrollable range the motion was planned in.
    let bounds: ClosedRange<Double>
    private let bounces: Bool
    private let landing: Double?
    private let landingTolerance: Double
    /// When the free phase ends, ms.
    private let freeEndTime: Double
    /// Where the free phase ends.
    private let freeEndPosition: Double
    /// What follows the free phase, if the content crossed an edge.
    private let bounce: Bounce?

    /// - Parameters:
    ///   - position: the offset at release, points.
    ///   - velocity: points per ms.
    ///   - rate: the deceleration rate per ms.
    ///   - bounds: the scrollable range of this axis.
    ///   - landing: where the layout asked the motion to stop, if it moved
    ///     the projected target; the motion then ends within
    ///     `landingTolerance` of it and snaps onto it.
    init(
        position: Double, velocity: Double, rate: Double, bounds: ClosedRange<Double>,
        bounces: Bool, landing: Double? = nil, landingTolerance: Double = 0
    ) {
        start = position
        self.velocity = velocity
        self.rate = rate
        self.bounds = bounds
        self.bounces = bounces
        self.landing = landing
        self.landingTolerance = landingTolerance
        if !bounds.contains(position) {
            // Released overscrolled: straight into the return.
            let edge = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            freeEndTime = 0
            freeEndPosition = position
            bounce = Bounce(edge: edge, overshoot: position - edge, velocity: velocity)
            return
        }
        var stopSpeed = Physics.stopSpeed
        if let landing, landing != position {
            // Exponential approach: remaining/v is constant, so the
            // remaining distance is below the tolerance once |v| is below
            // tolerance·|v0|/|distance|.
            stopSpeed = min(stopSpeed, landingTolerance * abs(velocity) / abs(landing - position))
        }
        guard abs(velocity) >= stopSpeed, velocity != 0, rate > 0, rate < 1 else {
            freeEndTime = 0
            freeEndPosition = landing ?? position
            bounce = nil
            return
        }
        let stopTime = (Math.log(stopSpeed / abs(velocity)) / Math.log(rate)).rounded(.up)
        let stopPosition = Self.free(start: position, velocity: velocity, rate: rate, time: stopTime)
        if let landing {
            freeEndTime = stopTime
            freeEndPosition = landing
            bounce = nil
            return
        }
        let edge: Double? =
            stopPosition > bounds.upperBound ? bounds.upperBound
            : stopPosition < bounds.lowerBound ? bounds.lowerBound : nil
        guard let edge else {
            freeEndTime = stopTime
            freeEndPosition = stopPosition
            bounce = nil
            return
        }
        // d^tc = 1 − (edge − x0)(1 − d)/(v0·d)
        let fraction = 1 - (edge - position) * (1 - rate) / (velocity * rate)
        let crossing = fraction > 0 ? max(0, Math.log(fraction) / Math.log(rate)) : stopTime
        freeEndTime = crossing
        freeEndPosition = edge
        bounce = bounces
            ? Bounce(edge: edge, overshoot: 0, velocity: velocity * Math.pow(rate, crossing)) : nil
    }

    /// `x0 + v0·d·(1 − d^t)/(1 − d)`.
    static func free(start: Double, velocity: Double, rate: Double, time: Double) -> Double {
        start + velocity * rate * (1 - Math.pow(rate, time)) / (1 - rate)
    }

    /// The position `time` ms after release, and whether the axis is at rest.
    func position(atMilliseconds time: Double) -> (position: Double, isFinished: Bool) {
        if time < freeEndTime {
            return (Self.free(start: start, velocity: velocity, rate: rate, time: time), false)
        }
        guard let bounce else { return (freeEndPosition, true) }
        return bounce.position(atMilliseconds: time - freeEndTime)
    }

    /// The velocity `time` ms after release, points per ms (0 at rest).
    func velocity(atMilliseconds time: Double) -> Double {
        if time < freeEndTime { return velocity * Math.pow(rate, time) }
        guard let bounce else { return 0 }
        return bounce.velocity(atMilliseconds: time - freeEndTime)
    }

    /// The same motion continued `time` ms after release in a changed
    /// scrollable range: it restarts from its position and velocity of that
    /// moment. Free deceleration is memoryless (`v·d^t` decays the same
    /// from any start), so a motion whose range did not change near it
    /// follows the same path; one that now ends past an edge bounces there,
    /// and one that was bouncing at an edge that moved away runs on. A
    /// layout's landing target is kept while it is inside the new range.
    func rebased(atMilliseconds time: Double, bounds newBounds: ClosedRange<Double>) -> AxisDeceleration {
        let (position, _) = position(atMilliseconds: time)
        let keptLanding = landing.flatMap { newBounds.contains($0) ? $0 : nil }
        return AxisDeceleration(
            position: position, velocity: velocity(atMilliseconds: time), rate: rate, bounds: newBounds,
            bounces: bounces, landing: keptLanding, landingTolerance: landingTolerance)
    }

    /// The total length of the motion, ms.
    var duration: Double { freeEndTime + (bounce?.endTime ?? 0) }
}
