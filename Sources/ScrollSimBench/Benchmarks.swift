import ScrollSim
import ScrollSimJSON

/// The performance figures of SPEC §7, each with its baseline measured in
/// the same run.
public struct Benchmarks {
    /// The item counts prepare and query are measured at.
    public var sizes: [Int] = [10_000, 100_000, 1_000_000]
    /// Repetitions per figure; the median is reported.
    public var repetitions = 5
    /// Where the simulation benchmark writes its log (removed afterwards).
    public var scratchFolder = "/tmp"

    public init() {}

    /// Runs every benchmark; `progress` hears each figure as it is measured.
    public func run(progress: (BenchmarkResult) -> Void = { _ in }) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        func record(_ result: BenchmarkResult) {
            results.append(result)
            progress(result)
        }
        for size in sizes {
            for benchmarkCase in BenchmarkData.cases(items: size) {
                record(prepare(benchmarkCase, items: size))
                record(query(benchmarkCase, items: size))
                if size == sizes.last { record(memory(benchmarkCase, items: size)) }
            }
        }
        for result in simulation() { record(result) }
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
        let ours = Stopwatch.median(repetitions: repetitions) {
            for rect in rects { sink &+= layout.layoutAttributesForElements(in: rect).count }
        } / Double(rects.count)

        // The baseline: every frame checked against the rect, as seeds 001
        // and 003 do on each query.
        let all = LinearScanBaseline(layout: layout, data: benchmarkCase.data)
        let scanned = Array(rects.prefix(20))
        let linear = Stopwatch.median(repetitions: repetitions) {
            for rect in scanned { sink &+= all.attributes(in: rect).count }
        } / Double(scanned.count)
        precondition(sink != 42, "keeps the optimiser from dropping the queries")
        return BenchmarkResult(group: "query", name: label(benchmarkCase.name, items), value: ours / 1000, unit: "µs/query",
                               baseline: linear / 1000, baselineName: "linear scan",
                               target: items >= 1_000_000 ? 1 : nil,
                               minimumSpeedup: items >= 1_000_000 ? 1000 : nil)
    }

    func memory(_ benchmarkCase: BenchmarkData.Case, items: Int) -> BenchmarkResult {
        let before = HeapUsage.residentBytes
        let layout = BenchmarkData.prepared(benchmarkCase)
        let after = HeapUsage.residentBytes
        withExtendedLifetime(layout) {}
        return BenchmarkResult(group: "memory", name: label(benchmarkCase.name, items),
                               value: Double(after - before) / Double(items), unit: "bytes/item", target: 80)
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
