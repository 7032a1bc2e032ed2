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
        // The first fling releases at tick T; the wait's 30th tick is 500 ms later:
        // x = 2·0.998·(1 − 0.998^500)/0.002 = 998·(1 − 0.36751) = 631.224 → 631.333.
        // The second fling (tick T + 31) starts from 631.224, not from the 516.7 ms
        // position 643.26: no didScroll on its tick, and the projected target is
        // 631.224 + (2 − 0.01)/0.0020020 = 631.224 + 994.005 = 1625.228 → 1625.333.
        let releases = events.filter { $0.type == "willEndDragging" }
        #expect(releases.count == 2)
        #expect(releases.last?.payload == .willEndDragging(velocity: Point(x: 0, y: 2000),
                                                           targetOffset: Point(x: 0, y: 4876.0 / 3)))
        let second = try #require(releases.last).tick
        #expect(!events.contains { $0.tick == second && $0.type == "didScroll" })
        #expect(events.compactMap(\.scrollOffset).last == Point(x: 0, y: 1894.0 / 3))
        #expect(!events.contains { $0.type == "didEndDecelerating" })
    }

    @Test("an animated scrollTo during a deceleration starts from the last shown position")
    func scrollToDuringDeceleration() throws {
        let recorder = Recorder()
        try recorder.run(Fixtures.fling(y: 2000), .wait(seconds: 0.5))
        let events = try recorder.run(.scrollTo(x: nil, y: 0, animated: true))
        // From 631.224 to 0 over 300 ms: the step's own tick is t = 0 (no move); the
        // next is t = 16.67 ms, progress sin²(π·16.67/600) = 0.007596, so
        // 631.224·(1 − 0.007596) = 626.429 → 1879.29 px → 626.333.
        #expect(events.compactMap(\.scrollOffset).first == Point(x: 0, y: 1879.0 / 3))
        #expect(Recorder.callbacks(events).filter { $0 != "didScroll" } == ["didEndScrollingAnimation"])
        #expect(recorder.simulator.contentOffset == .zero)
    }
}
