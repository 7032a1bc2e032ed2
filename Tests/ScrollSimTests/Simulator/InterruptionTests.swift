import ScrollSim
import Testing

/// What a new gesture or a programmatic scroll does to a running
/// deceleration (the callback order of `docs/simulator.md`: it stops first, without `didEndDecelerating`).
/// docs/simulator.md: the cancelled motion is not sampled on the tick of
/// the touch-down (or `scrollTo`): the content stays where the previous
/// tick showed it. Pinned down by an independent oracle comparison, since a
/// sampled-then-cancelled reading moves the content (and every later
/// figure) by one more tick of motion.
@Suite("Simulator: interrupting a deceleration")
struct InterruptionTests {
    @Test("a fling during a deceleration projects from the last shown position")
    func flingDuringDeceleration() throws {
        let recorder = Recorder()  // 375×600, 100 rows of 100 pt, 60 Hz
        let events = try recorder.run(Fixtures.fling(y: 2000), .wait(seconds: 0.5), Fixtures.fling(y: 2000))
        // The first fling releases at tick T and hands its first frame off on
        // T (docs/simulator.md, "The release hand-off"), so tick T + k shows
        // k + 1 frames; the wait's 30th tick shows 31 frames, 516.67 ms:
        // x = 2·0.998·(1 − 0.998^516.67)/0.002 = 998·(1 − 0.35545) = 643.260 → 643.333.
        // The second fling (tick T + 31) starts from 643.260, not from the 533.3 ms
        // position: the projected target is 643.260 + (2 − 0.01)/0.0020020
        // = 643.260 + 994.005 = 1637.265 → 1637.333, and the only didScroll on
        // its tick is its own first frame, 643.260 + 998·(1 − 0.998^16.667)
        // = 643.260 + 32.750 = 676.010 → 676.
        let releases = events.filter { $0.type == "willEndDragging" }
        #expect(releases.count == 2)
        #expect(releases.last?.payload == .willEndDragging(velocity: Point(x: 0, y: 2000),
                                                           targetOffset: Point(x: 0, y: 4912.0 / 3)))
        let second = try #require(releases.last).tick
        let scrollsOnSecond = events.filter { $0.tick == second && $0.type == "didScroll" }
        #expect(scrollsOnSecond.compactMap(\.scrollOffset) == [Point(x: 0, y: 676)])
        #expect(!events.contains { $0.type == "didEndDecelerating" })
    }

    @Test("an animated scrollTo during a deceleration starts from the last shown position")
    func scrollToDuringDeceleration() throws {
        let recorder = Recorder()
        try recorder.run(Fixtures.fling(y: 2000), .wait(seconds: 0.5))
        let events = try recorder.run(.scrollTo(x: nil, y: 0, animated: true))
        // The wait's last tick shows the flight's 31st frame (hand-off), 643.260.
        // From 643.260 to 0 over 300 ms: the step's own tick is t = 0 (no move); the
        // next is t = 16.67 ms, progress sin²(π·16.67/600) = 0.007596, so
        // 643.260·(1 − 0.007596) = 638.374 → 1915.12 px → 638.333.
        #expect(events.compactMap(\.scrollOffset).first == Point(x: 0, y: 1915.0 / 3))
        #expect(Recorder.callbacks(events).filter { $0 != "didScroll" } == ["didEndScrollingAnimation"])
        #expect(recorder.simulator.contentOffset == .zero)
    }
}
