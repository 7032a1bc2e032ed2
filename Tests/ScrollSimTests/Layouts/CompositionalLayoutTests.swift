import ScrollSim
import ScrollSimTesting
import Testing

/// The compositional layout's geometry against hand calculations (each
/// derivation in a comment), its content size, and its visible query
/// against brute force over random descriptions.
@Suite("Compositional layout")
struct CompositionalLayoutTests {
    typealias D = CompositionalDimension

    static func size(_ width: D, _ height: D) -> CompositionalSize {
        CompositionalSize(widthDimension: width, heightDimension: height)
    }

    static func prepared(
        _ configuration: CompositionalLayoutConfiguration, counts: [Int], viewport: Size = Size(width: 375, height: 667),
        contentInset: EdgeInsets = .zero
    ) -> CompositionalLayout {
        let layout = CompositionalLayout(configuration: configuration)
        let data = CollectionData(sections: counts.map { SectionData(items: .uniform(count: $0, size: Size(width: 1, height: 1))) })
        layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), contentInset: contentInset, data: data))
        return layout
    }

    static func frame(_ layout: CompositionalLayout, _ item: Int, _ section: Int) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("a fractional grid: five 0.2-wide items a row, square rows, 2 pt insets")
    func grid() {
        // Item 0.2 × 1.0 of a 1.0 × 0.2-wide group: the group is 375 × 75
        // (0.2 · 375), each slot 75 × 75, inset by 2 → 71 × 71; the lone
        // subitem repeats while it fits: 5 · 75 = 375, five a row.
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(0.2), .fractionalHeight(1)),
                                     contentInsets: DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let group = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                  subitems: [.item(item)])
        let layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: group)]), counts: [23])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 2, y: 2, width: 71, height: 71))
        // Item 7: group 7 / 5 = 1 (y 75), slot 2 (x 150): (152, 77).
        #expect(Self.frame(layout, 7, 0) == Rect(x: 152, y: 77, width: 71, height: 71))
        // 23 items: ⌈23 / 5⌉ = 5 rows of 75.
        #expect(layout.contentSize == Size(width: 375, height: 375))
        #expect(Self.frame(layout, 23, 0) == nil)
    }

    @Test("an estimated(200) vertical group of one fractionalHeight(0.2) item lays out 40-pt rows, 40 apart")
    func estimatedGroupKeepsItsItemsSize() {
        // The group's height is estimated: it takes the extent of its
        // subitems, each sized in the container it is measured in, the
        // estimate (docs/layouts.md): the item is 0.2 · 200 = 40 tall, so
        // the group is 40, and the item keeps its 40 in that group (sizing
        // it again against the fitted 40 gave 0.2 · 40 = 8).
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.2)))
        let group = CompositionalGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .estimated(200)), subitems: [.item(item)])
        let layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: group)]), counts: [3])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(Self.frame(layout, 1, 0) == Rect(x: 0, y: 40, width: 375, height: 40))
        #expect(Self.frame(layout, 2, 0) == Rect(x: 0, y: 80, width: 375, height: 40))
        #expect(layout.contentSize.height == 120)
    }

    /// A list: full-width 44 pt rows, 5 apart, inset 10, a pinned 44 pt header per section.
    static func list() -> CompositionalLayoutConfiguration {
        let item = CompositionalItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = CompositionalGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item)])
        let header = CompositionalBoundaryItem(elementKind: .header, layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                               alignment: .top, pinToVisibleBounds: true)
        let section = CompositionalSection(group: group, interGroupSpacing: 5,
                                           contentInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
                                           boundarySupplementaryItems: [header])
        return CompositionalLayoutConfiguration(sections: [section])
    }

    @Test("a list with pinned headers: header, inset, rows, inset; the header follows the insets across")
    func listWithHeaders() {
        let layout = Self.prepared(Self.list(), counts: [3, 3])
        // Section 0: header (10, 0, 355 = 375 − 2·10, 44); rows from 44 + 10
        // = 54, every 44 + 5 = 49: 54, 103, 152; the body ends at 152 + 44 + 10 = 206.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 10, y: 0, width: 355, height: 44))
        #expect(Self.frame(layout, 0, 0) == Rect(x: 10, y: 54, width: 355, height: 44))
        #expect(Self.frame(layout, 2, 0) == Rect(x: 10, y: 152, width: 355, height: 44))
        // Section 1 starts at 206: header 206, rows 260, 309, 358; ends at 412.
        #expect(Self.frame(layout, 0, 1) == Rect(x: 10, y: 260, width: 355, height: 44))
        #expect(layout.contentSize == Size(width: 375, height: 412))

        // Scrolled to 100: section 0's header pins at 100 (under 206 − 44 = 162).
        layout.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(x: 0, y: 100, width: 375, height: 667)))
        let pinned = layout.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 375, height: 667))
            .first { $0.element == .supplementary(.header, section: 0) }
        #expect(pinned?.frame == Rect(x: 10, y: 100, width: 355, height: 44))
        #expect(pinned?.zIndex == 1024)
        #expect(layout.pinnedHeaders == [PinnedHeader(section: 0, originalPoint: Point(x: 10, y: 0),
                                                      frame: Rect(x: 10, y: 100, width: 355, height: 44))])
        // At 180 the section's end pushes it: 162.
        layout.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(x: 0, y: 180, width: 375, height: 667)))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame.minY == 162)
        // Natural frames never move.
        #expect(layout.naturalLayoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 10)).map(\.element)
            == [.supplementary(.header, section: 0)])
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 181, width: 375, height: 667)))
    }

    @Test("an orthogonal carousel with a header: groups in one row, the section one group tall")
    func orthogonalCarousel() {
        // Section width 375 − 2·16 = 343; group 0.8 · 343 = 274.4 wide, 200
        // tall; groups every 274.4 + 10 = 284.4 from x 16, under a 30 pt header.
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(200)), subitems: [.item(item)])
        let header = CompositionalBoundaryItem(elementKind: .header, layoutSize: Self.size(.fractionalWidth(1), .absolute(30)),
                                               alignment: .top)
        let section = CompositionalSection(group: group, interGroupSpacing: 10,
                                           contentInsets: DirectionalEdgeInsets(leading: 16, trailing: 16),
                                           boundarySupplementaryItems: [header], orthogonalScrollingBehavior: .groupPaging)
        let layout = Self.prepared(CompositionalLayoutConfiguration(sections: [section]), counts: [5])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 16, y: 0, width: 343, height: 30))
        let width = 0.8 * 343  // 274.4, as the layout computes it
        #expect(Self.frame(layout, 0, 0) == Rect(x: 16, y: 30, width: width, height: 200))
        #expect(Self.frame(layout, 1, 0) == Rect(x: 16 + (width + 10), y: 30, width: width, height: 200))
        #expect(Self.frame(layout, 4, 0) == Rect(x: 16 + 4 * (width + 10), y: 30, width: width, height: 200))
        // One group tall: 30 + 200.
        #expect(layout.contentSize == Size(width: 375, height: 230))
        // The row: 16 + 5 · 274.4 + 4 · 10 + 16 = 1444.
        let scrolling = layout.orthogonalScrolling(inSection: 0)
        #expect(scrolling?.behavior == .groupPaging)
        #expect(abs((scrolling?.contentLength ?? 0) - 1444) < 1e-9)
        // The viewport shows items 0 and 1 (x 300.4 < 375) and the header.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 667)).map(\.element)
            == [.supplementary(.header, section: 0), .cell(0, section: 0), .cell(1, section: 0)])
    }

    @Test("nested groups: a big item beside a vertical pair")
    func nested() {
        // Group 400 × 200: the big item 0.5 · 400 = 200 wide; the vertical
        // group beside it at x 200, its items 0.5 · 200 = 100 tall.
        let big = CompositionalItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = CompositionalGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                               subitems: [.item(small), .item(small)])
        let group = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)),
                                                  subitems: [.item(big), .group(pair)])
        let layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: group)]),
                                   counts: [4], viewport: Size(width: 400, height: 600))
        #expect(Self.frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(Self.frame(layout, 1, 0) == Rect(x: 200, y: 0, width: 200, height: 100))
        #expect(Self.frame(layout, 2, 0) == Rect(x: 200, y: 100, width: 200, height: 100))
        // Item 3 starts the second group at y 200; the partial group keeps its 200.
        #expect(Self.frame(layout, 3, 0) == Rect(x: 0, y: 200, width: 200, height: 200))
        #expect(layout.contentSize == Size(width: 400, height: 400))
    }

    @Test("spacing: flexible inter-item, count forms, edge spacing")
    func spacing() {
        let viewport = Size(width: 320, height: 600)
        let fifty = CompositionalItem(layoutSize: Self.size(.absolute(50), .absolute(50)))
        // A 200 pt group, flexible 10: 3 · 50 + 2 · 10 = 170 used (a fourth
        // copy would end at 230 > 200), 30 left, 15 a gap more: x 0, 75, 150.
        var flexible = CompositionalGroup.horizontal(layoutSize: Self.size(.absolute(200), .absolute(50)),
                                                     subitems: [.item(fifty), .item(fifty), .item(fifty)])
        flexible.interItemSpacing = .flexible(10)
        var layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: flexible)]),
                                   counts: [3], viewport: viewport)
        #expect((0..<3).map { Self.frame(layout, $0, 0)?.minX } == [0, 75, 150])
        #expect(Self.frame(layout, 3, 0) == nil)

        // subitem:count: 3 equal items share 320 − 2 · 10: 100 each, x 0, 110, 220.
        let equal = CompositionalGroup(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                                       arrangement: .equallySized(.item(fifty), count: 3, axis: .horizontal),
                                       interItemSpacing: .fixed(10))
        layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: equal)]),
                               counts: [3], viewport: viewport)
        #expect((0..<3).map { Self.frame(layout, $0, 0) } == [0.0, 110, 220].map { Rect(x: $0, y: 0, width: 100, height: 50) })

        // repeatingSubitem:count: keeps the item's 50: x 0, 60, 120.
        let repeating = CompositionalGroup(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                                           arrangement: .repeating(.item(fifty), count: 3, axis: .horizontal),
                                           interItemSpacing: .fixed(10))
        layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: repeating)]),
                               counts: [3], viewport: viewport)
        #expect((0..<3).map { Self.frame(layout, $0, 0)?.minX } == [0, 60, 120])

        // Leading fixed 8, top flexible 0 in a 100 pt group: x 8, y 100 − 50 = 50.
        var spaced = fifty
        spaced.edgeSpacing = CompositionalEdgeSpacing(leading: .fixed(8), top: .flexible(0))
        let tall = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [.item(spaced)])
        layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: tall)]),
                               counts: [1], viewport: viewport)
        #expect(Self.frame(layout, 0, 0) == Rect(x: 8, y: 50, width: 50, height: 50))
    }

    @Test("footer, background decoration, inter-section spacing and a layout header")
    func boundaries() {
        var configuration = Self.list()
        configuration.sections[0].boundarySupplementaryItems.append(CompositionalBoundaryItem(
            elementKind: .footer, layoutSize: Self.size(.fractionalWidth(1), .absolute(20)), alignment: .bottom))
        configuration.sections[0].decorationItems = [CompositionalDecorationItem(
            elementKind: "background", contentInsets: DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))]
        configuration.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds = false
        configuration.interSectionSpacing = 30
        configuration.boundarySupplementaryItems = [CompositionalBoundaryItem(
            elementKind: "banner", layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), alignment: .top)]
        let layout = Self.prepared(configuration, counts: [1, 1])
        // Banner 0…100. Section 0: header 100…144, inset to 154, row 154…198,
        // inset to 208, footer 208…228. Section 1 from 228 + 30 = 258:
        // header to 302, row at 312, ends at 312 + 44 + 10 + 20 = 386.
        #expect(Self.frame(layout, 0, 0)?.minY == 154)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 10, y: 208, width: 355, height: 20))
        #expect(Self.frame(layout, 0, 1)?.minY == 312)
        #expect(layout.contentSize.height == 386)
        // The background covers the section, header and footer included
        // (100…228), across the whole width, inset by 5.
        let background = layout.layoutAttributesForSupplementaryView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 5, y: 105, width: 365, height: 118))
        #expect(background?.zIndex == -1)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 0, y: 0, width: 375, height: 100))
        // Canonical order: custom kinds by name, header, cells, footer.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 250)).map(\.element) == [
            .supplementary("background", section: 0), .supplementary("banner", section: 0),
            .supplementary(.header, section: 0), .cell(0, section: 0), .supplementary(.footer, section: 0),
        ])
    }

    @Test("horizontal scrolling: sections and groups along x, fractions of the height")
    func horizontal() {
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CompositionalGroup.vertical(layoutSize: Self.size(.absolute(100), .fractionalHeight(1)),
                                                subitems: [.item(item), .item(item)])
        let configuration = CompositionalLayoutConfiguration(sections: [CompositionalSection(group: group, interGroupSpacing: 10)],
                                                             scrollDirection: .horizontal)
        let layout = Self.prepared(configuration, counts: [5], viewport: Size(width: 375, height: 200))
        // Columns of two 100 × 100 items, every 110 along x: item 4 is column 2.
        #expect(Self.frame(layout, 1, 0) == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(Self.frame(layout, 4, 0) == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 320, height: 200))
    }

    @Test("layoutMargins and readableContent references inset the section")
    func insetsReference() {
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)))
        let group = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item)])
        var section = CompositionalSection(group: group, contentInsetsReference: .layoutMargins)
        var layout = Self.prepared(CompositionalLayoutConfiguration(sections: [section]), counts: [1])
        // 16 on each side: 375 − 32 = 343.
        #expect(Self.frame(layout, 0, 0) == Rect(x: 16, y: 0, width: 343, height: 44))
        section.contentInsetsReference = .readableContent
        layout = Self.prepared(CompositionalLayoutConfiguration(sections: [section]), counts: [1], viewport: Size(width: 1024, height: 768))
        // 1024 − 32 = 992 > 672: (992 − 672) / 2 = 160 more a side, x 176.
        #expect(Self.frame(layout, 0, 0) == Rect(x: 176, y: 0, width: 672, height: 44))
    }

    @Test("pinned footer, horizontal pinning, centred group paging, non-extending header")
    func pinningVariants() {
        // Footer: list rows 54 + 49·i, the last (19) ends at 985 + 44 = 1029,
        // body ends at 1039, footer 1039…1059. At offset 0 the bottom of
        // the 667 pt viewport pins it at 647 (above its natural 1039).
        var configuration = Self.list()
        configuration.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds = false
        var footer = CompositionalBoundaryItem(elementKind: .footer, layoutSize: Self.size(.fractionalWidth(1), .absolute(20)),
                                               alignment: .bottom)
        footer.pinToVisibleBounds = true
        configuration.sections[0].boundarySupplementaryItems.append(footer)
        var layout = Self.prepared(configuration, counts: [20])
        #expect(layout.contentSize.height == 1059)
        let pinnedFooter = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: IndexPath(item: 0, section: 0))
        #expect(pinnedFooter?.frame == Rect(x: 10, y: 647, width: 355, height: 20))
        #expect(pinnedFooter?.zIndex == 1024)
        #expect(layout.pinnedHeaders.isEmpty)

        // Horizontal: a 50 pt leading header as tall as the 200 pt
        // collection, cells 100 wide from x 50; scrolled to x 300 it pins at
        // 300 (under 1050 − 50 = 1000).
        let item = CompositionalItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = CompositionalGroup.horizontal(layoutSize: Self.size(.absolute(100), .fractionalHeight(1)), subitems: [.item(item)])
        var leading = CompositionalBoundaryItem(elementKind: .header, layoutSize: Self.size(.absolute(50), .fractionalHeight(1)),
                                                alignment: .leading)
        leading.pinToVisibleBounds = true
        layout = Self.prepared(CompositionalLayoutConfiguration(
            sections: [CompositionalSection(group: column, boundarySupplementaryItems: [leading])], scrollDirection: .horizontal),
            counts: [10], viewport: Size(width: 375, height: 200))
        #expect(Self.frame(layout, 0, 0) == Rect(x: 50, y: 0, width: 100, height: 200))
        #expect(layout.contentSize == Size(width: 1050, height: 200))
        layout.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(x: 300, y: 0, width: 375, height: 200)))
        #expect(layout.pinnedHeaders.map(\.frame) == [Rect(x: 300, y: 0, width: 50, height: 200)])

        // groupPagingCentered: a 0.5 · 375 = 187.5 group starts at (375 − 187.5) / 2 = 93.75.
        let half = CompositionalGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.5), .absolute(100)), subitems: [.item(item)])
        layout = Self.prepared(CompositionalLayoutConfiguration(sections: [
            CompositionalSection(group: half, orthogonalScrollingBehavior: .groupPagingCentered)]), counts: [3])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 93.75, y: 0, width: 187.5, height: 100))
        #expect(Self.frame(layout, 1, 0)?.minX == 281.25)

        // A header that does not extend the section overlaps its content:
        // header at 0, rows still from the 10 pt inset.
        configuration = Self.list()
        configuration.sections[0].boundarySupplementaryItems[0].extendsBoundary = false
        configuration.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds = false
        layout = Self.prepared(configuration, counts: [1])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(Self.frame(layout, 0, 0)?.minY == 10)
        #expect(layout.contentSize.height == 64)
    }

    @Test("a billion-cell group from Swift is cut at maximumCells, not laid out in full")
    func hugeGroupIsCut() {
        // 1000³ cells would not fit in memory; the template stops at 100000.
        let item = CompositionalItem(layoutSize: Self.size(.absolute(1), .absolute(1)))
        var group = CompositionalGroup(layoutSize: Self.size(.absolute(10), .absolute(10)),
                                       arrangement: .repeating(.item(item), count: 1000, axis: .horizontal))
        for _ in 0..<2 {
            group = CompositionalGroup(layoutSize: Self.size(.absolute(10), .absolute(10)),
                                       arrangement: .repeating(.group(group), count: 1000, axis: .vertical))
        }
        #expect(group.leafCount == 1_000_000_000)
        let layout = Self.prepared(CompositionalLayoutConfiguration(sections: [CompositionalSection(group: group)]), counts: [200_000])
        // Two groups of 100000: item 100000 starts the second, 10 pt down.
        #expect(Self.frame(layout, 100_000, 0)?.minY == 10)
    }

    // MARK: - Properties

    /// A random compositional description: grids, lists, nested and custom
    /// groups, orthogonal rows, headers, footers (pinned or not),
    /// backgrounds, spacing and insets.
    static func randomConfiguration(_ rng: inout SplitMix64) -> CompositionalLayoutConfiguration {
        func dimension(_ along: Bool) -> D {
            switch Int.random(in: 0...3, using: &rng) {
            case 0: return .absolute(rng.points(10...120))
            case 1: return .estimated(rng.points(10...120))
            case 2: return .fractionalWidth(Double(Int.random(in: 1...4, using: &rng)) / 4)
            default: return along ? .fractionalHeight(1) : .fractionalWidth(Double(Int.random(in: 1...4, using: &rng)) / 4)
            }
        }
        func insets() -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: rng.points(0...8), leading: rng.points(0...8), bottom: rng.points(0...8), trailing: rng.points(0...8))
        }
        func group(depth: Int) -> CompositionalGroup {
            let axis: Axis = Bool.random(using: &rng) ? .horizontal : .vertical
            let layoutSize = size(Bool.random(using: &rng) ? .fractionalWidth(1) : .absolute(rng.points(60...300)), .absolute(rng.points(40...200)))
            var subitems: [CompositionalGroup.Subitem] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                if depth < 1 && Int.random(in: 0...3, using: &rng) == 0 {
                    var nested = group(depth: depth + 1)
                    nested.layoutSize = size(.fractionalWidth(0.5), .fractionalHeight(1))
                    subitems.append(.group(nested))
                } else {
                    var item = CompositionalItem(layoutSize: size(dimension(false), dimension(true)), contentInsets: insets())
                    if Bool.random(using: &rng) {
                        item.edgeSpacing = CompositionalEdgeSpacing(leading: .fixed(rng.points(0...6)), top: .flexible(rng.points(0...4)))
                    }
                    subitems.append(.item(item))
                }
            }
            var made = CompositionalGroup(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: axis))
            switch Int.random(in: 0...5, using: &rng) {
            case 0: made.arrangement = .equallySized(subitems[0], count: Int.random(in: 1...4, using: &rng), axis: axis)
            case 1: made.arrangement = .repeating(subitems[0], count: Int.random(in: 1...4, using: &rng), axis: axis)
            case 2 where depth == 0:
                made.arrangement = .custom((0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    Rect(x: rng.points(0...200), y: rng.points(-10...100), width: rng.points(1...100), height: rng.points(1...100))
                })
            default: break
            }
            made.interItemSpacing = Bool.random(using: &rng) ? .fixed(rng.points(0...10)) : .flexible(rng.points(0...10))
            made.contentInsets = insets()
            return made
        }
        let alignments: [RectAlignment] = [.top, .bottom, .topLeading, .bottomTrailing, .leading, .none]
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            var section = CompositionalSection(group: group(depth: 0), interGroupSpacing: rng.points(0...12),
                                               contentInsets: insets())
            section.supplementariesFollowContentInsets = Bool.random(using: &rng)
            section.contentInsetsReference = ContentInsetsReference.allCases.randomElement(using: &rng) ?? .automatic
            let kinds: [ElementKind] = [.header, .footer, "badge"]
            for kind in kinds where Bool.random(using: &rng) {
                let alignment = kind == .header ? RectAlignment.top : kind == .footer ? .bottom
                    : alignments.randomElement(using: &rng) ?? .top
                section.boundarySupplementaryItems.append(CompositionalBoundaryItem(
                    elementKind: kind, layoutSize: size(.fractionalWidth(1), .absolute(rng.points(10...60))), alignment: alignment,
                    absoluteOffset: Point(x: 0, y: rng.points(0...5)), extendsBoundary: Int.random(in: 0...3, using: &rng) > 0,
                    pinToVisibleBounds: Bool.random(using: &rng)))
            }
            if Bool.random(using: &rng) { section.decorationItems = [.background(elementKind: "background")] }
            section.orthogonalScrollingBehavior = Int.random(in: 0...2, using: &rng) == 0
                ? OrthogonalScrollingBehavior.allCases.randomElement(using: &rng) ?? .none : .none
            return section
        }
        var configuration = CompositionalLayoutConfiguration(sections: sections, interSectionSpacing: rng.points(0...20))
        if Int.random(in: 0...3, using: &rng) == 0 {
            configuration.boundarySupplementaryItems = [CompositionalBoundaryItem(
                elementKind: "banner", layoutSize: size(.fractionalWidth(1), .absolute(rng.points(10...80))),
                alignment: Bool.random(using: &rng) ? .top : .bottom, pinToVisibleBounds: Bool.random(using: &rng))]
        }
        if Int.random(in: 0...4, using: &rng) == 0 { configuration.scrollDirection = .horizontal }
        return configuration
    }

    static func randomData(_ rng: inout SplitMix64, sections: Int) -> CollectionData {
        CollectionData(sections: (0..<Int.random(in: 0...(sections + 1), using: &rng)).map { _ in
            SectionData(items: .uniform(count: Int.random(in: 0...40, using: &rng), size: Size(width: 1, height: 1)))
        })
    }

    @Test("the whole layout streams one element at a time in canonical order, global boundary items merged into section 0")
    func streamedWholeLayout() {
        var rng = SplitMix64(seed: 0xC0_0036)
        for _ in 0..<150 {
            let configuration = Self.randomConfiguration(&rng)
            let data = Self.randomData(&rng, sections: configuration.sections.count)
            let layout = CompositionalLayout(configuration: configuration)
            layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 375, height: 600), data: data))
            var streamed: [LayoutAttributes] = []
            layout.forEachLayoutAttributesForAllElements { streamed.append($0) }
            #expect(layout.layoutAttributesForAllElements() == streamed)
            // Canonical order, each element once: strictly increasing.
            #expect(zip(streamed, streamed.dropFirst()).allSatisfy { $0.element < $1.element }, "\(configuration)")
            // Nothing without area; every cell the item query places with
            // area is there.
            #expect(streamed.allSatisfy { !$0.frame.isEmpty })
            let cells = data.sections.indices.flatMap { s in
                (0..<data.sections[s].items.count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: s)) }
            }
            #expect(streamed.filter { $0.element.kind == .cell } == cells.filter { !$0.frame.isEmpty })
            // The global items (kind "banner", of section 0) are there once
            // each when there is a section to hold them.
            let banners = streamed.filter { $0.element.kind.rawValue == "banner" }
            let expected = data.sections.isEmpty ? 0 : configuration.boundarySupplementaryItems.count
            #expect(banners.count == expected && banners.allSatisfy { $0.element.section == 0 }, "\(configuration)")
        }
    }

    @Test("the visible query equals brute-force filtering of every element", arguments: 0..<8)
    func visibleQueryMatchesBruteForce(seed: UInt64) {
        var rng = SplitMix64(seed: 0xC0_3905 &+ seed)
        for _ in 0..<25 {
            let configuration = Self.randomConfiguration(&rng)
            let data = Self.randomData(&rng, sections: configuration.sections.count)
            let layout = CompositionalLayout(configuration: configuration)
            let viewport = Size(width: 375, height: 600)
            layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), data: data))
            // The brute force: every element (cells straight from the item
            // query, views from the unbounded natural list), filtered.
            let all = layout.layoutAttributesForAllElements()
            let cells = data.sections.indices.flatMap { s in
                (0..<data.sections[s].items.count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: s)) }
            }
            #expect(all.filter { $0.element.kind == .cell } == cells.filter { !$0.frame.isEmpty })
            let size = layout.contentSize
            for _ in 0..<12 {
                let rect = Rect(x: rng.points(-50...Int(max(size.width, 1))), y: rng.points(-50...Int(max(size.height, 1))),
                                width: rng.points(1...400), height: rng.points(1...700))
                let expected = all.filter { $0.frame.intersects(rect) }
                #expect(layout.naturalLayoutAttributesForElements(in: rect) == expected, "\(configuration) \(rect)")
                // Displayed: the same cells, those of an orthogonal section
                // moved back by its offset (random here) and shown where they
                // meet the rect inside the band across the scroll axis
                // (0 ..< the view's cross length);
                // pinned views move but stay in the answer's order.
                var offsets: [Int: Double] = [:]
                for s in data.sections.indices where layout.orthogonalSection(s) != nil {
                    offsets[s] = Double(rng.points(0...600))
                    layout.setOrthogonalOffset(offsets[s] ?? 0, forSection: s)
                }
                let across: Axis = configuration.scrollDirection == .vertical ? .horizontal : .vertical
                let crossLength = viewport[across]
                let expectedCells = all.compactMap { attributes -> LayoutAttributes? in
                    guard attributes.element.kind == .cell else { return nil }
                    var moved = attributes
                    if let offset = offsets[attributes.element.section] {
                        moved.frame.origin[across] -= offset
                        // It shows where it meets the rect inside the band.
                        let start = moved.frame.origin[across], end = start + moved.frame.size[across]
                        let low = max(rect.origin[across], 0), high = min(rect.origin[across] + rect.size[across], crossLength)
                        guard low < high && end > low && start < high else { return nil }
                    }
                    return moved.frame.intersects(rect) ? moved : nil
                }
                let shown = layout.layoutAttributesForElements(in: rect)
                #expect(shown.filter { $0.element.kind == .cell } == expectedCells)
                #expect(shown.map(\.element) == shown.map(\.element).sorted())
                for s in offsets.keys { layout.setOrthogonalOffset(0, forSection: s) }
            }
        }
    }

    @Test("random compositional layouts pass the conformance checker", arguments: 0..<4)
    func conformance(seed: UInt64) {
        var rng = SplitMix64(seed: 0xC0_4F0E &+ seed)
        for _ in 0..<15 {
            var configuration = Self.randomConfiguration(&rng)
            // The checker sweeps down the content: vertical layouts only.
            configuration.scrollDirection = .vertical
            let data = Self.randomData(&rng, sections: configuration.sections.count)
            let problems = LayoutConformance.check(CompositionalLayout(configuration: configuration), data: data,
                                                   viewport: Size(width: 375, height: 600),
                                                   contentInset: EdgeInsets(top: rng.points(0...40), bottom: rng.points(0...30)))
            #expect(problems.isEmpty, "\(configuration): \(problems)")
        }
    }
}
