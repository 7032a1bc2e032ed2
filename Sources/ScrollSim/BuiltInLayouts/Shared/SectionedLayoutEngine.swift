/// How section headers stick to the top of the visible area (the sticky-header rules of `docs/layouts.md`).
public enum HeaderPinning: Hashable, Sendable {
    /// Headers scroll with their sections.
    case none
    /// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: a
    /// header stays at the top while its section is on screen and is pushed
    /// out by the section's end.
    case nonStacked
    /// FlexLayout's default: pinned headers stack under each other and stay.
    case stacked
}

/// The query machinery shared by the built-in layouts: the visible query
/// over a `SectionedGeometry`, sticky headers and footers in both modes,
/// the paging offset, and the transposition of horizontal layouts.
///
/// Every answer is in canonical element order.
struct SectionedLayoutEngine {
    var geometry = SectionedGeometry()
    /// The scrolling axis; a horizontal geometry is stored transposed.
    var axis: Axis = .vertical
    /// The bounds of the last prepare or invalidation (real space).
    var bounds: Rect = .zero
    /// The content inset (real space).
    var contentInset: EdgeInsets = .zero
    /// The collection's data, for item extras.
    var data = CollectionData(sections: [])

    var headerPinning: HeaderPinning = .none { didSet { rebuildStickyIndex() } }
    /// The sections whose headers may pin; `nil` means every section.
    var stickySections: Set<Int>? { didSet { rebuildStickyIndex() } }
    /// Whether footers pin to the bottom of the visible area (non-stacked rule).
    var pinsFooters = false
    /// The first section shifted by `pagingOffset`.
    var pagingSection = Int.max
    /// The shift of the paged sections (the paging-offset rule of `docs/layouts.md`), real space.
    var pagingOffset: Point = .zero
    /// Whether non-stacked headers and pinned footers of empty sections pin
    /// within the section's insets (UIKit's flow layout), or never (flex).
    var pinsEmptySections = false

    /// Sections with a sticky header, in order (stacked mode).
    private var stickyList: [Int] = []
    /// `stickyPrefix[i]` = summed heights of the first `i` sticky headers.
    private var stickyPrefix: [Double] = [0]
    private var scratch: [Int32] = []
    private var extraScratch: [LayoutAttributes] = []
    private var pinScratch: [PinnedFrame] = []

    /// A stacked pinned header found by the visible query, layout space.
    private struct PinnedFrame {
        let section: Int
        let frame: Rect
    }

    /// The zIndex of pinned headers and footers: `1024 + section`.
    static func pinnedZIndex(_ section: Int) -> Int { 1024 + section }

    // MARK: - Space conversions

    private var isTransposed: Bool { axis == .horizontal }

    func toLayout(_ rect: Rect) -> Rect {
        isTransposed ? Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }

    func toReal(_ rect: Rect) -> Rect { toLayout(rect) }

    /// The content size, real space.
    var contentSize: Size {
        let size = geometry.contentSize
        return isTransposed ? Size(width: size.height, height: size.width) : size
    }

    /// The top of the visible area along the scrolling axis (layout space).
    private var visibleTop: Double {
        isTransposed ? bounds.minX + contentInset.left : bounds.minY + contentInset.top
    }

    /// The bottom of the visible area along the scrolling axis (layout space).
    private var visibleBottom: Double {
        isTransposed ? bounds.maxX - contentInset.right : bounds.maxY - contentInset.bottom
    }

    // MARK: - Preparing

    /// Recomputes the stacked-sticky index after a prepare or a change of
    /// sticky sections.
    mutating func rebuildStickyIndex() {
        stickyList.removeAll(keepingCapacity: true)
        stickyPrefix.removeAll(keepingCapacity: true)
        stickyPrefix.append(0)
        guard headerPinning == .stacked else { return }
        for s in geometry.sections.indices where isPinnable(s) {
            guard let header = geometry.sections[s].header else { continue }
            stickyList.append(s)
            stickyPrefix.append((stickyPrefix.last ?? 0) + header.height)
        }
    }

    private func isPinnable(_ section: Int) -> Bool {
        guard headerPinning != .none else { return false }
        return stickySections?.contains(section) ?? true
    }

