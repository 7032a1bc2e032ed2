// The cell lifecycle of "Cells" in `docs/simulator.md`: requests ahead of
// display, the reversal window, reuse pools and prefetching, run by
// `updateDisplay()` on every pass where someone observes cells.
extension Simulator {
    /// `isPrefetchingEnabled`: whether cells are requested ahead and kept
    /// for a reversal, and data prefetched (`configuration.scrollView`).
    /// Takes effect on the next pass.
    public var isPrefetchingEnabled: Bool {
        get { configuration.scrollView.isPrefetchingEnabled }
        set {
            configuration.scrollView.isPrefetchingEnabled = newValue
            cells.needsLookAhead = true
        }
    }

    /// Whether the cell lifecycle is observed: logged, or told to a prefetch
    /// data source or to the UIKit layer. Without an observer the simulator
    /// keeps no cells at all (nothing could tell the difference).
    var tracksCells: Bool {
        configuration.log.cells || prefetchDataSource != nil || cellObserver != nil
    }

    /// The distances of the current settings, in points along the axis of
    /// `heading` (viewport lengths times the viewport's length on it); all
    /// zero with prefetching off.
    private func cellDistances(_ heading: ScrollHeading) -> (preparation: Double, prefetch: Double, retention: Double) {
        let settings = configuration.scrollView
        guard settings.isPrefetchingEnabled else { return (0, 0, 0) }
        let length = heading.length(of: configuration.viewport)
        func points(_ screens: Double) -> Double { screens.isFinite ? max(screens, 0) * length : 0 }
        let preparation = points(settings.cellPreparationDistance)
        return (preparation, max(points(settings.prefetchDistance), preparation),
                max(points(settings.cellRetentionDistance), preparation))
    }

    /// The heading a pass uses: the way the offset moved since the last
    /// pass, else the last heading, else forward along the open axis.
    private func currentHeading() -> (heading: ScrollHeading, moved: Bool) {
        let offset = contentOffset
        defer { cells.lastOffset = offset }
        if let last = cells.lastOffset, let moved = ScrollHeading(from: last, to: offset) {
            cells.heading = moved
            return (moved, true)
        }
        if let heading = cells.heading { return (heading, false) }
        let bounds = scrollBounds
        let vertical = bounds.y.upperBound > bounds.y.lowerBound || !(bounds.x.upperBound > bounds.x.lowerBound)
        let heading = ScrollHeading(isVertical: vertical, isForward: true)
        cells.heading = heading
        return (heading, true)
    }

    /// Emits the display callbacks of a pass with the cell lifecycle around
    /// them: a cell is requested just before the `willDisplay` of an item
    /// that has none, and goes back to its pool after its
    /// `didEndDisplaying` when it is outside the reversal window.
    func emitDisplayWithCells(_ events: [Event.Payload], in rect: Rect) -> ScrollHeading {
        let (heading, moved) = currentHeading()
        if moved || !events.isEmpty { cells.needsLookAhead = true }
        for released in cells.releaseReplacedHidden() { enqueueCell(released) }
        let retention = heading.grown(rect, by: cellDistances(heading).retention)
        for payload in events {
            switch payload {
            case .willDisplay(let shown) where shown.element.kind == .cell:
                if !cells.display(shown.element.indexPath, frame: shown.frame) {
                    requestCell(shown.element.indexPath, frame: shown.frame, isDisplayed: true)
                }
                emit(payload)
            case .didEndDisplaying(let shown) where shown.element.kind == .cell:
                emit(payload)
                if let released = cells.endDisplay(shown.element.indexPath, frame: shown.frame, retention: retention) {
                    enqueueCell(released)
                }
            default:
                emit(payload)
            }
        }
        return heading
    }

