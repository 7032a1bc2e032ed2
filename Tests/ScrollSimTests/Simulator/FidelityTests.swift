import ScrollSim
import Testing

/// Scroll to top's smooth deceleration, paging under a shrinking range and
/// the release hand-off (`docs/simulator.md`), against figures derived by
/// hand and a brute-force integration of the spring.
@Suite("Simulator: scroll to top, paging clamp, release hand-off")
struct FidelityTests {
    /// The offsets of the ticks after `tick`, one per tick (the last shown
    /// offset carried over ticks without a `didScroll`), for `count` ticks.
    private func offsets(after tick: Int, count: Int, from start: Double, in events: [Event]) -> [Double] {
        var shown = start, result: [Double] = []
        for k in 1...count {
            for event in events where event.tick == tick + k { if let offset = event.scrollOffset { shown = offset.y } }
            result.append(shown)
        }
        return result
    }

    /// The spring `x'' = −k·(x − T) − c·x'` (k = (2π/0.6)², c = 2·2π/0.6,
    /// mass 1) from rest, integrated with RK4 in steps of 0.01 ms: an
    /// oracle independent of the closed form the simulator uses.
    private func springOracle(from start: Double, to target: Double, seconds: Double) -> Double {
        let w = 2 * Double.pi / 0.6, k = w * w, c = 2 * w
        var x = start, v = 0.0
        let h = 1e-5
        func a(_ x: Double, _ v: Double) -> Double { -k * (x - target) - c * v }
        for _ in 0..<Int((seconds / h).rounded()) {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    // MARK: - Scroll to top

    @Test("scroll to top follows UIKit's critically damped spring on every tick and ends after 1.6 s")
    func scrollToTopSpring() throws {
        let recorder = Recorder()
        try recorder.run(.scrollTo(x: nil, y: 2000, animated: false))
        let events = try recorder.run(.scrollToTop)
        let tap = try #require(events.first { $0.type == "step" }).tick
        let shown = offsets(after: tap, count: 96, from: 2000, in: events)
        for (index, offset) in shown.enumerated() {
            let oracle = springOracle(from: 2000, to: 0, seconds: Double(index + 1) / 60)
            // Within half a pixel of the spring (the offset is on the 1/3 pt grid).
            #expect(abs(offset - oracle) <= 0.5 / 3 + 1e-9, "tick \(index + 1): \(offset) vs \(oracle)")
        }
        // 16 ticks in: ωt = 2π/0.6·16/60 = 2.7925, 2000·(1 + 2.7925)·e^−2.7925
        // = 2000·3.7925·0.061270 = 464.71 → 1394.12 px → 464.667.
        #expect(shown[15] == 1394.0 / 3)
        // 1.6 s = 96 ticks: didScrollToTop on the 96th tick, at 0, and nothing else.
        #expect(events.first { $0.type == "didScrollToTop" }?.tick == tap + 96)
        #expect(recorder.simulator.contentOffset == .zero)
        #expect(!events.contains { $0.type == "didEndScrollingAnimation" })
    }

    @Test("scroll to top moves x into the horizontal range: a vertical list left at x 50 ends at (0, 0)")
    func scrollToTopClampsX() throws {
        // UIKit's `_contentOffsetForScrollingToTop` keeps x but clamps it into
        // the horizontal range; a 375-wide list in a 375-wide view has the
        // range 0…0, so from (50, 2000) the target is (0, 0), not (50, 0).
        let recorder = Recorder()
        try recorder.run(.scrollTo(x: 50, y: 2000, animated: false))
        #expect(recorder.simulator.contentOffset == Point(x: 50, y: 2000))
        let events = try recorder.run(.scrollToTop)
        let tap = try #require(events.first { $0.type == "step" }).tick
        // Both axes follow the one spring: 16 ticks in the share left is
        // (1 + ωt)·e^(−ωt) = 3.7925·0.061270 = 0.232367, so x = 50·0.232367
        // = 11.618 → 34.86 px → 11.667, and y = 2000·0.232367 = 464.73 → 464.667.
        let sixteenth = events.first { $0.tick == tap + 16 && $0.type == "didScroll" }?.scrollOffset
        #expect(sixteenth == Point(x: 35.0 / 3, y: 1394.0 / 3))
        #expect(events.first { $0.type == "didScrollToTop" }?.tick == tap + 96)
        #expect(recorder.simulator.contentOffset == .zero)
    }

    @Test("a scroll view whose scrollsToTop is off, or whose delegate says no, does not scroll to top")
    func scrollToTopRefused() throws {
        let off = Recorder(scrollView: ScrollViewConfiguration(scrollsToTop: false))
        try off.run(.scrollTo(x: nil, y: 2000, animated: false))
        let events = try off.run(.scrollToTop)
        #expect(events.map(\.type) == ["step"])
        #expect(off.simulator.contentOffset == Point(x: 0, y: 2000))

        final class Refusing: CollectionViewDelegate {
            var asked = 0
            func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool {
                asked += 1
                return false
            }
        }
        let delegate = Refusing()
        let refused = Recorder()
        refused.simulator.delegate = delegate
        try refused.run(.scrollTo(x: nil, y: 2000, animated: false))
        #expect(try refused.run(.scrollToTop).map(\.type) == ["step"])
        #expect(delegate.asked == 1)
        #expect(refused.simulator.contentOffset == Point(x: 0, y: 2000))
    }

    // MARK: - Paging under a shrinking range

    /// A paging view (pages of 600 pt) over `rows` rows of 100 pt flung from
    /// the offset at 4000 pt/s, then `change` applied 0.1 s in, mid-spring.
    private func pagingFling(rows: Int, from offset: Double, inset: EdgeInsets = .zero, change: Step) throws -> (Simulator, [Event]) {
        let recorder = Recorder(scrollView: ScrollViewConfiguration(pagingEnabled: true), data: Fixtures.list(count: rows))
        if inset != .zero { try recorder.run(.setContentInset(inset)) }
        try recorder.run(.scrollTo(x: nil, y: offset, animated: false))
        let events = try recorder.run(Fixtures.fling(y: 4000), .wait(seconds: 0.1), change, .settle(maxSeconds: 60))
        return (recorder.simulator, events)
    }

    @Test("items deleted under a paging spring: it re-targets into the new range instead of resting outside")
    func pagingClampAfterDeletion() throws {
        // 30 rows: content 3000, range 0…2400. From 1800 at 4000 pt/s (> 300):
        // the next page, 2400. Deleting rows 10…29 leaves 1000 pt, range 0…400:
        // the target 2400 is clamped to 400, where the spring comes to rest.
        let (simulator, events) = try pagingFling(rows: 30, from: 1800, change: .deleteItems(section: 0, items: Array(10..<30)))
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 4000), targetOffset: Point(x: 0, y: 2400)) })
        #expect(simulator.contentOffset == Point(x: 0, y: 400))
        #expect(simulator.scrollableRange.y.contains(simulator.contentOffset.y))
        #expect(events.last?.type == "didEndDecelerating")
    }

    @Test("an inset that shrinks under a paging spring: it rests on the new edge")
    func pagingClampAfterInsetChange() throws {
        // 30 rows with a 600 pt bottom inset: range 0…3000; from 2400 at
        // 4000 pt/s the next page is 3000. Removing the inset makes the range
        // 0…2400: the target is clamped to 2400.
        let (simulator, events) = try pagingFling(rows: 30, from: 2400, inset: EdgeInsets(top: 0, left: 0, bottom: 600, right: 0),
                                                  change: .setContentInset(.zero))
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 4000), targetOffset: Point(x: 0, y: 3000)) })
        #expect(simulator.contentOffset == Point(x: 0, y: 2400))
    }

    @Test("a paging spring whose page stays inside a changed range keeps it")
    func pagingKeepsAnInsidePage() throws {
        // Deleting rows 25…29 leaves 2500 pt, range 0…1900: the target page
        // 1800 (from 1200, the next page) is still inside and is kept.
        let (simulator, _) = try pagingFling(rows: 30, from: 1200, change: .deleteItems(section: 0, items: Array(25..<30)))
        #expect(simulator.contentOffset == Point(x: 0, y: 1800))
    }

    // MARK: - The release hand-off

    @Test("a verb the delegate calls from willEndDragging applies after the release's callbacks, before its first frame")
    func willEndDraggingIsACallback() throws {
        final class Jumping: CollectionViewDelegate {
            func scrollViewWillEndDragging(
                _ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point
            ) {
                try? scrollView.setContentOffset(Point(x: 0, y: 500), animated: false)
            }
        }
        let delegate = Jumping()
        let recorder = Recorder()
        recorder.simulator.delegate = delegate
        let events = try recorder.run(Fixtures.fling(y: 2000))
        // Not inside the callback: the release logs willEndDragging,
        // didEndDragging and willBeginDecelerating first. UIKit sends them
        // inside `_endPanNormal:` before it runs the hand-off frame, so what
        // the delegate changed is in place when that frame computes: the
        // jump to 500 applies before it (stopping the deceleration), and the
        // first frame (which would have shown 32.667, below) never shows.
        #expect(events.compactMap(\.scrollOffset) == [Point(x: 0, y: 500)])
        let release = try #require(events.firstIndex { $0.type == "willBeginDecelerating" })
        #expect(events.firstIndex { $0.type == "didScroll" }.map { $0 > release } == true)
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 500))
        #expect(!recorder.simulator.isDecelerating)
    }

    @Test("a fling shows its first frame on its own tick", arguments: [
        // v·d·(1 − d^16.667)/(1 − d) with d = 0.998, 1 − 0.998^16.667 = 0.032816:
        (1000.0, 49.0 / 3),   // 16.375 → 49.13 px → 16.333
        (2000.0, 98.0 / 3),   // 32.751 → 98.25 px → 32.667
        (4000.0, 197.0 / 3),  // 65.501 → 196.50 px → 65.667
    ])
    func flingHandOff(velocity: Double, firstFrame: Double) throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.fling(y: velocity))
        let release = try #require(events.first { $0.type == "willEndDragging" }).tick
        let afterRelease = events.drop { $0.type != "willBeginDecelerating" }.dropFirst()
        #expect(afterRelease.first?.payload == .didScroll(offset: Point(x: 0, y: firstFrame)))
        #expect(afterRelease.first?.tick == release)
    }

    @Test("a moving finger's release hands off; a held finger's does not")
    func dragHandOff() throws {
        // A 120 pt drag over 6 ticks releases at 1200 pt/s from 120: the release
        // tick shows 120 + 1.2·0.998·0.032816/0.002 = 139.65 → 139.667.
        let moving = Recorder()
        let events = try moving.run(Fixtures.drag(y: -120, duration: 0.1))
        #expect(events.compactMap(\.scrollOffset).last == Point(x: 0, y: 419.0 / 3))
        // A 60 pt pull past the top held still, then lifted: the bounce starts
        // on the next tick, so nothing follows the release on its own tick.
        let held = Recorder()
        let pull = try held.run(Fixtures.drag(y: 60, duration: 0.25, release: .hold))
        #expect(pull.last?.type == "willBeginDecelerating")
    }
}
