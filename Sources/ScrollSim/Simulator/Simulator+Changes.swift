// Changes to the collection view other than scrolling: sticky headers,
// viewport size, content inset and layout (sticky changes are offset-only;
// size, inset and layout changes run `prepare`).
extension Simulator {
    /// Changes which sections have sticky headers (a layout with
    /// configurable sticky headers, such as `FlexLayout`).
    public func setStickyHeaders(add: [Int] = [], remove: [Int] = [], removeAll: Bool = false) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            try self.checkStickyHeaders(add: add, remove: remove, action: "setStickyHeaders")
            let sticky = try self.stickyLayout(action: "setStickyHeaders")
            var sections = removeAll ? [] : sticky.stickySections
            sections.subtract(remove)
            sections.formUnion(add)
            sticky.stickySections = sections
            self.needsOffsetOnlyInvalidation = true
            self.runTick()
        }
    }

    /// Switches stacked sticky headers on or off.
    public func setStackedStickyHeaders(_ stacked: Bool) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            let sticky = try self.stickyLayout(action: "setStackedStickyHeaders")
            sticky.stackedStickyHeaders = stacked
            self.needsOffsetOnlyInvalidation = true
            self.runTick()
        }
    }

    /// Throws unless the layout has configurable sticky headers and every
    /// section named exists.
    func checkStickyHeaders(add: [Int], remove: [Int], action: String) throws(SimulationError) {
        _ = try stickyLayout(action: action)
        for (key, sections) in [("add", add), ("remove", remove)] {
            for (position, section) in sections.enumerated() {
                try checkSection(section, field: [.name(action), .name(key), .index(position)])
            }
        }
    }

    private func stickyLayout(action: String) throws(SimulationError) -> any StickyHeaderConfigurable {
        guard let sticky = layout as? any StickyHeaderConfigurable else {
            throw error([.name(action)], .layoutLacks(action: action, capability: .configurableStickyHeaders))
        }
        return sticky
    }

    /// A bounds size change (rotation): `viewportChange`, `prepare`, then
    /// the offset is clamped into the new scrollable range if nothing is
    /// moving it.
    public func setViewportSize(_ size: Size) throws(SimulationError) {
        try perform {
            self.configuration.viewport = size
            self.emit(.viewportChange(size: size))
            self.prepareLayout(reason: "viewportChange")
            self.runTick(input: self.clampedOffset())
        }
    }

    /// Sets `contentInset` (a refresh control, a keyboard): logged as
    /// `contentInsetChange`, the layout is prepared for it, and a resting
    /// offset outside the new scrollable range is clamped into it at once;
    /// a moving one (a bounce, a fling) heads for the new edge.
    public func setContentInset(_ inset: EdgeInsets) throws(SimulationError) {
        try perform {
            guard inset != self.configuration.contentInset else { return }
            self.configuration.contentInset = inset
            self.emit(.contentInsetChange(inset: inset))
            self.prepareLayout(reason: "contentInsetChange")
            self.runTick(input: self.clampedOffset())
        }
    }

    /// `setCollectionViewLayout(_:animated:)`: switches to `newLayout`, then
    /// asks it where to put the offset
    /// (`targetContentOffset(forProposedContentOffset:)`).
    public func setCollectionViewLayout(_ newLayout: any CollectionViewLayout, animated: Bool) throws(SimulationError) {
        try perform { self.switchLayout(to: newLayout, name: String(describing: type(of: newLayout)), animated: animated) }
    }

    func switchLayout(to newLayout: any CollectionViewLayout, name: String, animated: Bool) {
        layout = newLayout
        emit(.layoutSwitch(layout: name, animated: animated))
        prepareLayout(reason: "layoutSwitch")
        if let paging = layout as? any PagingOffsetLayout { pagingOffset.reset(to: paging.pagingOffset) }
        pagingOffset.cancelAnimation()
        scrollView.stopMotion()
        let proposed = layout.targetContentOffset(forProposedContentOffset: clampedOffset() ?? exactOffset)
        runTick(input: scrollBounds.clamped(proposed))
    }

    /// The offset moved into the scrollable range where the content shrank
    /// below it, or `nil` (see `ScrollViewState.clampedOffset(in:)`).
    func clampedOffset() -> Point? {
        scrollView.clampedOffset(in: scrollBounds)
    }

    func checkSection(_ section: Int, field: [SimulationError.ArgumentStep]) throws(SimulationError) {
        guard data.sections.indices.contains(section) else {
            throw error(field, .noSuchSection(section, sectionCount: data.numberOfSections))
        }
    }
}
