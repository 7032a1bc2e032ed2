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

    @Option(help: "Only these groups, comma-separated: prepare, query, memory, simulate (with the log figures).")
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
