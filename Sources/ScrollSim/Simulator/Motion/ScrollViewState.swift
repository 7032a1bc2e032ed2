/// One scroll view's own state: its offset (exact and as shown), the finger
/// dragging it, the motion moving it by itself and UIKit's repeated-flick
/// streak.
///
/// A value with no reference to the collection view: the run loop hands it
/// the `ScrollGeometry` of the moment and logs the callbacks it returns.
/// A collection view holds one for itself; each orthogonally scrolling
/// section would hold one more (`docs/simulator.md`, "Orthogonal
/// sections"), sampled in a fixed order on every tick.
struct ScrollViewState: Sendable {
    /// The exact content offset; `contentOffset` is this rounded to pixels.
    private(set) var exactOffset: Point
    /// The displayed content offset (rounded to pixels).
    private(set) var contentOffset: Point
    /// The motion moving the offset by itself.
    private(set) var motion: ActiveMotion?
    /// The finger, while one is on the screen.
    private(set) var finger: Finger?
    /// UIKit's repeated-flick streak.
    private(set) var fastScroll = FastScrollStreak()
    /// How far content offset adjustments moved the offset since `motion`
    /// started: the motion runs on in its own frame, displaced by this.
    private var motionShift = Point.zero

    /// A scroll view resting at `offset`.
    init(offset: Point) {
        exactOffset = offset
        contentOffset = offset
    }

    /// Whether nothing moves this scroll view: no finger, no motion.
    var isIdle: Bool { motion == nil && finger == nil }

    /// Whether a programmatic animation (`setContentOffset`, scroll to top)
    /// moves the offset.
    var isAnimating: Bool { motion?.isAnimation ?? false }

    // MARK: - One tick

    /// Step 1 of the tick order for this scroll view: the running motion is
    /// sampled on `tick`, then the finger (if it has moved), then `input`
    /// (an offset a change puts the content at). Returns the end callback
    /// of a motion that ended, for step 7.
    mutating func advance(
        onTick tick: Int, frameRate: Double, geometry: ScrollGeometry, input: Point?
    ) -> Event.Payload? {
        var ended: Event.Payload?
        // Sampled in place: the motion is not copied out and back.
        // A shifted motion sees the range in its own frame; an unshifted
        // one (every run without self-sizing) takes no arithmetic at all.
        let shifted = motionShift != .zero
        let bounds = shifted ? geometry.bounds.offset(by: Point(x: -motionShift.x, y: -motionShift.y)) : geometry.bounds
        if let sample = motion?.sample(onTick: tick, frameRate: frameRate, bounds: bounds) {
            exactOffset = shifted ? Point(x: sample.offset.x + motionShift.x, y: sample.offset.y + motionShift.y) : sample.offset
            if motion?.isFreeDeceleration == true, sample.isFinished || motion?.hasReachedEdge == true {
                // Reaching an edge or coming to rest ends a repeated-flick streak.
                fastScroll.reset()
            }
            if sample.isFinished {
                ended = motion?.endEvent
                motion = nil
                motionShift = .zero
            }
        }
        if let finger, finger.hasMoved { exactOffset = offset(following: finger, geometry: geometry) }
        if let input { exactOffset = input }
        return ended
    }

    /// Step 2: rounds the exact offset to pixels; returns whether the shown
    /// offset changed (a `didScroll`).
    mutating func showRoundedOffset(geometry: ScrollGeometry) -> Bool {
        let rounded = geometry.roundToPixel(exactOffset)
        guard rounded != contentOffset else { return false }
        contentOffset = rounded
        return true
    }

    /// The offset moved into the scrollable range where the content shrank
    /// below it; an offset already inside is left alone, and so is one
    /// that is outside while something is moving it (a deceleration
    /// re-reads the range and bounces back to the new edge; a finger
    /// rubber-bands against it): `nil` then.
    func clampedOffset(in bounds: ScrollBounds) -> Point? {
        guard isIdle else { return nil }
        return bounds.clamped(exactOffset)
    }

    // MARK: - Programmatic motion

    /// Stops whatever motion runs, without a callback (UIKit sends none
    /// when a new scroll or a touch cancels one).
    mutating func stopMotion() {
        motion = nil
        motionShift = .zero
    }

    /// Adds `delta` to the offset (a layout's content offset adjustment):
    /// a finger drags on from the moved offset, a running motion goes on
    /// displaced by it.
    mutating func shift(by delta: Point) {
        exactOffset = Point(x: exactOffset.x + delta.x, y: exactOffset.y + delta.y)
        finger?.shift(by: delta)
        if motion != nil { motionShift = Point(x: motionShift.x + delta.x, y: motionShift.y + delta.y) }
    }

