// Changes to the collection view other than scrolling: sticky headers,
// viewport size, data and layout (`docs/scenario-format.md` steps; sticky changes are
// offset-only, size, data and layout changes run `prepare`).
extension Simulator {
    /// Throws unless the layout has configurable sticky headers and every
    /// section named exists.
    func checkStickyHeaders(add: [Int], remove: [Int], step: Int, action: String) throws(SimulationError) {
        _ = try stickyLayout(step: step, action: action)
        for (key, sections) in [("add", add), ("remove", remove)] {
            for (position, section) in sections.enumerated() {
                try checkSection(section, step: step, field: "\(action).\(key)[\(position)]")
            }
        }
    }

    func setStickyHeaders(add: [Int], remove: [Int], removeAll: Bool, step: Int) throws(SimulationError) {
        let sticky = try stickyLayout(step: step, action: "setStickyHeaders")
        var sections = removeAll ? [] : sticky.stickySections
        sections.subtract(remove)
        sections.formUnion(add)
        sticky.stickySections = sections
        needsOffsetOnlyInvalidation = true
        runTick()
    }

    func setStackedStickyHeaders(_ stacked: Bool, step: Int) throws(SimulationError) {
        let sticky = try stickyLayout(step: step, action: "setStackedStickyHeaders")
        sticky.stackedStickyHeaders = stacked
        needsOffsetOnlyInvalidation = true
        runTick()
    }

    private func stickyLayout(step: Int, action: String) throws(SimulationError) -> any StickyHeaderConfigurable {
        guard let sticky = layout as? any StickyHeaderConfigurable else {
            throw SimulationError(stepIndex: step, field: action,
                                  message: "\(action) needs a layout with configurable sticky headers (such as \"flex\"); this layout has none")
        }
        return sticky
    }

    /// A bounds size change (rotation): `viewportChange`, `prepare`, then
    /// the offset is clamped into the new scrollable range.
    func setViewport(_ size: Size) {
        configuration.viewport = size
        emit(.viewportChange(size: size))
        prepareLayout(reason: "viewportChange")
        runTick(input: clampedOffset())
    }

    func switchLayout(to newLayout: LayoutConfiguration, animated: Bool) {
        layout = newLayout.makeLayout()
        emit(.layoutSwitch(layout: newLayout.typeName, animated: animated))
        prepareLayout(reason: "layoutSwitch")
        if let paging = layout as? any PagingOffsetLayout { shownPagingOffset = paging.pagingOffset }
        pagingAnimation = nil
        // UIKit asks the new layout where to put the offset.
        motion = nil
        let proposed = layout.targetContentOffset(forProposedContentOffset: clampedOffset() ?? exactOffset,
                                                  withScrollingVelocity: .zero)
        let ranges = scrollableRange
        runTick(input: Point(x: clamp(proposed.x, to: ranges.x), y: clamp(proposed.y, to: ranges.y)))
    }

    /// The offset moved into the scrollable range where the content shrank
    /// below it; an offset already inside is left alone, and so is one
    /// that is outside while something is moving it back.
    func clampedOffset() -> Point? {
        guard motion == nil else { return nil }
        let ranges = scrollableRange
        return Point(x: clamp(exactOffset.x, to: ranges.x), y: clamp(exactOffset.y, to: ranges.y))
    }

    /// Throws unless every section and item `change` names exists (and an
    /// insertion point is in range). `perform` runs it before the step starts.
    func checkDataChange(_ change: Step, step: Int) throws(SimulationError) {
        let action = change.action
        switch change {
        case .insertItems(let section, let index, _):
            try checkSection(section, step: step, field: "\(action).section")
            let count = data.numberOfItems(inSection: section)
            guard (0...count).contains(index) else {
                throw SimulationError(stepIndex: step, field: "\(action).at",
                                      message: "cannot insert at item \(index): section \(section) has \(count) items")
            }
        case .deleteItems(let section, let items):
            try checkSection(section, step: step, field: "\(action).section")
            let count = data.numberOfItems(inSection: section)
            for (position, item) in items.enumerated() where !(0..<count).contains(item) {
                throw SimulationError(stepIndex: step, field: "\(action).items[\(position)]",
                                      message: "item \(item) does not exist (section \(section) has \(count) items)")
            }
        case .insertSections(let index, _):
            guard (0...data.numberOfSections).contains(index) else {
                throw SimulationError(stepIndex: step, field: "\(action).at",
                                      message: "cannot insert at section \(index): the collection has \(data.numberOfSections) sections")
            }
        case .deleteSections(let sections):
            for (position, section) in sections.enumerated() {
                try checkSection(section, step: step, field: "\(action).sections[\(position)]")
            }
        default:
            break
        }
    }