    /// The number of pinned stacked headers: they are a prefix of
    /// `stickyList`, since `top + P[i] − header(i).minY` never increases
    /// with `i` (each header starts below the previous one's bottom).
    private func stackedPinnedCount(top: Double) -> Int {
        SectionedGeometry.firstIndex(in: stickyList.indices) { i in
            let natural = geometry.sections[stickyList[i]].header?.minY ?? 0
            return !(top + stickyPrefix[i] > natural)
        }
    }

    /// The position of `section` in `stickyList`, if it is there.
    private func stickyIndex(of section: Int) -> Int? {
        let i = SectionedGeometry.firstIndex(in: stickyList.indices) { stickyList[$0] >= section }
        return i < stickyList.count && stickyList[i] == section ? i : nil
    }

    // MARK: - Displayed frames (layout space, before paging)

    /// The header of section `s` as displayed with the current bounds (not
    /// for stacked pinned headers, which `stackedPinned` places).
    private func displayedHeader(_ s: Int, top: Double) -> (frame: Rect, pinned: Bool)? {
        let section = geometry.sections[s]
        guard let natural = section.header else { return nil }
        guard headerPinning == .nonStacked, isPinnable(s), section.itemCount > 0 || pinsEmptySections else { return (natural, false) }
        let y = min(max(top, natural.minY), section.bodyMaxY - natural.height)
        guard y > natural.minY else { return (natural, false) }
        return (Rect(x: natural.minX, y: y, width: natural.width, height: natural.height), true)
    }

    /// The footer of section `s` as displayed with the current bounds.
    private func displayedFooter(_ s: Int, bottom: Double) -> (frame: Rect, pinned: Bool)? {
        let section = geometry.sections[s]
        guard let natural = section.footer else { return nil }
        guard pinsFooters, section.itemCount > 0 || pinsEmptySections else { return (natural, false) }
        let y = max(min(bottom - natural.height, natural.minY), section.bodyMinY)
        guard y < natural.minY else { return (natural, false) }
        return (Rect(x: natural.minX, y: y, width: natural.width, height: natural.height), true)
    }

    // MARK: - Queries

