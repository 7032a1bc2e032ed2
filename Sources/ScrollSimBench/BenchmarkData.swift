import ScrollSim

/// The collections benchmarks run on: deterministic, seeded, sized by item count.
public enum BenchmarkData {
    /// The viewport of every benchmark: an iPhone in portrait.
    public static let viewport = Size(width: 375, height: 667)

    /// A benchmark case: a layout configuration and its data.
    public struct Case {
        public var name: String
        public var layout: LayoutConfiguration
        public var data: CollectionData
    }

    /// Three 115×115 cells per line in one section.
    public static func flow(items: Int) -> Case {
        Case(
            name: "flow",
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 115, height: 115), minimumLineSpacing: 10,
                                                  minimumInteritemSpacing: 5,
                                                  sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))),
            data: CollectionData(sections: [SectionData(items: .uniform(count: items, size: Size(width: 115, height: 115)))])
        )
    }

    /// Every case that exists at `items` items.
    public static func cases(items: Int) -> [Case] {
        [flow(items: items)]
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
