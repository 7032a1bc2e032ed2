/// The cell lifecycle of the simulated collection view, as UIKit runs it
/// since iOS 10 ("Cells" in `docs/simulator.md`): the one owner of the
/// cells, the reuse pools, the prefetched items and the look-ahead strip,
/// and of every decision about them — the heading, the distances, which
/// cells to request and enqueue, what to prefetch and cancel. Each pass
/// asks it for a plan, an ordered list of `Action`s, which the `Simulator`
/// carries out (emitting the events, calling the prefetch data source and
/// the UIKit layer); the simulator keeps no cell state of its own.
///
/// A pass that observes cells makes up to three plans: `planRequests` for
/// the cells that self-sizing measures, `planDisplay` around the display
/// callbacks, and `planLookAhead` after the visible set.
///
/// Cheap by design: the strip ahead is carried from pass to pass
/// (`CellLookAhead`: only the part the last strip did not cover is asked of
/// the layout), whether an item of the strip is prefetched is kept on the
/// strip's own entries, and the plan and its item lists are buffers reused
/// from pass to pass (no allocation per pass once they have grown).
struct CellLifecycle {
    /// One thing the simulator does for the lifecycle, in plan order.
    enum Action: Equatable {
        /// Emit the display event at this index of the events given to
        /// `planDisplay` (a `willDisplay`, a `didEndDisplaying`, another).
        case display(Int)
        /// Request the cell of the item from the pool of `reuseIdentifier`
        /// (event `cellRequest`); `reused` is whether the pool had a cell,
        /// `nil` when the UIKit layer makes the cell and answers that itself
        /// (then `confirmRequest`).
        case request(IndexPath, reuseIdentifier: String, reused: Bool?)
        /// The cell of the item goes back to the pool of `reuseIdentifier`
        /// (event `cellEnqueue`, naming `id`, the diffable id of the item
        /// the cell was requested for, if any).
        case enqueue(IndexPath, reuseIdentifier: String, id: String? = nil)
        /// Tell the prefetch data source the data of these items is no
        /// longer needed, ascending (event `cancelPrefetch`).
        case cancelPrefetch([IndexPath])
        /// Tell the prefetch data source to load the data of these items,
        /// nearest first (event `prefetch`).
        case prefetch([IndexPath])
    }

    /// What the simulator is like on a pass, as far as cells are concerned.
    struct Pass {
        /// The pixel-rounded content offset.
        var offset: Point
        /// The viewport's size; distances are in its lengths.
        var viewport: Size
        /// Whether the content can scroll vertically, or horizontally neither:
        /// the axis of the first heading (forward); read only while there is
        /// no heading yet.
        var opensVertically: Bool
        /// The prefetching switch and distances.
        var settings: ScrollViewConfiguration
        /// Whether someone hears prefetches (a prefetch data source, the log).
        var prefetches: Bool
        /// Whether the UIKit layer makes the cells (and answers each request).
        var observerMakesCells: Bool
    }

    /// The distances of a pass, in points along the heading's axis.
    struct Distances: Equatable {
        var preparation: Double
        var prefetch: Double
        var retention: Double
    }

    /// The cells, pools and prefetched items.
    private var books = CellTracker()
    /// The cells in the strip ahead, carried from pass to pass.
    private var lookAhead = CellLookAhead()
    /// The way the content last moved; `nil` before the first pass.
    private(set) var heading: ScrollHeading?
    /// The offset of the last pass, to tell the heading.
    private var lastOffset: Point?
    /// Whether the last pass tracked cells (someone observes them).
    private(set) var isActive = false
    /// Set when something other than the offset may have moved the cells
    /// ahead (a prepare, a data change, a setting): the next pass looks
    /// ahead even if the offset did not move.
    private(set) var needsLookAhead = true
    /// The buffers of the plans and of their item lists, reused.
    private var plan: [Action] = []
    private var prefetching: [IndexPath] = []
    private var cancelling: [IndexPath] = []
    private var inPrefetchRange: Set<IndexPath> = []
    /// What the last pass over the strip's candidates left settled: the
    /// books' revision after its prefetches and cancels (before its
    /// release), its preparation distance and prefetching, and how many
    /// candidates were within the preparation distance.
    private var settled: (revision: UInt, preparation: Double, prefetches: Bool, preparing: Int)?
    /// Whether the exact shortcuts are taken: a look-ahead that would find
    /// everything as the last one left it skips the pass over its
    /// candidates, a release that cannot take a cell out skips its sweep.
    /// Off only in tests, which check that the plans are the same.
    var takesShortcuts = true {
        didSet { books.skipsNeedlessSweeps = takesShortcuts }
    }
    /// How many look-aheads skipped the pass over their candidates (for
    /// tests, which check that the shortcut is taken).
    private(set) var settledPasses = 0

