// Finger gestures: drag and fling, and what a release starts
// (release, projected target, deceleration, bounce, paging; see the physics
// of `docs/simulator.md`).
extension Simulator {
    /// Whether the content can scroll along `axis`: it is larger than the
    /// viewport (UIKit's `alwaysBounceVertical`/`Horizontal` default to
    /// `false`, so a drag along an axis that fits does nothing).
    func canScroll(_ axis: Axis) -> Bool {
        let range = axis == .vertical ? scrollableRange.y : scrollableRange.x
        return range.upperBound > range.lowerBound
    }

    func range(_ axis: Axis) -> ClosedRange<Double> {
        axis == .vertical ? scrollableRange.y : scrollableRange.x
    }

    /// A touch-down stops whatever moves the content, without
    /// `didEndDecelerating` or `didEndScrollingAnimation` (UIKit sends none).
    func touchDown() {
        motion = nil
        isTracking = true
        emit(.willBeginDragging)
    }

    func performDrag(translation: Point, duration: Double, release: Step.Release) {
        touchDown()
        let bounces = configuration.scrollView.bounces
        var logicalStart = exactOffset
        var offsetTranslation = Point.zero
        for axis in Axis.allCases where canScroll(axis) {
            logicalStart[axis] = Drag.logical(exactOffset[axis], bounds: range(axis),
                                              dimension: configuration.viewport[axis], bounces: bounces)
            // The content moves opposite to the finger.
            offsetTranslation[axis] = -translation[axis]
        }
        let ticks = max(1, Int((duration * configuration.frameRate).rounded()))
        let drag = Drag(logicalStart: logicalStart, offsetTranslation: offsetTranslation, tickCount: ticks)

        runTick()
        for k in 1...ticks {
            tick += 1
            let logical = drag.logicalOffset(afterTick: k)
            var shown = exactOffset
            for axis in Axis.allCases where canScroll(axis) {
                shown[axis] = Drag.rubberBand(logical[axis], bounds: range(axis),
                                              dimension: configuration.viewport[axis], bounces: bounces)
            }
            if k < ticks {
                runTick(input: shown)
            } else {
                let velocity = release == .hold ? .zero : drag.releaseVelocity(frameRate: configuration.frameRate)
                runTick(input: shown) { self.release(velocity: velocity) }
            }
        }
    }

    func performFling(velocity: Point) {
        touchDown()
        runTick { self.release(velocity: velocity) }
    }

