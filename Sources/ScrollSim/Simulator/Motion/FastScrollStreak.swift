/// UIKit's repeated-flick acceleration (`_fastScrollCount`,
/// `_fastScrollMultiplier`; `docs/simulator.md`, "Repeated flicks"): fast
/// flicks in quick succession make the next flight longer.
///
/// * A release at 0.6 pt/ms or more (not paging) counts as a fast flick and
///   stamps its time; a release between 0.25 and 0.6 pt/ms ends the streak.
/// * A touch-down more than 1 s after the last fast release ends the streak.
/// * While a finger drags with a streak of 3 or more, the multiplier is
///   `min(start + (1 + (count − 3)/2)·min(distance/240, 0.9), 16)`, distance
///   the drag's translation so far and `start` the multiplier at touch-down;
///   a reversal or a finger slower than 0.13 pt/ms ends the streak.
/// * The multiplier scales the projected distance and the free deceleration
///   of the flight; reaching an edge or coming to rest ends the streak.
struct FastScrollStreak: Hashable, Sendable {
    private(set) var count = 0
    private(set) var multiplier = 1.0
    private var startMultiplier = 1.0
    /// The time of the last fast release, seconds.
    private var lastFastRelease = -Double.infinity

    /// A finger touched down at `time` (seconds).
    mutating func touchDown(atSeconds time: Double) {
        if time > lastFastRelease + Physics.fastScrollTimeout { reset() }
        startMultiplier = multiplier
    }

    /// The finger moved: `translation` since touch-down (points), `velocity`
    /// on this tick (points per ms), `reversed` if it turned back.
    mutating func fingerMoved(translation: Point, velocity: Point, reversed: Bool) {
        if reversed || velocity.x * velocity.x + velocity.y * velocity.y < Physics.fastScrollDragStopSquared {
            reset()
            return
        }
        guard count >= 3 else { return }
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let boost = (1 + Double(count - 3) / 2) * min(distance / Physics.fastScrollDistance, Physics.fastScrollMaximumBoost)
        multiplier = min(startMultiplier + boost, Physics.fastScrollMaximumMultiplier)
    }

    /// The finger lifted at `velocity` (points per ms) at `time` (seconds).
    mutating func release(velocity: Point, atSeconds time: Double, paging: Bool) {
        let squared = velocity.x * velocity.x + velocity.y * velocity.y
        if squared >= Physics.fastFlickSquared {
            guard !paging else { return }
            count += 1
            lastFastRelease = time
        } else if squared >= Physics.releaseThresholdSquared {
            reset()
        }
    }

    /// Ends the streak.
    mutating func reset() {
        count = 0
        multiplier = 1
    }
}
