// One pass of the tick order of `docs/simulator.md`.
extension Simulator {
    /// Runs the tick order, steps 1–7, on the current tick.
    ///
    /// - Parameters:
    ///   - input: an offset a change puts the content at on this pass
    ///     (`setContentOffset`, a clamp after the content shrank), applied
    ///     after the finger and any running motion.
    ///   - pagingOffset: a paging offset a change sets on this pass.
    func runTick(input: Point? = nil, pagingOffset setPagingOffset: Point? = nil) {
        // The whole pass is a layout pass: a change the layout (or a
        // handler it calls) makes waits for its end, as a callback's does.
        runLoop.enterLayoutPass()
        defer { runLoop.leaveLayoutPass() }
        // 1. Finger, motion and inputs, against the scrollable range of now.
        let geometry = scrollGeometry
        let ended = scrollView.advance(onTick: tick, frameRate: configuration.frameRate, geometry: geometry, input: input)
        let newPagingOffset = pagingOffset.sample(onTick: tick, frameRate: configuration.frameRate,
                                                  bounds: geometry.bounds) ?? setPagingOffset

        // 2. Pixel rounding, didScroll and pagingOffset.
        let scrolled = scrollView.showRoundedOffset(geometry: geometry)
        if scrolled && configuration.log.didScroll { emit(.didScroll(offset: scrollView.contentOffset)) }
        // 1.–2. again for each orthogonal section's own scroll view, sections ascending.
        let sectionsEnded = advanceOrthogonalSections()
        if let newPagingOffset, let paging = layout as? any PagingOffsetLayout {
            let shown = geometry.roundToPixel(newPagingOffset)
            if pagingOffset.show(shown) {
                paging.pagingOffset = shown
                emit(.pagingOffset(offset: shown))
                needsOffsetOnlyInvalidation = true
            }
        }

        // 3.–6. Layout pass, visible-set diff, sticky transitions, visible.
        invalidateIfNeeded(scrolled: scrolled)
        updateDisplay()

        // 7. The callback of a motion that ended.
        if let ended { emit(ended) }
        for payload in sectionsEnded { emit(payload) }
    }

    /// Runs the layout's `prepare`, then logs a content size change.
    func prepareLayout(reason: PrepareReason) {
        runLoop.enterLayoutPass()
        defer { runLoop.leaveLayoutPass() }
        layout.prepare(in: layoutContext)
        prepareCount += 1
        cells.setNeedsLookAhead()
        if configuration.log.layout { emit(.prepare(reason: reason)) }
        // A prepared layout is current for these bounds.
        needsOffsetOnlyInvalidation = false
        let size = layout.contentSize
        if size != contentSize, acceptsContentSize() {
            contentSize = size
            emit(.contentSizeChange(size: size))
        }
    }

    /// Step 3: the bounds-change invalidation the layout asks for on a
    /// scroll, or the offset-only one a sticky or paging change needs.
    private func invalidateIfNeeded(scrolled: Bool) {
        let bounds = visibleRect
        var context: LayoutInvalidationContext?
        if scrolled && layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            context = layout.invalidationContext(forBoundsChange: bounds)
        } else if needsOffsetOnlyInvalidation {
            context = LayoutInvalidationContext(isOffsetOnly: true, bounds: bounds)
        }
        needsOffsetOnlyInvalidation = false
        guard let context else { return }
        layout.invalidateLayout(with: context)
        cells.layoutDidChange()
        if configuration.log.layout { emit(.invalidate(offsetOnly: context.isOffsetOnly)) }
        if !context.isOffsetOnly { prepareLayout(reason: .boundsChange) }
    }

    /// Steps 3–6a: query the layout, diff the visible set (with the cells
    /// requested and enqueued around it), report sticky transitions and the
    /// visible set, then the cells ahead and the prefetches.
    func updateDisplay() {
        var rect = visibleRect
        var shown: [DisplayedElement]
        let tracking = tracksCells
        // The answer lives only here: a kept run it borrows is not held
        // while the layout is asked again (which would copy what it keeps).
        do {
            var answer = layoutAnswer(in: rect)
            // Checked in the walk that collects what meets the rect.
            guard let visible = shownElements(of: answer, in: rect) else { return }
            shown = visible
            // The cells about to be displayed are prepared: self-sizing ones
            // resolve, and the pass goes on with the layout (and offset) that
            // leaves; cells that resolving brings into view are prepared in
            // turn. No cell is prepared twice in a pass, so this ends.
            // Cells shown before anyone observed them are taken as they are.
            if tracking { beginTrackingCells() }
            if hasEstimatedSizes || (dataSource?.collectionViewSelfSizesCells(self) ?? false) {
                var prepared = Set<IndexPath>()
                while true {
                    let elements = answer.array
                    let entering = cellsEntering(elements, in: rect).filter { prepared.insert($0).inserted }
                    guard !entering.isEmpty else { break }
                    // Requested first (`cellRequest`), then measured
                    // (`sizeResolved`), as a cell is made before it is sized.
                    if tracking { requestCells(for: entering, in: elements) }
                    answer = LayoutAnswer([])
                    guard resolveEstimatedSizes(of: entering) else { break }
                    rect = visibleRect
                    answer = layoutAnswer(in: rect)
                    guard let now = shownElements(of: answer, in: rect) else { return }
                    shown = now
                }
            }
        }
        let (events, changed) = display.update(showing: shown)
        if tracking {
            emitDisplayWithCells(events, in: rect)
        } else {
            stopTrackingCells()
            for payload in events { emit(payload) }
        }
        for payload in display.stickyTransitions(to: stickyLayout?.pinnedHeaders, in: rect) { emit(payload) }

        if changed { onVisibleSetChange?() }
        switch configuration.log.visible {
        case .everyTick: emit(.visible(display.displayed))
        case .changes where changed: emit(.visible(display.displayed))
        case .changes, .off: break
        }

        // 6a. Cells ahead, prefetching, the reversal window.
        if tracking { finishCellPass(in: rect) }
    }
}
