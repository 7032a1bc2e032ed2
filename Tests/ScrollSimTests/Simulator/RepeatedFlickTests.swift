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
        // Each drag starts where the last one lifted (touch-down stops the
        // flight): releases at 120, 240, 360 and 480. The first three are
        // fast (1.2 pt/ms ≥ 0.6) and count; during the fourth drag the streak
        // is 3, so the multiplier is 1 + (1 + 0)·min(120/240, 0.9) = 1.5.
        // Projection: (1.2 − 0.01)/−ln 0.998 = 594.40; the fourth target is
        // 480 + 1.5·594.40 = 1371.61 → 1371.667 on pixels (unboosted 1074.333).
        let all = targets(events)
        #expect(all.count == 4)
        #expect(all[3] == 4115.0 / 3)
        #expect(all[2] == 360 + 594.0 + 1.0 / 3)  // 954.40 → 954.333, unboosted
        // The flight: 480 + 1.5·1.2·0.998·(1 − 0.998^2392)/0.002 = 480 + 1.5·593.82
        // = 1370.72 → 1370.667.
        #expect(simulator.contentOffset.y == 4112.0 / 3)
    }

    @Test("with repeatedFlickAcceleration off, every flight is the plain one")
    func accelerationOff() throws {
        let (events, simulator) = try fourFlicks(acceleration: false)
        // 480 + 594.40 = 1074.40 → 1074.333; the flight 480 + 593.82 → 1073.667.
        #expect(targets(events)[3] == 3223.0 / 3)
        #expect(simulator.contentOffset.y == 3221.0 / 3)
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
