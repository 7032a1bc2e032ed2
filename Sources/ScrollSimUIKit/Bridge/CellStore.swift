import Foundation
import struct ScrollSim.ElementID

/// The UIKit objects of a collection view's cells and reusable views, and
/// every map that finds them: the registered classes, the reuse pools, the
/// cells the simulator requested (live), those on screen, those made for a
/// self-sizing question, and the supplementary views on screen.
///
/// One source of truth: the simulator decides when a cell is requested,
/// displayed, ended and enqueued (`CellLifecycleObserver`); the bridge
/// (`CollectionViewCallbacks`) tells this store, which makes and keeps the
/// objects. `UICollectionView` reads it (`cellForItem(at:)`, …) and
/// dequeues from it; it keeps no cell of its own.
///
/// The maps are `@exclusivity(unchecked)`: each cell request, display, end
/// and enqueue reads and writes them, one access at a time, from the one
/// simulator driving the view; the runtime's checks were a measurable part
/// of each.
@MainActor
final class CellStore {
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var viewClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views that ended display, for `dequeue…` to hand out again (after
    /// `prepareForReuse()`), as UIKit does.
    @exclusivity(unchecked) private var reusePools = ReusePools()
    /// The cells the simulator requested and has not enqueued: on screen,
    /// prepared ahead, or kept for a reversal.
    @exclusivity(unchecked) private var liveCells: [CellKey: UICollectionViewCell] = [:]
    /// The cells on screen (a part of `liveCells`).
    @exclusivity(unchecked) private var displayedCells: [CellKey: UICollectionViewCell] = [:]
    /// The supplementary views on screen.
    private var displayedViews: [ElementID: UICollectionReusableView] = [:]
    /// Cells the data source made to ask their preferred size, about to be
    /// displayed: the cell request or `willDisplay` takes them from here.
    @exclusivity(unchecked) private var preparedCells: [CellKey: UICollectionViewCell] = [:]
    /// The attributes objects of the self-sizing question being asked for
    /// an item (the layout's, the cell's answer), for the layout's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    @exclusivity(unchecked) var selfSizingAttributes: [CellKey: (original: UICollectionViewLayoutAttributes, preferred: UICollectionViewLayoutAttributes)] = [:]
    /// Whether the last cell dequeued came from a pool.
    private(set) var lastDequeueReused = false
    /// The cell on screen being reconfigured: the next dequeue hands it
    /// back, as UIKit does during a reconfigure.
    var reconfiguringCell: UICollectionViewCell?

    nonisolated init() {}

    // MARK: - Registration and dequeueing

    func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewWithKey key: String) {
        viewClasses[key] = viewClass
    }

    /// A cell for `identifier`: the one being reconfigured, else the last
    /// one that went back to its pool (after `prepareForReuse()`), else a
    /// new one of the registered class (a plain cell if none is).
    func dequeueCell(withReuseIdentifier identifier: String) -> UICollectionViewCell {
        if let cell = reconfiguringCell {
            reconfiguringCell = nil
            return cell
        }
        let pool = reusePools.pool(forCellWithReuseIdentifier: identifier)
        if let reused = reusePools.popLast(from: pool) as? UICollectionViewCell {
            lastDequeueReused = true
            reused.prepareForReuse()
            return reused
        }
        let cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
        cell.reuseIdentifier = identifier
        cell.reusePool = pool
        return cell
    }

    /// A supplementary view for `key` (kind and identifier), reused or new.
    func dequeueSupplementaryView(withKey key: String, reuseIdentifier identifier: String) -> UICollectionReusableView {
        let pool = reusePools.pool(forSupplementaryViewWithKey: key)
        if let reused = reusePools.popLast(from: pool) {
            reused.prepareForReuse()
            return reused
        }
        let view = (viewClasses[key] ?? UICollectionReusableView.self).init()
        view.reuseIdentifier = identifier
        view.reusePool = pool
        return view
    }

    /// Puts a view that ended display where `dequeue…` finds it again.
    func enqueueForReuse(_ view: UICollectionReusableView) {
        guard let pool = view.reusePool else { return }
        view.appliedAttributes = nil
        reusePools.append(view, to: pool)
    }

    /// Asks `make` (the data source) for a cell and says whether the
    /// dequeue inside it took one from a pool.
    func makeCell(_ make: () -> UICollectionViewCell) -> (cell: UICollectionViewCell, reused: Bool) {
        lastDequeueReused = false
        let cell = make()
        return (cell, lastDequeueReused)
    }

    // MARK: - What is on screen

    /// The cell on screen at `key`.
    func displayedCell(at key: CellKey) -> UICollectionViewCell? { displayedCells[key] }

    /// Where `cell` is on screen.
    func key(ofDisplayed cell: UICollectionViewCell) -> CellKey? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// The supplementary view on screen for `element`.
    func displayedView(for element: ElementID) -> UICollectionReusableView? { displayedViews[element] }

    // MARK: - The lifecycle the simulator decides

    /// The simulator requests the cell at `key`: one self-sizing made for
    /// it just now, else `make`'s (the data source's). Returns the cell and
    /// whether it came from a pool.
    func requestCell(at key: CellKey, make: () -> UICollectionViewCell) -> (cell: UICollectionViewCell, reused: Bool) {
        // (The prepared cells are searched only when there are some: only
        // self-sizing prepares cells.)
        if !preparedCells.isEmpty, let prepared = preparedCells.removeValue(forKey: key) {
            liveCells[key] = prepared
            return (prepared, false)
        }
        let made = makeCell(make)
        liveCells[key] = made.cell
        return made
    }

    /// The simulator enqueues the cell at `key`: back to its pool.
    func enqueueCell(at key: CellKey) {
        guard let cell = liveCells.removeValue(forKey: key) else { return }
        enqueueForReuse(cell)
    }

    /// The cell that self-sizing asks at `key`: the live one, else one
    /// prepared before, else `make`'s, kept as prepared for the request
    /// or the display that follows.
    func cellToSize(at key: CellKey, make: () -> UICollectionViewCell) -> UICollectionViewCell {
        if let live = liveCells[key] { return live }
        if let prepared = preparedCells[key] { return prepared }
        let cell = make()
        preparedCells[key] = cell
        return cell
    }

    /// The cell at `key` starts displaying: the live one (requested ahead,
    /// or kept for a reversal), else a prepared one, else `make`'s.
    func displayCell(at key: CellKey, make: () -> UICollectionViewCell) -> UICollectionViewCell {
        // A live cell (the common case: requested ahead) stays where it is.
        if let live = liveCells[key] {
            displayedCells[key] = live
            return live
        }
        let cell = (preparedCells.isEmpty ? nil : preparedCells.removeValue(forKey: key)) ?? makeCell(make).cell
        liveCells[key] = cell
        displayedCells[key] = cell
        return cell
    }

    /// The cell at `key` ends displaying; it stays live until enqueued.
    func endDisplayingCell(at key: CellKey) -> UICollectionViewCell? {
        displayedCells.removeValue(forKey: key)
    }

    func displayView(_ view: UICollectionReusableView, for element: ElementID) {
        displayedViews[element] = view
    }

    func endDisplayingView(for element: ElementID) -> UICollectionReusableView? {
        displayedViews.removeValue(forKey: element)
    }

    /// Puts the cells prepared for self-sizing and not displayed back in
    /// their pools: after a data change their index paths may name other
    /// items.
    func releasePreparedCells() {
        for cell in preparedCells.values { enqueueForReuse(cell) }
        preparedCells = [:]
        selfSizingAttributes = [:]
    }
}
