@testable import ScrollSim
import Testing

/// `FastScrollStreak` on its own (`docs/simulator.md`, "Repeated flicks").
/// Velocities are in points per ms: 0.6 is the fast-flick threshold
/// (√0.36), 0.25 the release threshold (√0.0625), 0.13 the drag stop.
@Suite("FastScrollStreak")
struct FastScrollStreakTests {
    /// Three fast flicks half a second apart: the third makes a streak of 3.
    func streakOfThree() -> FastScrollStreak {
        var streak = FastScrollStreak()
        for index in 0..<3 {
            let time = Double(index) * 0.5
            streak.touchDown(atSeconds: time)
            streak.release(velocity: Point(x: 0, y: 2), atSeconds: time + 0.1, paging: false)
        }
        return streak
    }

    @Test func fastReleasesCountAndSlowOnesEndTheStreak() {
        var streak = streakOfThree()
        #expect(streak.count == 3)
        // 0.4 pt/ms: between 0.25 and 0.6, ends the streak.
        streak.release(velocity: Point(x: 0, y: 0.4), atSeconds: 2, paging: false)
        #expect(streak.count == 0)
    }

    @Test func aReleaseBelowTheThresholdLeavesTheStreak() {
        var streak = streakOfThree()
        // 0.2 pt/ms is under 0.25: not a release that counts either way.
        streak.release(velocity: Point(x: 0, y: 0.2), atSeconds: 1.2, paging: false)
        #expect(streak.count == 3)
    }

    @Test func pagingFlicksDoNotCount() {
        var streak = FastScrollStreak()
        streak.release(velocity: Point(x: 0, y: 2), atSeconds: 0, paging: true)
        #expect(streak.count == 0)
    }

    @Test func aTouchDownMoreThanOneSecondAfterTheLastFastReleaseEndsIt() {
        var streak = streakOfThree()
        // The last fast release was at 1.1 s; 2.2 s is 1.1 s later.
        streak.touchDown(atSeconds: 2.2)
        #expect(streak.count == 0)
        var kept = streakOfThree()
        kept.touchDown(atSeconds: 2.0)
        #expect(kept.count == 3)
    }

    @Test func theMultiplierGrowsWithTheDragDistance() {
        var streak = streakOfThree()
        streak.touchDown(atSeconds: 1.5)
        // Count 3: boost (1 + 0/2) · min(120/240, 0.9) = 0.5 over a start of 1.
        streak.fingerMoved(translation: Point(x: 0, y: -120), velocity: Point(x: 0, y: -1), reversed: false)
        #expect(streak.multiplier == 1.5)
        // 480 pt: min(2, 0.9) = 0.9.
        streak.fingerMoved(translation: Point(x: 0, y: -480), velocity: Point(x: 0, y: -1), reversed: false)
        #expect(streak.multiplier == 1.9)
    }

    @Test func aReversalOrASlowFingerEndsIt() {
        var reversed = streakOfThree()
        reversed.fingerMoved(translation: Point(x: 0, y: -50), velocity: Point(x: 0, y: 1), reversed: true)
        #expect(reversed.count == 0 && reversed.multiplier == 1)
        var slow = streakOfThree()
        // 0.1 pt/ms: 0.01 < 0.0169.
        slow.fingerMoved(translation: Point(x: 0, y: -50), velocity: Point(x: 0, y: -0.1), reversed: false)
        #expect(slow.count == 0)
    }
}
