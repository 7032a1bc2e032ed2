// The finger: touch down, move, lift, and what a release starts (the
// projected target, the layout's and the delegate's say, deceleration,
// bounce, paging; the physics of `docs/simulator.md`).
extension Simulator {
    /// Whether the content can scroll along `axis`: it is larger than the
    /// viewport (UIKit's `alwaysBounceVertical`/`Horizontal` default to
    /// `false`, so a drag along an axis that fits does nothing).
    func canScroll(_ axis: Axis) -> Bool {
        let range = scrollBounds[axis]
        return range.upperBound > range.lowerBound
    }

    var scrollingAxes: [Axis] { Axis.allCases.filter(canScroll) }

    // MARK: - Public finger

    /// Puts a finger on the screen at `location` (view coordinates; only
    /// the finger's movement matters). Whatever moves the content stops,
    /// without `didEndDecelerating` or `didEndScrollingAnimation` (UIKit
    /// sends none), and `willBeginDragging` is sent: ScrollSim has no pan
    /// hysteresis. Runs a pass on the current tick.
    public func touchDown(at location: Point = .zero) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            guard self.finger == nil else { throw self.error(["touchDown"], .fingerAlreadyDown) }
            self.touchDownNow(at: location)
            self.runTick()
        }
    }

    /// Moves the finger by `translation` (points; `y: -300` moves it up, so
    /// the content scrolls down) at constant speed over `duration` seconds
    /// (at least one tick), starting on the next tick. Time does not move:
    /// advance it to see the move.
    public func moveFinger(by translation: Point, duration: Double) throws(SimulationError) {
        guard finger != nil else { throw error(["moveFinger"], .noFingerDown) }
        let ticks = max(1, Int((duration * configuration.frameRate).rounded()))
        finger?.startMove(by: translation, tickCount: ticks, onTick: tick)
    }

    /// Moves the finger to `location` over `duration` seconds (see
    /// `moveFinger(by:duration:)`).
    public func moveFinger(to location: Point, duration: Double) throws(SimulationError) {
        guard let finger else { throw error(["moveFinger"], .noFingerDown) }
        try moveFinger(by: Point(x: location.x - finger.location.x, y: location.y - finger.location.y),
                       duration: duration)
    }

    /// Lifts the finger on the current tick, at the velocity of its own
    /// recent movement (0.75 · the previous tick's + 0.25 · the last
    /// tick's): `willEndDragging`, `didEndDragging` and, when the content
    /// keeps moving, `willBeginDecelerating`. A finger lifted mid-move stops
    /// where it is.
    public func liftFinger() throws(SimulationError) {
        guard let finger else { throw error(["liftFinger"], .noFingerDown) }
        var velocity = Point.zero
        for axis in scrollingAxes {
            // The content moves opposite to the finger.
            velocity[axis] = -finger.releaseVelocity[axis]
        }
        try lift(velocity: velocity)
    }

    /// A touch-down and an immediate release at `velocity` (content-offset
    /// velocity, points per second), on the current tick: a flick.
    public func fling(velocity: Point) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            self.touchDownNow(at: .zero)
            self.runTick()
            for payload in self.release(velocity: velocity) { self.emit(payload) }
        }
    }

    /// Lifts the finger with a release velocity given in content-offset
    /// points per second (the `drag` step's `hold` lifts at zero).
    func lift(velocity: Point) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            for payload in self.release(velocity: velocity) { self.emit(payload) }
        }
    }

    func touchDownNow(at location: Point) {
        motion = nil
        let bounces = configuration.scrollView.bounces
        var logicalStart = exactOffset
        for axis in scrollingAxes {
            logicalStart[axis] = Drag.logical(exactOffset[axis], bounds: scrollBounds[axis],
                                              dimension: configuration.viewport[axis], bounces: bounces)
        }
        finger = Finger(logicalStart: logicalStart, location: location)
        if configuration.scrollView.repeatedFlickAcceleration { fastScroll.touchDown(atSeconds: time) }
        emit(.willBeginDragging)
    }

    /// The offset the content shows under `finger`: its logical offset,
    /// rubber-banded past the edges of `bounds`.
    func offset(following finger: Finger, in bounds: ScrollBounds) -> Point {
        let axes = scrollingAxes
        let logical = finger.logicalOffset(scrolling: axes)
        var shown = exactOffset
        for axis in axes {
            shown[axis] = Drag.rubberBand(logical[axis], bounds: bounds[axis], dimension: configuration.viewport[axis],
                                          bounces: configuration.scrollView.bounces)
        }
        return shown
    }

    // MARK: - Release

    /// Lifts the finger at `fingerVelocity` (content-offset velocity,
    /// points per second), asks the layout and then the delegate where to
    /// stop, starts what follows, and returns the callbacks to log:
    /// `willEndDragging`, `didEndDragging` and, when the content keeps
    /// moving, `willBeginDecelerating`.
    func release(velocity fingerVelocity: Point) -> [Event.Payload] {
        finger = nil
        let bounds = scrollBounds
        let pixel = 0.5 / configuration.screenScale
        var velocity = Point.zero
        // A release slower than 250 pt/s is a zero-velocity release
        // *unless* the view is overscrolled or paging is off a page
        // boundary; then it is an ordinary release and keeps its velocity
        // (reported by willEndDragging, and the start of the bounce/spring).
        let nearestPage = configuration.scrollView.pagingEnabled ? pagingTarget(velocity: .zero) : exactOffset
        for axis in scrollingAxes {
            let v = fingerVelocity[axis], x = exactOffset[axis], range = bounds[axis]
            let offPage = abs(nearestPage[axis] - x) > pixel
            guard abs(v) >= Physics.releaseThreshold || !range.contains(x) || offPage else { continue }
            // Without bouncing, content resting on an edge cannot move
            // further: a release pushing into that edge has no velocity.
            let pushesIntoEdge = (v > 0 && x >= range.upperBound) || (v < 0 && x <= range.lowerBound)
            if configuration.scrollView.bounces || !pushesIntoEdge { velocity[axis] = v }
        }
        let overscrolled = !bounds.x.contains(exactOffset.x) || !bounds.y.contains(exactOffset.y)
        let rate = configuration.scrollView.decelerationRate.perMillisecond
        // The streak's multiplier earned during this drag lengthens this
        // flight; the release itself then counts (or ends the streak).
        let multiplier = configuration.scrollView.repeatedFlickAcceleration ? fastScroll.multiplier : 1
        if configuration.scrollView.repeatedFlickAcceleration {
            fastScroll.release(velocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), atSeconds: time,
                               paging: configuration.scrollView.pagingEnabled)
        }

        if configuration.scrollView.pagingEnabled {
            var target = pagingTarget(velocity: velocity)
            askDelegate(velocity: velocity, target: &target)
            let offPage = abs(target.x - exactOffset.x) > pixel || abs(target.y - exactOffset.y) > pixel
            guard velocity != .zero || offPage || overscrolled else { return zeroRelease(target: contentOffset) }
            motion = ActiveMotion(motion: PagingSpring(
                x: .init(position: exactOffset.x, velocity: velocity.x / 1000, target: target.x,
                         pageSize: configuration.viewport.width),
                y: .init(position: exactOffset.y, velocity: velocity.y / 1000, target: target.y,
                         pageSize: configuration.viewport.height)
            ), startTick: tick)
            return [.willEndDragging(velocity: velocity, targetOffset: target),
                    .didEndDragging(willDecelerate: true), .willBeginDecelerating]
        }

        // Every release asks the layout, zero-velocity ones included: a
        // snapping layout moves the target even of a slow release.
        var proposed = Point.zero
        for axis in Axis.allCases {
            let projected = Release.projectedOffset(position: exactOffset[axis], velocity: velocity[axis] / 1000, rate: rate,
                                                    multiplier: multiplier)
            proposed[axis] = clamp(roundToPixel(projected), to: bounds[axis])
        }
        var target = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        for axis in Axis.allCases { target[axis] = clamp(target[axis], to: bounds[axis]) }
        askDelegate(velocity: velocity, target: &target)
        let moved = target != proposed
        guard velocity != .zero || overscrolled || moved else { return zeroRelease(target: contentOffset) }

        var axes: [AxisDeceleration] = []
        for axis in Axis.allCases {
            let x = exactOffset[axis], range = bounds[axis], v = velocity[axis] / 1000
            let bounces = configuration.scrollView.bounces
            if moved && range.contains(x) {
                axes.append(Release.landing(on: target[axis], position: x, velocity: v, rate: rate, bounds: range,
                                            bounces: bounces, tolerance: pixel))
            } else {
                axes.append(AxisDeceleration(position: x, velocity: v, rate: rate, bounds: range, bounces: bounces,
                                             landing: nil, landingTolerance: pixel, distanceScale: multiplier))
            }
        }
        motion = ActiveMotion(motion: Deceleration(x: axes[1], y: axes[0]), startTick: tick)
        return [.willEndDragging(velocity: velocity, targetOffset: target),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating]
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// with UIKit's velocity unit (points per millisecond); the delegate
    /// may move the target, which is kept inside the scrollable range.
    private func askDelegate(velocity: Point, target: inout Point) {
        guard let delegate else { return }
        let asked = target
        delegate.scrollViewWillEndDragging(
            self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if target != asked {
            let bounds = scrollBounds
            target = Point(x: clamp(target.x, to: bounds.x), y: clamp(target.y, to: bounds.y))
        }
    }

    private func zeroRelease(target: Point) -> [Event.Payload] {
        [.willEndDragging(velocity: .zero, targetOffset: target), .didEndDragging(willDecelerate: false)]
    }

    /// The page a paging release settles on: the nearest page if the speed
    /// is at most 300 pt/s, else the next page in the direction of motion;
    /// pages are multiples of the viewport size, clamped to the content.
    func pagingTarget(velocity: Point) -> Point {
        var target = exactOffset
        let bounds = scrollBounds
        for axis in scrollingAxes {
            let page = configuration.viewport[axis]
            let index = Release.pageIndex(position: exactOffset[axis], pageSize: page, velocity: velocity[axis])
            target[axis] = clamp(index * page, to: bounds[axis])
        }
        return target
    }

    func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