    /// The attributes of every element intersecting `rect` (real space), as
    /// displayed: sticky and paging applied.
    ///
    /// - Complexity: O(log n + k).
    mutating func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard !rect.isEmpty else { return result }
        result.reserveCapacity(64)
        let sectionCount = geometry.sections.count
        let split = min(max(pagingSection, 0), sectionCount)
        if pagingOffset == .zero || split >= sectionCount {
            query(sections: 0..<sectionCount, rect: rect, shift: .zero, into: &result)
        } else {
            query(sections: 0..<split, rect: rect, shift: .zero, into: &result)
            query(sections: split..<sectionCount, rect: rect, shift: pagingOffset, into: &result)
        }
        return result
    }

    /// The pinned headers that intersect the current bounds, in section order.
    ///
    /// The simulator asks on every tick, so this finds them directly, as
    /// the visible query does but without building attributes or walking
    /// items: the pinned range of the stacked list, or the sections under
    /// the bounds (non-stacked).
    ///
    /// - Complexity: O(log n + p), p the headers returned.
    func pinnedHeaders() -> [PinnedHeader] {
        guard headerPinning != .none else { return [] }
        var found: [PinnedHeader] = []
        // Reserved for a screenful of stacked headers: appended one by one,
        // the list was reallocated five times a tick.
        found.reserveCapacity(headerPinning == .stacked ? min(stackedPinnedCount(top: visibleTop), 64) : 2)
        let sectionCount = geometry.sections.count
        let split = min(max(pagingSection, 0), sectionCount)
        if pagingOffset == .zero || split >= sectionCount {
            appendPinnedHeaders(sections: 0..<sectionCount, shift: .zero, into: &found)
        } else {
            appendPinnedHeaders(sections: 0..<split, shift: .zero, into: &found)
            appendPinnedHeaders(sections: split..<sectionCount, shift: pagingOffset, into: &found)
        }
        return found
    }

    /// Appends the pinned headers of `sections` that, shifted by `shift`,
    /// intersect the bounds: the same frames as `query` gives them.
    private func appendPinnedHeaders(sections range: Range<Int>, shift: Point, into found: inout [PinnedHeader]) {
        let rect = toLayout(bounds.offsetBy(dx: -shift.x, dy: -shift.y))
        let top = visibleTop
        func append(_ s: Int, natural: Rect, frame: Rect) {
            found.append(PinnedHeader(section: s, originalPoint: toReal(natural).origin,
                                      frame: toReal(frame).offsetBy(dx: shift.x, dy: shift.y)))
        }
        switch headerPinning {
        case .none:
            return
        case .stacked:
            forEachStackedPinnedHeader(sections: range, rect: rect, top: top, pinnedCount: stackedPinnedCount(top: top)) {
                append($0, natural: $1, frame: $2)
            }
        case .nonStacked:
            var s = geometry.firstSection(in: range, below: rect.minY)
            while s < range.upperBound && geometry.sections[s].minY < rect.maxY {
                if let (frame, pinned) = displayedHeader(s, top: top), pinned, frame.intersects(rect),
                   let natural = geometry.sections[s].header
                {
                    append(s, natural: natural, frame: frame)
                }
                s += 1
            }
        }
    }

    /// Calls `body` with each stacked pinned header of `sections` whose
    /// displayed frame intersects `rect` (layout space), in section order:
    /// the one walk of the stacked list that `pinnedHeaders()` and the
    /// visible query share, so the two never disagree on a frame.
    ///
    /// The pinned headers are the first `pinnedCount` of `stickyList`, laid
    /// one under the other from `top`; the walk starts at the first whose
    /// bottom is below `rect.minY` and stops at the first whose top is not
    /// above `rect.maxY`.
    ///
    /// - Complexity: O(log n + p), p the headers visited.
    @inline(__always)
    private func forEachStackedPinnedHeader(
        sections range: Range<Int>, rect: Rect, top: Double, pinnedCount: Int,
        _ body: (_ section: Int, _ natural: Rect, _ frame: Rect) -> Void
    ) {
        let lower = SectionedGeometry.firstIndex(in: 0..<pinnedCount) { stickyList[$0] >= range.lowerBound }
        let upper = SectionedGeometry.firstIndex(in: lower..<pinnedCount) { stickyList[$0] >= range.upperBound }
        var i = SectionedGeometry.firstIndex(in: lower..<upper) { top + stickyPrefix[$0 + 1] > rect.minY }
        while i < upper && top + stickyPrefix[i] < rect.maxY {
            let s = stickyList[i]
            if let natural = geometry.sections[s].header {
                let frame = Rect(x: natural.minX, y: top + stickyPrefix[i], width: natural.width, height: natural.height)
                if frame.intersects(rect) { body(s, natural, frame) }
            }
            i += 1
        }
    }

    /// Appends the elements of `sections` that, shifted by `shift`,
    /// intersect `realRect`.
    private mutating func query(
        sections range: Range<Int>, rect realRect: Rect, shift: Point,
        into result: inout [LayoutAttributes]
    ) {
        let rect = toLayout(realRect.offsetBy(dx: -shift.x, dy: -shift.y))
        let top = visibleTop, bottom = visibleBottom

        // Elements outside the section walk: stacked pinned headers (their
        // sections and frames, in section order) and custom kinds (sorted).
        // Few; flushed into the result in order during the walk, the
        // headers' attributes made there, in the argument of `append`: made
        // in a list first, each was copied into the result and destroyed
        // (about 17 per query of the sticky benchmark). Reused buffers,
        // moved out as `buffer` below; the headers' only with stacked
        // headers, the only ones that use it, so the other queries pay
        // nothing for it.
        var extra: [LayoutAttributes] = []
        swap(&extra, &extraScratch)
        defer {
            extra.removeAll(keepingCapacity: true)
            swap(&extra, &extraScratch)
        }
        var pins: [PinnedFrame] = []
        let stacksPins = headerPinning == .stacked && !stickyList.isEmpty
        var pinnedCount = 0
        if stacksPins {
            swap(&pins, &pinScratch)
            pinnedCount = stackedPinnedCount(top: top)
            forEachStackedPinnedHeader(sections: range, rect: rect, top: top, pinnedCount: pinnedCount) { s, _, frame in
                pins.append(PinnedFrame(section: s, frame: frame))
            }
        }
        // Custom kinds of sections past the last (the tag layout's top
        // header with no sections) go with the last group.
        let upper = range.upperBound == geometry.sections.count ? Int.max : range.upperBound
        for custom in geometry.customElements
        where (range.lowerBound..<upper).contains(custom.section) && custom.frame.intersects(rect) {
            extra.append(makeAttributes(.supplementary(custom.kind, section: custom.section), custom.frame, pinned: false, shift))
        }
        if extra.count > 1 { extra.sort { $0.element < $1.element } }

        // The scratch buffer is moved out so that filling it does not
        // conflict with reading the geometry.
        var buffer: [Int32] = []
        swap(&buffer, &scratch)
        defer { swap(&buffer, &scratch) }
        // Canonical order puts a section's custom kinds and its pinned
        // header (the extras) before its walked elements, and everything
        // of lower sections before both: flush the extras of sections up
        // to `s` before walking `s`. Flushed by a method over explicit `inout` counters, not by a
        // nested function: the counters a nested function captures are
        // boxed and checked for exclusive access at run time on every use.
        var nextExtra = 0, nextPin = 0
        var s = geometry.firstSection(in: range, below: rect.minY)
        while s < range.upperBound && geometry.sections[s].minY < rect.maxY {
            flushExtras(through: s, extra: extra, nextExtra: &nextExtra, pins: pins, nextPin: &nextPin, shift: shift, into: &result)
            let stackedPinned = headerPinning == .stacked && stickyIndex(of: s).map { $0 < pinnedCount } == true
            if !stackedPinned, let (frame, pinned) = displayedHeader(s, top: top), frame.intersects(rect) {
                result.append(makeAttributes(.supplementary(.header, section: s), frame, pinned: pinned, shift))
            }
            let section = geometry.sections[s]
            let firstItem = section.firstItem
            let extrasItems = itemsWithExtras(s)
            buffer.removeAll(keepingCapacity: true)
            geometry.collectItems(of: section, intersecting: rect, into: &buffer)
            for index in buffer {
                let item = Int(index) - firstItem
                let frame = geometry.itemFrame(Int(index), in: section)
                if let extrasItems {
                    var attributes = makeAttributes(.cell(item, section: s), frame, pinned: false, shift)
                    attributes.extras = extrasItems[item].extras
                    result.append(attributes)
                } else {
                    // Built in the argument so that it is moved into the
                    // array: a `var` appended here was copied and then
                    // destroyed (measured: 32% of a query's instructions).
                    result.append(makeAttributes(.cell(item, section: s), frame, pinned: false, shift))
                }
            }
            if let (frame, pinned) = displayedFooter(s, bottom: bottom), frame.intersects(rect) {
                result.append(makeAttributes(.supplementary(.footer, section: s), frame, pinned: pinned, shift))
            }
            s += 1
        }
        flushExtras(through: Int.max, extra: extra, nextExtra: &nextExtra, pins: pins, nextPin: &nextPin, shift: shift, into: &result)
        if stacksPins {
            pins.removeAll(keepingCapacity: true)
            swap(&pins, &pinScratch)
        }
    }

    /// Appends to `result`, in canonical order, the extras (custom kinds
    /// from `extra`, stacked pinned headers from `pins`) of the sections up
    /// to `section` not appended yet, advancing `nextExtra` and `nextPin`.
    /// In a section, custom kinds come before its header.
    private func flushExtras(
        through section: Int, extra: [LayoutAttributes], nextExtra: inout Int, pins: [PinnedFrame], nextPin: inout Int,
        shift: Point, into result: inout [LayoutAttributes]
    ) {
        while true {
            let custom = nextExtra < extra.count ? extra[nextExtra].element.section : Int.max
            let pinned = nextPin < pins.count ? pins[nextPin].section : Int.max
            guard min(custom, pinned) <= section, min(custom, pinned) != Int.max else { return }
            if custom <= pinned {
                result.append(extra[nextExtra])
                nextExtra += 1
            } else {
                result.append(makeAttributes(.supplementary(.header, section: pinned), pins[nextPin].frame, pinned: true, shift))
                nextPin += 1
            }
        }
    }

    /// The explicit items of section `s`, if any of them carries extras.
    private func itemsWithExtras(_ s: Int) -> [ItemSpec]? {
        guard s < data.sections.count, case .explicit(let items) = data.sections[s].items,
              items.contains(where: { !$0.extras.isEmpty })
        else { return nil }
        return items
    }

    private func makeAttributes(_ element: ElementID, _ frame: Rect, pinned: Bool, _ shift: Point) -> LayoutAttributes {
        LayoutAttributes(element: element, frame: toReal(frame).offsetBy(dx: shift.x, dy: shift.y),
                         zIndex: pinned ? Self.pinnedZIndex(element.section) : 0)
    }

    // MARK: - Natural frames

    /// Every element of positive area at its natural position (no sticky,
    /// no paging), in canonical order.
    func naturalElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(geometry.itemOrigins.count + 2 * geometry.sections.count)
        forEachNaturalElement { result.append($0) }
        return result
    }

    /// Calls `body` with each element of `naturalElements()`, in order,
    /// holding one at a time.
    func forEachNaturalElement(_ body: (LayoutAttributes) -> Void) {
        var customs = geometry.customElements.sorted { ElementID.supplementary($0.kind, section: $0.section) < .supplementary($1.kind, section: $1.section) }[...]
        func appendCustoms(upTo section: Int) {
            while let first = customs.first, first.section <= section {
                append(.supplementary(first.kind, section: first.section), first.frame, nil)
                customs.removeFirst()
            }
        }
        func append(_ element: ElementID, _ frame: Rect, _ extras: [String: FieldValue]?) {
            guard !frame.isEmpty else { return }
            var attributes = LayoutAttributes(element: element, frame: toReal(frame))
            if let extras { attributes.extras = extras }
            body(attributes)
        }
        for (s, section) in geometry.sections.enumerated() {
            appendCustoms(upTo: s)
            if let header = section.header { append(.supplementary(.header, section: s), header, nil) }
            let extrasItems = itemsWithExtras(s)
            for item in 0..<section.itemCount {
                append(.cell(item, section: s), geometry.itemFrame(section.firstItem + item, in: section), extrasItems?[item].extras)
            }
            if let footer = section.footer { append(.supplementary(.footer, section: s), footer, nil) }
        }
        appendCustoms(upTo: Int.max)
    }

    /// The elements intersecting `rect` at their natural positions (no
    /// sticky, no paging), in canonical order: the visible query of a copy
    /// with pinning and paging off (the copy shares the geometry).
    ///
    /// - Complexity: O(log n + k).
    func naturalElements(in rect: Rect) -> [LayoutAttributes] {
        var natural = self
        natural.headerPinning = .none
        natural.pinsFooters = false
        natural.pagingOffset = .zero
        return natural.elements(in: rect)
    }

    /// The displayed attributes of the cell at `indexPath`.
    func item(at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        let shift = indexPath.section >= pagingSection ? pagingOffset : .zero
        var attributes = makeAttributes(ElementID(kind: .cell, indexPath: indexPath),
                                    geometry.itemFrame(section.firstItem + indexPath.item, in: section), pinned: false, shift)
        if let items = itemsWithExtras(indexPath.section) { attributes.extras = items[indexPath.item].extras }
        return attributes
    }

    /// The displayed attributes of a supplementary view.
    func supplementary(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        let s = indexPath.section
        let shift = s >= pagingSection ? pagingOffset : .zero
        let element = ElementID.supplementary(kind, section: s)
        if let custom = geometry.customElements.first(where: { $0.kind == kind && $0.section == s }) {
            return makeAttributes(element, custom.frame, pinned: false, shift)
        }
        guard geometry.sections.indices.contains(s) else { return nil }
        switch kind {
        case .header:
            if headerPinning == .stacked, let i = stickyIndex(of: s), i < stackedPinnedCount(top: visibleTop),
               let natural = geometry.sections[s].header
            {
                let frame = Rect(x: natural.minX, y: visibleTop + stickyPrefix[i], width: natural.width, height: natural.height)
                return makeAttributes(element, frame, pinned: true, shift)
            }
            return displayedHeader(s, top: visibleTop).map { makeAttributes(element, $0.frame, pinned: $0.pinned, shift) }
        case .footer:
            return displayedFooter(s, bottom: visibleBottom).map { makeAttributes(element, $0.frame, pinned: $0.pinned, shift) }
        default:
            return nil
        }
    }

    // MARK: - Invalidation

    /// Whether anything shown depends on the content offset.
    var dependsOnOffset: Bool {
        (headerPinning != .none && (stickySections.map { !$0.isEmpty } ?? true)) || pinsFooters
    }

    /// the sticky-header rules of `docs/layouts.md`: a size change needs `prepare`; an offset change only an
    /// offset-only invalidation, and only when something is sticky.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != bounds.size || (dependsOnOffset && newBounds.origin != bounds.origin)
    }

    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        LayoutInvalidationContext(isOffsetOnly: newBounds.size == bounds.size, bounds: newBounds)
    }
}
