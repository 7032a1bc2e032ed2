/// What a release does, decided before anything moves: the velocity and
/// target `willEndDragging` reports, and the motion that follows (`nil`
/// for a zero-velocity release, which ends the drag where it is).
struct ReleasePlan: Sendable {
    /// The release velocity, content-offset points per second (zero for a
    /// zero-velocity release).
    let velocity: Point
    /// Where the release comes to rest.
    let target: Point
    /// The deceleration or paging spring that follows.
    let motion: ActiveMotion.Kind?

    /// The callbacks the release logs: `willEndDragging`, `didEndDragging`
    /// and, when the content keeps moving, `willBeginDecelerating`.
    var callbacks: [Event.Payload] {
        guard motion != nil else {
            return [.willEndDragging(velocity: velocity, targetOffset: target), .didEndDragging(willDecelerate: false)]
        }
        return [.willEndDragging(velocity: velocity, targetOffset: target),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating]
    }
}
