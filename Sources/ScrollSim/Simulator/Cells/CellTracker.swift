/// The books of the cell lifecycle, as UIKit keeps them since iOS 10: the
/// cells requested and not yet back in a pool (shown, prepared ahead, or
/// kept for a reversal), how many cells wait in each reuse pool, and the
/// items prefetched and neither requested nor cancelled since. The rules
/// are those of "Cells" in `docs/simulator.md`; `CellLifecycle`, which owns
/// these books, decides when.
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
        var id: String? = nil
    }

    /// The cells requested and not enqueued, by item.
    private(set) var live: [IndexPath: LiveCell] = [:]
    /// The number of cells waiting in each reuse pool, in the order the
    /// pools were first used: a handful of identifiers, searched in order
    /// (cheaper than hashing each identifier).
    private var pools: [(reuseIdentifier: String, count: Int)] = []
    /// Items prefetched and not yet requested, cancelled or dropped.
    private(set) var prefetched: Set<IndexPath> = []
    /// Displayed cells whose index path names other content after a data
    /// change: they go back to their pool at their `didEndDisplaying`.
    private var replacedDisplayed: [IndexPath: LiveCell] = [:]
    /// Undisplayed cells a data change replaced: enqueued on the next pass.
    private var replacedHidden: [(item: IndexPath, cell: LiveCell)] = []
    /// The cells a release takes out, reused from pass to pass.
    private var released: [(item: IndexPath, reuseIdentifier: String, id: String?)] = []
    /// Counts the changes of what a look-ahead reads of these books: the
    /// live items and their frames, and the prefetched items. Equal counts
    /// mean nothing of that changed in between (`CellLifecycle` skips a
    /// look-ahead that would find everything as it left it).
    private(set) var revision: UInt = 0
    /// Bounds that every undisplayed live cell lies within, and more (see
    /// `UndisplayedBounds`): a release whose window meets them all has
    /// nothing to take out, without a sweep of the live cells.
    private var undisplayed = UndisplayedBounds()
    /// Whether `releaseCells` may skip its sweep when the bounds allow it
    /// (off only in tests, which check the shortcut against the sweep).
    var skipsNeedlessSweeps = true

    /// Bounds of the frames of a superset of the undisplayed live cells:
    /// the largest minimum and the smallest maximum edge on each axis. A
    /// rect that reaches past them on every side meets every frame of the
    /// set, and so every undisplayed live cell. Widened as cells become or
    /// are undisplayed (a cell displayed since, or gone, only makes them
    /// looser, never wrong), made exact again by each sweep.
    struct UndisplayedBounds {
        var maxMinX = -Double.infinity, minMaxX = Double.infinity
        var maxMinY = -Double.infinity, minMaxY = Double.infinity
        /// A frame of the set meets no rect at all (empty, or not a number):
        /// only a sweep can tell.
        var needsSweep = false

        mutating func widen(with frame: Rect) {
            let (minX, maxX, minY, maxY) = (frame.minX, frame.maxX, frame.minY, frame.maxY)
            if frame.isEmpty || minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN {
                needsSweep = true
                return
            }
            if minX > maxMinX { maxMinX = minX }
            if maxX < minMaxX { minMaxX = maxX }
            if minY > maxMinY { maxMinY = minY }
            if maxY < minMaxY { minMaxY = maxY }
        }

        /// Whether every frame of the set meets `rect` (`Rect.intersects`:
        /// both have area and overlap on both axes). A comparison with a
        /// non-number is false: then a sweep tells.
        func allMeet(_ rect: Rect) -> Bool {
            !needsSweep && !rect.isEmpty
                && maxMinX < rect.maxX && rect.minX < minMaxX
                && maxMinY < rect.maxY && rect.minY < minMaxY
        }
    }

    // MARK: - Pools

    /// The number of cells waiting in the pool of `identifier`.
    func pooledCount(_ identifier: String) -> Int {
        pools.first { $0.reuseIdentifier == identifier }?.count ?? 0
    }

    /// Takes a cell out of the pool of `identifier` if one waits there;
    /// whether it did.
    mutating func dequeue(_ identifier: String) -> Bool {
        for index in pools.indices where pools[index].reuseIdentifier == identifier {
            guard pools[index].count > 0 else { return false }
            pools[index].count -= 1
            return true
        }
        return false
    }

    /// Books a dequeue someone else decided (the UIKit layer's own pools).
    mutating func noteDequeue(_ identifier: String, reused: Bool) {
        if reused { _ = dequeue(identifier) }
    }

    private mutating func enqueue(_ identifier: String) -> String {
        for index in pools.indices where pools[index].reuseIdentifier == identifier {
            pools[index].count += 1
            return identifier
        }
        pools.append((identifier, 1))
        return identifier
    }

    // MARK: - Live cells

    /// Records the cell just requested for `item`; whether `item` was
    /// prefetched (it no longer is).
    @discardableResult
    mutating func add(_ item: IndexPath, reuseIdentifier: String, frame: Rect, isDisplayed: Bool) -> Bool {
        live[item] = LiveCell(reuseIdentifier: reuseIdentifier, frame: frame, isDisplayed: isDisplayed)
        revision &+= 1
        if !isDisplayed { undisplayed.widen(with: frame) }
        return !prefetched.isEmpty && prefetched.remove(item) != nil
    }

    /// Gives the live cell of `item` the identifier it was dequeued with.
    mutating func rename(_ item: IndexPath, reuseIdentifier: String) {
        guard let index = live.index(forKey: item), live.values[index].reuseIdentifier != reuseIdentifier else { return }
        live.values[index].reuseIdentifier = reuseIdentifier
    }

    /// Names the live cell of `item` with the diffable id of its item.
    mutating func name(_ item: IndexPath, id: String) {
        guard let index = live.index(forKey: item) else { return }
        live.values[index].id = id
    }

    /// Whether `item` has a cell; if so it is now displayed at `frame`.
    mutating func display(_ item: IndexPath, frame: Rect) -> Bool {
        guard let index = live.index(forKey: item) else { return false }
        live.values[index].isDisplayed = true
        if live.values[index].frame != frame {
            live.values[index].frame = frame
            revision &+= 1
        }
        return true
    }

    /// Records the end of display of `item` at `frame`; returns the reuse
    /// identifier and id of its cell when the cell goes back to its pool
    /// now: a cell a data change replaced, or one outside `retention`.
    mutating func endDisplay(_ item: IndexPath, frame: Rect, retention: Rect) -> (reuseIdentifier: String, id: String?)? {
        if !replacedDisplayed.isEmpty, let replaced = replacedDisplayed.removeValue(forKey: item) {
            // Not a live cell any more (`carry` took it out).
            return (enqueue(replaced.reuseIdentifier), replaced.id)
        }
        guard let index = live.index(forKey: item) else { return nil }
        guard frame.intersects(retention) else {
            let cell = live.values[index]
            live.remove(at: index)
            revision &+= 1
            return (enqueue(cell.reuseIdentifier), cell.id)
        }
        live.values[index].isDisplayed = false
        if live.values[index].frame != frame {
            live.values[index].frame = frame
            revision &+= 1
        }
        undisplayed.widen(with: frame)
        return nil
    }

    /// Whether `item` has a cell; if so its frame is now `frame` (a cell
    /// seen ahead in a layout answer).
    mutating func prepared(_ item: IndexPath, at frame: Rect) -> Bool {
        guard let index = live.index(forKey: item) else { return false }
        if live.values[index].frame != frame {
            live.values[index].frame = frame
            revision &+= 1
            if !live.values[index].isDisplayed { undisplayed.widen(with: frame) }
        }
        return true
    }

    /// Takes the undisplayed cells outside `retention` out of the live set
    /// and counts them into their pools; `body` hears each (item, pool,
    /// id), in index-path order.
    ///
    /// - Complexity: O(1) when the bounds of the undisplayed cells show
    ///   that each meets `retention` (most passes of a scroll); else a
    ///   sweep of the live cells, which makes the bounds exact again.
    mutating func releaseCells(outside retention: Rect, _ body: (IndexPath, String, String?) -> Void) {
        if skipsNeedlessSweeps && undisplayed.allMeet(retention) { return }
        released.removeAll(keepingCapacity: true)
        var kept = UndisplayedBounds()
        for (item, cell) in live where !cell.isDisplayed {
            if cell.frame.intersects(retention) {
                kept.widen(with: cell.frame)
            } else {
                released.append((item, cell.reuseIdentifier, cell.id))
            }
        }
        undisplayed = kept
        guard !released.isEmpty else { return }
        revision &+= 1
        released.sort { $0.item < $1.item }
        for cell in released {
            live[cell.item] = nil
            body(cell.item, enqueue(cell.reuseIdentifier), cell.id)
        }
    }

    /// Takes the undisplayed cells a data change replaced and counts them
    /// into their pools; `body` hears each (item, pool, id), in index-path
    /// order.
    mutating func releaseReplacedHidden(_ body: (IndexPath, String, String?) -> Void) {
        guard !replacedHidden.isEmpty else { return }
        let cells = replacedHidden.sorted { $0.item < $1.item }
        replacedHidden = []
        for cell in cells { body(cell.item, enqueue(cell.cell.reuseIdentifier), cell.cell.id) }
    }

    /// Takes the displayed cells that no one tracked as live (cells shown
    /// before tracking started) as live, without a request.
    mutating func adopt(_ displayed: [DisplayedElement], reuseIdentifier: (IndexPath) -> String) {
        for shown in displayed where shown.element.kind == .cell && live[shown.element.indexPath] == nil {
            live[shown.element.indexPath] = LiveCell(reuseIdentifier: reuseIdentifier(shown.element.indexPath),
                                                     frame: shown.frame, isDisplayed: true, id: shown.id)
            revision &+= 1
        }
    }

    // MARK: - Prefetching

    /// Records that `items` were prefetched.
    mutating func notePrefetched(_ items: [IndexPath]) {
        for item in items { prefetched.insert(item) }
        if !items.isEmpty { revision &+= 1 }
    }

    /// Takes `items` (all prefetched) out of the prefetched ones: cancelled.
    mutating func noteCancelled(_ items: [IndexPath]) {
        for item in items { prefetched.remove(item) }
        if !items.isEmpty { revision &+= 1 }
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
        revision &+= 1
        var moved: Set<IndexPath> = []
        for item in prefetched {
            if let new = newElement(ElementID(kind: .cell, indexPath: item)), new.kind == .cell { moved.insert(new.indexPath) }
        }
        prefetched = moved
    }
}
