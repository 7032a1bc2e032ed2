import ScrollSim

/// The collections benchmarks run on: deterministic, seeded, sized by item count.
package enum BenchmarkData {
    /// The viewport of every benchmark: an iPhone in portrait.
    package static let viewport = Size(width: 375, height: 667)

    /// A benchmark case: a layout configuration and its data.
    package struct Case {
        /// The case's short name in `keys`, as `scrollsim bench --child` names it.
        package var key: String
        package var name: String
        package var layout: LayoutConfiguration
        package var data: CollectionData

        /// Whether `docs/performance.md`'s query target for 1,000 stacked sticky sections
        /// (≤ 2 µs) applies rather than the plain one (≤ 1 µs).
        package var hasStackedStickySections: Bool {
            if case .flex(let configuration) = layout { return configuration.stackedStickyHeaders && !configuration.stickyHeaders.isEmpty }
            return false
        }
    }

    /// Three 115×115 cells per line in one section.
    package static func flow(items: Int) -> Case {
        Case(
            key: "flow", name: "flow",
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 115, height: 115), minimumLineSpacing: 10,
                                                  minimumInteritemSpacing: 5,
                                                  sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))),
            data: CollectionData(sections: [SectionData(items: .uniform(count: items, size: Size(width: 115, height: 115)))])
        )
    }

    /// The heights seed 002's demo feed cycles through (187 + its eight offsets).
    package static let seedHeights: [Double] = [227, 252, 242, 257, 247, 272, 262, 287]

    /// Three columns of cycled heights in one section, shortest column first.
    package static func waterfall(items: Int) -> Case {
        Case(
            key: "waterfall", name: "waterfall",
            layout: .waterfall(WaterfallLayoutConfiguration(columns: 3, columnSpacing: 5, itemSpacing: 5)),
            data: CollectionData(sections: [SectionData(items: .cycled(count: items, width: nil, heights: seedHeights))])
        )
    }

    /// The number of sections of the sticky flex case.
    package static let stickySections = 1_000

    /// The flex layout with 1,000 sections, each a 40-point header that
    /// sticks (stacked, the default) over a 3-column waterfall of cycled
    /// heights; the items are split evenly across the sections.
    package static func flexSticky(items: Int) -> Case {
        let sections = (0..<stickySections).map { s in
            let count = items / stickySections + (s < items % stickySections ? 1 : 0)
            return SectionData(items: .cycled(count: count, width: nil, heights: seedHeights),
                               header: SupplementarySize(height: 40))
        }
        return Case(
            key: "flex", name: "flex 1,000 sticky sections",
            layout: .flex(FlexLayoutConfiguration(
                mode: .waterfall, columns: 3, itemSize: Size(width: 120, height: 120),
                minimumLineSpacing: 5, minimumInteritemSpacing: 5,
                stickyHeaders: Set(0..<stickySections), stackedStickyHeaders: true
            )),
            data: CollectionData(sections: sections)
        )
    }

    /// A compositional feed of 1,000 sections, items split evenly:
    /// even sections a list of 60-point rows under a pinned 44-point header
    /// on a background, odd ones an orthogonal carousel of cards 0.8 of
    /// the width under a header.
    package static func compositionalFeed(items: Int) -> Case {
        func size(_ width: CompositionalDimension, _ height: CompositionalDimension) -> CompositionalSize {
            CompositionalSize(widthDimension: width, heightDimension: height)
        }
        let full = CompositionalItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var list = CompositionalSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [.item(full)]), interGroupSpacing: 1,
            boundarySupplementaryItems: [CompositionalBoundaryItem(elementKind: .header, layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                   alignment: .top, pinToVisibleBounds: true)])
        list.decorationItems = [.background(elementKind: "background")]
        let carousel = CompositionalSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [.item(full)]), interGroupSpacing: 10,
            contentInsets: DirectionalEdgeInsets(leading: 16, trailing: 16),
            boundarySupplementaryItems: [CompositionalBoundaryItem(elementKind: .header, layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                   alignment: .top)],
            orthogonalScrollingBehavior: .groupPaging)
        let sections = (0..<stickySections).map { s in
            let count = items / stickySections + (s < items % stickySections ? 1 : 0)
            return SectionData(items: .uniform(count: count, size: Size(width: 0, height: 0)))
        }
        return Case(
            key: "compositional", name: "compositional 1,000-section feed",
            layout: .compositional(CompositionalLayoutConfiguration(
                sections: (0..<stickySections).map { $0 % 2 == 0 ? list : carousel }, interSectionSpacing: 20)),
            data: CollectionData(sections: sections)
        )
    }

    /// The short names of the cases, in table order: `flow`, `waterfall`, `flex`, `compositional`.
    package static let keys = ["flow", "waterfall", "flex", "compositional"]

    /// The case called `key` (one of `keys`) at `items` items, built anew.
    package static func `case`(key: String, items: Int) -> Case? {
        switch key {
        case "flow": flow(items: items)
        case "waterfall": waterfall(items: items)
        case "flex": flexSticky(items: items)
        case "compositional": compositionalFeed(items: items)
        default: nil
        }
    }

    /// Every case that exists at `items` items.
    package static func cases(items: Int) -> [Case] {
        keys.compactMap { `case`(key: $0, items: items) }
    }

    /// A prepared layout of `benchmarkCase`.
    static func prepared(_ benchmarkCase: Case) -> any CollectionViewLayout {
        let layout = benchmarkCase.layout.makeLayout()
        layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), data: benchmarkCase.data))
        return layout
    }
}

/// SplitMix64: seeded randomness, so every run queries the same rects.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