    // MARK: - What it holds

    /// The cells requested and not enqueued, by item.
    var live: [IndexPath: CellTracker.LiveCell] { books.live }
    /// The items prefetched and not yet requested, cancelled or dropped.
    var prefetched: Set<IndexPath> { books.prefetched }
    /// The number of cells waiting in the pool of `identifier`.
    func pooledCount(_ identifier: String) -> Int { books.pooledCount(identifier) }

    // MARK: - Tracking

    /// Starts tracking if the last pass did not: the cells of `displayed`
    /// (shown before anyone observed them) are taken as live, with no request.
    mutating func begin(displayed: [DisplayedElement], reuseIdentifier: (IndexPath) -> String) {
        guard !isActive else { return }
        isActive = true
        books.adopt(displayed, reuseIdentifier: reuseIdentifier)
    }

    /// Forgets everything when nobody observes the cells any more.
    mutating func stop() {
        guard isActive else { return }
        let shortcuts = takesShortcuts
        self = CellLifecycle()
        takesShortcuts = shortcuts
    }

    /// The next pass looks ahead even if the offset does not move, asking
    /// the layout for the whole strip: after a `prepare` or a change of the
    /// settings or of who listens.
    mutating func setNeedsLookAhead() {
        needsLookAhead = true
        lookAhead.forget()
    }

    /// The layout's answers may have changed (an invalidation, an
    /// orthogonal section's offset): the next look-ahead asks for the whole
    /// strip.
    mutating func layoutDidChange() {
        lookAhead.forget()
    }

    /// Carries the cells over a data change (see `CellTracker.carry`).
    mutating func carry(through newElement: (ElementID) -> ElementID?) {
        books.carry(through: newElement)
        setNeedsLookAhead()
    }

    // MARK: - Decisions

    /// The distances of `settings` along `heading`'s axis (viewport lengths
    /// times the viewport's length on it); all zero with prefetching off.
    /// The prefetch and retention distances are never less than the
    /// preparation one.
    static func distances(_ heading: ScrollHeading, _ pass: Pass) -> Distances {
        let settings = pass.settings
        guard settings.isPrefetchingEnabled else { return Distances(preparation: 0, prefetch: 0, retention: 0) }
        let length = heading.length(of: pass.viewport)
        func points(_ screens: Double) -> Double { screens.isFinite ? max(screens, 0) * length : 0 }
        let preparation = points(settings.cellPreparationDistance)
        return Distances(preparation: preparation, prefetch: max(points(settings.prefetchDistance), preparation),
                         retention: max(points(settings.cellRetentionDistance), preparation))
    }

    /// The heading of this pass: the way the offset moved since the last
    /// pass, else the last heading, else forward along the open axis; and
    /// whether it counts as a move (a new heading).
    private mutating func passHeading(_ pass: Pass) -> (heading: ScrollHeading, moved: Bool) {
        defer { lastOffset = pass.offset }
        if let last = lastOffset, let moved = ScrollHeading(from: last, to: pass.offset) {
            heading = moved
            return (moved, true)
        }
        if let heading { return (heading, false) }
        let first = ScrollHeading(isVertical: pass.opensVertically, isForward: true)
        heading = first
        return (first, true)
    }

    /// The plan around a pass's display callbacks `events` for the visible
    /// `rect`: cells a data change replaced off screen go back to their
    /// pools first; a cell is requested just before the `willDisplay` of an
    /// item that has none; a cell goes back to its pool right after its
    /// `didEndDisplaying` when it lies outside the reversal window. Every
    /// event of `events` is in the plan once, in order (`display`).
    mutating func planDisplay(_ events: [Event.Payload], in rect: Rect, pass: Pass,
                              reuseIdentifier: (IndexPath) -> String) -> [Action] {
        var plan = startPlan()
        let (heading, moved) = passHeading(pass)
        if moved || !events.isEmpty { needsLookAhead = true }
        books.releaseReplacedHidden { plan.append(.enqueue($0, reuseIdentifier: $1, id: $2)) }
        let retention = heading.grown(rect, by: Self.distances(heading, pass).retention)
        for index in events.indices {
            switch events[index] {
            case .willDisplay(let shown) where shown.element.kind == .cell:
                if !books.display(shown.element.indexPath, frame: shown.frame) {
                    request(shown.element.indexPath, frame: shown.frame, isDisplayed: true, pass: pass,
                            reuseIdentifier: reuseIdentifier, into: &plan)
                }
                plan.append(.display(index))
            case .didEndDisplaying(let shown) where shown.element.kind == .cell:
                plan.append(.display(index))
                if let cell = books.endDisplay(shown.element.indexPath, frame: shown.frame, retention: retention) {
                    plan.append(.enqueue(shown.element.indexPath, reuseIdentifier: cell.reuseIdentifier, id: cell.id))
                }
            default:
                plan.append(.display(index))
            }
        }
        return finish(plan)
    }

