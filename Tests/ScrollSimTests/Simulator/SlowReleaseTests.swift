import ScrollSim
import Testing

/// The physics of `docs/simulator.md`, "Decisions": a release slower than 250
/// pt/s is a zero-velocity release (`didEndDragging(willDecelerate: false)`),
/// *unless* the view is overscrolled or paging is off a page boundary. In those two cases the
/// release is an ordinary one: `willEndDragging` reports the finger's
/// velocity and the bounce / paging spring starts with it. (The simulator
/// used to zero the velocity there while still decelerating; found by an
/// independent oracle of the physics of `docs/simulator.md`.)
@Suite("Simulator: slow releases that are not zero-velocity releases")
struct SlowReleaseTests {
    @Test("paging, released off a page below 250 pt/s: velocity kept, the spring starts with it")
    func pagingOffPage() throws {
        let recorder = Recorder(viewport: Size(width: 375, height: 500),
                                scrollView: ScrollViewConfiguration(pagingEnabled: true))
        // Finger up 200 pt in 1 s: offset 0 → 200 at +200 pt/s (< 250), 0.4 page
        // off page 0, so the target is the nearest page, 0 (|v| ≤ 300).
        let events = try recorder.run(Fixtures.drag(y: -200, duration: 1), .settle(maxSeconds: 60))
        let release = try #require(events.firstIndex { $0.type == "willEndDragging" })
        #expect(events[release].payload == .willEndDragging(velocity: Point(x: 0, y: 200), targetOffset: .zero))
        #expect(events[release + 1].payload == .didEndDragging(willDecelerate: true))
        // Spring with W = 500: pull = 500·(−1.84659091e-7) + 3.59090909e-4 = 2.6676e-4,
        // friction = 500·9.94318182e-6 + 0.966818182 = 0.97179. The release hands
        // off, so its tick shows one 60-Hz frame: ⌊16.67⌋ = 16 one-ms steps from
        // x = 200, v = 0.2 pt/ms:
        // ms 1: v = (0.2 − 200·2.6676e-4)·0.97179 = 0.14251, x = 200.1425;
        // ms 2: v = (0.14251 − 200.1425·2.6676e-4)·0.97179 = 0.08661, x = 200.2291;
        // ms 3: v = 0.03226, x = 200.2614 (the peak: the pull now wins);
        // … ms 16: v = −0.54577, x = 196.390 → 589.17 px → 196.333.
        // With the velocity zeroed the same 16 steps reach 193.887 (194.0):
        // the kept velocity shows as 2.3 pt less fall on the first frame.
        let firstAfter = events[release...].compactMap(\.scrollOffset).first
        #expect(firstAfter == Point(x: 0, y: 589.0 / 3))
        #expect(recorder.simulator.contentOffset == .zero)
    }

    @Test("released overscrolled below 250 pt/s: velocity kept, the bounce starts with it")
    func overscrolled() throws {
        let recorder = Recorder()  // 375×600, rows of 100 pt, 60 Hz
        // Finger down 30 pt in 0.2 s (12 ticks): offset velocity −150 pt/s, shown
        // overshoot b = (1 − 1/(30·0.55/600 + 1))·600 = 16.058 → −16 on pixels.
        let events = try recorder.run(Fixtures.drag(y: 30, duration: 0.2), .settle(maxSeconds: 60))
        let release = try #require(events.firstIndex { $0.type == "willEndDragging" })
        #expect(events[..<release].compactMap(\.scrollOffset).last == Point(x: 0, y: -16))
        // Target: −16.058 − (−0.15 + 0.01)/ln 0.998 = −85.99, clamped to 0.
        #expect(events[release].payload == .willEndDragging(velocity: Point(x: 0, y: -150), targetOffset: .zero))
        // UIKit's bounce step over one 16.667 ms frame from x0 = −16.058 (past the
        // edge 0) at v0 = −0.15 pt/ms, exponentials as its two-term Taylor series:
        // s = 1 + a + a²/2, a = −0.01005·16.667 = −0.16750 → s = 0.84653;
        // e = 1 + b + b²/2, b = 16.667·ln 0.998 = −0.033367 → e = 0.96719;
        // x = x0·s + (1 − e)·s·0.998·v0/0.002 = −13.594 − 2.079 = −15.673
        // → −47.02 px → −15.667. (With the velocity zeroed it would be −13.594
        // → −13.667: the kept velocity slows the return.)
        let firstAfter = events[release...].compactMap(\.scrollOffset).first
        #expect(firstAfter == Point(x: 0, y: -47.0 / 3))
        #expect(recorder.simulator.contentOffset == .zero)
        #expect(Recorder.callbacks(events).last == "didEndDecelerating")
    }
}
