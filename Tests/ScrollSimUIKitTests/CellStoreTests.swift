import struct ScrollSim.ElementID
@testable import ScrollSimUIKit
import Testing

@MainActor
private final class CountingCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The cell store on its own, without a collection view or a simulator:
/// the lifecycle's verbs in the order the simulator calls them, and what
/// each leaves where.
@MainActor
@Suite("ScrollSimUIKit: the cell store")
struct CellStoreTests {
    @Test("a requested cell is live, displayed while shown, and back in its pool only when enqueued")
    func lifecycle() {
        let store = CellStore()
        store.register(CountingCell.self, forCellWithReuseIdentifier: "row")
        let key = CellKey(section: 0, item: 3)
        // Requested ahead of display: made by the data source (here a dequeue), not from a pool.
        let (cell, reused) = store.requestCell(at: key) { store.dequeueCell(withReuseIdentifier: "row") }
        #expect(!reused)
        #expect(cell is CountingCell)
        #expect(store.displayedCell(at: key) == nil)
        // Displayed: the live cell, not a new one (the closure must not run).
        let shown = store.displayCell(at: key) { Issue.record("made a second cell"); return UICollectionViewCell() }
        #expect(shown === cell)
        #expect(store.displayedCell(at: key) === cell)
        #expect(store.key(ofDisplayed: cell) == key)
        // Ended: off screen, still live (kept for a reversal), so not dequeued again.
        #expect(store.endDisplayingCell(at: key) === cell)
        #expect(store.displayedCell(at: key) == nil)
        let other = store.dequeueCell(withReuseIdentifier: "row")
        #expect(other !== cell)
        // Enqueued: the next dequeue of its identifier hands it out after one prepareForReuse.
        store.enqueueCell(at: key)
        let again = store.dequeueCell(withReuseIdentifier: "row")
        #expect(again === cell)
        #expect((again as? CountingCell)?.reuses == 1)
        #expect(store.lastDequeueReused)
    }

    @Test("a cell made to measure its size is the one the request takes, and goes back to its pool on a data change")
    func preparedForSelfSizing() {
        let store = CellStore()
        let key = CellKey(section: 1, item: 0)
        let measured = store.cellToSize(at: key) { store.dequeueCell(withReuseIdentifier: "cell") }
        // Asked again before the request: the same cell, the closure not run.
        #expect(store.cellToSize(at: key) { Issue.record("made a second cell"); return UICollectionViewCell() } === measured)
        let (requested, reused) = store.requestCell(at: key) { Issue.record("asked the data source"); return UICollectionViewCell() }
        #expect(requested === measured)
        #expect(!reused)
        // Another item prepared, then a data change: back to the pool, out on the next dequeue.
        let stale = store.cellToSize(at: CellKey(section: 1, item: 1)) { store.dequeueCell(withReuseIdentifier: "cell") }
        store.releasePreparedCells()
        #expect(store.dequeueCell(withReuseIdentifier: "cell") === stale)
    }

    @Test("supplementary views are kept by element while shown and pooled by kind and identifier")
    func supplementaryViews() {
        let store = CellStore()
        let header = ElementID.supplementary(.header, section: 2)
        let view = store.dequeueSupplementaryView(withKey: "header/h", reuseIdentifier: "h")
        store.displayView(view, for: header)
        #expect(store.displayedView(for: header) === view)
        #expect(store.endDisplayingView(for: header) === view)
        #expect(store.displayedView(for: header) == nil)
        store.enqueueForReuse(view)
        // Another key has a pool of its own; its own key gets the view back.
        #expect(store.dequeueSupplementaryView(withKey: "footer/f", reuseIdentifier: "f") !== view)
        #expect(store.dequeueSupplementaryView(withKey: "header/h", reuseIdentifier: "h") === view)
    }
}
