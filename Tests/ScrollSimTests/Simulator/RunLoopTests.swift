import Glibc
import ScrollSim
import Testing

/// A one-section feed of 375×100 rows served by a data source; as its own
/// delegate it can load `pageSize` more rows when the last row is displayed.
final class Feed: CollectionViewDataSource, CollectionViewDelegate {
    var count: Int
    var pagesLeft: Int
    let pageSize: Int
    var targetOverride: Point?
    var seenVelocity: Point?

    init(count: Int, pages: Int = 0, pageSize: Int = 20) {
        self.count = count
        self.pagesLeft = pages
        self.pageSize = pageSize
    }

    func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: Simulator, itemAt indexPath: IndexPath) -> ItemSpec {
        ItemSpec(width: 375, height: 100)
    }

    func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
        guard indexPath.item == count - 1, pagesLeft > 0 else { return }
        pagesLeft -= 1
        let start = count
        count += pageSize
        // Applied once the current pass is over; an error would surface
        // from the call that is running the simulation.
        try? collectionView.insertItems(at: (start..<count).map { IndexPath(item: $0, section: 0) })
    }

    func scrollViewWillEndDragging(_ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point) {
        seenVelocity = velocity
        if let targetOverride { targetContentOffset = targetOverride }
    }
}

/// A list layout whose releases snap to multiples of `page` points, as a
/// carousel's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` does.
final class SnappingLayout: CollectionViewLayout {
    let base = FlowLayout(configuration: Fixtures.listFlow)
    let page: Double
    private(set) var askedVelocities: [Point] = []

    init(page: Double) { self.page = page }

    func prepare(in context: LayoutContext) { base.prepare(in: context) }
    var contentSize: Size { base.contentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }

    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        askedVelocities.append(velocity)
        return Point(x: proposed.x, y: (proposed.y / page).rounded() * page)
    }
}

/// Where a free deceleration from `x0` at `v` pt/s comes to rest, from the
/// closed form of `docs/simulator.md` computed here independently:
/// `x0 + v0·d·(1 − d^T)/(1 − d)`, T = ⌈ln(0.01/|v0|)/ln d⌉ ms.
private func freeStop(from x0: Double, velocity: Double, rate d: Double = 0.998) -> Double {
    let v0 = velocity / 1000
    let t = (Glibc.log(0.01 / abs(v0)) / Glibc.log(d)).rounded(.up)
    return x0 + v0 * d * (1 - Glibc.pow(d, t)) / (1 - d)
}

private func pixel(_ value: Double) -> Double { (value * 3).rounded() / 3 }

private func makeSimulator(
    feed: Feed, layout: any CollectionViewLayout = FlowLayout(configuration: Fixtures.listFlow),
    viewport: Size = Size(width: 375, height: 600), events: @escaping (Event) -> Void
) -> Simulator {
    let simulator = Simulator(
        configuration: SimulatorConfiguration(viewport: viewport),
        layout: layout, data: Fixtures.list(count: feed.count), onEvent: events)
    simulator.dataSource = feed
    simulator.delegate = feed
    simulator.start()
    return simulator
}

@Suite("Run loop: user code inside the simulation")
struct RunLoopTests {
    @Test("a load-more data source grows the feed while it is flung, and the fling runs on into the new rows")
    func loadMoreDuringFling() throws {
        var events: [Event] = []
        let feed = Feed(count: 30, pages: 5)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        try simulator.fling(velocity: Point(x: 0, y: 8000))
        try simulator.runUntilIdle()
        // 30 rows end at 3000 (max offset 2400): row 29 shows once the
        // offset passes 2300, 20 rows are appended (max 4400), and the free
        // stop of an 8000 pt/s fling, ≈ 3987, is inside the new range; row
        // 49 (4900) never shows, so one page only.
        #expect(feed.count == 50)
        let stop = freeStop(from: 0, velocity: 8000)
        #expect(stop > 2400 && stop < 4400)
        #expect(abs(simulator.contentOffset.y - pixel(stop)) <= 1.0 / 3)
        #expect(events.map(\.seq) == Array(0..<events.count))
        #expect(events.contains { $0.payload == .contentSizeChange(size: Size(width: 375, height: 5000)) })
        #expect(events.last?.type == "didEndDecelerating")
    }

