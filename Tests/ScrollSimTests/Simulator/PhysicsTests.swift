import ScrollSim
import Testing

/// the physics of `docs/simulator.md` figures, each derived by hand from the formulas in the comments.
/// Unless said otherwise: viewport 375×600, 100 rows of 100 pt (content
/// 10 000 pt, offsets 0…9400), 60 Hz, screen scale 3.
@Suite("Simulator: UIScrollView physics")
struct PhysicsTests {
    private func tick(of type: String, in events: [Event]) -> Int? { events.first { $0.type == type }?.tick }

    @Test("a 2000 pt/s fling at the normal rate travels ≈ 993 pt in 2.647 s")
    func flingNormal() throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // v0 = 2 pt/ms, d = 0.998. Stop at the first whole ms with
        // 2·0.998^t < 0.01: t = ⌈ln(0.005)/ln(0.998)⌉ = ⌈2646.5⌉ = 2647 ms.
        // Travel = v0·d·(1 − d^t)/(1 − d) = 998·(1 − 0.998^2647)
        //        = 998·(1 − 0.004992) = 993.015 pt → 2979.04 px → 993 pt.
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 993))
        // 2647 ms / 16.667 ms per tick = 158.8 → the 159th frame; the release
        // hands off its first frame on its own tick, so frame k shows on
        // tick release + k − 1: the 158th tick after release.
        let release = try #require(tick(of: "willEndDragging", in: events))
        #expect(tick(of: "didEndDecelerating", in: events) == release + 158)
        // Projected target: 0 − (2 − 0.01)/ln 0.998 = 1.99/0.0020020 = 994.005 → 994.
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 2000), targetOffset: Point(x: 0, y: 994)) })
    }

    @Test("the fast rate (0.99) stops a 2000 pt/s fling after ≈ 197 pt in 0.528 s")
    func flingFast() throws {
        let recorder = Recorder(scrollView: ScrollViewConfiguration(decelerationRate: .fast))
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // t = ⌈ln(0.005)/ln(0.99)⌉ = ⌈527.2⌉ = 528 ms; travel = 2·0.99/0.01·(1 − 0.99^528)
        //   = 198·(1 − 0.00496) = 197.02 pt → 591.05 px → 197 pt.
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 197))
        // 528/16.667 = 31.7 → the 32nd frame, shown 31 ticks after the release
        // (hand-off); target 1.99/0.0100503 = 198.003 → 198.
        let release = try #require(tick(of: "willEndDragging", in: events))
        #expect(tick(of: "didEndDecelerating", in: events) == release + 31)
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 2000), targetOffset: Point(x: 0, y: 198)) })
    }

    @Test("the fling's resting place and duration do not depend on the frame rate", arguments: [30.0, 120.0, 1000.0])
    func frameRateIndependent(frameRate: Double) throws {
        let recorder = Recorder(frameRate: frameRate)
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // Same closed form as at 60 Hz: 993 pt after 2647 ms, i.e. on the first
        // frame at or after 2.647 s, ⌈2.647·frameRate⌉; the hand-off shows
        // frame k on tick release + k − 1.
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 993))
        let release = try #require(tick(of: "willEndDragging", in: events))
        let expected = Int((2.647 * frameRate - 1e-9).rounded(.up)) - 1
        #expect(tick(of: "didEndDecelerating", in: events) == release + expected)
    }

    @Test("horizontal: the same fling on x travels the same 993 pt")
    func flingHorizontal() throws {
        let recorder = Recorder(layout: RowLayout(count: 100))
        try recorder.run(.fling(velocity: Point(x: 2000, y: 0)), .settle(maxSeconds: 60))
        #expect(recorder.simulator.contentOffset == Point(x: 993, y: 0))
    }

    @Test("rubber band: a 200 pt finger overshoot at the top shows as 93 pt, then bounces back to 0")
    func rubberBand() throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.drag(y: 200, duration: 0.5, release: .hold), .settle(maxSeconds: 60))
        // b = (1 − 1/(200·0.55/600 + 1))·600 = (1 − 1/1.18333)·600 = 92.958 → 278.87 px → −93.
        let release = try #require(events.firstIndex { $0.type == "willEndDragging" })
        #expect(events[..<release].compactMap(\.scrollOffset).last == Point(x: 0, y: -93))
        // Released overscrolled with no velocity: decelerates back to the edge.
        #expect(events[release].payload == .willEndDragging(velocity: .zero, targetOffset: .zero))
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: true) })
        // From rest past the edge, UIKit's bounce scales the overshoot by
        // 0.99^Δ each frame (1 + a + a²/2 = 0.84653 at 60 Hz): −92.96, −78.69,
        // −66.62, … rises monotonically to 0 without crossing it.
        let bounce = events[release...].compactMap(\.scrollOffset).map(\.y)
        #expect(zip(bounce, bounce.dropFirst()).allSatisfy { $0 < $1 })
        #expect(bounce.allSatisfy { $0 <= 0 })
        #expect(recorder.simulator.contentOffset == .zero)
        #expect(Recorder.callbacks(events).last == "didEndDecelerating")
    }

    @Test("bounces: false clamps a drag past the edge: no didScroll at all")
    func noBounce() throws {
        let recorder = Recorder(scrollView: ScrollViewConfiguration(bounces: false))
        let events = try recorder.run(Fixtures.drag(y: 200, duration: 0.5))
        #expect(Recorder.callbacks(events) == ["willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test("a fling past the end overshoots by ≈ 40 pt and bounces back, as one deceleration")
    func bounceAfterFling() throws {
        let recorder = Recorder()
        try recorder.run(.scrollTo(x: nil, y: 9000, animated: false))
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // Target 9000 + 994 clamped to 9400. Free until tick 15 (250 ms:
        // 9000 + 998·(1 − 0.998^250) = 9392.96, v = 2·0.998^250 = 1.2125 pt/ms);
        // the 16th frame would reach 9412.8, so it is free for
        // 16.667·7.04/19.85 = 5.91 ms and bounces for 10.76 ms; then UIKit's
        // step (overshoot × 0.99^Δ, velocity × (0.998·0.99)^Δ) peaks at
        // 9440.09 (computed frame by frame, independently, by
        // scripts/check-agreement), 9440 on pixels.
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 2000), targetOffset: Point(x: 0, y: 9400)) })
        let maxY = events.compactMap(\.scrollOffset).map(\.y).max() ?? 0
        #expect(maxY == 9440)
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 9400))
        let after = Recorder.callbacks(events).drop { $0 != "willBeginDecelerating" }.dropFirst()
        #expect(after.last == "didEndDecelerating")
        #expect(Set(after.dropLast()) == ["didScroll"])
    }

    @Test("a fling out of a resting edge bounces at that edge, never the far one")
    func flingOutOfTheRestingEdge() throws {
        let recorder = Recorder()
        // At rest at the top (0), a 1500 pt/s flick up the content, handed
        // off so the release tick shows one 16.667-ms frame. The frame starts
        // on the edge, so the edge crossing falls at t = 0; UIKit's
        // `_getBouncingDecelerationOffset:…` has already written the whole
        // frame's free flight and keeps it, velocity undecayed, then bounces
        // the whole frame from there:
        // a = 16.667·ln 0.998 = −0.033367, e = 1 + a + a²/2 = 0.967190,
        // free flight (1 − e)/0.002·0.998·(−1.5) = 16.3722·(−1.5) = −24.558;
        // b = −0.01005·16.667 = −0.16750, s = 1 + b + b²/2 = 0.846528;
        // overshoot −24.558·s = −20.789, plus the velocity's share
        // (1 − e)·s·0.998·(−1.5)/0.002 = −20.789: −41.578, −41.667 on a
        // 1/3-pt pixel grid (−124.73 px rounds to −125). Without keeping the
        // free flight it was −20.789 (−20.667). The flick then comes back
        // to rest at 0, never past the far edge.
        let events = try recorder.run(Fixtures.fling(y: -1500), .settle(maxSeconds: 10))
        let offsets = events.compactMap(\.scrollOffset).map(\.y)
        #expect(offsets.first.map { abs($0 - -125.0 / 3) < 1e-9 } == true, "\(offsets.prefix(3))")
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 0))
    }

    @Test("bounces: false stops a fling dead at the edge it reaches")
    func noBounceFling() throws {
        let recorder = Recorder(scrollView: ScrollViewConfiguration(bounces: false))
        try recorder.run(.scrollTo(x: nil, y: 9000, animated: false))
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // 400 pt to the edge < 993 pt of travel: it stops at 9400 after tc = 255.8 ms,
        // i.e. on the 16th frame (15 frames = 250 ms < tc ≤ 266.7 ms), shown
        // 15 ticks after the release (hand-off).
        #expect(events.compactMap(\.scrollOffset).allSatisfy { $0.y <= 9400 })
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 9400))
        let release = try #require(tick(of: "willEndDragging", in: events))
        #expect(tick(of: "didEndDecelerating", in: events) == release + 15)
    }

    @Test("settle when already idle takes exactly one tick")
    func settleIdle() throws {
        let events = try Recorder().run(.settle(maxSeconds: 1))
        #expect(events.map(\.type) == ["step"])
    }

    @Test("a drag starting mid-bounce continues from where the content is shown")
    func dragMidBounce() throws {
        let recorder = Recorder()
        try recorder.run(Fixtures.drag(y: 200, duration: 0.5, release: .hold), .wait(seconds: 0.05))
        let shown = recorder.simulator.contentOffset.y
        #expect(shown < 0)
        // The touch-down tick does not move; the first moving tick moves the finger 1 pt
        // (60 pt over 60 ticks), which the rubber band shows as less than 1 pt.
        let events = try recorder.run(Fixtures.drag(y: 60, duration: 1, release: .hold))
        let first = try #require(events.compactMap(\.scrollOffset).first)
        #expect(first.y < shown && first.y > shown - 1)
    }

    @Test("a layout that moves the target gets a re-solved deceleration that lands on it")
    func resolvedTarget() throws {
        let recorder = Recorder(layout: SnappingFlowLayout())
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        // Proposed 994 → the layout snaps it to 1000; the motion lands there exactly.
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 2000), targetOffset: Point(x: 0, y: 1000)) })
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 1000))
    }

    @Test("animated scrollTo: half way at 0.15 s (sin²(π/4) = 0.5), done at 0.3 s")
    func animationMidpoint() throws {
        let events = try Recorder().run(.scrollTo(x: nil, y: 600, animated: true))
        let start = events[0].tick
        // 0.15 s = 9 ticks at 60 Hz: 600·sin²(π·0.5/2) = 300.
        #expect(events.first { $0.tick == start + 9 && $0.type == "didScroll" }?.scrollOffset == Point(x: 0, y: 300))
        // 0.3 s = 18 ticks: the target and the end callback on that tick.
        #expect(events.first { $0.type == "didEndScrollingAnimation" }?.tick == start + 18)
        #expect(events.compactMap(\.scrollOffset).last == Point(x: 0, y: 600))
    }

    @Test("scrollToItem positions, clamped", arguments: [
        // Item i spans 100·i … 100·i + 100; viewport height 600; max offset 9400.
        (10, Step.ScrollPosition.top, 1000.0),               // minY
        (10, .centeredVertically, 750.0),                    // midY 1050 − 300
        (10, .bottom, 500.0),                                // maxY 1100 − 600
        (0, .bottom, 0.0),                                   // 100 − 600 → clamped to 0
        (99, .top, 9400.0),                                  // 9900 → clamped to 9400
    ])
    func scrollToItem(item: Int, position: Step.ScrollPosition, expected: Double) throws {
        let recorder = Recorder()
        try recorder.run(.scrollToItem(IndexPath(item: item, section: 0), position: position, animated: false))
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: expected))
    }

    @Test("scrollToItem horizontal positions", arguments: [
        // Item i spans 100·i … 100·i + 100; viewport width 375; max offset 10000 − 375 = 9625.
        (10, Step.ScrollPosition.left, 1000.0), (10, .centeredHorizontally, 862.5), (10, .right, 725.0),
    ])
    func scrollToItemHorizontal(item: Int, position: Step.ScrollPosition, expected: Double) throws {
        let recorder = Recorder(layout: RowLayout(count: 100))
        try recorder.run(.scrollToItem(IndexPath(item: item, section: 0), position: position, animated: true))
        // Rounded to pixels: 862.5·3 = 2587.5 px rounds to 2588 px = 862.667 pt.
        let pixel = (expected * 3).rounded() / 3
        #expect(recorder.simulator.contentOffset == Point(x: pixel, y: 0))
    }

    @Test("scrollToItem of a missing item is a SimulationError naming the field")
    func scrollToMissingItem() throws {
        let recorder = Recorder()
        #expect(throws: SimulationError(origin: .step(0), argument: ["scrollToItem", "item"],
                                        reason: .noSuchItem(IndexPath(item: 100, section: 0), itemCount: 100))) {
            try recorder.run(.scrollToItem(IndexPath(item: 100, section: 0), position: .top, animated: false))
        }
    }
}