    /// Starts animating the offset to `target`, sampled from `tick` on:
    /// over UIKit's 0.3 s with the sin² curve, or its 1.6 s smooth
    /// deceleration. A target inside `bounds` follows an edge that moves
    /// under it.
    mutating func animate(
        to target: Point, curve: OffsetAnimation.Curve = .sinSquared, ending: OffsetAnimation.Ending, bounds: ScrollBounds,
        onTick tick: Int
    ) {
        let duration = curve == .sinSquared ? OffsetAnimation.standardDuration : SmoothDeceleration.duration
        var animation = OffsetAnimation(from: exactOffset, to: target, duration: duration, curve: curve, ending: ending)
        animation.rangeAtStart = bounds
        motion = ActiveMotion(.animation(animation), startTick: tick)
        motionShift = .zero
    }

    // MARK: - Finger

    /// A finger touches down at `location` at `time` seconds: motion stops,
    /// and the finger takes the content from where it shows (a drag
    /// starting mid-bounce inverts the rubber band so nothing jumps).
    mutating func touchDown(at location: Point, atSeconds time: Double, geometry: ScrollGeometry) {
        motion = nil
        motionShift = .zero
        var logicalStart = exactOffset
        for axis in geometry.bounds.scrollingAxes {
            logicalStart[axis] = Drag.logical(exactOffset[axis], bounds: geometry.bounds[axis],
                                              dimension: geometry.viewport[axis], bounces: geometry.settings.bounces)
        }
        finger = Finger(logicalStart: logicalStart, location: location)
        if geometry.settings.repeatedFlickAcceleration { fastScroll.touchDown(atSeconds: time) }
    }

    /// Starts moving the finger by `translation` over `tickCount` ticks
    /// after `tick`; `false` without a finger.
    mutating func moveFinger(by translation: Point, tickCount: Int, onTick tick: Int) -> Bool {
        guard finger != nil else { return false }
        finger?.startMove(by: translation, tickCount: tickCount, onTick: tick)
        return true
    }

    /// Moves the finger to `tick`, and tells the repeated-flick streak how
    /// it moved.
    mutating func advanceFinger(toTick tick: Int, frameRate: Double, repeatedFlickAcceleration: Bool) {
        guard var finger else { return }
        finger.advance(toTick: tick, frameRate: frameRate)
        self.finger = finger
        guard repeatedFlickAcceleration else { return }
        let motion = finger.lastTickMotion
        guard motion.moved, let velocity = finger.recentVelocities.last else { return }
        fastScroll.fingerMoved(translation: finger.translation, velocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
                               reversed: motion.reversed)
    }

    /// The offset the content shows under `finger`: its logical offset,
    /// rubber-banded past the edges of the range.
    private func offset(following finger: Finger, geometry: ScrollGeometry) -> Point {
        let axes = geometry.bounds.scrollingAxes
        let logical = finger.logicalOffset(scrolling: axes)
        var shown = exactOffset
        for axis in axes {
            shown[axis] = Drag.rubberBand(logical[axis], bounds: geometry.bounds[axis], dimension: geometry.viewport[axis],
                                          bounces: geometry.settings.bounces)
        }
        return shown
    }

    // MARK: - Release

    /// Lifts the finger at `fingerVelocity` (content-offset velocity,
    /// points per second) at `time` seconds, and returns what the release
    /// is: its velocity after the threshold, the target it proposes and the
    /// repeated-flick multiplier of its flight. The streak counts the
    /// release. Nothing moves until `begin(_:onTick:)`.
    mutating func lift(fingerVelocity: Point, atSeconds time: Double, geometry: ScrollGeometry) -> Release.Start {
        finger = nil
        let start = Release.start(position: exactOffset, fingerVelocity: fingerVelocity,
                                  multiplier: geometry.settings.repeatedFlickAcceleration ? fastScroll.multiplier : 1,
                                  geometry: geometry)
        if geometry.settings.repeatedFlickAcceleration {
            fastScroll.release(velocity: Point(x: start.velocity.x / 1000, y: start.velocity.y / 1000), atSeconds: time,
                               paging: geometry.settings.pagingEnabled)
        }
        return start
    }

    /// Starts what a release plan says, sampled from `tick` on.
    mutating func begin(_ plan: ReleasePlan, onTick tick: Int) {
        if let kind = plan.motion {
            motion = ActiveMotion(kind, startTick: tick)
            motionShift = .zero
        }
    }
}
