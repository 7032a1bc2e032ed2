import ScrollSimUIKit
import Testing

/// A feed of 1000 rows with a cell class that counts its reuses, a data
/// source that records every cell it hands out, a delegate that records
/// display, and a prefetching data source, all writing one journal.
@MainActor
private final class Feed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    final class Cell: UICollectionViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// "cell 3", "show 3", "end 3", "prefetch [8, 9]", "cancel [8, 9]".
    var journal: [String] = []
    /// Every distinct cell handed out.
    var made: [ObjectIdentifier: Cell] = [:]
    /// The cell last handed out for each item.
    var cellOfItem: [Int: UICollectionViewCell] = [:]
    var sameCellShown = true

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        if let cell = cell as? Cell { made[ObjectIdentifier(cell)] = cell }
        cellOfItem[indexPath.item] = cell
        journal.append("cell \(indexPath.item)")
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if cellOfItem[indexPath.item] !== cell { sameCellShown = false }
        journal.append("show \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if cellOfItem[indexPath.item] !== cell { sameCellShown = false }
        journal.append("end \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        journal.append("prefetch \(indexPaths.map(\.item))")
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        journal.append("cancel \(indexPaths.map(\.item))")
    }

    /// The verb and the items of a journal line.
    static func parse(_ line: String) -> (verb: String, items: [Int]) {
        let verb = String(line.prefix { $0 != " " })
        let digits = line.dropFirst(verb.count).split { !$0.isNumber }
        return (verb, digits.compactMap { Int($0) })
    }

    /// The items of the journal entries named `verb`, in order.
    func items(_ verb: String, from start: Int = 0) -> [Int] {
        journal[start...].map(Self.parse).filter { $0.verb == verb }.flatMap(\.items)
    }
}

/// The cell lifecycle through UIKit's API, on rows of 375×100 with no
/// spacing (item i at y 100·i) in a 375×600 view, with the default
/// distances of "Cells" in `docs/simulator.md`: cells requested 150 pt
/// ahead, data prefetched 600 pt ahead, cells kept within 150 pt.
@MainActor
@Suite("ScrollSimUIKit: cells requested ahead, kept for a reversal, reused, and prefetching")
struct UIKitCellLifecycleTests {
    private func makeView(_ feed: Feed, prefetching: Bool = true) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(Feed.Cell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = feed
        view.delegate = feed
        view.prefetchDataSource = feed
        view.isPrefetchingEnabled = prefetching
        return view
    }

    @Test("during a long fling items are prefetched ahead of the displayed ones, before display; a reversal cancels")
    func prefetchAheadThenCancel() throws {
        let feed = Feed()
        let view = makeView(feed)
        view.layoutIfNeeded()
        // Tick 0: rows 0–5 shown; 6 and 7 (within 150 pt) get cells ahead;
        // 8–11 (the rest of the 600 pt strip) are prefetched.
        #expect(feed.items("prefetch") == [8, 9, 10, 11])
        #expect(feed.items("cell") == [0, 1, 2, 3, 4, 5, 6, 7])
        try view.fling(velocity: CGPoint(x: 0, y: 8000))
        try view.advance(seconds: 0.5)
        // At 8000 pt/s a tick moves at most 134 pt, less than the 450 pt
        // band between the two distances: every row from 8 on passes
        // through the prefetch band before it gets a cell and is shown.
        var shownMax = 5
        var firstPrefetch: [Int: Int] = [:], firstShow: [Int: Int] = [:]
        for (index, line) in feed.journal.enumerated() {
            let (verb, items) = Feed.parse(line)
            switch verb {
            case "show":
                shownMax = max(shownMax, items[0])
                if firstShow[items[0]] == nil { firstShow[items[0]] = index }
            case "prefetch":
                for item in items {
                    #expect(item > shownMax, "prefetched \(item) is not ahead of the shown rows (up to \(shownMax))")
                    if firstPrefetch[item] == nil { firstPrefetch[item] = index }
                }
            default:
                break
            }
        }
        #expect(shownMax > 30)
        for (item, shown) in firstShow where item >= 8 {
            #expect((firstPrefetch[item] ?? Int.max) < shown, "row \(item) was not prefetched before it was shown")
        }
        let prefetched = Set(firstPrefetch.keys)
        #expect(feed.items("cancel").isEmpty)
        // Reversal: a fling upwards. The prefetched rows below the screen are
        // now behind: cancelled, and none of them shown since.
        let reversal = feed.journal.count
        try view.fling(velocity: CGPoint(x: 0, y: -8000))
        try view.advance(ticks: 2)
        let cancelled = feed.items("cancel", from: reversal)
        #expect(!cancelled.isEmpty)
        let shownAfter = Set(feed.items("show", from: reversal))
        for item in cancelled {
            #expect(prefetched.contains(item))
            #expect(!shownAfter.contains(item))
        }
    }

    @Test("isPrefetchingEnabled = false: no prefetching, and each cell is asked for just before its willDisplay")
    func prefetchingOff() throws {
        let feed = Feed()
        let view = makeView(feed, prefetching: false)
        try view.fling(velocity: CGPoint(x: 0, y: 8000))
        try view.runUntilIdle()
        #expect(feed.items("prefetch").isEmpty)
        #expect(feed.items("cancel").isEmpty)
        // Every cellForItemAt is followed at once by that row's willDisplay.
        for (index, line) in feed.journal.enumerated() where line.hasPrefix("cell ") {
            #expect(index + 1 < feed.journal.count && feed.journal[index + 1] == "show " + line.dropFirst(5))
        }
        #expect(feed.items("show").count > 30)
    }

    @Test("a 1000-row fling makes about a screen of cells and calls prepareForReuse on every reuse")
    func flingReusesCells() throws {
        let feed = Feed()
        let view = makeView(feed)
        try view.fling(velocity: CGPoint(x: 0, y: 8000))
        try view.runUntilIdle()
        // Cells live within the kept window: 600 pt grown by 150 each way,
        // 900 pt, meeting 10 rows unless its edges fall on row edges; before
        // anything leaves it (offset < 250) all 10 have cells. Within a pass
        // the rows a tick brings ahead (≤ 134 pt at 8000 pt/s: 2 rows) are
        // asked for before those behind go back: 10…12 cells in all.
        #expect((10...12).contains(feed.made.count))
        let asked = feed.items("cell").count
        let reuses = feed.made.values.map(\.reuses).reduce(0, +)
        // Every request beyond the cells made came out of the pool, after
        // prepareForReuse.
        #expect(reuses == asked - feed.made.count)
        #expect(reuses > 20)
        #expect(feed.sameCellShown)
        // visibleCells answers the displayed cells only.
        #expect(view.visibleCells.count == view.indexPathsForVisibleItems.count)
        #expect(view.visibleCells.count <= 7)
    }

    @Test("a cell kept after didEndDisplaying is shown again on a reversal without cellForItemAt")
    func reversalKeepsCell() throws {
        let feed = Feed()
        let view = makeView(feed)
        view.layoutIfNeeded()
        let rowTwo = try #require(feed.cellOfItem[2])
        // Down to 300: rows 0–2 end displaying; 1 and 2 lie within 150 pt
        // of the visible rect (300…900) and are kept, 0 goes back.
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        let before = feed.journal.count
        // Up to 200: row 2 is back on screen with its kept cell.
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(!feed.items("cell", from: before).contains(2))
        #expect(feed.items("show", from: before) == [2])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === rowTwo)
        #expect(rowTwo is Feed.Cell && (rowTwo as? Feed.Cell)?.reuses == 0)
    }
}
