/// The deceleration after a release with velocity, on both axes at once:
/// each axis decelerates (and bounces) on its own; the motion ends when
/// both are at rest, with `didEndDecelerating`.
///
/// The scrollable range is read at every sample: when it changed since an
/// axis was planned (items appended or deleted under a fling, an inset
/// changed by a refresh control), that axis is re-planned from where it was
/// at its last sample, so a fling runs on into new content and content
/// that shrank under it bounces back to the new edge.
struct Deceleration: Motion, Hashable, Sendable {
    var x: AxisDeceleration
    var y: AxisDeceleration
    /// The time each axis's plan starts at, ms since the release.
    private var xStart = 0.0
    private var yStart = 0.0
    /// The last time sampled, ms since the release.
    private var lastTime = 0.0

    init(x: AxisDeceleration, y: AxisDeceleration) {
        self.x = x
        self.y = y
    }

    var endEvent: Event.Payload { .didEndDecelerating }

    /// Whether either axis has reached an edge.
    var hasReachedEdge: Bool { x.hasReachedEdge || y.hasReachedEdge }

    mutating func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample {
        if x.bounds != bounds.x {
            x = x.rebased(bounds: bounds.x)
            xStart = lastTime
        }
        if y.bounds != bounds.y {
            y = y.rebased(bounds: bounds.y)
            yStart = lastTime
        }
        lastTime = time
        let px = x.sample(atMilliseconds: time - xStart), py = y.sample(atMilliseconds: time - yStart)
        return MotionSample(offset: Point(x: px.position, y: py.position), isFinished: px.isFinished && py.isFinished)
    }
}
