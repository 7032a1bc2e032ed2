import ScrollSim
import ScrollSimJSON

/// The performance figures of `docs/performance.md`, each with its baseline measured in
/// the same run.
public struct Benchmarks {
    /// The item counts prepare and query are measured at.
    public var sizes: [Int] = [10_000, 100_000, 1_000_000]
    /// Repetitions per figure; the median is reported.
    public var repetitions = 5
    /// Where the simulation benchmark writes its log (removed afterwards).
    public var scratchFolder = "/tmp"

    /// The groups to run (`prepare`, `query`, `memory`, `simulate`); `nil`
    /// for all. The log figures come with `simulate`.
    public var groups: Set<String>?

    public init() {}

    private func runs(_ group: String) -> Bool { groups?.contains(group) ?? true }

    /// Runs every benchmark; `progress` hears each figure as it is measured.
    public func run(progress: (BenchmarkResult) -> Void = { _ in }) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        func record(_ result: BenchmarkResult) {
            results.append(result)
            progress(result)
        }
        for size in sizes {
            for benchmarkCase in BenchmarkData.cases(items: size) {
                if runs("prepare") { record(prepare(benchmarkCase, items: size)) }
                if runs("query") { record(query(benchmarkCase, items: size)) }
            }
        }
        // Memory for the largest size, each case on its own, before the
        // simulation has fragmented the heap.
        if runs("memory"), let largest = sizes.max() {
            HeapUsage.mapLargeBlocksFresh()
            for benchmarkCase in BenchmarkData.cases(items: largest) {
                for result in memory(benchmarkCase, items: largest) { record(result) }
            }
            HeapUsage.restoreAllocator()
        }
        for benchmarkCase in [BenchmarkData.flexSticky(items: 1_000_000), BenchmarkData.flow(items: 1_000_000)]
        where runs("simulate") {
            for result in simulation(benchmarkCase) { record(result) }
        }
        return results
    }

    private func label(_ name: String, _ items: Int) -> String {
        "\(name) \(items.formatted) items"
    }

    func prepare(_ benchmarkCase: BenchmarkData.Case, items: Int) -> BenchmarkResult {
        let layout = benchmarkCase.layout.makeLayout()
        let context = LayoutContext(bounds: Rect(origin: .zero, size: BenchmarkData.viewport), data: benchmarkCase.data)
        let nanoseconds = Stopwatch.median(repetitions: repetitions) { layout.prepare(in: context) }
        return BenchmarkResult(group: "prepare", name: label(benchmarkCase.name, items),
                               value: nanoseconds / Double(items), unit: "ns/item",
                               target: items >= 1_000_000 ? 50 : nil)
    }

    func query(_ benchmarkCase: BenchmarkData.Case, items: Int) -> BenchmarkResult {
        let layout = BenchmarkData.prepared(benchmarkCase)
        let height = layout.contentSize.height
        var generator = SeededGenerator(seed: UInt64(items))
        let rects = (0..<2_000).map { _ in
            Rect(origin: Point(x: 0, y: Double.random(in: 0...max(0, height - BenchmarkData.viewport.height), using: &generator)),
                 size: BenchmarkData.viewport)
        }
        var sink = 0
        // As the simulator does each tick: the bounds move to the rect (an
        // offset-only invalidation where sticky headers need one, so that
        // the stacked headers of the sections above are pinned), then the
        // query.
        let ours = Stopwatch.median(repetitions: repetitions) {
            for rect in rects {
                if layout.shouldInvalidateLayout(forBoundsChange: rect) {
                    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: rect))
                }
                sink &+= layout.layoutAttributesForElements(in: rect).count
            }
        } / Double(rects.count)
        var returned = 0
        for rect in rects {
            if layout.shouldInvalidateLayout(forBoundsChange: rect) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: rect))
            }
            returned += layout.layoutAttributesForElements(in: rect).count
        }

        // The baseline: every frame checked against the rect, as seeds 001
        // and 003 do on each query.
        let all = LinearScanBaseline(layout: layout, data: benchmarkCase.data)
        let scanned = Array(rects.prefix(20))
        let linear = Stopwatch.median(repetitions: repetitions) {
            for rect in scanned { sink &+= all.attributes(in: rect).count }
        } / Double(scanned.count)
        blackHole(sink)
        let perQuery = (Double(returned) / Double(rects.count) * 10).rounded() / 10
        return BenchmarkResult(group: "query", name: "\(label(benchmarkCase.name, items)), \(perQuery) returned",
                               value: ours / 1000, unit: "µs/query",
                               baseline: linear / 1000, baselineName: "linear scan",
                               target: items >= 1_000_000 ? (benchmarkCase.hasStackedStickySections ? 2 : 1) : nil,
                               minimumSpeedup: items >= 1_000_000 ? 1000 : nil)
    }

    /// What a prepared layout keeps (resident-set growth across `prepare`,
    /// the layout alive) and what `prepare` needs at its peak (growth of
    /// the resident high-water mark, reset just before).
    func memory(_ benchmarkCase: BenchmarkData.Case, items: Int) -> [BenchmarkResult] {
        let layout = benchmarkCase.layout.makeLayout()
        let context = LayoutContext(bounds: Rect(origin: .zero, size: BenchmarkData.viewport), data: benchmarkCase.data)
        HeapUsage.resetPeak()
        let before = HeapUsage.residentBytes
        let allocatedBefore = HeapUsage.allocatedBytes
        layout.prepare(in: context)
        let kept = HeapUsage.allocatedBytes - allocatedBefore
        let peak = HeapUsage.peakResidentBytes
        withExtendedLifetime(layout) {}
        let name = label(benchmarkCase.name, items)
        var results = [BenchmarkResult(group: "memory", name: "\(name), kept",
                                       value: Double(kept) / Double(items), unit: "bytes/item", target: 80)]
        if peak > 0 {
            // Resident growth is a lower bound on the peak: pages freed by
            // earlier benchmarks and reused here do not count. The true peak
            // is checked from outside (`/usr/bin/time -v`, docs/performance.md).
            results.append(BenchmarkResult(group: "memory", name: "\(name), resident growth in prepare",
                                           value: Double(peak - before) / Double(items), unit: "bytes/item"))
        }
        return results
    }
}

/// Every element's attributes in one array, filtered on each query.
struct LinearScanBaseline {
    var attributes: [LayoutAttributes] = []

    init(layout: any CollectionViewLayout, data: CollectionData) {
        for section in 0..<data.numberOfSections {
            for item in 0..<data.numberOfItems(inSection: section) {
                if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    attributes.append(a)
                }
            }
        }
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.intersects(rect) }
    }
}

extension Int {
    /// `1000000` as `1,000,000`.
    var formatted: String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
