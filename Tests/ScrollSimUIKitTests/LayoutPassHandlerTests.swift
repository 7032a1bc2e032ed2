import struct ScrollSim.SimulationError
import ScrollSimUIKit
import Testing

/// User code a layout calls during a layout pass — here a compositional
/// section's `visibleItemsInvalidationHandler` — that changes the
/// collection view: the change waits for the pass to end, as a delegate's
/// does (`docs/uikit.md`, "How UIKit's calls are made": changes from a
/// layout pass); time cannot move
/// inside the pass; a handler that keeps changing things is stopped by the
/// runaway limit instead of recursing or looping for ever.
///
/// The layout (by hand): one section of full-width rows 100 pt tall in a
/// 375 × 600 view, so rows 0…5 fill the screen and each row's frame is
/// y = 100·item … 100·item + 100; 30 rows make content 3000 tall.
@MainActor
@Suite("ScrollSimUIKit: changes made from a layout pass")
struct LayoutPassHandlerTests {
    /// A one-section data source whose count the tests change.
    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    /// Rows 100 pt tall whose section calls `handler` on every layout pass.
    private func rowsLayout(handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = handler
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func collectionView(_ layout: UICollectionViewLayout, _ rows: Rows) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = rows
        view.delegate = rows
        return view
    }

