/// The settling motion of a paging scroll view (the physics of `docs/simulator.md`): a discrete
/// spring stepped once per millisecond, per axis,
/// `v += (T − x)·pull; v *= friction; x += v`, with
/// `pull = min(W,1024)·(−1.84659091e-7) + 3.59090909e-4` and
/// `friction = min(W,1024)·9.94318182e-6 + 0.966818182`, W the page size
/// along the axis. An axis is done when `|v| < 0.01` pt/ms and
/// `|T − x| ≤ 1`, and is then snapped to T.
///
/// When the scrollable range changes under the spring (items deleted, an
/// inset changed), an axis whose range changed has its target clamped into
/// the new range, as UIKit re-targets a paging deceleration: the spring
/// never comes to rest outside the range.
struct PagingSpring: Motion, Hashable, Sendable {
    struct Axis: Hashable, Sendable {
        var position: Double
        /// Points per ms.
        var velocity: Double
        private(set) var target: Double
        let pull: Double
        let friction: Double
        var isDone = false

        init(position: Double, velocity: Double, target: Double, pageSize: Double) {
            self.position = position
            self.velocity = velocity
            self.target = target
            let w = min(pageSize, 1024)
            pull = w * -1.84659091e-7 + 3.59090909e-4
            friction = w * 9.94318182e-6 + 0.966818182
            checkDone()
        }

        mutating func step() {
            guard !isDone else { return }
            velocity += (target - position) * pull
            velocity *= friction
            position += velocity
            checkDone()
        }

        /// Moves the target into `range` if it lies outside; the axis moves
        /// again if it was at rest.
        mutating func keepTarget(within range: ClosedRange<Double>) {
            let clamped = min(max(target, range.lowerBound), range.upperBound)
            guard clamped != target else { return }
            target = clamped
            isDone = false
            checkDone()
        }

        private mutating func checkDone() {
            if abs(velocity) < Physics.stopSpeed && abs(target - position) <= 1 {
                position = target
                velocity = 0
                isDone = true
            }
        }
    }

    var x: Axis
    var y: Axis
    /// Milliseconds stepped so far.
    private var elapsed = 0
    /// The scrollable range the targets were chosen in.
    private var bounds: ScrollBounds?

    /// A spring of the two axes; `bounds` is the range the targets were
    /// chosen in (`nil`: never re-targeted).
    init(x: Axis, y: Axis, bounds: ScrollBounds? = nil) {
        self.x = x
        self.y = y
        self.bounds = bounds
    }

    var endEvent: Event.Payload { .didEndDecelerating }

    mutating func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample {
        if let planned = self.bounds, planned != bounds {
            if planned.x != bounds.x { x.keepTarget(within: bounds.x) }
            if planned.y != bounds.y { y.keepTarget(within: bounds.y) }
            self.bounds = bounds
        }
        // Sampled on whole milliseconds; the tolerance keeps 1000/60·3 = 50
        // from flooring to 49.
        let whole = Int((time + 1e-9).rounded(.down))
        while elapsed < whole && !(x.isDone && y.isDone) && elapsed < Physics.searchLimit {
            x.step()
            y.step()
            elapsed += 1
        }
        if elapsed >= Physics.searchLimit {
            // A spring that has not converged in 100 s is forced to rest.
            x.position = x.target
            y.position = y.target
            x.isDone = true
            y.isDone = true
        }
        return MotionSample(offset: Point(x: x.position, y: y.position), isFinished: x.isDone && y.isDone)
    }
}
