/// The deceleration after a release with velocity, on both axes at once:
/// each axis decelerates (and bounces) on its own; the motion ends when
/// both are at rest, with `didEndDecelerating`.
struct Deceleration: Motion, Hashable, Sendable {
    var x: AxisDeceleration
    var y: AxisDeceleration

    var endEvent: Event.Payload { .didEndDecelerating }

    func sample(atMilliseconds time: Double) -> MotionSample {
        let px = x.position(atMilliseconds: time), py = y.position(atMilliseconds: time)
        return MotionSample(offset: Point(x: px.position, y: py.position), isFinished: px.isFinished && py.isFinished)
    }
}
