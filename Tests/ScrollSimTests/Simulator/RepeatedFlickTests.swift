import ScrollSim
import Testing

/// UIKit's repeated-flick acceleration (`docs/simulator.md`, "Repeated
/// flicks"), against figures derived by hand.
@Suite("Repeated-flick acceleration")
struct RepeatedFlickTests {
    /// Four 120 pt drags at 1200 pt/s (6 ticks each at 60 Hz), each starting
    /// on the tick after the previous release, while that flight still runs.
    private func fourFlicks(acceleration: Bool) throws -> (events: [Event], simulator: Simulator) {
        let recorder = Recorder(
            scrollView: ScrollViewConfiguration(repeatedFlickAcceleration: acceleration),
            data: Fixtures.list(count: 1000))
        let drag = Fixtures.drag(y: -120, duration: 0.1)
        let events = try recorder.run(drag, drag, drag, drag, .settle(maxSeconds: 60))
        return (events, recorder.simulator)
    }

    private func targets(_ events: [Event]) -> [Double] {
        events.compactMap { event in
            if case .willEndDragging(_, let target) = event.payload { target.y } else { nil }
        }
    }

    @Test("the fourth fast flick within a second flies 1 + min(120/240, 0.9) = 1.5 times as far")
    func fourthFlightIsLonger() throws {
        let (events, simulator) = try fourFlicks(acceleration: true)
        // Each release hands its flight's first frame off at once (f =
        // 1.2·0.998·(1 − 0.998^16.667)/0.002 = 19.65 pt), and the next drag's
        // touch-down stops the flight there: releases at 120, 259.65, 399.30
        // and 538.95. The first three are fast (1.2 pt/ms ≥ 0.6) and count;
        // during the fourth drag the streak is 3, so the multiplier is
        // 1 + (1 + 0)·min(120/240, 0.9) = 1.5. Projection: (1.2 − 0.01)/−ln 0.998
        // = 594.40; the fourth target is 538.95 + 1.5·594.40 = 1430.56 →
        // 1430.667 on pixels (unboosted 1133.333).
        let all = targets(events)
        #expect(all.count == 4)
        #expect(all[3] == 4292.0 / 3)
        #expect(all[2] == 2981.0 / 3)  // 399.30 + 594.40 = 993.71 → 993.667, unboosted
        // The flight: 538.95 + 1.5·1.2·0.998·(1 − 0.998^2392)/0.002 = 538.95 + 1.5·593.82
        // = 1429.68 → 1429.667.
        #expect(simulator.contentOffset.y == 4289.0 / 3)
    }

    @Test("with repeatedFlickAcceleration off, every flight is the plain one")
    func accelerationOff() throws {
        let (events, simulator) = try fourFlicks(acceleration: false)
        // 538.95 + 594.40 = 1133.36 → 1133.333; the flight 538.95 + 593.82 → 1132.667.
        #expect(targets(events)[3] == 3400.0 / 3)
        #expect(simulator.contentOffset.y == 3398.0 / 3)
    }

    @Test("flicks that each settle (more than a second apart) are never boosted")
    func restEndsTheStreak() throws {
        func run(acceleration: Bool) throws -> [Event] {
            let recorder = Recorder(scrollView: ScrollViewConfiguration(repeatedFlickAcceleration: acceleration),
                                    data: Fixtures.list(count: 1000))
            let drag = Fixtures.drag(y: -120, duration: 0.1)
            return try recorder.run(drag, .settle(maxSeconds: 60), drag, .settle(maxSeconds: 60),
                                    drag, .settle(maxSeconds: 60), drag, .settle(maxSeconds: 60))
        }
        // Each flight rests (2.4 s) before the next touch-down: the streak has
        // ended, so the log is exactly the log without acceleration.
        #expect(try run(acceleration: true) == run(acceleration: false))
    }
}
