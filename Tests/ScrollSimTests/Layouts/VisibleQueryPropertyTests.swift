import ScrollSim
import ScrollSimTesting
import Testing

/// Property tests against brute-force oracles: for random data, bounds and
/// rects, `layoutAttributesForElements(in:)` must equal "every element's
/// displayed frame, filtered by the rect", where displayed frames are
/// computed here from the natural frames with the sticky and paging rules of `docs/layouts.md` formulas.
@Suite("Visible query equals filtering all frames")
struct VisibleQueryPropertyTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case flow, flowPinned, flowHorizontal, waterfall, grid, tags, flexStacked, flexNonStacked
        var testDescription: String { rawValue }
    }

    /// A random case: the layout, its data and what the oracle needs.
    struct Case {
        var layout: any CollectionViewLayout
        var sections: [SectionData]
        var inset: EdgeInsets
        var contentInset: EdgeInsets
        var headerPinning: HeaderPinning
        var sticky: Set<Int>?  // nil: every section
        var pinsFooters: Bool
        var pagingSection = Int.max
        var pagingOffset = Point.zero
        /// Flow: an empty section's pinned header or footer moves within its insets.
        var pinsEmptySections = false
    }

    static func randomSections(
        _ rng: inout SplitMix64, maxWidth: Double, withTexts: Bool = false, maxItems: Int = 25
    ) -> [SectionData] {
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            let count = Int.random(in: 0...maxItems, using: &rng)
            let items = (0..<count).map { _ in
                ItemSpec(width: rng.points(1...Int(maxWidth)), height: rng.points(1...150))
            }
            let header = Bool.random(using: &rng) ? SupplementarySize(height: rng.points(1...80)) : nil
            let footer = Bool.random(using: &rng) ? SupplementarySize(height: rng.points(1...60)) : nil
            return SectionData(items: .explicit(items), header: header, footer: footer)
        }
    }

    static func randomInset(_ rng: inout SplitMix64) -> EdgeInsets {
        EdgeInsets(top: rng.points(0...20), left: rng.points(0...20), bottom: rng.points(0...20), right: rng.points(0...20))
    }

    static func makeCase(_ kind: Kind, _ rng: inout SplitMix64, maxItems: Int = 25) -> Case {
        let inset = randomInset(&rng)
        let contentInset = EdgeInsets(top: rng.points(0...64), left: 0, bottom: rng.points(0...40), right: 0)
        let spacing = rng.points(0...12)
        switch kind {
        case .flow, .flowPinned, .flowHorizontal:
            let pinned = kind == .flowPinned
            let configuration = FlowLayoutConfiguration(
                minimumLineSpacing: spacing, minimumInteritemSpacing: rng.points(0...12), sectionInset: inset,
                scrollDirection: kind == .flowHorizontal ? .horizontal : .vertical,
                sectionHeadersPinToVisibleBounds: pinned, sectionFootersPinToVisibleBounds: pinned,
                alignment: Bool.random(using: &rng) ? .left : .justified)
            var sections = randomSections(&rng, maxWidth: 150, maxItems: maxItems)
            if kind == .flowHorizontal {
                // Horizontal headers and footers are sized by their width.
                for s in sections.indices {
                    sections[s].header = sections[s].header.map { SupplementarySize(width: $0.height) }
                    sections[s].footer = sections[s].footer.map { SupplementarySize(width: $0.height) }
                }
            }
            return Case(layout: FlowLayout(configuration: configuration), sections: sections, inset: inset,
                        contentInset: kind == .flowHorizontal ? .zero : contentInset,
                        headerPinning: pinned ? .nonStacked : .none, sticky: nil, pinsFooters: pinned,
                        pinsEmptySections: true)
        case .waterfall:
            let configuration = WaterfallLayoutConfiguration(
                columns: Int.random(in: 0...4, using: &rng), columnSpacing: spacing, itemSpacing: rng.points(0...12),
                sectionInset: inset, placement: Bool.random(using: &rng) ? .shortest : .roundRobin,
                itemWidth: Bool.random(using: &rng) ? .column : .item, cellPadding: rng.points(0...5))
            // Own widths must fit a column of the widest case: 4 columns → ≥ 70.
            return Case(layout: WaterfallLayout(configuration: configuration), sections: randomSections(&rng, maxWidth: 60, maxItems: maxItems),
                        inset: inset, contentInset: contentInset, headerPinning: .none, sticky: [], pinsFooters: false)
        case .grid:
            let configuration = GridLayoutConfiguration(itemSize: Size(width: rng.points(20...150), height: rng.points(1...150)),
                                                         cellInset: inset, cellSpace: spacing,
                                                         headerHeight: rng.points(0...50), footerHeight: rng.points(0...50))
            return Case(layout: GridLayout(configuration: configuration), sections: randomSections(&rng, maxWidth: 100, maxItems: maxItems),
                        inset: inset, contentInset: contentInset, headerPinning: .none, sticky: [], pinsFooters: false)
        case .tags:
            let sections = randomSections(&rng, maxWidth: 300, maxItems: maxItems)
            return Case(layout: TagLayout(), sections: sections, inset: inset, contentInset: contentInset,
                        headerPinning: .none, sticky: [], pinsFooters: false)
        case .flexStacked, .flexNonStacked:
            var sections = randomSections(&rng, maxWidth: 100, maxItems: maxItems)
            for s in sections.indices where Bool.random(using: &rng) {
                sections[s].overrides.mode = "waterfall"
                sections[s].overrides.columns = Int.random(in: 1...3, using: &rng)
            }
            let sticky = Set(sections.indices.filter { _ in Bool.random(using: &rng) })
            let stacked = kind == .flexStacked
            let pagingSection = Int.random(in: 0...max(sections.count, 0), using: &rng)
            let pagingOffset = Bool.random(using: &rng) ? Point(x: rng.points(-375...375), y: rng.points(-50...50)) : .zero
            let configuration = FlexLayoutConfiguration(
                minimumLineSpacing: spacing, minimumInteritemSpacing: rng.points(0...10), sectionInset: inset,
                stickyHeaders: sticky, stackedStickyHeaders: stacked, pagingSection: pagingSection, pagingOffset: pagingOffset)
            return Case(layout: FlexLayout(configuration: configuration), sections: sections, inset: inset,
                        contentInset: contentInset, headerPinning: stacked ? .stacked : .nonStacked, sticky: sticky,
                        pinsFooters: false, pagingSection: pagingSection, pagingOffset: pagingOffset)
        }
    }

    /// the sticky and paging rules of `docs/layouts.md` applied to the natural frames, element by element.
    static func displayed(_ c: Case, natural: [LayoutAttributes], bounds: Rect) -> [LayoutAttributes] {
        let top = bounds.minY + c.contentInset.top, bottom = bounds.maxY - c.contentInset.bottom
        var bySection: [Int: [LayoutAttributes]] = [:]
        for a in natural { bySection[a.element.section, default: []].append(a) }
        func cells(_ s: Int) -> [Rect] { (bySection[s] ?? []).filter { $0.element.kind == .cell }.map(\.frame) }
        var stackedHeight = 0.0
        return natural.map { a in
            var a = a
            let s = a.element.section
            let isSticky = c.sticky?.contains(s) ?? true
            let items = cells(s)
            if a.element.kind == .header && isSticky {
                let n = a.frame
                switch c.headerPinning {
                case .nonStacked where !items.isEmpty || c.pinsEmptySections:
                    // An empty flow section's body is its insets, below the header.
                    let sectionEnd = items.isEmpty
                        ? n.maxY + c.inset.top + c.inset.bottom : (items.map(\.maxY).max() ?? 0) + c.inset.bottom
                    let y = min(max(top, n.minY), sectionEnd - n.height)
                    if y > n.minY { a.frame.origin.y = y; a.zIndex = 1024 + s }
                case .stacked:
                    if top + stackedHeight > n.minY {
                        a.frame.origin.y = top + stackedHeight
                        a.zIndex = 1024 + s
                        stackedHeight += n.height
                    }
                default: break
                }
            }
            if a.element.kind == .footer && c.pinsFooters && (!items.isEmpty || c.pinsEmptySections) {
                let n = a.frame
                let bodyStart = items.isEmpty
                    ? n.minY - c.inset.bottom - c.inset.top : (items.map(\.minY).min() ?? 0) - c.inset.top
                let y = max(min(bottom - n.height, n.minY), bodyStart)
                if y < n.minY { a.frame.origin.y = y; a.zIndex = 1024 + s }
            }
            if s >= c.pagingSection { a.frame = a.frame.offsetBy(dx: c.pagingOffset.x, dy: c.pagingOffset.y) }
            return a
        }
    }

    @Test("random layouts, bounds and rects", arguments: Kind.allCases)
    func visibleQueryMatchesOracle(kind: Kind) {
        var rng = SplitMix64(seed: 0x5C0_11 &+ UInt64(Kind.allCases.firstIndex(of: kind) ?? 0))
        checkAgainstOracle(kind, cases: 60, maxItems: 25, &rng)
    }

    /// Sections of up to 150 items: shortest-column-first sections are
    /// searched through a coarse index of every 32nd item's top, which
    /// sections of at most 25 items never reach, and flow lines are
    /// reserved from the first line's count.
    @Test("sections longer than a block of the top index", arguments: Kind.allCases)
    func largeSectionsMatchOracle(kind: Kind) {
        var rng = SplitMix64(seed: 0xB10C_5 &+ UInt64(Kind.allCases.firstIndex(of: kind) ?? 0))
        checkAgainstOracle(kind, cases: 5, maxItems: 150, &rng)
    }

    func checkAgainstOracle(_ kind: Kind, cases: Int, maxItems: Int, _ rng: inout SplitMix64) {
        for _ in 0..<cases {
            let c = Self.makeCase(kind, &rng, maxItems: maxItems)
            let layout = c.layout
            prepared(layout, c.sections, contentInset: c.contentInset)
            let size = layout.contentSize
            let natural = layout.layoutAttributesForAllElements()

            // Content size bounds every natural frame.
            for a in natural {
                #expect(a.frame.minX >= -1e-9 && a.frame.minY >= -1e-9, "\(kind) \(a.element) \(a.frame)")
                #expect(a.frame.maxX <= size.width + 1e-9 && a.frame.maxY <= size.height + 1e-9,
                        "\(kind) \(a.element) \(a.frame) outside \(size)")
            }
            #expect(natural.map(\.element) == natural.map(\.element).sorted())

            for _ in 0..<5 {
                let horizontal = kind == .flowHorizontal
                let along = horizontal ? size.width : size.height
                let offset = rng.points(-80...Int(along) + 80)
                let bounds = horizontal
                    ? Rect(x: offset, y: 0, width: 375, height: 667)
                    : Rect(x: 0, y: offset - c.contentInset.top, width: 375, height: 667)
                scroll(layout, to: bounds)
                let all = Self.displayed(c, natural: natural, bounds: bounds)
                for _ in 0..<10 {
                    let rect = Rect(x: rng.points(-400...400), y: rng.points(-100...Int(size.height) + 100),
                                    width: rng.points(0...700), height: rng.points(0...900))
                    let expected = all.filter { $0.frame.intersects(rect) }.sorted { $0.element < $1.element }
                    let actual = layout.layoutAttributesForElements(in: rect)
                    #expect(actual.map(\.element) == expected.map(\.element), "\(kind) rect \(rect) bounds \(bounds)")
                    #expect(actual.map(\.frame) == expected.map(\.frame), "\(kind) rect \(rect)")
                    #expect(actual.map(\.zIndex) == expected.map(\.zIndex), "\(kind) rect \(rect)")
                    // Natural positions (`scrollsim layout --rect`): the same
                    // as filtering every natural frame, whatever is pinned.
                    let naturalExpected = natural.filter { $0.frame.intersects(rect) }
                    let naturalActual = layout.naturalLayoutAttributesForElements(in: rect).filter { !$0.frame.isEmpty }
                    #expect(naturalActual == naturalExpected, "\(kind) natural rect \(rect) bounds \(bounds)")
                }
                checkPinnedHeaders(c, all: all, natural: natural, bounds: bounds)
            }
        }
    }

    /// Pinned headers: inside their section when not stacked, never
    /// overlapping each other when stacked, and what `pinnedHeaders` reports.
    func checkPinnedHeaders(_ c: Case, all: [LayoutAttributes], natural: [LayoutAttributes], bounds: Rect) {
        guard let sticky = c.layout as? any StickyHeaderLayout else { return }
        let pinned = all.filter { $0.element.kind == .header && $0.zIndex >= 1024 }
        let reported = sticky.pinnedHeaders
        #expect(reported.map(\.section) == pinned.filter { $0.frame.intersects(bounds) }.map(\.element.section))
        for header in reported {
            let n = natural.first { $0.element == .supplementary(.header, section: header.section) }
            #expect(header.originalPoint == n?.frame.origin)
        }
        switch c.headerPinning {
        case .nonStacked:
            for header in pinned {
                let s = header.element.section
                let items = natural.filter { $0.element.section == s && $0.element.kind == .cell }.map(\.frame)
                let n = natural.first { $0.element == header.element }?.frame ?? .zero
                let shift = s >= c.pagingSection ? c.pagingOffset.y : 0
                #expect(header.frame.minY - shift >= n.minY)
                // The section's body ends below its last item (or, empty, below
                // its insets) plus the bottom inset.
                let bodyEnd = items.isEmpty ? n.maxY + c.inset.top : (items.map(\.maxY).max() ?? 0)
                #expect(header.frame.maxY - shift <= bodyEnd + c.inset.bottom + 1e-9)
            }
        case .stacked:
            let unshifted = pinned.map { $0.frame.offsetBy(dx: 0, dy: $0.element.section >= c.pagingSection ? -c.pagingOffset.y : 0) }
            for i in unshifted.indices {
                for j in unshifted.indices where j > i {
                    #expect(!(unshifted[i].minY < unshifted[j].maxY && unshifted[j].minY < unshifted[i].maxY))
                }
            }
        case .none:
            #expect(pinned.isEmpty)
        }
    }

    @Test("stacked sticky headers over many sections: the pinned range is found by binary search")
    func manyStackedSections() {
        // 1000 sections, each a 20-high sticky header and one 100-high item.
        // At top = t every header with natural minY < t + 20·k (k headers above it) is pinned.
        let sections = (0..<1000).map { _ in
            SectionData(items: .uniform(count: 1, size: Size(width: 375, height: 100)), header: SupplementarySize(height: 20))
        }
        let layout = prepared(FlexLayout(configuration: FlexLayoutConfiguration(
            minimumLineSpacing: 0, stickyHeaders: Set(0..<1000))), sections)
        // Section k's header is at 120·k. With top = 1200: header k pins iff 1200 + 20k > 120k, i.e. k < 12.
        // The 12 pinned headers stack 1200…1440; the rect below shows 1200…1867.
        let bounds = Rect(x: 0, y: 1200, width: 375, height: 667)
        scroll(layout, to: bounds)
        let pinned = layout.layoutAttributesForElements(in: bounds).filter { $0.zIndex >= 1024 }
        #expect(pinned.map(\.element.section) == Array(0..<12))
        #expect(pinned.last?.frame.minY == 1420)  // 1200 + 11 × 20
        #expect(layout.pinnedHeaders.count == 12)
    }
}
