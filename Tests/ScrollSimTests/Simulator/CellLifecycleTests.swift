import ScrollSim
import ScrollSimTesting
import Testing

/// The cell lifecycle of "Cells" in `docs/simulator.md`, on the fixture
/// list: a 375×600 view over rows of 100 pt (item i at y 100·i … 100·i+100)
/// with the default distances: cells requested 0.25 × 600 = 150 pt ahead,
/// prefetching 1 × 600 = 600 pt ahead, cells kept within 150 pt of the
/// visible rect.
@Suite("Cells: requests ahead of display, the reversal window, reuse pools, prefetching")
struct CellLifecycleTests {
    /// The cell and display events of `events`, one short line each.
    static func lines(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.payload {
            case .cellRequest(let item, _, let reused, _): "request \(item.item)\(reused ? " reused" : "")"
            case .cellEnqueue(let item, _, _): "enqueue \(item.item)"
            case .willDisplay(let shown) where shown.element.kind == .cell: "show \(shown.element.item)"
            case .didEndDisplaying(let shown) where shown.element.kind == .cell: "end \(shown.element.item)"
            case .prefetch(let items, _): "prefetch \(items.map(\.item))"
            case .cancelPrefetch(let items, _): "cancel \(items.map(\.item))"
            default: nil
            }
        }
    }

    static func recorder(count: Int = 100, scrollView: ScrollViewConfiguration = ScrollViewConfiguration()) -> Recorder {
        Recorder(scrollView: scrollView, log: LogOptions(cells: true), data: Fixtures.list(count: count))
    }

    @Test("tick 0: each visible cell is requested just before its willDisplay, then two ahead, then 8–11 prefetched")
    func initialPass() {
        let recorder = Self.recorder()
        // Visible 0…600: items 0–5 (item 6 only touches the edge). With no
        // move yet the heading is forward (down). The strip 600…1200 holds
        // items 6–11 at distances 0, 100, … 500: 6 and 7 are within 150 and
        // get cells; 8–11 are prefetched, nearest first.
        #expect(Self.lines(recorder.events) == [
            "request 0", "show 0", "request 1", "show 1", "request 2", "show 2",
            "request 3", "show 3", "request 4", "show 4", "request 5", "show 5",
            "request 6", "request 7", "prefetch [8, 9, 10, 11]",
        ])
    }

    @Test("a jump returns the cells left behind to the pool and the next requests take them")
    func jumpReuses() throws {
        let recorder = Self.recorder()
        let events = try recorder.run(.scrollTo(x: nil, y: 1000, animated: false))
        // Visible 1000…1600: items 10–15; kept within 850…1750. Items 0–5
        // end displaying outside it and go back to the pool at once (6
        // cells); 10–15 take those 6. Ahead (1600…2200): 16 and 17 are new
        // cells (pool empty); prefetched 10 and 11 were requested, 8 and 9
        // left the range: cancelled; 18–21 prefetched. Prepared 6 and 7
        // (600…800) lie outside the window: enqueued last.
        #expect(Self.lines(events) == [
            "end 0", "enqueue 0", "end 1", "enqueue 1", "end 2", "enqueue 2",
            "end 3", "enqueue 3", "end 4", "enqueue 4", "end 5", "enqueue 5",
            "request 10 reused", "show 10", "request 11 reused", "show 11", "request 12 reused", "show 12",
            "request 13 reused", "show 13", "request 14 reused", "show 14", "request 15 reused", "show 15",
            "request 16", "request 17", "cancel [8, 9]", "prefetch [18, 19, 20, 21]",
            "enqueue 6", "enqueue 7",
        ])
    }

    @Test("a reversal redisplays a kept cell without a request and cancels the prefetches ahead")
    func reversal() throws {
        let recorder = Self.recorder()
        // Down to 300: visible 300…900 (items 3–8), kept within 150…1050.
        // Item 0 ends outside it: enqueued; 1 and 2 are kept. 6 and 7 were
        // prepared; 8 takes item 0's cell. Ahead (900…1500): 9 and 10 get
        // new cells, 12–14 are prefetched (11 still is).
        let down = try recorder.run(.scrollTo(x: nil, y: 300, animated: false))
        #expect(Self.lines(down) == [
            "end 0", "enqueue 0", "end 1", "end 2", "show 6", "show 7", "request 8 reused", "show 8",
            "request 9", "request 10", "prefetch [12, 13, 14]",
        ])
        // Up to 200: visible 200…800 (items 2–7), kept within 50…950. 8
        // ends and is kept; 2 comes back with its kept cell. Ahead, upwards
        // (-400…200): 1 is kept, 0 gets a new cell (the pool is empty). The
        // prefetches 11–14, below, are cancelled. 10 (1000…1100) is outside
        // the window: enqueued; 9 (900…1000) still meets it.
        let up = try recorder.run(.scrollTo(x: nil, y: 200, animated: false))
        #expect(Self.lines(up) == [
            "end 8", "show 2", "request 0", "cancel [11, 12, 13, 14]", "enqueue 10",
        ])
    }

    @Test("isPrefetchingEnabled off: a cell is requested just before display and enqueued right after its end")
    func prefetchingOff() throws {
        let recorder = Self.recorder(scrollView: ScrollViewConfiguration(isPrefetchingEnabled: false))
        #expect(Self.lines(recorder.events) == [
            "request 0", "show 0", "request 1", "show 1", "request 2", "show 2",
            "request 3", "show 3", "request 4", "show 4", "request 5", "show 5",
        ])
        let events = try recorder.run(.scrollTo(x: nil, y: 150, animated: false))
        // Visible 150…750: items 1–7. Item 0 ends: enqueued at once; 6 takes
        // its cell, 7 is new.
        #expect(Self.lines(events) == ["end 0", "enqueue 0", "request 6 reused", "show 6", "request 7", "show 7"])
    }

    @Test("a long fling over 1000 rows makes about a screen of cells and reuses them for the rest")
    func longFlingReuses() throws {
        let recorder = Self.recorder(count: 1000)
        try recorder.run(.fling(velocity: Point(x: 0, y: 20_000)), .settle(maxSeconds: 60))
        var created = 0, reused = 0, live = 0, maxLive = 0
        for event in recorder.events {
            switch event.payload {
            case .cellRequest(_, _, let fromPool, _):
                if fromPool { reused += 1 } else { created += 1 }
                live += 1
                maxLive = max(maxLive, live)
            case .cellEnqueue: live -= 1
            default: break
            }
        }
        // The kept window is the visible 600 pt grown by 150 on each side:
        // 900 pt, which meets 10 rows unless its edges fall on row edges.
        // Before any cell leaves it (offset < 250) all 10 rows in it have
        // cells: at least 10 are made. Within one pass, cells ahead are
        // requested before the sweep that returns those behind: at 20 000
        // pt/s a tick moves at most 334 pt, up to 4 rows, so no more than
        // 10 + 4 cells are ever made.
        #expect((10...14).contains(created))
        #expect(maxLive <= 14)
        // The fling passes well over 20 rows: the rest came from the pool.
        #expect(reused > 20)
        #expect(recorder.simulator.contentOffset.y > 2000)
    }

    @Test("each reuse identifier has its own pool")
    func poolsPerIdentifier() throws {
        // Even items use "even", odd ones "odd".
        let items = (0..<100).map { ItemSpec(width: 375, height: 100, reuseIdentifier: $0 % 2 == 0 ? "even" : "odd") }
        let recorder = Recorder(log: LogOptions(cells: true),
                                data: CollectionData(sections: [SectionData(items: .explicit(items))]))
        let events = try recorder.run(.scrollTo(x: nil, y: 1000, animated: false))
        // As in the jump above: 0–5 go back (0, 2, 4 to "even"; 1, 3, 5 to
        // "odd"), and 10–15 take them by parity, each identifier from its own pool.
        for event in events {
            if case .cellRequest(let item, let identifier, let reused, _) = event.payload, (10...15).contains(item.item) {
                #expect(identifier == (item.item % 2 == 0 ? "even" : "odd"))
                #expect(reused)
            }
            if case .cellEnqueue(let item, let identifier, _) = event.payload {
                #expect(identifier == (item.item % 2 == 0 ? "even" : "odd"))
            }
        }
    }

    @Test("a deleted item's cell goes back to the pool after its end of display; rows that stay keep theirs")
    func deleteReturnsCells() throws {
        let recorder = Self.recorder()
        let events = try recorder.run(.deleteItems(section: 0, items: [2]))
        // Items 0 and 1 keep their paths and cells. Paths 2–7 now name other
        // content: displayed 2–5 end displaying and go back to the pool at
        // once, prepared 6 and 7 at the start of the pass. The new 2–5 take
        // four of those six cells; ahead, 6 and 7 take the last two. 8–11
        // were prefetched as old items 8–11, now 7–10: 7 got a cell, 8–10
        // stay prefetched, 11 (old 12) is new in the range.
        #expect(Self.lines(events) == [
            "enqueue 6", "enqueue 7",
            "end 2", "enqueue 2", "end 3", "enqueue 3", "end 4", "enqueue 4", "end 5", "enqueue 5",
            "request 2 reused", "show 2", "request 3 reused", "show 3", "request 4 reused", "show 4",
            "request 5 reused", "show 5", "request 6 reused", "request 7 reused", "prefetch [11]",
        ])
    }

    @Test("reloadData returns every cell and forgets the prefetches")
    func reloadReturnsEverything() throws {
        let recorder = Self.recorder()
        let events = try recorder.run(.reloadData(nil))
        // Every path may name other content: prepared 6, 7 go back first,
        // then 0–5 as they end displaying; the six displayed again and the
        // two ahead take the eight pooled cells; 8–11 are prefetched anew.
        #expect(Self.lines(events) == [
            "enqueue 6", "enqueue 7",
            "end 0", "enqueue 0", "end 1", "enqueue 1", "end 2", "enqueue 2",
            "end 3", "enqueue 3", "end 4", "enqueue 4", "end 5", "enqueue 5",
            "request 0 reused", "show 0", "request 1 reused", "show 1", "request 2 reused", "show 2",
            "request 3 reused", "show 3", "request 4 reused", "show 4", "request 5 reused", "show 5",
            "request 6 reused", "request 7 reused", "prefetch [8, 9, 10, 11]",
        ])
    }

    @Test("a horizontal carousel looks ahead to the right, in viewport widths")
    func horizontal() throws {
        // 400×300 view, 100×300 items side by side: item i at x 100·i. Only
        // the x range is open, so the first heading is rightwards; 0.25 and
        // 1 viewport widths are 100 and 400 pt.
        let layout = FlowLayout(configuration: FlowLayoutConfiguration(
            itemSize: Size(width: 100, height: 300), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            scrollDirection: .horizontal))
        let recorder = Recorder(viewport: Size(width: 400, height: 300), log: LogOptions(cells: true), layout: layout,
                                data: CollectionData(sections: [SectionData(items: .uniform(count: 50, size: Size(width: 100, height: 300)))]))
        // Visible 0…400: items 0–3. Ahead 400…800: 4 (distance 0) gets a
        // cell, 5–7 (100, 200, 300) are prefetched.
        #expect(Self.lines(recorder.events) == [
            "request 0", "show 0", "request 1", "show 1", "request 2", "show 2", "request 3", "show 3",
            "request 4", "prefetch [5, 6, 7]",
        ])
        // To x 250: visible 250…650 (items 2–6), kept within 150…750. 0 ends
        // outside it (enqueued), 1 is kept. 4 shows its prepared cell, 5 takes
        // item 0's, 6 is new. Ahead (650…1050): 7 (distance 50) gets a cell,
        // 8–10 are prefetched; 5–7 were requested, so nothing is cancelled.
        let events = try recorder.run(.scrollTo(x: 250, y: nil, animated: false))
        #expect(Self.lines(events) == [
            "end 0", "enqueue 0", "end 1", "show 4", "request 5 reused", "show 5", "request 6", "show 6",
            "request 7", "prefetch [8, 9, 10]",
        ])
    }

    /// A prefetch data source and delegate that journal their calls.
    final class Prefetcher: CollectionViewDataSourcePrefetching, CollectionViewDelegate {
        var journal: [(verb: String, items: [Int])] = []
        func collectionView(_ collectionView: Simulator, prefetchItemsAt indexPaths: [IndexPath]) {
            journal.append(("prefetch", indexPaths.map(\.item)))
        }
        func collectionView(_ collectionView: Simulator, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            journal.append(("cancel", indexPaths.map(\.item)))
        }
        func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
            journal.append(("show", [indexPath.item]))
        }
        func items(_ verb: String) -> [Int] { journal.filter { $0.verb == verb }.flatMap(\.items) }
    }

    @Test("a prefetch data source gets rows ahead of the shown ones before they show, a reversal cancels, and off stops it")
    func prefetchDataSource() throws {
        // No cell logging: the prefetch data source alone makes the simulator keep cells.
        let prefetcher = Prefetcher()
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
                                  layout: FlowLayout(configuration: Fixtures.listFlow), data: Fixtures.list(count: 1000)) { _ in }
        simulator.prefetchDataSource = prefetcher
        simulator.delegate = prefetcher
        simulator.start()
        // Tick 0 as in `initialPass`: 8–11 prefetched after rows 0–5 show.
        #expect(prefetcher.items("prefetch") == [8, 9, 10, 11])
        try simulator.fling(velocity: Point(x: 0, y: 8000))
        try simulator.advance(seconds: 0.5)
        // Every prefetch names rows below every row shown so far, and every
        // row shown from 8 on was prefetched earlier (at ≤ 134 pt a tick no
        // row skips the 450 pt band between the cell and prefetch distances).
        var shownMax = 5
        var prefetched: Set<Int> = []
        for entry in prefetcher.journal {
            if entry.verb == "show" {
                shownMax = max(shownMax, entry.items[0])
                if entry.items[0] >= 8 { #expect(prefetched.contains(entry.items[0]), "row \(entry.items[0]) shown unprefetched") }
            }
            if entry.verb == "prefetch" {
                #expect(entry.items.allSatisfy { $0 > shownMax })
                #expect(entry.items == entry.items.sorted(), "nearest first")
                prefetched.formUnion(entry.items)
            }
        }
        #expect(shownMax > 30)
        #expect(prefetcher.items("cancel").isEmpty)
        // A drag upwards reverses: the rows prefetched below are cancelled.
        let before = prefetcher.journal.count
        try simulator.touchDown()
        try simulator.moveFinger(by: Point(x: 0, y: 200), duration: 0.1)
        try simulator.advance(seconds: 0.1)
        let cancelled = prefetcher.journal[before...].filter { $0.verb == "cancel" }.flatMap(\.items)
        #expect(!cancelled.isEmpty)
        // Outstanding prefetches were never shown, and every row up to the
        // lowest shown one was (no tick moves past a whole screen).
        #expect(cancelled.allSatisfy { $0 > shownMax && prefetched.contains($0) })
        try simulator.liftFinger()
        // Off: no prefetch from the next pass on, whatever the scroll does.
        simulator.isPrefetchingEnabled = false
        let off = prefetcher.journal.count
        try simulator.fling(velocity: Point(x: 0, y: 8000))
        try simulator.runUntilIdle(maxSeconds: 60)
        #expect(prefetcher.journal[off...].allSatisfy { $0.verb != "prefetch" })
        #expect(prefetcher.journal[off...].contains { $0.verb == "show" })
    }

    @Test("a prefetch data source set after the first layout: the rows on screen are taken as they are")
    func lateObserver() throws {
        let recorder = Recorder()
        let prefetcher = Prefetcher()
        recorder.simulator.prefetchDataSource = prefetcher
        // The next pass (a jump to 100: rows 1–6 shown) adopts 0–5 with no
        // request; 0 (0…100) is kept within -50…850; 7 and 8 get cells ahead
        // and 9–12 are prefetched.
        try recorder.run(.scrollTo(x: nil, y: 100, animated: false))
        #expect(prefetcher.items("prefetch") == [9, 10, 11, 12])
    }
}
