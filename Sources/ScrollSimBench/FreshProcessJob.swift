import ScrollSim
import ScrollSimJSON

/// A measurement `scrollsim bench` makes in a fresh process of its own
/// executable (`scrollsim bench --child JOB`), so that nothing the harness
/// did before (warm caches, heap pages already resident, the simulation's
/// event arrays) flatters it.
///
/// The job prints one line of `key=value` fields, which `Benchmarks` reads.
package enum FreshProcessJob: Equatable, Sendable {
    /// A user's first `prepare`: fresh data, a fresh layout object, the
    /// first `prepare` of the process. Prints `nanoseconds` and `peakKB`.
    case coldPrepare(layout: String, items: Int)
    /// Reads a log to its end with `LogReader`. Prints `events` and `peakKB`.
    case readLog(path: String)
    /// Does nothing: the peak resident set of the executable itself, the
    /// baseline of the two above. Prints `peakKB`.
    case idle
    /// The flicks of `Benchmarks.cellLifecycle()` once, with a no-op
    /// prefetch data source or without: the single case to count
    /// instructions of (`--toggle-collect='*runCellLifecycleFlicks*'`).
    /// Prints `ticks`.
    case cellLifecycleFlicks(prefetching: Bool)

    /// The job named by `argument`: `prepare:LAYOUT:ITEMS`, `read:PATH`,
    /// `idle`, `flicks:plain` or `flicks:prefetching`.
    package init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "idle" where parts.count == 1:
            self = .idle
        case "flicks" where parts.count == 2 && (parts[1] == "plain" || parts[1] == "prefetching"):
            self = .cellLifecycleFlicks(prefetching: parts[1] == "prefetching")
        case "read" where parts.count == 2 && !parts[1].isEmpty:
            self = .readLog(path: parts[1])
        case "prepare" where parts.count == 2:
            let rest = parts[1].split(separator: ":").map(String.init)
            guard rest.count == 2, let items = Int(rest[1]), items > 0,
                  BenchmarkData.case(key: rest[0], items: 1) != nil
            else { return nil }
            self = .coldPrepare(layout: rest[0], items: items)
        default:
            return nil
        }
    }

    /// The command-line form of the job, as `init(argument:)` reads it.
    package var argument: String {
        switch self {
        case .coldPrepare(let layout, let items): "prepare:\(layout):\(items)"
        case .readLog(let path): "read:\(path)"
        case .idle: "idle"
        case .cellLifecycleFlicks(let prefetching): "flicks:\(prefetching ? "prefetching" : "plain")"
        }
    }

    /// Runs the job in this process and returns the line to print.
    package func run() -> String {
        switch self {
        case .coldPrepare(let key, let items):
            guard let benchmarkCase = BenchmarkData.case(key: key, items: items) else { return "" }
            let layout = benchmarkCase.layout.makeLayout()
            let context = LayoutContext(bounds: Rect(origin: .zero, size: BenchmarkData.viewport), data: benchmarkCase.data)
            let elapsed = ContinuousClock().measure { layout.prepare(in: context) }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            blackHole(layout.contentSize)
            return "nanoseconds=\(nanoseconds) peakKB=\(HeapUsage.peakResidentBytes / 1024)"
        case .readLog(let path):
            var events = 0
            if let reader = try? LogReader(path: path) {
                while (try? reader.next()) != nil { events += 1 }
            }
            return "events=\(events) peakKB=\(HeapUsage.peakResidentBytes / 1024)"
        case .cellLifecycleFlicks(let prefetching):
            let (simulator, dataSource) = Benchmarks.cellLifecycleSimulator(prefetching: prefetching)
            let ticks = Benchmarks.runCellLifecycleFlicks(simulator)
            withExtendedLifetime(dataSource) {}
            return "ticks=\(ticks)"
        case .idle:
            return "peakKB=\(HeapUsage.peakResidentBytes / 1024)"
        }
    }

    /// The fields of a line that `run()` printed.
    static func fields(of line: String) -> [String: Double] {
        var fields: [String: Double] = [:]
        for pair in line.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
        }
        return fields
    }
}