    /// Applies a checked data step: edits `data`, logs `dataChange`, runs
    /// `prepare` and clamps the offset.
    func changeData(_ change: Step) {
        var details: [(String, FieldValue)] = []
        switch change {
        case .insertItems(let section, let index, let items):
            data.sections[section].items.insert(items, at: index)
            details = [("section", .int(section)), ("items", .array((index..<(index + items.count)).map { .int($0) }))]
        case .deleteItems(let section, let items):
            data.sections[section].items.remove(at: items)
            details = [("section", .int(section)), ("items", .array(Set(items).sorted().map { .int($0) }))]
        case .insertSections(let index, let sections):
            data.sections.insert(contentsOf: sections, at: index)
            details = [("sections", .array((index..<(index + sections.count)).map { .int($0) }))]
        case .deleteSections(let sections):
            let doomed = Set(sections)
            data.sections = data.sections.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            details = [("sections", .array(doomed.sorted().map { .int($0) }))]
        case .reloadData(let newData):
            if let newData { data = newData }
            details = [("sections", .int(data.numberOfSections)), ("items", .int(data.totalItemCount))]
        default:
            return
        }
        remapDisplayed(through: change)
        emit(.dataChange(action: change.action, details: details))
        prepareLayout(reason: "dataChange")
        runTick(input: clampedOffset())
    }

    /// Carries the displayed elements and pinned sections over a data
    /// change. An element whose index path now names other content (it was
    /// deleted, or shifted by an insertion or deletion before it) ends
    /// displaying under its old path on this tick, and whatever is visible
    /// at a path afterwards is displayed anew; untouched elements stay.
    /// So the log stays consistent by index path: the displayed set is
    /// always willDisplay minus didEndDisplaying. `reloadData` ends
    /// everything. Pinned headers of changed sections exit likewise.
    private func remapDisplayed(through change: Step) {
        let map: (ElementID) -> ElementID?
        switch change {
        case .insertItems(let section, let index, let items):
            map = { element in
                guard element.kind == .cell, element.section == section, element.item >= index else { return element }
                return .cell(element.item + items.count, section: section)
            }
        case .deleteItems(let section, let items):
            let doomed = Set(items).sorted()
            map = { element in
                guard element.kind == .cell, element.section == section else { return element }
                if doomed.contains(element.item) { return nil }
                return .cell(element.item - doomed.prefix { $0 < element.item }.count, section: section)
            }
        case .insertSections(let index, let sections):
            map = { element in
                guard element.section >= index else { return element }
                return ElementID(kind: element.kind, indexPath: IndexPath(item: element.item, section: element.section + sections.count))
            }
        case .deleteSections(let sections):
            let doomed = Set(sections).sorted()
            map = { element in
                if doomed.contains(element.section) { return nil }
                let shift = doomed.prefix { $0 < element.section }.count
                return ElementID(kind: element.kind, indexPath: IndexPath(item: element.item, section: element.section - shift))
            }
        default:
            map = { _ in nil }
        }
        var kept: [DisplayedElement] = []
        for shown in displayed {
            if map(shown.element) == shown.element {
                kept.append(shown)
            } else {
                pendingLeft.append(shown)
            }
        }
        displayed = kept
        var pinned: [Int] = []
        for section in pinnedSections {
            let header = ElementID.supplementary(.header, section: section)
            if map(header) == header {
                pinned.append(section)
            } else {
                pendingStickyExits.append(section)
            }
        }
        pinnedSections = pinned
    }

    private func checkSection(_ section: Int, step: Int, field: String) throws(SimulationError) {
        guard data.sections.indices.contains(section) else {
            throw SimulationError(stepIndex: step, field: field,
                                  message: "section \(section) does not exist (the collection has \(data.numberOfSections) sections)")
        }
    }
}
