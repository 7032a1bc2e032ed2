// The cell lifecycle of "Cells" in `docs/simulator.md`: `CellLifecycle`
// decides, on every pass where someone observes cells, and the simulator
// carries out its plans here — the events of the lifecycle, the calls to
// the prefetch data source and to the UIKit layer. One emission site per
// event kind.
extension Simulator {
    /// `isPrefetchingEnabled`: whether cells are requested ahead and kept
    /// for a reversal, and data prefetched (`configuration.scrollView`).
    /// Takes effect on the next pass.
    public var isPrefetchingEnabled: Bool {
        get { configuration.scrollView.isPrefetchingEnabled }
        set {
            configuration.scrollView.isPrefetchingEnabled = newValue
            cells.setNeedsLookAhead()
        }
    }

    /// Whether the cell lifecycle is observed: logged, or told to a prefetch
    /// data source or to the UIKit layer. Without an observer the simulator
    /// keeps no cells at all (nothing could tell the difference).
    var tracksCells: Bool {
        configuration.log.cells || prefetchDataSource != nil || cellObserver != nil
    }

    /// What the cell lifecycle needs to know of this pass.
    private var cellPass: CellLifecycle.Pass {
        CellLifecycle.Pass(
            offset: contentOffset, viewport: configuration.viewport,
            // Read only before the first heading; the scrollable range asks
            // the layout for its content size, too dear for every pass.
            opensVertically: cells.heading != nil || {
                let bounds = scrollBounds
                return bounds.y.upperBound > bounds.y.lowerBound || !(bounds.x.upperBound > bounds.x.lowerBound)
            }(),
            settings: configuration.scrollView, prefetches: prefetchDataSource != nil || configuration.log.cells,
            observerMakesCells: cellObserver != nil)
    }

    /// Emits the display callbacks of a pass with the cell lifecycle around
    /// them (`CellLifecycle.planDisplay`).
    func emitDisplayWithCells(_ events: [Event.Payload], in rect: Rect) {
        execute(cells.planDisplay(events, in: rect, pass: cellPass, reuseIdentifier: reuseIdentifier(of:)), displayEvents: events)
    }

    /// The rest of a pass, after the visible set: the cells ahead, the
    /// prefetches, the reversal window (`CellLifecycle.planLookAhead`).
    func finishCellPass(in rect: Rect) {
        let plan = cells.planLookAhead(in: rect, pass: cellPass, reuseIdentifier: reuseIdentifier(of:)) { strip in
            let answer = layoutAnswer(in: strip)
            return accepts(answer, to: .elements(in: strip)) ? answer : nil
        }
        execute(plan)
    }

    /// Requests the cells of `items` (cells of `answer`) that have none:
    /// cells prepared for display before self-sizing measures them.
    func requestCells(for items: [IndexPath], in answer: [LayoutAttributes]) {
        execute(cells.planRequests(for: items, in: answer, pass: cellPass, reuseIdentifier: reuseIdentifier(of:)))
    }

    /// Starts tracking cells if the last pass did not: the cells already on
    /// screen (shown before anyone observed them) are taken as live, with
    /// no request.
    func beginTrackingCells() {
        guard !cells.isActive else { return }
        cells.begin(displayed: display.displayed, reuseIdentifier: reuseIdentifier(of:))
    }

    /// Stops tracking cells when nobody observes them any more.
    func stopTrackingCells() {
        cells.stop()
    }

    // MARK: - Calls out

    /// Carries out `plan`, in order; `displayEvents` are the events its
    /// `display` actions name.
    private func execute(_ plan: [CellLifecycle.Action], displayEvents: [Event.Payload] = []) {
        for action in plan {
            switch action {
            case .display(let index): emit(displayEvents[index])
            case .request(let item, let identifier, let reused): requestCell(item, identifier, reused: reused)
            case .enqueue(let item, let identifier, let id): enqueueCell(item, identifier, id: id)
            case .cancelPrefetch(let items): tellPrefetchDataSource(cancel: true, items)
            case .prefetch(let items): tellPrefetchDataSource(cancel: false, items)
            }
        }
    }

    /// Requests the cell of `item`: from the UIKit layer when it makes the
    /// cells (`reused` is `nil`), else as the pool model decided; logged as
    /// `cellRequest`.
    private func requestCell(_ item: IndexPath, _ reuseIdentifier: String, reused planned: Bool?) {
        var identifier = reuseIdentifier
        var reused = planned ?? false
        if planned == nil, let cellObserver {
            runLoop.enterCallback()
            let answer = cellObserver.cellRequested(at: item, reuseIdentifier: identifier)
            runLoop.leaveCallback()
            identifier = answer.reuseIdentifier
            reused = answer.reused
            cells.confirmRequest(item, reuseIdentifier: identifier, reused: reused)
        }
        let id = itemIdentifier(at: item)
        if let id { cells.name(item, id: id) }
        if configuration.log.cells { emit(.cellRequest(item: item, reuseIdentifier: identifier, reused: reused, id: id)) }
    }

    /// Logs the cell of `item` going back to the pool of `identifier` (with
    /// `id`, the diffable id of the item it was requested for) and tells the
    /// UIKit layer.
    private func enqueueCell(_ item: IndexPath, _ identifier: String, id: String?) {
        if let cellObserver {
            runLoop.enterCallback()
            cellObserver.cellEnqueued(at: item)
            runLoop.leaveCallback()
        }
        if configuration.log.cells { emit(.cellEnqueue(item: item, reuseIdentifier: identifier, id: id)) }
    }

    private func tellPrefetchDataSource(cancel: Bool, _ items: [IndexPath]) {
        if configuration.log.cells {
            let ids = identifiers(of: items)
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
