/// `UICollectionViewCompositionalLayout`: sections made of groups of items,
/// each sized by absolute, estimated or fractional dimensions (the
/// compositional rules of `docs/layouts.md`).
///
/// Each section lays out one instance of its group (the template) and
/// repeats it along the scroll axis until the section's items run out,
/// `interGroupSpacing` apart; an orthogonal section puts its groups in one
/// row across the scroll axis instead and is as tall as one group; it is a
/// scroll view of its own: the simulator tells the layout its offset
/// (`OrthogonalScrollingLayout`), and the answers show its cells shifted by
/// it and clipped to the section's band. Boundary
/// supplementary items sit on the section's edges, extending it when they
/// are on an edge across the scroll direction; pinned ones stick to the
/// visible area while their section is on screen (offset-only
/// invalidations, reported as sticky headers for the `header` kind).
///
/// Nothing is stored per item: preparing costs O(sections + template
/// sizes), and the visible query is O(log s + k) — a binary search over
/// sections, then arithmetic over the groups of each section it meets.
public final class CompositionalLayout: CollectionViewLayout, StickyHeaderLayout {
    /// `false`: items are sized by their dimensions (an `estimated`
    /// dimension is final), never by item sizes.
    public func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        false
    }

    /// The options; take effect at the next `prepare(in:)`.
    public var configuration: CompositionalLayoutConfiguration

    private var axis: Axis = .vertical
    private var bounds: Rect = .zero
    private var contentInset: EdgeInsets = .zero
    private var sections: [CompositionalSectionGeometry] = []
    /// `reach[s]` = the greatest `maxMain` of sections `0...s`: monotone, so
    /// that the first section a rect can meet is a binary search.
    private var reach: [Double] = []
    /// `floorFrom[s]` = the least `minMain` of sections `s...`: the walk
    /// stops where it is past the rect.
    private var floorFrom: [Double] = []
    /// The layout-level boundary items.
    private var globals: [CompositionalSectionGeometry.Extra] = []
    private var globalBody: (min: Double, max: Double) = (0, 0)
    private var preparedContentSize: Size = .zero
    private var hasPins = false
    /// The first section with items whose custom group placed none
    /// (`preparedProblem`), found once per `prepare(in:)`.
    private(set) var emptyCustomGroupSection: Int?
    /// The sideways offsets of the orthogonal sections the simulator has
    /// scrolled, by section (absent: 0).
    var orthogonalOffsets: [Int: Double] = [:]
    /// The orthogonal sections, ascending.
    private(set) var orthogonalIndices: [Int] = []
    /// The collection's length across the scroll axis (less the content
    /// inset): the length of an orthogonal section's band.
    private(set) var crossLength = 0.0

    /// Creates a compositional layout.
    public init(configuration: CompositionalLayoutConfiguration) {
        self.configuration = configuration
    }

    /// The size of the whole content: the collection's width less the
    /// content inset's left and right by the sections' extent (transposed
    /// when horizontal).
    public var contentSize: Size { preparedContentSize }

    /// The prepared geometry of section `index` as a layout would report
    /// it to an orthogonal scroll view later: its behaviour and the length
    /// of its row of groups. `nil` for a section that is not prepared.
    public func orthogonalScrolling(inSection index: Int) -> (behavior: OrthogonalScrollingBehavior, contentLength: Double)? {
        guard sections.indices.contains(index) else { return nil }
        return (sections[index].orthogonalScrollingBehavior, sections[index].orthogonalContentLength)
    }

    /// The prepared geometry of section `index`, if it is.
    func preparedSection(_ index: Int) -> CompositionalSectionGeometry? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The layout's scroll axis as of the last `prepare`.
    var preparedAxis: Axis { axis }

    // MARK: - Preparing

    /// Lays out every section.
    ///
    /// - Complexity: O(s + t) for s sections and t template cells, whatever the number of items.
    public func prepare(in context: LayoutContext) {
        bounds = context.bounds
        contentInset = context.contentInset
        axis = configuration.scrollDirection
        let cross = axis.other
        let viewport = context.bounds.size
        let inset = context.contentInset
        let crossInsets = axis == .vertical ? inset.left + inset.right : inset.top + inset.bottom
        let mainInsets = axis == .vertical ? inset.top + inset.bottom : inset.left + inset.right
        var container = Size.zero
        container[cross] = max(viewport[cross] - crossInsets, 0)
        container[axis] = max(viewport[axis] - mainInsets, 0)

        sections.removeAll(keepingCapacity: true)
        orthogonalIndices.removeAll(keepingCapacity: true)
        crossLength = container[cross]
        hasPins = false
        emptyCustomGroupSection = nil
        var main = 0.0
        let globalItems = configuration.boundarySupplementaryItems
        let globalPlacement = BoundaryPlacement(items: globalItems, axis: axis, crossStart: 0,
                                                crossLength: container[cross], mainLength: container[axis])
        main += globalPlacement.startReserve
        let globalBodyMin = main
        let sectionCount = context.data.sections.count
        for s in 0..<sectionCount {
            guard let description = configuration.section(at: s) else { break }
            let geometry = layOut(description, index: s, itemCount: context.data.sections[s].items.count,
                                  container: container, main: main)
            sections.append(geometry)
            if geometry.hasEmptyCustomGroup && emptyCustomGroupSection == nil { emptyCustomGroupSection = s }
            if geometry.orthogonalScrollingBehavior.isOrthogonal { orthogonalIndices.append(s) }
            main = geometry.bodyMax + geometry.endReserve
            if s < sectionCount - 1 { main += configuration.interSectionSpacing }
        }
        let globalBodyMax = main
        main += globalPlacement.endReserve
        globalBody = (globalBodyMin, globalBodyMax)
        // Global boundary items are section 0's: with no sections there is
        // no index path to give them (a layout may only name sections that
        // exist), so they are left out; their space stays.
        globals = sectionCount == 0 ? [] : globalPlacement.extras(section: 0, bodyMin: globalBodyMin, bodyMax: globalBodyMax)
            .sorted { $0.element < $1.element }
        hasPins = hasPins || globals.contains { $0.pin != .none }

        reach = []
        reach.reserveCapacity(sections.count)
        floorFrom = Array(repeating: 0, count: sections.count)
        var running = -Double.infinity
        for section in sections {
            running = max(running, section.maxMain)
            reach.append(running)
        }
        running = .infinity
        for s in sections.indices.reversed() {
            running = min(running, sections[s].minMain)
            floorFrom[s] = running
        }
        // Cells or views that reach past the end (an overflowing group, an
        // offset footer) stay inside the content.
        var size = Size.zero
        size[cross] = container[cross]
        size[axis] = max(main, reach.last ?? 0, globals.map { axis == .vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? 0)
        preparedContentSize = size
    }

    /// The geometry of one section starting at `main` along the scroll axis.
    private func layOut(
        _ description: CompositionalSection, index s: Int, itemCount: Int, container: Size, main sectionStart: Double
    ) -> CompositionalSectionGeometry {
        let cross = axis.other
        let insets = description.contentInsets
        let reference = referenceInsets(description.contentInsetsReference, crossLength: container[cross])
        var sectionContainer = Size.zero
        sectionContainer[cross] = container[cross] - reference.before - reference.after - insets.total(cross)
        sectionContainer[axis] = container[axis] - insets.total(axis)

        let groupSize = CompositionalGroupSolver.size(of: description.group, in: sectionContainer)
        var template: [Rect] = []
        CompositionalGroupSolver.layOut(description.group, in: Rect(origin: .zero, size: groupSize), into: &template)
        let orthogonal = description.orthogonalScrollingBehavior.isOrthogonal
        let repeatAxis = orthogonal ? cross : axis
        let groupCount = template.isEmpty ? 0 : (itemCount + template.count - 1) / template.count
        let stride = groupSize[repeatAxis] + description.interGroupSpacing
        let groupsExtent: Double
        if groupCount == 0 {
            groupsExtent = 0
        } else if orthogonal {
            groupsExtent = groupSize[axis]
        } else {
            groupsExtent = Double(groupCount) * groupSize[axis] + Double(groupCount - 1) * description.interGroupSpacing
        }

        let follows = description.supplementariesFollowContentInsets
        let boundaryStart = reference.before + (follows ? insets.before(cross) : 0)
        let boundaryLength = container[cross] - reference.before - reference.after - (follows ? insets.total(cross) : 0)
        let placement = BoundaryPlacement(items: description.boundarySupplementaryItems, axis: axis, crossStart: boundaryStart,
                                          crossLength: boundaryLength, mainLength: container[axis])
        let bodyMin = sectionStart + placement.startReserve
        let contentStart = bodyMin + insets.before(axis)
        let bodyMax = contentStart + groupsExtent + insets.after(axis)
        let sectionEnd = bodyMax + placement.endReserve

        var groupOrigin = Point.zero
        groupOrigin[axis] = contentStart
        groupOrigin[cross] = reference.before + insets.before(cross)
        var centering = 0.0
        if description.orthogonalScrollingBehavior == .groupPagingCentered {
            centering = (sectionContainer[cross] - groupSize[cross]) / 2
            groupOrigin[cross] += centering
        }

        var extras = placement.extras(section: s, bodyMin: bodyMin, bodyMax: bodyMax)
        for decoration in description.decorationItems {
            var frame = Rect.zero
            frame.origin[axis] = sectionStart
            frame.size[axis] = sectionEnd - sectionStart
            frame.origin[cross] = reference.before
            frame.size[cross] = container[cross] - reference.before - reference.after
            let d = decoration.contentInsets
            frame = Rect(x: frame.minX + d.leading, y: frame.minY + d.top,
                         width: frame.width - d.leading - d.trailing, height: frame.height - d.top - d.bottom)
            extras.append(.init(element: .supplementary(decoration.elementKind, section: s), frame: frame,
                                pin: .none, isDecoration: true))
        }
        extras.sort { $0.element < $1.element }
        hasPins = hasPins || extras.contains { $0.pin != .none }

        var templateMin = 0.0, templateMax = 0.0
        var templateMainMin = Double.infinity, templateMainMax = -Double.infinity
        var nonFiniteSlot: Int?
        var measured = 0
        for (k, frame) in template.enumerated() {
            // A frame that is not finite would poison the extent (NaN
            // compares false, so the section met no rect at all).
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
                if nonFiniteSlot == nil { nonFiniteSlot = k }
                continue
            }
            let low = repeatAxis == .vertical ? frame.minY : frame.minX
            let high = repeatAxis == .vertical ? frame.maxY : frame.maxX
            templateMin = measured == 0 ? low : min(templateMin, low)
            templateMax = measured == 0 ? high : max(templateMax, high)
            measured += 1
            templateMainMin = min(templateMainMin, axis == .vertical ? frame.minY : frame.minX)
            templateMainMax = max(templateMainMax, axis == .vertical ? frame.maxY : frame.maxX)
        }
        var minMain = min(sectionStart, sectionEnd), maxMain = max(sectionStart, sectionEnd)
        if groupCount > 0 {
            let lastShift = orthogonal ? 0 : Double(groupCount - 1) * stride
            minMain = min(minMain, contentStart + templateMainMin, contentStart + lastShift + templateMainMin)
            maxMain = max(maxMain, contentStart + templateMainMax, contentStart + lastShift + templateMainMax)
        }
        for extra in extras {
            minMain = min(minMain, axis == .vertical ? extra.frame.minY : extra.frame.minX)
            maxMain = max(maxMain, axis == .vertical ? extra.frame.maxY : extra.frame.maxX)
        }
        let orthogonalLength = orthogonal && groupCount > 0
            ? insets.total(cross) + Double(groupCount) * groupSize[cross] + Double(groupCount - 1) * description.interGroupSpacing
            : 0
        var geometry = CompositionalSectionGeometry(
            itemCount: itemCount, template: template, groupOrigin: groupOrigin, repeatAxis: repeatAxis, stride: stride,
            groupCount: groupCount, templateMin: templateMin, templateMax: templateMax, minMain: minMain, maxMain: maxMain,
            bodyMin: bodyMin, bodyMax: bodyMax, extras: extras,
            extrasAfterCells: extras.firstIndex { $0.element.kind.canonicalRank > ElementKind.cell.canonicalRank } ?? extras.count,
            orthogonalScrollingBehavior: description.orthogonalScrollingBehavior, orthogonalContentLength: orthogonalLength)
        geometry.endReserve = placement.endReserve
        geometry.nonFiniteSlot = nonFiniteSlot.flatMap { $0 < itemCount ? $0 : nil }
        geometry.hasEmptyCustomGroup = itemCount > 0 && description.group.containsEmptyCustomGroup
        geometry.orthogonalCentering = centering
        return geometry
    }

    /// The insets along the cross axis a section's `contentInsetsReference`
    /// adds inside the collection's width (which already excludes the
    /// content inset, the simulator's safe area).
    private func referenceInsets(_ reference: ContentInsetsReference, crossLength: Double) -> (before: Double, after: Double) {
        switch reference {
        case .automatic, .none, .safeArea:
            return (0, 0)
        case .layoutMargins:
            return (Self.layoutMargin, Self.layoutMargin)
        case .readableContent:
            let extra = max(0, (crossLength - 2 * Self.layoutMargin - Self.readableWidth) / 2)
            return (Self.layoutMargin + extra, Self.layoutMargin + extra)
        }
    }

    /// UIKit's minimum layout margin of a compact-width view.
    static let layoutMargin = 16.0
    /// The widest the readable content guide gets (UIKit's value at the default text size).
    static let readableWidth = 672.0

    // MARK: - Queries

    /// The elements intersecting `rect`, in canonical order, pinned views where they are shown.
    ///
    /// - Complexity: O(log s + k): a binary search over sections, then
    ///   arithmetic over the groups of the sections met.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        elements(in: rect, pinned: true)
    }

    /// The elements at their natural positions intersecting `rect`
    /// (orthogonal sections as laid out, at offset 0 and not clipped to their band).
    ///
    /// - Complexity: O(log s + k), as the visible query.
    public func naturalLayoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        elements(in: rect, pinned: false)
    }

    /// Every element at its natural position, in canonical order.
    public func layoutAttributesForAllElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachLayoutAttributesForAllElements { result.append($0) }
        return result
    }

    /// Each element of `layoutAttributesForAllElements()`, in the same
    /// order, made one at a time from the sections' geometry: what
    /// `scrollsim layout` streams, in memory independent of the item count.
    ///
    /// A section's elements come in canonical order (its sorted extras
    /// split around its cells, cells by item), and sections ascend; the
    /// global boundary items (all of section 0) are merged into section
    /// 0's elements in order.
    public func forEachLayoutAttributesForAllElements(_ body: (LayoutAttributes) -> Void) {
        var global = globals.filter { !$0.frame.isEmpty }
        if global.count > 1 { global.sort { $0.element < $1.element } }
        var nextGlobal = 0
        func emit(_ attributes: LayoutAttributes) {
            while nextGlobal < global.count && global[nextGlobal].element < attributes.element {
                body(self.attributes(global[nextGlobal], frame: global[nextGlobal].frame, pinned: false))
                nextGlobal += 1
            }
            body(attributes)
        }
        for (s, section) in sections.enumerated() {
            for (k, extra) in section.extras.enumerated() where k < section.extrasAfterCells && !extra.frame.isEmpty {
                emit(attributes(extra, frame: extra.frame, pinned: false))
            }
            for item in 0..<(section.leafCount > 0 ? section.itemCount : 0) {
                let frame = section.itemFrame(item)
                if !frame.isEmpty { emit(LayoutAttributes(element: .cell(item, section: s), frame: frame)) }
            }
            for extra in section.extras[section.extrasAfterCells...] where !extra.frame.isEmpty {
                emit(attributes(extra, frame: extra.frame, pinned: false))
            }
        }
        while nextGlobal < global.count {
            body(attributes(global[nextGlobal], frame: global[nextGlobal].frame, pinned: false))
            nextGlobal += 1
        }
    }

    private func elements(in rect: Rect, pinned: Bool) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard !rect.isEmpty else { return result }
        let low = axis == .vertical ? rect.minY : rect.minX
        let high = axis == .vertical ? rect.maxY : rect.maxX
        var s = Self.firstIndex(in: 0..<sections.count) { reach[$0] > low }
        while s < sections.count && floorFrom[s] < high {
            let section = sections[s]
            for extra in section.extras[..<section.extrasAfterCells] {
                appendExtra(extra, section: section, rect: rect, pinned: pinned, into: &result)
            }
            if let slot = section.nonFiniteSlot {
                result.append(LayoutAttributes(element: .cell(slot, section: s), frame: section.itemFrame(slot)))
            }
            if pinned && section.orthogonalScrollingBehavior.isOrthogonal {
                // Natural frames are the section's as laid out: neither scrolled nor clipped.
                appendOrthogonalCells(of: section, index: s, in: rect, into: &result)
            } else if section.leafCount > 0, let groups = section.groups(
                meeting: section.repeatAxis == .vertical ? rect.minY : rect.minX,
                section.repeatAxis == .vertical ? rect.maxY : rect.maxX)
            {
                let leaves = section.leafCount
                walk: for group in groups {
                    for slot in 0..<leaves {
                        let item = group * leaves + slot
                        if item >= section.itemCount { break walk }
                        let frame = section.itemFrame(item)
                        if frame.intersects(rect) { result.append(LayoutAttributes(element: .cell(item, section: s), frame: frame)) }
                    }
                }
            }
            for extra in section.extras[section.extrasAfterCells...] {
                appendExtra(extra, section: section, rect: rect, pinned: pinned, into: &result)
            }
            s += 1
        }
        let before = result.count
        for extra in globals {
            let (frame, isPinned) = pinned ? displayed(extra, bodyMin: globalBody.min, bodyMax: globalBody.max) : (extra.frame, false)
            if frame.intersects(rect) { result.append(attributes(extra, frame: frame, pinned: isPinned)) }
        }
        if result.count > before { result.sort { $0.element < $1.element } }
        return result
    }

    /// The cells of orthogonal section `s` that show in `rect`: shifted
    /// back by the section's offset, and inside its band across the scroll
    /// axis (`0 ..< crossLength`), where its scroll view clips them.
    private func appendOrthogonalCells(
        of section: CompositionalSectionGeometry, index s: Int, in rect: Rect, into result: inout [LayoutAttributes]
    ) {
        guard section.leafCount > 0 else { return }
        let along = section.repeatAxis
        let offset = orthogonalOffsets[s] ?? 0
        let low = max(along == .vertical ? rect.minY : rect.minX, 0)
        let high = min(along == .vertical ? rect.maxY : rect.maxX, crossLength)
        guard low < high, let groups = section.groups(meeting: low + offset, high + offset) else { return }
        let leaves = section.leafCount
        walk: for group in groups {
            for slot in 0..<leaves {
                let item = group * leaves + slot
                if item >= section.itemCount { break walk }
                var frame = section.itemFrame(item)
                frame.origin[along] -= offset
                let start = frame.origin[along], end = start + frame.size[along]
                // Visible where it meets the rect inside the band, as its scroll view clips it.
                if frame.intersects(rect) && end > low && start < high {
                    result.append(LayoutAttributes(element: .cell(item, section: s), frame: frame))
                }
            }
        }
    }

    private func appendExtra(
        _ extra: CompositionalSectionGeometry.Extra, section: CompositionalSectionGeometry, rect: Rect, pinned: Bool,
        into result: inout [LayoutAttributes]
    ) {
        let (frame, isPinned) = pinned ? displayed(extra, bodyMin: section.bodyMin, bodyMax: section.bodyMax) : (extra.frame, false)
        if frame.intersects(rect) { result.append(attributes(extra, frame: frame, pinned: isPinned)) }
    }

    /// Decorations draw under the cells (zIndex −1); pinned views over
    /// everything (`1024 + section`, as the other built-in layouts).
    private func attributes(_ extra: CompositionalSectionGeometry.Extra, frame: Rect, pinned: Bool) -> LayoutAttributes {
        LayoutAttributes(element: extra.element, frame: frame,
                         zIndex: pinned ? 1024 + extra.element.section : (extra.isDecoration ? -1 : 0))
    }

    /// The frame `extra` is shown at with the current bounds, and whether it is pinned.
    private func displayed(_ extra: CompositionalSectionGeometry.Extra, bodyMin: Double, bodyMax: Double) -> (Rect, Bool) {
        let natural = extra.frame
        let start = axis == .vertical ? natural.minY : natural.minX
        let length = axis == .vertical ? natural.height : natural.width
        let position: Double
        switch extra.pin {
        case .none:
            return (natural, false)
        case .start:
            let visibleStart = axis == .vertical ? bounds.minY + contentInset.top : bounds.minX + contentInset.left
            position = min(max(visibleStart, start), bodyMax - length)
            guard position > start else { return (natural, false) }
        case .end:
            let visibleEnd = axis == .vertical ? bounds.maxY - contentInset.bottom : bounds.maxX - contentInset.right
            position = max(min(visibleEnd - length, start), bodyMin)
            guard position < start else { return (natural, false) }
        }
        var frame = natural
        frame.origin[axis] = position
        return (frame, true)
    }

    /// The cell at `indexPath`.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.leafCount > 0, (0..<section.itemCount).contains(indexPath.item) else { return nil }
        var frame = section.itemFrame(indexPath.item)
        // Displayed frames: a scrolled orthogonal section's cells where they show.
        if let offset = orthogonalOffsets[indexPath.section] { frame.origin[section.repeatAxis] -= offset }
        return LayoutAttributes(element: ElementID(kind: .cell, indexPath: indexPath), frame: frame)
    }

    /// A boundary supplementary item or decoration of a section (as pinned,
    /// if it is), or of the layout (section 0).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        if sections.indices.contains(indexPath.section) {
            let section = sections[indexPath.section]
            if let extra = section.extras.first(where: { $0.element.kind == kind }) {
                let (frame, pinned) = displayed(extra, bodyMin: section.bodyMin, bodyMax: section.bodyMax)
                return attributes(extra, frame: frame, pinned: pinned)
            }
        }
        if indexPath.section == 0, let extra = globals.first(where: { $0.element.kind == kind }) {
            let (frame, pinned) = displayed(extra, bodyMin: globalBody.min, bodyMax: globalBody.max)
            return attributes(extra, frame: frame, pinned: pinned)
        }
        return nil
    }

    /// The pinned `header`-kind views of the sections under the bounds.
    public var pinnedHeaders: [PinnedHeader] {
        guard hasPins else { return [] }
        var found: [PinnedHeader] = []
        let low = axis == .vertical ? bounds.minY : bounds.minX
        let high = axis == .vertical ? bounds.maxY : bounds.maxX
        var s = Self.firstIndex(in: 0..<sections.count) { reach[$0] > low }
        while s < sections.count && floorFrom[s] < high {
            let section = sections[s]
            for extra in section.extras where extra.pin == .start && extra.element.kind == .header {
                let (frame, pinned) = displayed(extra, bodyMin: section.bodyMin, bodyMax: section.bodyMax)
                if pinned && frame.intersects(bounds) {
                    found.append(PinnedHeader(section: s, originalPoint: extra.frame.origin, frame: frame))
                }
            }
            s += 1
        }
        return found
    }

    // MARK: - Invalidation

    /// `true` for a size change, and for an offset change while any view pins.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != bounds.size || (hasPins && newBounds.origin != bounds.origin)
    }

    /// Offset-only unless the size changed.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        LayoutInvalidationContext(isOffsetOnly: newBounds.size == bounds.size, bounds: newBounds)
    }

    /// Records the new bounds; pinned views follow them.
    public func invalidateLayout(with context: LayoutInvalidationContext) { bounds = context.bounds }

    /// The first index of `range` for which `predicate` holds, given that it holds for a suffix.
    private static func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .vertical ? .horizontal : .vertical }
}

