import ArgumentParser
import ScrollSim
import ScrollSimJSON

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenarios, write their logs and check their expectations.",
        discussion: """
            Each scenario's log is written to NAME.jsonl in --out-dir (default: the current \
            folder, created if missing), or to the file given with -o when one scenario is run \
            (-o - for standard output). A log appears only once complete. With --shard i/n only \
            the scenarios at sorted positions p with p % n == i - 1 run, so that n machines \
            share a suite. A progress bar is drawn on standard error when it is a terminal. \
            Ends with a line 'N scenarios: P passed, F failed'. Exits 1 if an expectation \
            failed, 2 on bad input (at the first bad scenario).
            """
    )

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String]

    @Option(name: .shortAndLong, help: "The log file, for a single scenario ('-' for standard output).")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "The folder for logs named after their scenarios.")
    var outDir: String = "."

    @Option(name: .customLong("max-ticks"), help: "The most ticks a run may take (budget; default 1000000).")
    var maxTicks: Int = SimulationBudget().maximumTicks

    @Option(name: .customLong("max-events"), help: "The most events a run may log (budget; default 50000000).")
    var maxEvents: Int = SimulationBudget().maximumEvents

    @Option(name: .customLong("max-log-bytes"), help: "The largest log a run may write, bytes (budget; default 4 GiB).")
    var maxLogBytes: Int = ScenarioRunner.RunBudget().maximumLogBytes

    @Option(help: "Run only shard i of n (1-based), e.g. 2/4.")
    var shard: String?

    func validate() throws {
        if output != nil && scenarios.count != 1 {
            throw ValidationError("-o takes a single scenario; use --out-dir for several.")
        }
        if maxTicks < 1 || maxEvents < 1 || maxLogBytes < 1 {
            throw ValidationError("--max-ticks, --max-events and --max-log-bytes must be positive.")
        }
        if let shard, ScenarioShard(parsing: shard) == nil {
            throw ValidationError("--shard expects i/n with 1 ≤ i ≤ n (e.g. 2/4), not '\(shard)'.")
        }
    }

    func run() throws {
        var paths = scenarios
        let selected = shard.flatMap(ScenarioShard.init(parsing:))
        if let selected { paths = selected.select(paths) }
        // With the log on standard output every report goes to standard error.
        let toStandardError = output == "-"
        let report: (String) -> Void = { line in
            if toStandardError { printError(line) } else { print(line) }
        }
        var progress = ProgressBar(total: paths.count, isEnabled: standardErrorIsTerminal && paths.count > 1)

        var failedCount = 0
        var names: [String: String] = [:]
        for (position, path) in paths.enumerated() {
            progress.draw(done: position, current: path)
            let scenario = try ScenarioDecoder.decode(contentsOf: path)
            if let first = names[scenario.name], output == nil {
                progress.clear()
                throw InputError(file: path, message: "scenario \"\(scenario.name)\" has the same name as \(first): both would write \(outDir)/\(scenario.name).jsonl; rename one")
            }
            names[scenario.name] = path
            let logPath: String
            if let output {
                logPath = output
            } else {
                try OutputFolder.create(outDir)
                logPath = "\(outDir)/\(scenario.name).jsonl"
            }
            let summary: ScenarioRunner.Summary
            do {
                let budget = ScenarioRunner.RunBudget(
                    simulation: SimulationBudget(maximumTicks: maxTicks, maximumEvents: maxEvents),
                    maximumLogBytes: maxLogBytes)
                summary = try ScenarioRunner.run(scenario, logPath: logPath, inputs: scenarios, budget: budget)
            } catch {
                progress.clear()
                throw error.inFile(path)
            }
            progress.clear()
            report(SummaryText.lines(for: summary).joined(separator: "\n"))
            if !summary.failures.isEmpty {
                failedCount += 1
                for failure in summary.failures {
                    printError(SummaryText.describe(failure, scenarioPath: path))
                }
            }
        }
        progress.clear()
        let shardText = selected.map { "shard \($0) of \(scenarios.count): " } ?? ""
        report("\(shardText)\(paths.count) scenario\(paths.count == 1 ? "" : "s"): "
            + "\(paths.count - failedCount) passed, \(failedCount) failed")
        if failedCount > 0 { throw ExitCode(1) }
    }
}
