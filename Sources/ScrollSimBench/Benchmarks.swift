import ScrollSim
import ScrollSimJSON

/// The performance figures of `docs/performance.md`, each with its baseline measured in
/// the same run.
package struct Benchmarks {
    /// The item counts prepare and query are measured at.
    package var sizes: [Int] = [10_000, 100_000, 1_000_000]
    /// Repetitions per figure; the median is reported.
    package var repetitions = 5
    /// Where the simulation benchmark writes its log (removed afterwards).
    package var scratchFolder = "/tmp"

    /// The groups to run (`prepare`, `query`, `memory`, `simulate`); `nil`
    /// for all. The log figures come with `simulate`.
    package var groups: Set<String>?

    /// The command that starts this executable's `bench` anew, to which
    /// `--child JOB` is appended (see `FreshProcessJob`): the cold prepare
    /// and the reader's memory are measured in such fresh processes. `nil`
    /// leaves those figures out.
    package var freshProcessCommand: [String]?

    package init() {}

    /// The command that runs `scrollsim bench` again from the running
    /// executable's path, for `freshProcessCommand`.
    package static var currentExecutableBenchCommand: [String]? {
        FreshProcess.currentExecutable.map { [$0, "bench"] }
    }

    /// Runs `job` in a fresh process and returns the fields it printed.
    func runFresh(_ job: FreshProcessJob) -> [String: Double]? {
        guard let command = freshProcessCommand,
              let line = FreshProcess.output(of: command + ["--child", job.argument])
        else { return nil }
        return FreshProcessJob.fields(of: line)
    }

    private func runs(_ group: String) -> Bool { groups?.contains(group) ?? true }

    /// Runs every benchmark; `progress` hears each figure as it is measured.
    package func run(progress: (BenchmarkResult) -> Void = { _ in }) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        func record(_ result: BenchmarkResult) {
            results.append(result)
            progress(result)
        }
        for size in sizes {
            for benchmarkCase in BenchmarkData.cases(items: size) {
                if runs("prepare") { for result in prepare(benchmarkCase, items: size) { record(result) } }
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
        if runs("simulate") { for result in cellLifecycle() { record(result) } }
        return results
    }

    private func label(_ name: String, _ items: Int) -> String {
        "\(name) \(items.formatted) items"
    }

    /// Two figures: the warm one, the median of `repetitions` re-prepares
    /// of one prepared layout (its arrays already allocated and resident),
    /// and the cold one, a user's first `prepare`: the median over
    /// `repetitions` fresh processes, each building the data and the layout
    /// object anew (`FreshProcessJob.coldPrepare`), compared with the warm one.
    func prepare(_ benchmarkCase: BenchmarkData.Case, items: Int) -> [BenchmarkResult] {
        let layout = benchmarkCase.layout.makeLayout()
        let context = LayoutContext(bounds: Rect(origin: .zero, size: BenchmarkData.viewport), data: benchmarkCase.data)
        layout.prepare(in: context)
        let warm = Stopwatch.median(repetitions: repetitions) { layout.prepare(in: context) } / Double(items)
        let target: Double? = items >= 1_000_000 ? 30 : nil
        var results = [BenchmarkResult(group: "prepare", name: "\(label(benchmarkCase.name, items)), warm (re-prepare)",
                                       value: warm, unit: "ns/item")]
        var cold: [Double] = []
        for _ in 0..<repetitions {
            guard let fields = runFresh(.coldPrepare(layout: benchmarkCase.key, items: items)),
                  let nanoseconds = fields["nanoseconds"]
            else { break }
            cold.append(nanoseconds / Double(items))
        }
        if !cold.isEmpty {
            results.insert(BenchmarkResult(group: "prepare", name: "\(label(benchmarkCase.name, items)), cold (first, fresh process)",
                                           value: Stopwatch.median(of: cold), unit: "ns/item",
                                           baseline: warm, baselineName: "warm", target: target), at: 0)
        }
        return results
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

    /// What a prepared layout keeps (bytes allocated across `prepare`, the
    /// layout alive), and the peak resident set of a fresh process through
    /// its first `prepare` (building the data included), beside that of a
    /// fresh process that does nothing.
    func memory(_ benchmarkCase: BenchmarkData.Case, items: Int) -> [BenchmarkResult] {
        let layout = benchmarkCase.layout.makeLayout()
        let context = LayoutContext(bounds: Rect(origin: .zero, size: BenchmarkData.viewport), data: benchmarkCase.data)
        let allocatedBefore = HeapUsage.allocatedBytes
        layout.prepare(in: context)
        let kept = HeapUsage.allocatedBytes - allocatedBefore
        withExtendedLifetime(layout) {}
        let name = label(benchmarkCase.name, items)
        var results = [BenchmarkResult(group: "memory", name: "\(name), kept",
                                       value: Double(kept) / Double(items), unit: "bytes/item", target: 80)]
        if let peak = runFresh(.coldPrepare(layout: benchmarkCase.key, items: items))?["peakKB"],
           let idle = runFresh(.idle)?["peakKB"]
        {
            results.append(BenchmarkResult(group: "memory", name: "\(name), peak resident of a fresh process through prepare",
                                           value: peak / 1000, unit: "MB", baseline: idle / 1000,
                                           baselineName: "idle process"))
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
    package var formatted: String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
