import ArgumentParser
import ScrollSim
import ScrollSimBench
import ScrollSimJSON

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure ScrollSim's performance figures against their baselines.",
        discussion: """
            Build with -c release for meaningful figures. Each figure is the median of several \
            repetitions; ratios compare against a baseline measured in the same run. Prepare is \
            reported cold (a fresh process: fresh data, a fresh layout, its first prepare) and \
            warm (re-prepares of a prepared layout); log writing is compared with a C program \
            calling json-c; reader memory is the peak of a fresh process reading the log, beside \
            an idle one. The fresh processes are this executable, started again.
            """
    )

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "Repetitions per figure (the median is reported).")
    var repetitions = 5

    @Option(help: "Item counts to measure prepare and query at, comma-separated.")
    var sizes = "10000,100000,1000000"

    @Option(help: "Only these groups, comma-separated: prepare, query, memory, uikit, simulate (with the log figures).")
    var only: String?

    /// A measurement made for a parent `scrollsim bench` in a fresh process.
    @Option(help: .hidden)
    var child: String?

    func validate() throws {
        if let child, FreshProcessJob(argument: child) == nil { throw ValidationError("unknown --child job '\(child)'") }
    }

    func run() throws {
        if let child, let job = FreshProcessJob(argument: child) {
            print(job.run())
            return
        }
        var benchmarks = Benchmarks()
        benchmarks.freshProcessCommand = Benchmarks.currentExecutableBenchCommand
        benchmarks.repetitions = max(1, repetitions)
        benchmarks.sizes = sizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        benchmarks.groups = only.map { Set($0.split(separator: ",").map(String.init)) }
        guard !benchmarks.sizes.isEmpty else { throw ValidationError("--sizes needs at least one positive count") }
        if json {
            let results = benchmarks.run()
            print(JSONWriter.string(.array(results.map(\.fieldValue))))
        } else {
            print(BenchTable.header)
            _ = benchmarks.run { print(BenchTable.row($0)) }
        }
    }
}

/// The human-readable table of `scrollsim bench`.
enum BenchTable {
    static let header = pad("group", 9) + pad("figure", 84) + pad("value", 18) + pad("baseline", 26) + "ratio"

    static func row(_ r: BenchmarkResult) -> String {
        var ratio = ""
        if let speedup = r.speedup {
            if r.isTime {
                ratio = speedup >= 1 ? "\(short(speedup))× faster" : "\(short(1 / speedup))× slower"
            } else {
                ratio = "\(short(1 / speedup))× \(r.baselineName ?? "baseline")"
            }
        }
        var target = ""
        if let t = r.target { target += " (target ≤ \(short(t)))" }
        if let s = r.minimumSpeedup { target += " (target ≥ \(short(s))×)" }
        if let s = r.maximumSlowdown { target += " (target ≤ \(short(s))× slower)" }
        let mark = r.meetsTarget ? "" : "  MISSED"
        let baseline = r.baseline.map { "\(short($0)) \(r.baselineName ?? "")" } ?? ""
        return pad(r.group, 9) + pad(r.name, 84) + pad("\(short(r.value)) \(r.unit)", 18) + pad(baseline, 26)
            + ratio + target + mark
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }

    /// Three significant figures.
    static func short(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        let scale = value >= 10 ? 10.0 : value >= 1 ? 100.0 : 1000.0
        return String((value * scale).rounded() / scale)
    }
}

extension BenchmarkResult {
    /// Whether the figure is a duration (its ratio reads faster or slower).
    var isTime: Bool { ["s", "ms", "µs", "ns"].contains(unit.split(separator: "/").first.map(String.init) ?? unit) }

    var fieldValue: FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("group", .string(group)), ("name", .string(name)), ("value", .double(value)), ("unit", .string(unit)),
        ]
        if let baseline { pairs.append(("baseline", .double(baseline))) }
        if let baselineName { pairs.append(("baselineName", .string(baselineName))) }
        if let speedup { pairs.append(("speedup", .double(speedup))) }
        if let target { pairs.append(("target", .double(target))) }
        if let minimumSpeedup { pairs.append(("minimumSpeedup", .double(minimumSpeedup))) }
        if let maximumSlowdown { pairs.append(("maximumSlowdown", .double(maximumSlowdown))) }
        pairs.append(("meetsTarget", .bool(meetsTarget)))
        return .object(pairs)
    }
}