/// Paging (viewport 375×500, pages every 500 pt, offsets 0…9500).
@Suite("Simulator: paging")
struct PagingTests {
    private func paging() -> Recorder {
        Recorder(viewport: Size(width: 375, height: 500), scrollView: ScrollViewConfiguration(pagingEnabled: true))
    }

    @Test("page choice", arguments: [
        // (finger translation, duration, release, target page offset)
        (-100.0, 0.25, Step.Release.hold, 0.0),     // v 0 ≤ 300: nearest to 100 (0.2 page) is 0
        (-300.0, 0.25, .hold, 500.0),               // nearest to 300 (0.6 page) is page 1
        (-100.0, 0.1, .natural, 500.0),             // v = 100/0.1 = 1000 > 300: next page forward
        (-200.0, 1.0, .natural, 0.0),               // v = 200 < 250 but off a page: keeps v; ≤ 300 → nearest to 200 is 0
    ])
    func pageChoice(translation: Double, duration: Double, release: Step.Release, target: Double) throws {
        let recorder = paging()
        let events = try recorder.run(Fixtures.drag(y: translation, duration: duration, release: release),
                                      .settle(maxSeconds: 60))
        let willEnd = try #require(events.first { $0.type == "willEndDragging" })
        guard case .willEndDragging(_, let reported) = willEnd.payload else { return }
        #expect(reported == Point(x: 0, y: target))
        // Released off a page boundary: the spring settles exactly on T.
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: true) })
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: target))
        #expect(Recorder.callbacks(events).last == "didEndDecelerating")
    }

    @Test("a slow release on a page boundary is a plain zero-velocity release")
    func onBoundary() throws {
        let events = try paging().run(Fixtures.fling(y: 200))
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: false) })
    }

    @Test("horizontal paging: pages are viewport widths")
    func horizontal() throws {
        let recorder = Recorder(scrollView: ScrollViewConfiguration(pagingEnabled: true), layout: RowLayout(count: 100))
        // Finger left 100 pt in 0.1 s: offset velocity +1000 pt/s > 300 → next page, x = 375.
        let events = try recorder.run(.drag(translation: Point(x: -100, y: 0), duration: 0.1, release: .natural),
                                      .settle(maxSeconds: 60))
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 1000, y: 0), targetOffset: Point(x: 375, y: 0)) })
        #expect(recorder.simulator.contentOffset == Point(x: 375, y: 0))
    }

    @Test("a fast fling backwards goes to the previous page")
    func backwards() throws {
        let recorder = paging()
        try recorder.run(.scrollTo(x: nil, y: 1000, animated: false))
        // From 1000 − 100 = 900 (1.8 pages) at −1000 pt/s: ⌈1.8⌉ − 1 = page 1 = 500.
        try recorder.run(Fixtures.drag(y: 100, duration: 0.1), .settle(maxSeconds: 60))
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 500))
    }
}
