/// The return to an edge after the content went past it (the physics of `docs/simulator.md`): a
/// critically damped motion of the overshoot `x` (position − edge),
/// `x(t) = e^(−λt)(x0 + (v0 + λx0)t)` with λ = 0.01005 per ms, done on the
/// first millisecond, after the farthest point, where `|x| ≤ 0.5` pt; the
/// position is then snapped to the edge.
struct Bounce: Hashable, Sendable {
    /// The edge the content returns to.
    let edge: Double
    /// The overshoot at the start, points (signed).
    let overshoot: Double
    /// The overshoot's velocity at the start, points per ms.
    let velocity: Double
    /// The whole millisecond the bounce ends on.
    let endTime: Double

    init(edge: Double, overshoot: Double, velocity: Double) {
        self.edge = edge
        self.overshoot = overshoot
        self.velocity = velocity
        let λ = Physics.bounceLambda
        // The overshoot's extremum, where its derivative
        // e^(−λt)(v0 − λ(v0 + λx0)t) vanishes; the rest test starts there so
        // that a bounce starting at the edge (x0 = 0) does not end at once.
        let slope = velocity + λ * overshoot
        var peak = slope != 0 ? velocity / (λ * slope) : 0
        if !(peak > 0) { peak = 0 }
        var t = peak.rounded(.up)
        let limit = t + Double(Physics.searchLimit)
        while t < limit && abs(Self.overshoot(at: t, x0: overshoot, v0: velocity)) > Physics.bounceRestDistance {
            t += 1
        }
        endTime = t
    }

    private static func overshoot(at t: Double, x0: Double, v0: Double) -> Double {
        let λ = Physics.bounceLambda
        return Math.exp(-λ * t) * (x0 + (v0 + λ * x0) * t)
    }

    /// The overshoot's velocity `time` ms after the bounce started, points
    /// per ms: `e^(−λt)(v0 − λ(v0 + λx0)t)`, 0 once over.
    func velocity(atMilliseconds time: Double) -> Double {
        if time >= endTime { return 0 }
        let λ = Physics.bounceLambda, t = max(time, 0)
        return Math.exp(-λ * t) * (velocity - λ * (velocity + λ * overshoot) * t)
    }

    /// The position `time` ms after the bounce started, and whether it is over.
    func position(atMilliseconds time: Double) -> (position: Double, isFinished: Bool) {
        if time >= endTime { return (edge, true) }
        return (edge + Self.overshoot(at: max(time, 0), x0: overshoot, v0: velocity), false)
    }
}
