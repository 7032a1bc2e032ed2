import ScrollSim
import ScrollSimTesting
import Testing

/// Over random scrolls of random self-sizing lists, then a sweep from top
/// to bottom, every item ends where a from-scratch flow layout of the
/// preferred sizes puts it, and the content size is theirs; every
/// `sizeResolved` reports the size the item prefers. With a layout that
/// compensates (`CompensatingFlow`) as well, whose offset adjustments land
/// on running decelerations and drags. Seeded, so a failure repeats.
@Suite("Simulator: self-sizing property")
struct SelfSizingPropertyTests {
    static func randomData(_ rng: inout SplitMix64) -> (data: CollectionData, heights: [Double]) {
        let count = Int.random(in: 5...60, using: &rng)
        let estimate = rng.points(40...200)
        let heights = (0..<count).map { _ in rng.points(20...300) }
        let items = heights.map { ItemSpec(width: 375, height: $0, estimatedSize: Size(width: 375, height: estimate)) }
        return (CollectionData(sections: [SectionData(items: .explicit(items))]), heights)
    }

    static func randomStep(_ rng: inout SplitMix64) -> Step {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            return .drag(translation: Point(x: 0, y: Double.random(in: -1500...1500, using: &rng)),
                         duration: Double.random(in: 0.05...0.4, using: &rng), release: Bool.random(using: &rng) ? .natural : .hold)
        case 1: return .fling(velocity: Point(x: 0, y: Double.random(in: -5000...5000, using: &rng)))
        case 2: return .scrollTo(x: nil, y: Double.random(in: 0...8000, using: &rng), animated: Bool.random(using: &rng))
        default: return .wait(seconds: Double.random(in: 0...0.5, using: &rng))
        }
    }

    /// Random steps, a settle, then offsets from the top down in 500 pt
    /// strides until no item is estimated; then the oracle.
    func check(seed: UInt64, compensating: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let (data, heights) = Self.randomData(&rng)
        let layout: any CollectionViewLayout = compensating ? CompensatingFlow() : FlowLayout(configuration: Fixtures.listFlow)
        let recorder = Recorder(log: LogOptions(cells: true), layout: layout, data: data)
        let simulator = recorder.simulator
        for _ in 0..<Int.random(in: 1...6, using: &rng) { try recorder.run(Self.randomStep(&rng)) }
        try recorder.run(.settle(maxSeconds: 60))
        var y = 0.0, sweeps = 0
        while simulator.data.sections[0].items.hasEstimatedSizes, sweeps < 500 {
            try recorder.run(.scrollTo(x: nil, y: min(y, simulator.scrollableRange.y.upperBound), animated: false))
            y = y >= simulator.scrollableRange.y.upperBound ? 0 : y + 500
            sweeps += 1
        }
        #expect(!simulator.data.sections[0].items.hasEstimatedSizes, "seed \(seed)")

        let oracle = FlowLayout(configuration: Fixtures.listFlow)
        let resolved = CollectionData(sections: [SectionData(items: .explicit(heights.map { ItemSpec(width: 375, height: $0) }))])
        oracle.prepare(in: LayoutContext(bounds: simulator.visibleRect, data: resolved))
        #expect(simulator.contentSize == oracle.contentSize, "seed \(seed)")
        for item in heights.indices {
            let path = IndexPath(item: item, section: 0)
            #expect(simulator.layout.layoutAttributesForItem(at: path)?.frame == oracle.layoutAttributesForItem(at: path)?.frame,
                    "seed \(seed), item \(item)")
        }
        for event in recorder.events {
            guard case .sizeResolved(let item, _, let size, _, _) = event.payload else { continue }
            #expect(size == Size(width: 375, height: heights[item.item]), "seed \(seed), item \(item.item)")
        }
    }

    @Test("after scrolling through everything, every frame is a from-scratch layout of the preferred sizes", arguments: 0..<25)
    func framesMatchOracle(seed: UInt64) throws {
        try check(seed: seed, compensating: false)
        try check(seed: seed, compensating: true)
    }
}
