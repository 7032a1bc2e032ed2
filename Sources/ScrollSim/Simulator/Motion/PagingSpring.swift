/// The settling motion of a paging scroll view (the physics of
/// `docs/simulator.md`, "Paging"), stepped as UIKit's
/// `-[UIScrollView _getPagingDecelerationOffset:forTimeInterval:]` steps it.
///
/// Per axis, a discrete spring advanced once per whole millisecond,
/// `v += (T − x)·pull; v *= friction; x += v`, with
/// `pull = min(W,1024)·(−1.84659091e-7) + 3.59090909e-4` and
/// `friction = min(W,1024)·9.94318182e-6 + 0.966818182`, W the scroll
/// view's size along the axis (UIKit's `setFrame:` recomputes
/// `_pagingSpringPull` and `_pagingFriction` from `bounds`; for an
/// orthogonal section that is the section's width, not its group stride).
/// Each frame of Δ ms:
/// * runs `⌊Δ⌋` steps (the fraction is dropped: 16 steps per 16.67-ms
///   frame at 60 Hz, 8 per 8.33-ms frame at 120 Hz, so the spring runs
///   at 96 % of wall-clock speed), starting from the offset **shown**
///   (UIKit re-reads the pixel-rounded `contentOffset` every frame; only
///   the velocity carries over unrounded);
/// * rounds the result to pixels; if that shows the same offset as before,
///   off the target and slower than 0.5 pt/ms, moves it one pixel towards
///   the target, so the spring never stalls on a pixel;
/// * ends the axis on the target when `|v| < 0.01` pt/ms, the last step
///   started within 1 pt of it and the shown offset is within 5 pt of it;
/// * without bouncing, ends the axis on the target as soon as the shown
///   offset leaves the scrollable range.
///
/// When the scrollable range changes under the spring (items deleted, an
/// inset changed), an axis whose range changed has its target clamped into
/// the new range, as UIKit re-targets a paging deceleration: the spring
/// never comes to rest outside the range.
struct PagingSpring: Motion, Hashable, Sendable {
    struct Axis: Hashable, Sendable {
        /// The shown offset (on the pixel grid, or the target at rest).
        private(set) var position: Double
        /// Points per ms.
        private(set) var velocity: Double
        private(set) var target: Double
        let pull: Double
        let friction: Double
        private(set) var isDone = false

        /// An axis from `position` at `velocity` (pt/ms) towards `target`
        /// in a scroll view `size` long on this axis; `position` is taken
        /// as shown (rounded by `roundToPixel`).
        init(position: Double, velocity: Double, target: Double, size: Double, roundToPixel: (Double) -> Double) {
            self.position = roundToPixel(position)
            self.velocity = velocity
            self.target = target
            let w = min(size, 1024)
            pull = w * -1.84659091e-7 + 3.59090909e-4
            friction = w * 9.94318182e-6 + 0.966818182
            if abs(velocity) < Physics.stopSpeed && abs(target - position) <= 1 { settle() }
        }

        /// One frame of `steps` whole milliseconds; `pixel` is one pixel in points.
        mutating func advance(steps: Int, roundToPixel: (Double) -> Double, pixel: Double, range: ClosedRange<Double>?) {
            guard !isDone else { return }
            let shownBefore = position
            var x = position, gap = 0.0
            for _ in 0..<max(steps, 0) {
                gap = target - x
                velocity += gap * pull
                velocity *= friction
                x += velocity
            }
            var shown = roundToPixel(x)
            if shown != target && shown == shownBefore && velocity < 0.5 {
                // Signed, as UIKit compares it: the nudge towards the target.
                shown = roundToPixel(shown + (gap < 0 ? -pixel : pixel))
            }
            position = shown
            if abs(velocity) < Physics.stopSpeed && abs(gap) <= 1 && abs(shown - target) < 5 {
                settle()
            } else if let range, !range.contains(shown) {
                settle()
            }
        }

        /// Moves the target into `range` if it lies outside; the axis moves
        /// again if it was at rest.
        mutating func keepTarget(within range: ClosedRange<Double>) {
            let clamped = min(max(target, range.lowerBound), range.upperBound)
            guard clamped != target else { return }
            target = clamped
            isDone = false
        }

        /// Forces the axis onto its target, at rest.
        mutating func settle() {
            position = target
            velocity = 0
            isDone = true
        }
    }

    var x: Axis
    var y: Axis
    /// Pixels per point: the spring restarts from the pixel-rounded offset every frame.
    private let screenScale: Double
    /// Whether the scroll view bounces (without, a spring that leaves the range stops on its target).
    private let bounces: Bool
    /// The time of the last frame, ms since the start.
    private var lastTime = 0.0
    /// Milliseconds stepped so far.
    private var elapsed = 0
    /// The scrollable range the targets were chosen in.
    private var bounds: ScrollBounds?

    /// A spring of the two axes; `bounds` is the range the targets were
    /// chosen in (`nil`: never re-targeted).
    init(x: Axis, y: Axis, screenScale: Double, bounces: Bool = true, bounds: ScrollBounds? = nil) {
        self.x = x
        self.y = y
        self.screenScale = screenScale
        self.bounces = bounces
        self.bounds = bounds
    }

    var endEvent: Event.Payload { .didEndDecelerating }

    mutating func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample {
        if let planned = self.bounds, planned != bounds {
            if planned.x != bounds.x { x.keepTarget(within: bounds.x) }
            if planned.y != bounds.y { y.keepTarget(within: bounds.y) }
            self.bounds = bounds
        }
        guard time > lastTime else { return MotionSample(offset: Point(x: x.position, y: y.position), isFinished: x.isDone && y.isDone) }
        // Whole milliseconds of this frame; the tolerance keeps a 20-ms
        // frame (50 Hz) that comes out as 19.999… from dropping a step.
        let steps = Int((time - lastTime + 1e-9).rounded(.down))
        lastTime = time
        let scale = screenScale
        let round = { (value: Double) in (value * scale).rounded() / scale + 0 }
        x.advance(steps: steps, roundToPixel: round, pixel: 1 / scale, range: bounces ? nil : bounds.x)
        y.advance(steps: steps, roundToPixel: round, pixel: 1 / scale, range: bounces ? nil : bounds.y)
        elapsed += steps
        if elapsed >= Physics.searchLimit {
            // A spring that has not converged in 100 s is forced to rest.
            x.settle()
            y.settle()
        }
        return MotionSample(offset: Point(x: x.position, y: y.position), isFinished: x.isDone && y.isDone)
    }
}
