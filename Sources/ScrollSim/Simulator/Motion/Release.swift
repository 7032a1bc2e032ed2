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
        var page = position / pageSize
        // A page boundary divided by the page size can come out a hair
        // below its index (k·s/s = k − ε): it is on that page, not before it.
        if abs(page - page.rounded()) < 1e-9 { page = page.rounded() }
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

// MARK: - Planning a release

extension Release {
    /// A release as the finger left it, before the layout and the delegate
    /// have their say.
    struct Start: Sendable {
        /// The offset at release.
        let position: Point
        /// The release velocity after the threshold (content-offset points
        /// per second; zero on an axis that does not move).
        let velocity: Point
        /// Whether the offset is past an edge of the range at release.
        let overscrolled: Bool
        /// The repeated-flick multiplier of the flight (1 without a streak).
        let multiplier: Double
        /// The target the release proposes: the page it settles on when
        /// paging, else the projected resting offset, rounded to pixels and
        /// clamped (what the layout is offered).
        let proposedTarget: Point
    }

    /// What a release from `position` at `fingerVelocity` (content-offset
    /// points per second) is: per scrolling axis, a release slower than
    /// 250 pt/s is a zero-velocity release *unless* the view is
    /// overscrolled or paging is off a page boundary (then it keeps its
    /// velocity); without bouncing, a release pushing into the edge the
    /// content rests on has no velocity.
    static func start(position: Point, fingerVelocity: Point, multiplier: Double, geometry: ScrollGeometry) -> Start {
        let bounds = geometry.bounds, settings = geometry.settings
        let nearestPage = settings.pagingEnabled
            ? pagingTarget(position: position, velocity: .zero, geometry: geometry) : position
        var velocity = Point.zero
        for axis in bounds.scrollingAxes {
            let v = fingerVelocity[axis], x = position[axis], range = bounds[axis]
            let offPage = abs(nearestPage[axis] - x) > geometry.halfPixel
            guard abs(v) >= Physics.releaseThreshold || !range.contains(x) || offPage else { continue }
            let pushesIntoEdge = (v > 0 && x >= range.upperBound) || (v < 0 && x <= range.lowerBound)
            if settings.bounces || !pushesIntoEdge { velocity[axis] = v }
        }
        let overscrolled = !bounds.x.contains(position.x) || !bounds.y.contains(position.y)
        var proposed = Point.zero
        if settings.pagingEnabled {
            proposed = pagingTarget(position: position, velocity: velocity, geometry: geometry)
        } else {
            let rate = settings.decelerationRate.perMillisecond
            for axis in Axis.allCases {
                let projected = projectedOffset(position: position[axis], velocity: velocity[axis] / 1000, rate: rate,
                                                multiplier: multiplier)
                proposed[axis] = ScrollBounds.clamp(geometry.roundToPixel(projected), to: bounds[axis])
            }
        }
        return Start(position: position, velocity: velocity, overscrolled: overscrolled, multiplier: multiplier,
                     proposedTarget: proposed)
    }

    /// The page a paging release settles on: the nearest page if the speed
    /// is at most 300 pt/s, else the next page in the direction of motion;
    /// pages are multiples of the page size (the viewport's, or an
    /// orthogonal section's group stride), clamped to the content. The
    /// page is chosen from the exact offset, never a pixel-rounded one: a
    /// page off the pixel grid (a 348.75-pt stride rests at 348.75, shown
    /// as 348.667) still counts as that page.
    static func pagingTarget(position: Point, velocity: Point, geometry: ScrollGeometry) -> Point {
        var target = position
        for axis in geometry.bounds.scrollingAxes {
            let page = geometry.pageSize[axis]
            let index = pageIndex(position: position[axis], pageSize: page, velocity: velocity[axis])
            target[axis] = ScrollBounds.clamp(index * page, to: geometry.bounds[axis])
        }
        return target
    }

    /// The plan of a release that `start` began and that rests on `target`
    /// (the proposed target as the layout and the delegate left it).
    /// `shownOffset` is what a zero-velocity release reports as its target.
    ///
    /// Paging: a paging spring from the release, unless nothing moves (no
    /// velocity, on the page, not overscrolled). Otherwise: a deceleration,
    /// re-solved to land on `target` on each axis inside the range when the
    /// layout or delegate moved it, unless nothing moves (no velocity, not
    /// overscrolled, target not moved).
    static func plan(_ start: Start, target: Point, shownOffset: Point, geometry: ScrollGeometry) -> ReleasePlan {
        let bounds = geometry.bounds, settings = geometry.settings, pixel = geometry.halfPixel
        let position = start.position, velocity = start.velocity
        let zeroVelocity = ReleasePlan(velocity: .zero, target: shownOffset, motion: nil)

        if settings.pagingEnabled {
            let offPage = abs(target.x - position.x) > pixel || abs(target.y - position.y) > pixel
            guard velocity != .zero || offPage || start.overscrolled else { return zeroVelocity }
            let spring = PagingSpring(
                x: .init(position: position.x, velocity: velocity.x / 1000, target: target.x,
                         size: geometry.viewport.width, roundToPixel: geometry.roundToPixel),
                y: .init(position: position.y, velocity: velocity.y / 1000, target: target.y,
                         size: geometry.viewport.height, roundToPixel: geometry.roundToPixel),
                screenScale: geometry.screenScale, bounces: settings.bounces, bounds: bounds)
            return ReleasePlan(velocity: velocity, target: target, motion: .pagingSpring(spring))
        }

        let moved = target != start.proposedTarget
        guard velocity != .zero || start.overscrolled || moved else { return zeroVelocity }
        let rate = settings.decelerationRate.perMillisecond
        func axis(_ axis: Axis) -> AxisDeceleration {
            let x = position[axis], range = bounds[axis], v = velocity[axis] / 1000
            if moved && range.contains(x) {
                return landing(on: target[axis], position: x, velocity: v, rate: rate, bounds: range,
                               bounces: settings.bounces, tolerance: pixel)
            }
            return AxisDeceleration(position: x, velocity: v, rate: rate, bounds: range, bounces: settings.bounces,
                                    landing: nil, landingTolerance: pixel, distanceScale: start.multiplier)
        }
        let deceleration = Deceleration(x: axis(.horizontal), y: axis(.vertical))
        return ReleasePlan(velocity: velocity, target: target, motion: .deceleration(deceleration))
    }
}