    /// The error `body` throws, or `nil`.
    private func thrown(_ body: () throws(SimulationError) -> Void) -> SimulationError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("an insert from the handler applies when the pass ends: the handler still sees the old count, the view then the new")
    func insertWaitsForThePass() throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var countsSeenAfterInsert: [Int] = []
        let layout = rowsLayout { _, _, _ in
            guard let view = weakView, rows.count == 30 else { return }
            rows.count = 31
            view.insertItems(at: [IndexPath(item: 30, section: 0)])
            countsSeenAfterInsert.append(view.numberOfItems(inSection: 0))
        }
        let view = collectionView(layout, rows)
        weakView = view
        view.layoutIfNeeded()
        try view.runUntilIdle(maxSeconds: 1)
        // Inside the pass the insert has not applied yet: still 30.
        #expect(countsSeenAfterInsert == [30])
        #expect(view.numberOfItems(inSection: 0) == 31)
        // 31 rows of 100 pt.
        #expect(view.contentSize.height == 3100)
        let dataChange = try #require(view.events.firstIndex { $0.type == "dataChange" })
        // The pass it was made in ended first: its visible set was logged before.
        #expect(view.events[..<dataChange].contains { $0.type == "visible" })
        #expect(view.events.map(\.seq) == Array(0..<view.events.count))
    }

    @Test("a reload, a reloadData and a batch from the handler apply after the pass, once each", arguments: [0, 1, 2])
    func otherChangesWaitForThePass(_ kind: Int) throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var done = false
        var eventsWhenMade: Int?
        let layout = rowsLayout { _, _, _ in
            guard let view = weakView, !done else { return }
            done = true
            switch kind {
            case 0: view.reloadItems(at: [IndexPath(item: 2, section: 0)])
            case 1: view.reloadData()
            default: view.performBatchUpdates({ rows.count = 25; view.deleteItems(at: (25..<30).map { IndexPath(item: $0, section: 0) }) })
            }
            eventsWhenMade = view.events.count
        }
        let view = collectionView(layout, rows)
        weakView = view
        try view.advance(ticks: 1)
        #expect(done)
        // Nothing was logged by the call itself: it waited for the pass.
        let dataChange = try #require(view.events.firstIndex { $0.type == "dataChange" })
        #expect(try #require(eventsWhenMade) <= dataChange)
        // The pass it was made in ended first: its visible set was logged before.
        #expect(view.events[..<dataChange].contains { $0.type == "visible" })
        #expect(view.numberOfItems(inSection: 0) == (kind == 2 ? 25 : 30))
        #expect(view.events.filter { $0.type == "dataChange" }.count == 1)
    }

    @Test("a diffable snapshot applied from the handler: no recursion, the completion sees the new count")
    func snapshotFromTheHandler() throws {
        weak var weakSource: UICollectionViewDiffableDataSource<Int, Int>?
        var applied = false
        var countInCompletion: Int?
        weak var weakView: UICollectionView?
        let layout = rowsLayout { _, _, _ in
            guard let source = weakSource, !applied else { return }
            applied = true
            var snapshot = source.snapshot()
            snapshot.appendItems(Array(100..<110), toSection: 0)
            source.apply(snapshot) { countInCompletion = weakView?.numberOfItems(inSection: 0) }
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        weakView = view
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        weakSource = source
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        source.apply(snapshot)
        view.layoutIfNeeded()
        try view.runUntilIdle(maxSeconds: 1)
        // 30 + 10 appended.
        #expect(view.numberOfItems(inSection: 0) == 40)
        #expect(countInCompletion == 40)
    }

    @Test("advance and runUntilIdle from the handler are refused: time cannot move inside a layout pass")
    func timeCannotMoveInsideAPass() throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var refusals: [SimulationError.Reason] = []
        let layout = rowsLayout { _, _, _ in
            guard let view = weakView, refusals.isEmpty else { return }
            do throws(SimulationError) { try view.advance(ticks: 1) } catch { refusals.append(error.reason) }
            do throws(SimulationError) { try view.runUntilIdle(maxSeconds: 1) } catch { refusals.append(error.reason) }
        }
        let view = collectionView(layout, rows)
        weakView = view
        try view.advance(ticks: 2)
        #expect(refusals == [.calledFromLayoutPass("advance"), .calledFromLayoutPass("runUntilIdle")])
        #expect(String(describing: SimulationError(origin: .call, reason: refusals[0])).contains("inside a layout pass"))
        // The refusals moved no time: two ticks from the test's own call.
        #expect(view.simulator.tick == 2)
    }

    @Test("a handler that inserts or deletes on every pass is stopped by the runaway limit, not a stack overflow")
    func changingDataOnEveryPassIsARunaway() throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var changes = 0
        let layout = rowsLayout { _, _, _ in
            guard let view = weakView else { return }
            changes += 1
            // Row 30 in, then out again: the collection stays small, so the
            // 10,000 changes cost little.
            if rows.count == 30 {
                rows.count = 31
                view.insertItems(at: [IndexPath(item: 30, section: 0)])
            } else {
                rows.count = 30
                view.deleteItems(at: [IndexPath(item: 30, section: 0)])
            }
        }
        let view = collectionView(layout, rows)
        weakView = view
        let error = thrown { () throws(SimulationError) in try view.advance(ticks: 1) }
        guard case .runawayCallbacks(let limit, _)? = error?.reason else {
            Issue.record("expected a runaway error, got \(String(describing: error))")
            return
        }
        #expect(limit == 10_000)
        #expect(changes > 10_000)
    }

    @Test("a handler that moves the offset on every pass is stopped by the runaway limit; runUntilIdle returns")
    func movingTheOffsetOnEveryPassIsARunaway() throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var calls = 0
        let layout = rowsLayout { _, offset, _ in
            guard let view = weakView else { return }
            calls += 1
            // One point further on every pass (wrapping inside the 2400 pt range).
            view.contentOffset = CGPoint(x: 0, y: (offset.y + 1).truncatingRemainder(dividingBy: 2400))
        }
        let view = collectionView(layout, rows)
        weakView = view
        let error = thrown { () throws(SimulationError) in try view.runUntilIdle(maxSeconds: 1) }
        guard case .runawayCallbacks? = error?.reason else {
            Issue.record("expected a runaway error, got \(String(describing: error))")
            return
        }
        // Each applied offset ran one pass, which called the handler once more.
        #expect(calls > 10_000)
    }

    @Test("a handler that sets the same offset on every pass comes to rest there")
    func settingTheSameOffsetComesToRest() throws {
        let rows = Rows(count: 30)
        weak var weakView: UICollectionView?
        var calls = 0
        let layout = rowsLayout { _, _, _ in
            calls += 1
            weakView?.contentOffset = CGPoint(x: 0, y: 250)
        }
        let view = collectionView(layout, rows)
        weakView = view
        try view.runUntilIdle(maxSeconds: 1)
        #expect(view.contentOffset == CGPoint(x: 0, y: 250))
        // At 250 the rows 2…8 meet the visible 250…850.
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(2...8))
        #expect(calls < 10)
    }

    @Test("a diffable apply from a delegate callback calls its completion once the collection view shows the new data")
    func snapshotFromADelegateCompletesAfterItApplies() throws {
        final class LoadMore: NSObject, UICollectionViewDelegate {
            var source: UICollectionViewDiffableDataSource<Int, Int>?
            var countInCompletion: Int?
            var countAfterApply: Int?
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                guard let source, indexPath.item == 5, countAfterApply == nil else { return }
                var snapshot = source.snapshot()
                snapshot.appendItems(Array(100..<120), toSection: 0)
                source.apply(snapshot) { self.countInCompletion = collectionView.numberOfItems(inSection: 0) }
                countAfterApply = collectionView.numberOfItems(inSection: 0)
            }
        }
        let layout = rowsLayout { _, _, _ in }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        let delegate = LoadMore()
        delegate.source = source
        view.delegate = delegate
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        source.apply(snapshot)
        // Row 5 (500…600) is displayed by the first layout.
        view.layoutIfNeeded()
        try view.advance(ticks: 1)
        // Inside the callback the batch waits for the pass: still 10 rows.
        #expect(delegate.countAfterApply == 10)
        // The completion ran after it applied: 10 + 20.
        #expect(delegate.countInCompletion == 30)
        #expect(view.numberOfItems(inSection: 0) == 30)
    }
}
