import ArgumentParser
import ScrollSim
import ScrollSimJSON

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenarios, write their logs and check their expectations.",
        discussion: """
            Each scenario's log is written to NAME.jsonl in --out-dir (default: the current \
            folder), or to the file given with -o when one scenario is run (-o - for standard \
            output). A log appears only once complete. Exits 1 if an expectation failed, \
            2 on bad input.
            """
    )

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String]

    @Option(name: .shortAndLong, help: "The log file, for a single scenario ('-' for standard output).")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "The folder for logs named after their scenarios.")
    var outDir: String = "."

    func validate() throws {
        if output != nil && scenarios.count != 1 {
            throw ValidationError("-o takes a single scenario; use --out-dir for several.")
        }
    }

    func run() throws {
        var failed = false
        for path in scenarios {
            let scenario = try ScenarioDecoder.decode(contentsOf: path)
            let logPath = output ?? "\(outDir)/\(scenario.name).jsonl"
            let summary: ScenarioRunner.Summary
            do {
                summary = try ScenarioRunner.run(scenario, logPath: logPath)
            } catch {
                throw error.inFile(path)
            }
            // With the log on standard output the report goes to standard error.
            let report = logPath == "-" ? printError : { print($0) }
            report(SummaryText.lines(for: summary).joined(separator: "\n"))
            if !summary.failures.isEmpty {
                failed = true
                for failure in summary.failures {
                    printError(SummaryText.describe(failure, scenarioPath: path))
                }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