    /// The plan after the visible set of the pass over `rect` (the one
    /// `planDisplay` ran for): cells requested for the items within the
    /// preparation distance ahead, nearest first; the prefetches that left
    /// the range cancelled; the items newly in it prefetched; the cells
    /// outside the reversal window enqueued, in index-path order. Empty when
    /// nothing moved since the last look-ahead. `answer` gives the layout's
    /// checked answer for a rect, `nil` when it was refused (then the plan is
    /// empty: the run stops).
    mutating func planLookAhead(in rect: Rect, pass: Pass, reuseIdentifier: (IndexPath) -> String,
                                answer: (Rect) -> LayoutAnswer?) -> [Action] {
        var plan = startPlan()
        guard needsLookAhead, let heading else { return finish(plan) }
        needsLookAhead = false
        prefetching.removeAll(keepingCapacity: true)
        cancelling.removeAll(keepingCapacity: true)
        let distances = Self.distances(heading, pass)
        let prefetches = pass.prefetches
        // Nobody prefetches (a UIKit run without a prefetch data source):
        // only the preparation strip is asked for.
        let depth = prefetches ? max(distances.prefetch, distances.preparation) : distances.preparation
        var carried = false
        if depth > 0 {
            let strip = heading.strip(aheadOf: rect, depth: depth)
            switch lookAhead.update(strip: strip, aheadOf: rect, heading: heading, answer: answer) {
            case .refused: return finish(plan)
            case .gathered: carried = false
            case .carried: carried = true
            }
        } else {
            lookAhead.forget()
        }
        let preparing = preparingCount(distances.preparation)
        if carried {
            if isSettled(distances.preparation, prefetches: prefetches, preparing: preparing) {
                settledPasses += 1
            } else {
                planCarriedStrip(distances, prefetches: prefetches, pass: pass, reuseIdentifier: reuseIdentifier, into: &plan)
            }
        } else {
            planGatheredStrip(distances, prefetches: prefetches, pass: pass, reuseIdentifier: reuseIdentifier, into: &plan)
        }
        if !cancelling.isEmpty {
            cancelling.sort()
            books.noteCancelled(cancelling)
            plan.append(.cancelPrefetch(cancelling))
        }
        if !prefetching.isEmpty {
            books.notePrefetched(prefetching)
            plan.append(.prefetch(prefetching))
        }
        settled = (books.revision, distances.preparation, prefetches, preparing)
        books.releaseCells(outside: heading.grown(rect, by: distances.retention)) {
            plan.append(.enqueue($0, reuseIdentifier: $1, id: $2))
        }
        return finish(plan)
    }

    /// The number of candidates within `preparation` (nearest first, so
    /// the first ones).
    private func preparingCount(_ preparation: Double) -> Int {
        var count = 0
        for candidate in lookAhead.candidates {
            guard candidate.distance < preparation else { break }
            count += 1
        }
        return count
    }

    /// Whether the pass over the carried candidates would find everything
    /// as the last one left it, and so change nothing: the strip kept every
    /// candidate and gained none, the books did not change since (the same
    /// live cells at the same frames, the same prefetched items), nor the
    /// preparation distance or whether anyone prefetches, and as many
    /// candidates are within the preparation distance. Their distances all
    /// moved the same way (the strip's edge moved), so the same count means
    /// the same candidates: those within had their cells at their frames
    /// and were not prefetched, those beyond were prefetched or had cells
    /// (or nobody prefetches and none is marked), and none was dropped.
    private func isSettled(_ preparation: Double, prefetches: Bool, preparing: Int) -> Bool {
        guard takesShortcuts, lookAhead.keptEveryCandidate, let settled else { return false }
        return settled.revision == books.revision && settled.preparation == preparation
            && settled.prefetches == prefetches && settled.preparing == preparing
    }

    /// The strip's candidates were gathered anew: the prefetched items are
    /// looked up, and those out of range found by a set.
    private mutating func planGatheredStrip(_ distances: Distances, prefetches: Bool, pass: Pass,
                                            reuseIdentifier: (IndexPath) -> String, into plan: inout [Action]) {
        inPrefetchRange.removeAll(keepingCapacity: true)
        for index in lookAhead.candidates.indices {
            let candidate = lookAhead.candidates[index]
            if candidate.distance < distances.preparation {
                if !books.prepared(candidate.item, at: candidate.frame) {
                    request(candidate.item, frame: candidate.frame, isDisplayed: false, pass: pass,
                            reuseIdentifier: reuseIdentifier, into: &plan)
                }
            } else if prefetches && books.live[candidate.item] == nil {
                inPrefetchRange.insert(candidate.item)
                if !books.prefetched.contains(candidate.item) { prefetching.append(candidate.item) }
                lookAhead.setPrefetched(true, at: index)
            }
        }
        for item in books.prefetched where !inPrefetchRange.contains(item) { cancelling.append(item) }
    }

