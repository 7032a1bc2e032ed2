/// The deceleration of one axis after a release (the physics of
/// `docs/simulator.md`), with the bounce that follows if it crosses an edge.
///
/// Inside the scrollable range the motion is free deceleration at rate d
/// per ms, in closed form: over t ms, `x = x0 + v0·d·(1 − d^t)/(1 − d)` and
/// `v = v0·d^t`; it stops on the first whole millisecond where
/// `|v| < 0.01` pt/ms. From the frame in which it would cross an edge (or
/// from the release, when released past one) it is stepped frame by frame
/// as UIKit steps it (`Bounce`), one frame per sample, and comes to rest
/// when it is within 0.5 pt of the range and slower than 0.01 pt/ms; it is
/// then snapped into the range. With `bounces: false` it stops at the edge.
struct AxisDeceleration: Hashable, Sendable {
    private let start: Double
    private let velocity: Double
    private let rate: Double
    /// The scrollable range the motion was planned in.
    let bounds: ClosedRange<Double>
    private let bounces: Bool
    private let landing: Double?
    private let landingTolerance: Double
    /// The repeated-flick multiplier of the free flight's distance.
    private let distanceScale: Double
    /// When the free phase comes to rest inside the range, ms, and where.
    private let freeEndTime: Double
    private let freeEndPosition: Double

    /// Per-frame stepping state, once past an edge (or heading there).
    private var stepping = false
    private var hasSteppedBefore = false
    private var lastTime = 0.0
    private var lastPosition: Double
    private var lastVelocity: Double
    private var isFinished = false

    /// Whether the motion has reached an edge (and bounced or stopped there).
    var hasReachedEdge: Bool { stepping }

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
        bounces: Bool, landing: Double? = nil, landingTolerance: Double = 0, distanceScale: Double = 1
    ) {
        start = position
        self.velocity = velocity
        self.rate = rate
        self.bounds = bounds
        self.bounces = bounces
        self.landing = landing
        self.landingTolerance = landingTolerance
        self.distanceScale = landing == nil ? distanceScale : 1
        lastPosition = position
        lastVelocity = velocity
        if !bounds.contains(position) {
            // Released past an edge: stepped from the start.
            stepping = true
            freeEndTime = 0
            freeEndPosition = position
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
            return
        }
        freeEndTime = (Math.log(stopSpeed / abs(velocity)) / Math.log(rate)).rounded(.up)
        freeEndPosition = landing ?? Self.free(start: position, velocity: velocity, rate: rate, time: freeEndTime,
                                               scale: self.distanceScale)
    }

    /// `x0 + m·v0·d·(1 − d^t)/(1 − d)`, m the repeated-flick multiplier.
    static func free(start: Double, velocity: Double, rate: Double, time: Double, scale: Double = 1) -> Double {
        guard scale != 1 else { return start + velocity * rate * (1 - Math.pow(rate, time)) / (1 - rate) }
        return start + scale * velocity * rate * (1 - Math.pow(rate, time)) / (1 - rate)
    }

    /// The position `time` ms after release and whether the axis is at
    /// rest, advancing the stepping state to `time` (samples come in
    /// increasing time, one per tick; a repeated time changes nothing).
    mutating func sample(atMilliseconds time: Double) -> (position: Double, isFinished: Bool) {
        guard !isFinished else { return (lastPosition, true) }
        guard time > lastTime else { return (lastPosition, false) }
        if !stepping {
            let position = time < freeEndTime
                ? Self.free(start: start, velocity: velocity, rate: rate, time: time, scale: distanceScale)
                : freeEndPosition
            if landing != nil || bounds.contains(position) {
                lastTime = time
                lastPosition = position
                lastVelocity = time < freeEndTime ? velocity * Math.pow(rate, time) : 0
                isFinished = time >= freeEndTime
                return (position, isFinished)
            }
            // This frame crosses an edge: from here on, UIKit's stepping.
            let edge = position > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
            guard bounces else {
                lastTime = time
                lastPosition = edge
                lastVelocity = 0
                isFinished = true
                return (edge, true)
            }
            lastVelocity = velocity * Math.pow(rate, lastTime)
            stepping = true
        }
        // The multiplier scales the free share of the frame that reaches the
        // edge; reaching it ends the streak, so later frames are unscaled.
        let scale = hasSteppedBefore ? 1 : distanceScale
        hasSteppedBefore = true
        let step = Bounce.step(position: lastPosition, velocity: lastVelocity, milliseconds: time - lastTime,
                               bounds: bounds, rate: rate, distanceScale: scale)
        lastTime = time
        lastPosition = step.position
        lastVelocity = step.velocity
        let settled = lastPosition > bounds.lowerBound - Physics.bounceRestDistance
            && lastPosition < bounds.upperBound + Physics.bounceRestDistance
            && abs(lastVelocity) < Physics.stopSpeed
        if settled || time >= Double(Physics.searchLimit) {
            lastPosition = min(max(lastPosition, bounds.lowerBound), bounds.upperBound)
            lastVelocity = 0
            isFinished = true
        }
        return (lastPosition, isFinished)
    }

    /// The velocity at the last sample, points per ms (0 at rest).
    var currentVelocity: Double { isFinished ? 0 : lastVelocity }

    /// The same motion continued from its last sample in a changed
    /// scrollable range: it restarts from its position and velocity of
    /// that moment. Free deceleration is memoryless (`v·d^t` decays the same
    /// from any start), so a motion whose range did not change near it
    /// follows the same path; one that now ends past an edge bounces there,
    /// and one that was bouncing at an edge that moved away runs on. A
    /// layout's landing target is kept while it is inside the new range.
    func rebased(bounds newBounds: ClosedRange<Double>) -> AxisDeceleration {
        let keptLanding = landing.flatMap { newBounds.contains($0) ? $0 : nil }
        return AxisDeceleration(
            position: lastPosition, velocity: currentVelocity, rate: rate, bounds: newBounds,
            bounces: bounces, landing: keptLanding, landingTolerance: landingTolerance,
            distanceScale: stepping ? 1 : distanceScale)
    }
}
