/// The cells of the simulated collection view, as UIKit manages them
/// since iOS 10: the cells requested and not yet back in a pool (shown,
/// prepared ahead, or kept for a reversal), how many cells wait in each
/// reuse pool, and the items prefetched and neither requested nor
/// cancelled since. The rules are those of "Cells" in `docs/simulator.md`;
/// the simulator decides when, this type only keeps the books.
///
/// Every `cellRequest` minus every `cellEnqueue` of the log is `live`;
/// every `prefetch` minus the cancels, requests and data changes since is
/// `prefetched`.
struct CellTracker {
    /// A cell the data source made and that is not back in its pool.
    struct LiveCell: Hashable {
        /// The pool it goes back to.
        var reuseIdentifier: String
        /// Its frame when last seen in a layout answer.
        var frame: Rect
        /// Whether it is on screen (between `willDisplay` and `didEndDisplaying`).
        var isDisplayed: Bool
        /// The diffable id of the item it was requested for, which its
        /// `cellEnqueue` names even after a data change moved the item.
        var id: String?
    }

    /// A cell going back to its pool: the item it was live at, its pool
    /// and its id.
    typealias Released = (item: IndexPath, reuseIdentifier: String, id: String?)

    /// The cells requested and not enqueued, by item.
    private(set) var live: [IndexPath: LiveCell] = [:]
    /// The number of cells waiting in each reuse pool.
    private(set) var pooled: [String: Int] = [:]
    /// Items prefetched and not yet requested, cancelled or dropped.
    private(set) var prefetched: Set<IndexPath> = []
    /// Displayed cells whose index path names other content after a data
    /// change: they go back to their pool at their `didEndDisplaying`.
    private var replacedDisplayed: [IndexPath: LiveCell] = [:]
    /// Undisplayed cells a data change replaced: enqueued on the next pass.
    private(set) var replacedHidden: [(item: IndexPath, cell: LiveCell)] = []
    /// The way the content last moved; `nil` before the first pass.
    var heading: ScrollHeading?
    /// The offset of the last pass, to tell the heading.
    var lastOffset: Point?
    /// Whether the last pass tracked cells (someone observes them).
    var isActive = false
    /// Set when something other than the offset may have moved the cells
    /// ahead (a prepare, a data change, a setting): the next pass looks
    /// ahead even if the offset did not move.
    var needsLookAhead = true

    // MARK: - Pools

    /// Takes a cell out of the pool of `identifier` if one waits there;
    /// whether it did.
    mutating func dequeue(_ identifier: String) -> Bool {
        guard let count = pooled[identifier], count > 0 else { return false }
        pooled[identifier] = count - 1
        return true
    }

    /// Books a dequeue someone else decided (the UIKit layer's own pools).
    mutating func noteDequeue(_ identifier: String, reused: Bool) {
        if reused { _ = dequeue(identifier) }
    }

    // MARK: - Live cells

    /// Records the cell just requested for `item`.
    mutating func add(_ item: IndexPath, reuseIdentifier: String, frame: Rect, isDisplayed: Bool, id: String?) {
        live[item] = LiveCell(reuseIdentifier: reuseIdentifier, frame: frame, isDisplayed: isDisplayed, id: id)
        prefetched.remove(item)
    }

    /// Whether `item` has a cell; if so it is now displayed at `frame`.
    mutating func display(_ item: IndexPath, frame: Rect) -> Bool {
        guard var cell = live[item] else { return false }
        cell.isDisplayed = true
        cell.frame = frame
        live[item] = cell
        return true
    }

    /// Records the end of display of `item` at `frame`; returns its cell
    /// when the cell goes back to its pool now: a cell a data change
    /// replaced, or one outside `retention`.
    mutating func endDisplay(_ item: IndexPath, frame: Rect, retention: Rect) -> Released? {
        if let replaced = replacedDisplayed.removeValue(forKey: item) {
            return (item, enqueue(replaced.reuseIdentifier), replaced.id)
        }
        guard var cell = live[item] else { return nil }
        cell.isDisplayed = false
        cell.frame = frame
        guard frame.intersects(retention) else {
            live[item] = nil
            return (item, enqueue(cell.reuseIdentifier), cell.id)
        }
        live[item] = cell
        return nil
    }