    @Test("the same fling without loading more bounces at the old end and rests there")
    func flingWithoutLoadMoreStopsAtTheEnd() throws {
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { _ in }
        try simulator.fling(velocity: Point(x: 0, y: 8000))
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == 2400)
    }

    @Test("deleting most rows under a moving fling bounces back to the new end and rests inside it")
    func deleteMidFling() throws {
        var events: [Event] = []
        let feed = Feed(count: 60)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        try simulator.fling(velocity: Point(x: 0, y: 5000))
        // After 0.6 s the offset is 2495·(1 − 0.998^600) ≈ 1744 and still
        // moving; deleting rows 20–59 leaves 2000 pt of content (max 1400).
        try simulator.advance(seconds: 0.6)
        #expect(simulator.contentOffset.y > 1700 && simulator.isDecelerating)
        feed.count = 20
        let mark = events.count
        try simulator.deleteItems(at: (20..<60).map { IndexPath(item: $0, section: 0) })
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == 1400)
        let after = events[mark...].compactMap(\.scrollOffset).map(\.y)
        // No jump: the content is overscrolled after the deletion and
        // bounces back, never above where it was, never below the edge.
        #expect(after.first.map { $0 > 1400 } == true)
        #expect(after.allSatisfy { $0 >= 1400 })
        #expect(simulator.indexPathsForVisibleItems == (14..<20).map { IndexPath(item: $0, section: 0) })
        #expect(events.last?.type == "didEndDecelerating")
    }

    @Test("content that shrinks under a resting offset is clamped at once, on the same tick")
    func shrinkUnderRestingOffset() throws {
        var events: [Event] = []
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        try simulator.setContentOffset(Point(x: 0, y: 2400), animated: false)
        feed.count = 10
        let tick = simulator.tick
        try simulator.deleteItems(at: (10..<30).map { IndexPath(item: $0, section: 0) })
        // 10 rows: 1000 pt, max offset 400.
        #expect(simulator.contentOffset.y == 400)
        #expect(simulator.tick == tick)
        #expect(events.last { $0.type == "didScroll" }?.payload == .didScroll(offset: Point(x: 0, y: 400)))
    }

    @Test("a snapping layout is asked on a slow release and the view rests on its target")
    func snappingLayoutOnSlowRelease() throws {
        var events: [Event] = []
        let layout = SnappingLayout(page: 300)
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed, layout: layout) { events.append($0) }
        // The finger moves up 200 pt over 1 s: 200 pt/s, under the 250 pt/s
        // release threshold, so the proposed target is the offset, 200; the
        // layout snaps it to the nearest multiple of 300.
        try simulator.touchDown()
        try simulator.moveFinger(by: Point(x: 0, y: -200), duration: 1)
        try simulator.advance(seconds: 1)
        #expect(simulator.contentOffset.y == 200)
        try simulator.liftFinger()
        #expect(layout.askedVelocities.last == .zero)
        #expect(events.contains { $0.payload == .willEndDragging(velocity: .zero, targetOffset: Point(x: 0, y: 300)) })
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: true) })
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == 300)
        #expect(events.last?.type == "didEndDecelerating")
    }

    @Test("willEndDragging gets the velocity in points per millisecond and may move the target")
    func delegateMovesTheTarget() throws {
        var events: [Event] = []
        let feed = Feed(count: 30)
        feed.targetOverride = Point(x: 0, y: 500)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        try simulator.fling(velocity: Point(x: 0, y: 2000))
        #expect(feed.seenVelocity == Point(x: 0, y: 2))
        // The log reports the target the delegate chose, in the log's unit (pt/s).
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 2000), targetOffset: Point(x: 0, y: 500)) })
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == 500)
    }

    @Test("the finger: touch down, move over time, lift at its own velocity")
    func fingerPrimitives() throws {
        var events: [Event] = []
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        try simulator.touchDown(at: Point(x: 100, y: 400))
        #expect(simulator.isTracking && simulator.isDragging && !simulator.isDecelerating)
        // 120 pt up over 0.1 s = 6 ticks of 20 pt: 1200 pt/s content velocity.
        try simulator.moveFinger(to: Point(x: 100, y: 280), duration: 0.1)
        try simulator.advance(ticks: 3)
        #expect(simulator.contentOffset.y == 60)
        try simulator.advance(ticks: 3)
        #expect(simulator.contentOffset.y == 120)
        try simulator.liftFinger()
        #expect(!simulator.isTracking && simulator.isDecelerating)
        #expect(events.contains { $0.payload == .willEndDragging(velocity: Point(x: 0, y: 1200), targetOffset: Point(x: 0, y: pixel(120 + (1.2 - 0.01) / -Glibc.log(0.998)))) })
    }

    @Test("a finger that rests a tick before lifting releases at 0.75 of its speed, two ticks at 0")
    func restingFingerSlowsTheRelease() throws {
        for (rest, expected) in [(1, 900.0), (2, 0.0)] {
            var events: [Event] = []
            let feed = Feed(count: 30)
            let simulator = makeSimulator(feed: feed) { events.append($0) }
            try simulator.touchDown()
            try simulator.moveFinger(by: Point(x: 0, y: -120), duration: 0.1)
            try simulator.advance(ticks: 6 + rest)
            try simulator.liftFinger()
            // 0.75·previous + 0.25·last: previous 1200 and last 0 → 900;
            // both 0 → 0 (a zero-velocity release).
            let release = try #require(events.last { $0.type == "willEndDragging" })
            guard case .willEndDragging(let velocity, _) = release.payload else { Issue.record("not a release"); return }
            #expect(velocity.y == expected)
        }
    }

    @Test("setContentOffset animated starts on the current tick and ends 0.3 s later; time moves only when advanced")
    func programmaticAnimationRunsWithTheClock() throws {
        var events: [Event] = []
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        let start = simulator.tick
        try simulator.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(simulator.tick == start && simulator.contentOffset.y == 0 && !simulator.isIdle)
        try simulator.advance(ticks: 9)
        // Half way (150 ms of 300): sin²(π/4) = 0.5 → 300.
        #expect(simulator.contentOffset.y == 300)
        try simulator.advance(ticks: 9)
        #expect(simulator.contentOffset.y == 600 && simulator.isIdle)
        #expect(events.last?.type == "didEndScrollingAnimation")
    }

    @Test("scroll to top: an animated scroll to -contentInset.top that ends with didScrollToTop only")
    func scrollToTop() throws {
        var events: [Event] = []
        let simulator = Simulator(
            configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600),
                                                  contentInset: EdgeInsets(top: 88, left: 0, bottom: 0, right: 0)),
            layout: FlowLayout(configuration: Fixtures.listFlow), data: Fixtures.list(count: 30)
        ) { events.append($0) }
        simulator.start()
        try simulator.setContentOffset(Point(x: 0, y: 1000), animated: false)
        let mark = events.count
        try simulator.scrollToTop()
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == -88)
        let callbacks = events[mark...].map(\.type).filter { !["didScroll", "willDisplay", "didEndDisplaying", "visible"].contains($0) }
        #expect(callbacks == ["didScrollToTop"])
    }

    @Test("a delegate that declines scrollViewShouldScrollToTop stops it")
    func scrollToTopDeclined() throws {
        final class Declining: CollectionViewDelegate {
            func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool { false }
        }
        let declining = Declining()
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { _ in }
        simulator.delegate = declining
        try simulator.setContentOffset(Point(x: 0, y: 1000), animated: false)
        try simulator.scrollToTop()
        try simulator.runUntilIdle()
        #expect(simulator.contentOffset.y == 1000)
    }

    @Test("perform from inside a callback is refused with an error, and the log stays dense")
    func performFromCallbackIsRefused() throws {
        var events: [Event] = []
        var refusals: [SimulationError] = []
        var simulator: Simulator!
        simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
                              layout: FlowLayout(configuration: Fixtures.listFlow), data: Fixtures.list(count: 30)) { event in
            events.append(event)
            if event.type == "didScroll" {
                do throws(SimulationError) { try simulator.perform(.wait(seconds: 0.1)) } catch { refusals.append(error) }
            }
        }
        simulator.start()
        try simulator.perform(Fixtures.drag(y: -200, duration: 0.1))
        try simulator.perform(.settle(maxSeconds: 10))
        #expect(!refusals.isEmpty)
        #expect(refusals.first?.message.contains("inside a callback") == true)
        #expect(events.map(\.seq) == Array(0..<events.count))
    }

    @Test("a batch whose counts do not add up is refused as UIKit refuses it, and nothing changes")
    func inconsistentBatchIsRefused() throws {
        let feed = Feed(count: 30)
        var events: [Event] = []
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        let before = events.count
        // The data source still says 30 after inserting one.
        #expect(throws: SimulationError.self) {
            try simulator.insertItems(at: [IndexPath(item: 30, section: 0)])
        }
        #expect(events.count == before)
        #expect(simulator.data.numberOfItems(inSection: 0) == 30)
    }

    @Test("changes a delegate makes from callbacks apply after the pass, on the same tick, in order")
    func deferredChangesApplyOnTheSameTick() throws {
        final class Jumper: CollectionViewDelegate {
            var jumped = false
            func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
                guard indexPath.item == 7, !jumped else { return }
                jumped = true
                try? collectionView.setContentOffset(Point(x: 0, y: 1000), animated: false)
            }
        }
        var events: [Event] = []
        let jumper = Jumper()
        let feed = Feed(count: 30)
        let simulator = makeSimulator(feed: feed) { events.append($0) }
        simulator.delegate = jumper
        try simulator.setContentOffset(Point(x: 0, y: 150), animated: false)
        // Row 7 (700–800) enters at offset 150 (visible to 750); the jump
        // to 1000 applies after that pass's callbacks, still on this tick.
        let display7 = try #require(events.firstIndex { $0.payload == .willDisplay(DisplayedElement(element: .cell(7, section: 0), frame: Rect(x: 0, y: 700, width: 375, height: 100))) })
        let jump = try #require(events.firstIndex { $0.payload == .didScroll(offset: Point(x: 0, y: 1000)) })
        #expect(jump > display7)
        #expect(events[jump].tick == events[display7].tick)
        #expect(events[display7..<jump].contains { $0.type == "visible" })
        #expect(simulator.contentOffset.y == 1000)
    }
}
