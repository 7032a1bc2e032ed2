/// The maths of a release (the physics of `docs/simulator.md`): where a
/// fling would stop by itself, which page a paging view settles on, and
/// the deceleration that lands on a target a layout or delegate chose.
enum Release {
    /// Where a deceleration from `position` at `velocity` (points per ms)
    /// comes to rest: `position − m·(v − 0.01·sign v)/ln d`, m the
    /// repeated-flick multiplier.
    static func projectedOffset(position: Double, velocity: Double, rate: Double, multiplier: Double = 1) -> Double {
        guard velocity != 0 else { return position }
        let sign: Double = velocity > 0 ? 1 : -1
        guard multiplier != 1 else { return position - (velocity - Physics.stopSpeed * sign) / Math.log(rate) }
        return position - multiplier * (velocity - Physics.stopSpeed * sign) / Math.log(rate)
    }

    /// The page index a paging release settles on, in pages from the
    /// origin: the nearest page at most 300 pt/s, else the next page in
    /// the direction of motion.
    static func pageIndex(position: Double, pageSize: Double, velocity: Double) -> Double {
        let page = position / pageSize
        if abs(velocity) <= Physics.pagingNearestThreshold { return page.rounded() }
        return velocity > 0 ? page.rounded(.down) + 1 : page.rounded(.up) - 1
    }

    /// The deceleration of one axis from `position` at `velocity` (points
    /// per ms) that lands on `target`, re-solving the motion so it does:
    /// `v·d'/(1 − d') = distance`, d' capped at 0.999; a target behind the
    /// motion (or one the capped rate cannot reach) keeps the rate and
    /// solves the velocity instead.
    static func landing(
        on target: Double, position: Double, velocity: Double, rate: Double,
        bounds: ClosedRange<Double>, bounces: Bool, tolerance: Double
    ) -> AxisDeceleration {
        var v = velocity, d = rate
        let distance = target - position
        if distance == 0 {
            v = 0
        } else if v != 0 && (distance > 0) == (v > 0) && distance / (v + distance) <= Physics.maximumResolvedRate {
            d = distance / (v + distance)
        } else {
            if v != 0 && (distance > 0) == (v > 0) { d = Physics.maximumResolvedRate }
            v = distance * (1 - d) / d
        }
        return AxisDeceleration(
            position: position, velocity: v, rate: d, bounds: bounds, bounces: bounces,
            landing: target, landingTolerance: tolerance)
    }
}