    /// Updates the frame of an undisplayed cell seen in a layout answer.
    mutating func move(_ item: IndexPath, to frame: Rect) {
        live[item]?.frame = frame
    }

    /// Takes the undisplayed cells outside `retention` out of the live set,
    /// in index-path order, and counts them into their pools.
    mutating func releaseCells(outside retention: Rect) -> [Released] {
        var released: [Released] = []
        for (item, cell) in live where !cell.isDisplayed && !cell.frame.intersects(retention) {
            released.append((item, cell.reuseIdentifier, cell.id))
        }
        guard !released.isEmpty else { return [] }
        released.sort { $0.item < $1.item }
        for cell in released {
            live[cell.item] = nil
            _ = enqueue(cell.reuseIdentifier)
        }
        return released
    }

    /// Takes the undisplayed cells a data change replaced, counted into
    /// their pools, in index-path order.
    mutating func releaseReplacedHidden() -> [Released] {
        guard !replacedHidden.isEmpty else { return [] }
        let released = replacedHidden.sorted { $0.item < $1.item }
        replacedHidden = []
        for cell in released { _ = enqueue(cell.cell.reuseIdentifier) }
        return released.map { ($0.item, $0.cell.reuseIdentifier, $0.cell.id) }
    }

    private mutating func enqueue(_ identifier: String) -> String {
        pooled[identifier, default: 0] += 1
        return identifier
    }

    /// Takes the displayed cells that no one tracked as live (cells shown
    /// before tracking started) as live, without a request.
    mutating func adopt(_ displayed: [DisplayedElement], reuseIdentifier: (IndexPath) -> String) {
        for shown in displayed where shown.element.kind == .cell && live[shown.element.indexPath] == nil {
            live[shown.element.indexPath] = LiveCell(reuseIdentifier: reuseIdentifier(shown.element.indexPath),
                                                     frame: shown.frame, isDisplayed: true, id: shown.id)
        }
    }

    /// Forgets everything (nobody observes the cells any more).
    mutating func reset() {
        self = CellTracker()
    }

    // MARK: - Prefetching

    /// Records that `items` were prefetched.
    mutating func notePrefetched(_ items: [IndexPath]) {
        prefetched.formUnion(items)
    }

    /// Takes the prefetched items not in `keep` out, ascending: the ones to
    /// cancel.
    mutating func cancelPrefetches(keeping keep: Set<IndexPath>) -> [IndexPath] {
        guard !prefetched.isEmpty else { return [] }
        let cancelled = prefetched.filter { !keep.contains($0) }
        guard !cancelled.isEmpty else { return [] }
        prefetched.subtract(cancelled)
        return cancelled.sorted()
    }

    // MARK: - Data changes

    /// Carries the cells over a data change. A cell whose index path now
    /// names other content (`newElement` maps it elsewhere or to `nil`)
    /// goes back to its pool: a displayed one at its `didEndDisplaying`
    /// (which the display tracker owes), another on the next pass. Cells at
    /// unchanged paths stay. Prefetched items follow their content to its
    /// new path; those deleted or reloaded are forgotten, as their data is.
    mutating func carry(through newElement: (ElementID) -> ElementID?) {
        var kept: [IndexPath: LiveCell] = [:]
        kept.reserveCapacity(live.count)
        for (item, cell) in live {
            let element = ElementID(kind: .cell, indexPath: item)
            if newElement(element) == element {
                kept[item] = cell
            } else if cell.isDisplayed {
                replacedDisplayed[item] = cell
            } else {
                replacedHidden.append((item, cell))
            }
        }
        live = kept
        var moved: Set<IndexPath> = []
        for item in prefetched {
            if let new = newElement(ElementID(kind: .cell, indexPath: item)), new.kind == .cell { moved.insert(new.indexPath) }
        }
        prefetched = moved
        needsLookAhead = true
    }
}