    /// The rest of a pass, after the visible set: cells requested for the
    /// items within the preparation distance ahead, prefetches cancelled
    /// and started, and the cells outside the reversal window enqueued.
    func finishCellPass(in rect: Rect, heading: ScrollHeading) {
        guard cells.needsLookAhead else { return }
        cells.needsLookAhead = false
        let distances = cellDistances(heading)
        let prefetching = prefetchDataSource != nil || configuration.log.cells
        var inPrefetchRange: Set<IndexPath> = []
        var toPrefetch: [IndexPath] = []
        // Nobody prefetches (a UIKit run without a prefetch data source): only
        // the preparation strip is asked for, a quarter of the query.
        let depth = prefetching ? max(distances.prefetch, distances.preparation) : distances.preparation
        if depth > 0 {
            let strip = heading.strip(aheadOf: rect, depth: depth)
            let answer = layout.layoutAttributesForElements(in: strip)
            guard accepts(answer, to: .elements(in: strip)) else { return }
            var ahead: [(item: IndexPath, frame: Rect, distance: Double)] = []
            for attributes in answer where attributes.element.kind == .cell && attributes.frame.intersects(strip) {
                ahead.append((attributes.element.indexPath, attributes.frame, heading.distance(of: attributes.frame, aheadOf: rect)))
            }
            // Nearest first; the index path breaks ties (items side by side).
            ahead.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.item < $1.item }
            for candidate in ahead {
                if candidate.distance < distances.preparation {
                    if cells.live[candidate.item] == nil {
                        requestCell(candidate.item, frame: candidate.frame, isDisplayed: false)
                    } else {
                        cells.move(candidate.item, to: candidate.frame)
                    }
                } else if prefetching && cells.live[candidate.item] == nil {
                    inPrefetchRange.insert(candidate.item)
                    if !cells.prefetched.contains(candidate.item) { toPrefetch.append(candidate.item) }
                }
            }
        }
        let cancelled = cells.cancelPrefetches(keeping: inPrefetchRange)
        if !cancelled.isEmpty { tellPrefetchDataSource(cancel: true, cancelled) }
        if !toPrefetch.isEmpty {
            cells.notePrefetched(toPrefetch)
            tellPrefetchDataSource(cancel: false, toPrefetch)
        }
        for released in cells.releaseCells(outside: heading.grown(rect, by: distances.retention)) {
            enqueueCell(released)
        }
    }

    /// Requests the cells of `items` (cells of `answer`) that have none:
    /// cells prepared for display before self-sizing measures them.
    func requestCells(for items: [IndexPath], in answer: [LayoutAttributes]) {
        for released in cells.releaseReplacedHidden() { enqueueCell(released) }
        for item in items where cells.live[item] == nil {
            let frame = answer.first { $0.element.kind == .cell && $0.element.indexPath == item }?.frame ?? .zero
            requestCell(item, frame: frame, isDisplayed: false)
        }
    }

    /// Starts tracking cells if the last pass did not: the cells already on
    /// screen (shown before anyone observed them) are taken as live, with
    /// no request.
    func beginTrackingCells() {
        guard !cells.isActive else { return }
        cells.isActive = true
        cells.adopt(display.displayed, reuseIdentifier: reuseIdentifier(of:))
    }

    /// Stops tracking cells when nobody observes them any more.
    func stopTrackingCells() {
        if cells.isActive { cells.reset() }
    }

    // MARK: - Calls out

    /// Requests the cell of `item`: from the UIKit layer when there is one,
    /// else from the pool model; logged as `cellRequest`.
    private func requestCell(_ item: IndexPath, frame: Rect, isDisplayed: Bool) {
        var identifier = reuseIdentifier(of: item)
        let reused: Bool
        if let cellObserver {
            runLoop.enterCallback()
            let answer = cellObserver.cellRequested(at: item, reuseIdentifier: identifier)
            runLoop.leaveCallback()
            identifier = answer.reuseIdentifier
            reused = answer.reused
            cells.noteDequeue(identifier, reused: reused)
        } else {
            reused = cells.dequeue(identifier)
        }
        let id = hasIdentifiers ? self.identifier(of: ElementID(kind: .cell, indexPath: item)) : nil
        cells.add(item, reuseIdentifier: identifier, frame: frame, isDisplayed: isDisplayed, id: id)
        if configuration.log.cells { emit(.cellRequest(item: item, reuseIdentifier: identifier, reused: reused, id: id)) }
    }

    /// Logs the cell of `released.item` going back to its pool and tells
    /// the UIKit layer.
    private func enqueueCell(_ released: CellTracker.Released) {
        if let cellObserver {
            runLoop.enterCallback()
            cellObserver.cellEnqueued(at: released.item)
            runLoop.leaveCallback()
        }
        if configuration.log.cells {
            emit(.cellEnqueue(item: released.item, reuseIdentifier: released.reuseIdentifier, id: released.id))
        }
    }

    private func tellPrefetchDataSource(cancel: Bool, _ items: [IndexPath]) {
        if configuration.log.cells {
            let ids = hasIdentifiers ? identifiers(of: items) : nil
            emit(cancel ? .cancelPrefetch(items: items, ids: ids) : .prefetch(items: items, ids: ids))
        }
        guard let prefetchDataSource else { return }
        runLoop.enterCallback()
        defer { runLoop.leaveCallback() }
        if cancel {
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: items)
        } else {
            prefetchDataSource.collectionView(self, prefetchItemsAt: items)
        }
    }

    /// The reuse identifier the data gives `item`.
    private func reuseIdentifier(of item: IndexPath) -> String {
        guard data.sections.indices.contains(item.section) else { return ItemSpec.defaultReuseIdentifier }
        let items = data.sections[item.section].items
        guard (0..<items.count).contains(item.item) else { return ItemSpec.defaultReuseIdentifier }
        if case .explicit(let specs) = items { return specs[item.item].reuseIdentifier }
        return ItemSpec.defaultReuseIdentifier
    }
}