    /// Lifts the finger at `fingerVelocity` (content-offset velocity,
    /// points per second), starts what follows, and returns the callbacks
    /// to send: `willEndDragging`, `didEndDragging` and, when the content
    /// keeps moving, `willBeginDecelerating`.
    func release(velocity fingerVelocity: Point) -> [Event.Payload] {
        isTracking = false
        var velocity = Point.zero
        // the physics of `docs/simulator.md`: a release slower than 250 pt/s is a zero-velocity
        // release *unless* the view is overscrolled or paging is off a page
        // boundary; then it is an ordinary release and keeps its velocity
        // (reported by willEndDragging, and the start of the bounce/spring).
        let nearestPage = configuration.scrollView.pagingEnabled ? pagingTarget(velocity: .zero) : exactOffset
        for axis in Axis.allCases where canScroll(axis) {
            let v = fingerVelocity[axis], x = exactOffset[axis], bounds = range(axis)
            let offPage = abs(nearestPage[axis] - x) > 0.5 / configuration.screenScale
            guard abs(v) >= Physics.releaseThreshold || !bounds.contains(x) || offPage else { continue }
            // Without bouncing, content resting on an edge cannot move
            // further: a release pushing into that edge has no velocity.
            let pushesIntoEdge = (v > 0 && x >= bounds.upperBound) || (v < 0 && x <= bounds.lowerBound)
            if configuration.scrollView.bounces || !pushesIntoEdge { velocity[axis] = v }
        }
        let ranges = scrollableRange
        let overscrolled = !ranges.x.contains(exactOffset.x) || !ranges.y.contains(exactOffset.y)
        let rate = configuration.scrollView.decelerationRate.perMillisecond

        if configuration.scrollView.pagingEnabled {
            let target = pagingTarget(velocity: velocity)
            let offPage = abs(target.x - exactOffset.x) > 0.5 / configuration.screenScale
                || abs(target.y - exactOffset.y) > 0.5 / configuration.screenScale
            guard velocity != .zero || offPage || overscrolled else { return zeroRelease() }
            motion = PagingSpring(
                x: .init(position: exactOffset.x, velocity: velocity.x / 1000, target: target.x,
                         pageSize: configuration.viewport.width),
                y: .init(position: exactOffset.y, velocity: velocity.y / 1000, target: target.y,
                         pageSize: configuration.viewport.height)
            )
            motionStartTick = tick
            return [.willEndDragging(velocity: velocity, targetOffset: target),
                    .didEndDragging(willDecelerate: true), .willBeginDecelerating]
        }

        guard velocity != .zero || overscrolled else { return zeroRelease() }
        // Projected target: offset − (v − 0.01·sign v)/ln d, v in pt/ms.
        var proposed = Point.zero
        for axis in Axis.allCases {
            let v = velocity[axis] / 1000
            var projected = exactOffset[axis]
            if v != 0 {
                let sign: Double = v > 0 ? 1 : -1
                projected -= (v - Physics.stopSpeed * sign) / Math.log(rate)
            }
            proposed[axis] = clamp(roundToPixel(projected), to: range(axis))
        }
        var target = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        for axis in Axis.allCases { target[axis] = clamp(target[axis], to: range(axis)) }
        let moved = target != proposed

        var axes: [AxisDeceleration] = []
        for axis in Axis.allCases {
            var v = velocity[axis] / 1000
            var d = rate
            let x = exactOffset[axis]
            var landing: Double?
            if moved && range(axis).contains(x) {
                // Re-solve so the motion lands on the layout's target:
                // v·d'/(1 − d') = distance, d' capped at 0.999; a target
                // behind the motion (or one the capped rate cannot reach)
                // keeps the rate and solves the velocity instead.
                let distance = target[axis] - x
                landing = target[axis]
                if distance == 0 {
                    v = 0
                } else if v != 0 && (distance > 0) == (v > 0) && distance / (v + distance) <= Physics.maximumResolvedRate {
                    d = distance / (v + distance)
                } else {
                    if v != 0 && (distance > 0) == (v > 0) { d = Physics.maximumResolvedRate }
                    v = distance * (1 - d) / d
                }
            }
            axes.append(AxisDeceleration(
                position: x, velocity: v, rate: d, bounds: range(axis),
                bounces: configuration.scrollView.bounces, landing: landing,
                landingTolerance: 0.5 / configuration.screenScale))
        }
        motion = Deceleration(x: axes[1], y: axes[0])
        motionStartTick = tick
        return [.willEndDragging(velocity: velocity, targetOffset: target),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating]
    }

    private func zeroRelease() -> [Event.Payload] {
        [.willEndDragging(velocity: .zero, targetOffset: contentOffset), .didEndDragging(willDecelerate: false)]
    }

    /// The page a paging release settles on: the nearest page if the speed
    /// is at most 300 pt/s, else the next page in the direction of motion;
    /// pages are multiples of the viewport size, clamped to the content.
    func pagingTarget(velocity: Point) -> Point {
        var target = exactOffset
        for axis in Axis.allCases where canScroll(axis) {
            let page = configuration.viewport[axis]
            let position = exactOffset[axis] / page
            let v = velocity[axis]
            let index: Double =
                abs(v) <= Physics.pagingNearestThreshold ? position.rounded()
                : v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
            target[axis] = clamp(index * page, to: range(axis))
        }
        return target
    }

    func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