    /// The strip's candidates carried over from the last pass: while they
    /// do, the prefetched items are exactly the candidates marked so, and a
    /// candidate that just entered is not prefetched. So only the cells of
    /// the preparation strip and the candidates not marked are looked up.
    private mutating func planCarriedStrip(_ distances: Distances, prefetches: Bool, pass: Pass,
                                           reuseIdentifier: (IndexPath) -> String, into plan: inout [Action]) {
        cancelling.append(contentsOf: lookAhead.droppedPrefetched)
        for index in lookAhead.candidates.indices {
            let candidate = lookAhead.candidates[index]
            if candidate.distance < distances.preparation {
                if !books.prepared(candidate.item, at: candidate.frame) {
                    // Requested: no longer prefetched (the books drop it, `request` the mark).
                    request(candidate.item, frame: candidate.frame, isDisplayed: false, pass: pass,
                            reuseIdentifier: reuseIdentifier, into: &plan)
                } else if candidate.isPrefetched {
                    // Prefetched, yet it has a cell: out of the range.
                    cancelling.append(candidate.item)
                    lookAhead.setPrefetched(false, at: index)
                }
            } else if candidate.isPrefetched {
                // A prefetched item has no cell (a request takes it out of
                // the prefetched ones): still in range, unless nobody hears.
                if !prefetches {
                    cancelling.append(candidate.item)
                    lookAhead.setPrefetched(false, at: index)
                }
            } else if prefetches && books.live[candidate.item] == nil {
                prefetching.append(candidate.item)
                lookAhead.setPrefetched(true, at: index)
            }
        }
    }

    /// The plan for the cells that self-sizing is about to measure:
    /// `items`, cells of `answer` entering the visible rect; those with no
    /// cell are requested (after the cells a data change replaced off
    /// screen go back to their pools).
    mutating func planRequests(for items: [IndexPath], in answer: [LayoutAttributes], pass: Pass,
                               reuseIdentifier: (IndexPath) -> String) -> [Action] {
        var plan = startPlan()
        books.releaseReplacedHidden { plan.append(.enqueue($0, reuseIdentifier: $1, id: $2)) }
        for item in items where books.live[item] == nil {
            let frame = answer.first { $0.element.kind == .cell && $0.element.indexPath == item }?.frame ?? .zero
            request(item, frame: frame, isDisplayed: false, pass: pass, reuseIdentifier: reuseIdentifier, into: &plan)
        }
        return finish(plan)
    }

    /// Books the diffable id of the item the cell of `item` was just
    /// requested for, which its `cellEnqueue` names later.
    mutating func name(_ item: IndexPath, id: String) {
        books.name(item, id: id)
    }

    /// Books the UIKit layer's answer to a `request` whose `reused` was
    /// `nil`: the identifier the cell was dequeued with, and whether it came
    /// out of a pool.
    mutating func confirmRequest(_ item: IndexPath, reuseIdentifier: String, reused: Bool) {
        books.rename(item, reuseIdentifier: reuseIdentifier)
        books.noteDequeue(reuseIdentifier, reused: reused)
    }

    // MARK: - Plans

    /// Requests the cell of `item`: from the pool model, unless the UIKit
    /// layer makes the cells.
    private mutating func request(_ item: IndexPath, frame: Rect, isDisplayed: Bool, pass: Pass,
                                  reuseIdentifier: (IndexPath) -> String, into plan: inout [Action]) {
        let identifier = reuseIdentifier(item)
        let reused: Bool? = pass.observerMakesCells ? nil : books.dequeue(identifier)
        if books.add(item, reuseIdentifier: identifier, frame: frame, isDisplayed: isDisplayed) {
            lookAhead.unmarkPrefetched(item)
        }
        plan.append(.request(item, reuseIdentifier: identifier, reused: reused))
    }

    /// The plan buffer, emptied, for a new plan (its actions' item lists
    /// released, so that their buffers are reused too).
    private mutating func startPlan() -> [Action] {
        var buffer: [Action] = []
        swap(&buffer, &plan)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    private mutating func finish(_ buffer: [Action]) -> [Action] {
        plan = buffer
        return buffer
    }
}
