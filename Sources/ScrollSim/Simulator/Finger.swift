/// The finger on the screen while the view is tracking: where it touched
/// down, where it is, the move it is making, and the velocity it had on
/// each recent tick (what a release is measured from).
///
/// Locations are in the view's coordinates; only their differences
/// matter. The content follows the finger: the logical offset is the
/// offset at touch-down minus the finger's translation since, on the axes
/// that scroll.
struct Finger: Hashable, Sendable {
    /// A move in progress: the finger goes from `start` by `translation`
    /// at constant speed over `tickCount` ticks starting after `startTick`.
    struct Move: Hashable, Sendable {
        let start: Point
        let translation: Point
        let startTick: Int
        let tickCount: Int

        /// The finger's location on `tick`.
        func location(onTick tick: Int) -> Point {
            let fraction = Double(min(max(tick - startTick, 0), tickCount)) / Double(tickCount)
            return Point(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
        }

        /// The finger's velocity on a tick of the move, points per second.
        func velocity(frameRate: Double) -> Point {
            // Multiplying before dividing keeps round figures exact (200 pt
            // over 6 ticks at 60 Hz is 2000 pt/s, not 2000.0000000000002).
            Point(x: translation.x * frameRate / Double(tickCount),
                  y: translation.y * frameRate / Double(tickCount))
        }

        func isOver(onTick tick: Int) -> Bool { tick - startTick >= tickCount }
    }

    /// The logical content offset at touch-down.
    private(set) var logicalStart: Point
    /// Where the finger touched down.
    let touchLocation: Point
    /// Where the finger is.
    private(set) var location: Point
    private(set) var move: Move?
    /// The finger's velocity on the last two ticks it was down for,
    /// oldest first, points per second.
    private(set) var recentVelocities: [Point] = []
    /// Whether the finger has moved since touch-down: until it does, the
    /// content stays exactly where it was.
    private(set) var hasMoved = false

    /// Moves the content under the finger by `delta` (a content offset
    /// adjustment while dragging): the drag goes on from the moved offset.
    mutating func shift(by delta: Point) {
        logicalStart = Point(x: logicalStart.x + delta.x, y: logicalStart.y + delta.y)
    }

    init(logicalStart: Point, location: Point) {
        self.logicalStart = logicalStart
        self.touchLocation = location
        self.location = location
    }

    /// Starts moving by `translation` over `tickCount` ticks from the next tick.
    mutating func startMove(by translation: Point, tickCount: Int, onTick tick: Int) {
        move = Move(start: location, translation: translation, startTick: tick, tickCount: max(1, tickCount))
    }

    /// Advances the finger to `tick`, recording its velocity on that tick.
    mutating func advance(toTick tick: Int, frameRate: Double) {
        var velocity = Point.zero
        if let move {
            hasMoved = true
            location = move.location(onTick: tick)
            velocity = move.velocity(frameRate: frameRate)
            if move.isOver(onTick: tick) { self.move = nil }
        }
        recentVelocities.append(velocity)
        if recentVelocities.count > 2 { recentVelocities.removeFirst() }
    }

    /// Whether the finger moved on its last tick, and whether that reversed
    /// its direction on any axis.
    var lastTickMotion: (moved: Bool, reversed: Bool) {
        guard let last = recentVelocities.last, last != .zero else { return (false, false) }
        guard recentVelocities.count > 1 else { return (true, false) }
        let previous = recentVelocities[0]
        return (true, last.x * previous.x < 0 || last.y * previous.y < 0)
    }

    /// The finger's translation since touch-down.
    var translation: Point { Point(x: location.x - touchLocation.x, y: location.y - touchLocation.y) }

    /// The logical content offset: the content moves opposite to the finger.
    func logicalOffset(scrolling axes: [Axis]) -> Point {
        var offset = logicalStart
        for axis in axes {
            // Subtracting the translation from the start (rather than
            // adding the difference of two locations) keeps a drag from
            // the touch-down location exact.
            offset[axis] = logicalStart[axis] - (location[axis] - touchLocation[axis])
        }
        return offset
    }

    /// The finger's release velocity, points per second (finger
    /// coordinates): 0.75 · the previous tick's + 0.25 · the last tick's,
    /// as UIKit's pan gesture smooths it. With a single tick of history it
    /// stands for both; without any (touch and lift on one tick) it is zero.
    var releaseVelocity: Point {
        guard let last = recentVelocities.last else { return .zero }
        let previous = recentVelocities.count > 1 ? recentVelocities[0] : last
        return Point(x: 0.75 * previous.x + 0.25 * last.x, y: 0.75 * previous.y + 0.25 * last.y)
    }
}