/// Where a list of boundary supplementary items goes around a body along
/// the scroll axis: how much room the extending ones reserve at each end,
/// and each item's frame once the body is known.
struct BoundaryPlacement {
    var items: [CompositionalBoundaryItem]
    var axis: Axis
    var sizes: [Size]
    var crossStart: Double
    var crossLength: Double
    var startReserve = 0.0
    var endReserve = 0.0

    init(items: [CompositionalBoundaryItem], axis: Axis, crossStart: Double, crossLength: Double, mainLength: Double) {
        self.items = items
        self.axis = axis
        self.crossStart = crossStart
        self.crossLength = crossLength
        var container = Size.zero
        container[axis.other] = crossLength
        container[axis] = mainLength
        sizes = items.map { $0.layoutSize.resolved(in: container) }
        for (item, size) in zip(items, sizes) where item.extendsBoundary {
            if item.alignment.touchesStart(of: axis) { startReserve = max(startReserve, size[axis]) }
            if item.alignment.touchesEnd(of: axis) { endReserve = max(endReserve, size[axis]) }
        }
    }

    /// The items placed around the body `bodyMin..<bodyMax`, as views of `section`.
    func extras(section: Int, bodyMin: Double, bodyMax: Double) -> [CompositionalSectionGeometry.Extra] {
        let cross = axis.other
        return zip(items, sizes).map { item, size in
            var origin = Point.zero
            let alignment = item.alignment
            if alignment.touchesStart(of: axis) {
                origin[axis] = item.extendsBoundary ? bodyMin - size[axis] : bodyMin
            } else if alignment.touchesEnd(of: axis) {
                origin[axis] = item.extendsBoundary ? bodyMax : bodyMax - size[axis]
            } else {
                origin[axis] = bodyMin + (bodyMax - bodyMin - size[axis]) / 2
            }
            if alignment.touchesStart(of: cross) {
                origin[cross] = crossStart
            } else if alignment.touchesEnd(of: cross) {
                origin[cross] = crossStart + crossLength - size[cross]
            } else {
                origin[cross] = crossStart + (crossLength - size[cross]) / 2
            }
            let pin: CompositionalSectionGeometry.Extra.Pin = !item.pinToVisibleBounds ? .none
                : alignment.touchesStart(of: axis) ? .start : alignment.touchesEnd(of: axis) ? .end : .none
            let frame = Rect(x: origin.x + item.absoluteOffset.x, y: origin.y + item.absoluteOffset.y,
                             width: size.width, height: size.height)
            return .init(element: .supplementary(item.elementKind, section: section), frame: frame, pin: pin, isDecoration: false)
        }
    }
}
