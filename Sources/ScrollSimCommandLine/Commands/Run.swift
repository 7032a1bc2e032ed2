import ArgumentParser
import Dispatch
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner
import Synchronization
internal import ScrollSimPlatform

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios, write their logs and check their expectations.",
        discussion: """
            A folder given instead of a file stands for every *.json file below it, at any \
            depth, in sorted order (names starting with a dot are passed over). --filter REGEX \
            runs only the scenarios whose name or file path the regular expression matches \
            somewhere. A scenario with "skip": "reason" is reported as skipped and not run; one \
            with "expectFailure": "reason" passes when it fails and fails when it passes. \
            Each scenario's log is written to NAME.jsonl in --out-dir (default: the current \
            folder, created if missing), or to the file given with -o when one scenario is run \
            (-o - for standard output). A log appears only once complete. With --shard i/n only \
            the scenarios at sorted positions p with p % n == i - 1 run, so that n machines \
            share a suite. A progress bar is drawn on standard error when it is a terminal. \
            Scenarios run side by side, one per core (--jobs N); every bad scenario is reported \
            and the others still run. --junit FILE writes a JUnit XML report (GitHub Actions, \
            GitLab, Jenkins). Under Bazel (bazel test) the test-sharding variables \
            TEST_TOTAL_SHARDS and TEST_SHARD_INDEX select the shard when --shard is not given, \
            TEST_SHARD_STATUS_FILE is touched, and the JUnit report goes to XML_OUTPUT_FILE when \
            --junit is not given. Ends with a line 'N scenarios: P passed, F failed[, B bad][, S skipped][, X failed \
            as expected]'. \
            Exits 2 if any input was bad, else 1 if an expectation failed.
            """
    )

    @Argument(help: "Scenario files (JSON), or folders of them.")
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

    @Option(name: .customLong("max-layout-elements"), help: "The most elements one layout answer may hold (budget; default 100000).")
    var maxLayoutElements: Int = SimulationBudget().maximumLayoutElements

    @Option(help: "Run only shard i of n (1-based), e.g. 2/4.")
    var shard: String?

    @Option(help: "Run only the scenarios whose name or file path this regular expression matches.")
    var filter: String?

    func validate() throws {
        if output != nil && scenarios.count != 1 {
            throw ValidationError("-o takes a single scenario; use --out-dir for several.")
        }
        if jobs < 1 {
            throw ValidationError("--jobs must be at least 1.")
        }
        if maxTicks < 1 || maxEvents < 1 || maxLogBytes < 1 || maxLayoutElements < 1 {
            throw ValidationError("--max-ticks, --max-events, --max-log-bytes and --max-layout-elements must be positive.")
        }
        if let shard, ScenarioShard(parsing: shard) == nil {
            throw ValidationError("--shard expects i/n with 1 ≤ i ≤ n (e.g. 2/4), not '\(shard)'.")
        }
        if let filter {
            do { _ = try Regex(filter) } catch {
                throw ValidationError("--filter is not a regular expression: '\(filter)' (\(error)).")
            }
        }
    }

    @Option(help: "Scenarios run side by side (default: one per core).")
    var jobs: Int = Run.coreCount

    @Option(help: "Also write a JUnit XML report of every scenario to this file.")
    var junit: String?

    /// The processors online.
    static var coreCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// What became of one scenario file.
    struct Outcome: Sendable {
        var path: String
        var summary: ScenarioRunner.Summary?
        var error: InputError?
        var seconds: Double = 0
        /// The scenario's `skip` reason, when it was not run for it.
        var skipped: String?
        /// The scenario's `expectFailure` reason.
        var expectFailure: String?

        /// The verdict of the suite on this scenario.
        var verdict: Verdict {
            if error != nil { return .bad }
            if let skipped { return .skipped(skipped) }
            guard let summary else { return .bad }
            switch (summary.passed, expectFailure) {
            case (true, nil): return .passed
            case (false, nil): return .failed
            case (false, let reason?): return .failedAsExpected(reason)
            case (true, let reason?): return .passedUnexpectedly(reason)
            }
        }
    }

    /// How a scenario counts in the summary line and the JUnit report.
    enum Verdict: Equatable {
        case passed
        case failed
        /// Could not run: a bad file or a step that cannot run.
        case bad
        case skipped(String)
        /// Failed, as its `expectFailure` says: counts as a pass.
        case failedAsExpected(String)
        /// Passed though its `expectFailure` says it fails: counts as a failure.
        case passedUnexpectedly(String)

        /// Whether it counts as a failure (exit 1).
        var isFailure: Bool {
            switch self {
            case .failed, .passedUnexpectedly: true
            default: false
            }
        }

        /// Whether it was not run, as it asked.
        var isSkipped: Bool {
            if case .skipped = self { true } else { false }
        }
    }

    /// The scenario files the arguments name: files as given, folders
    /// replaced by the `*.json` files below them.
    static func scenarioFiles(_ arguments: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        for argument in arguments {
            guard ScenarioFolder.isFolder(argument) else {
                files.append(argument)
                continue
            }
            let found = try ScenarioFolder.scenarioFiles(below: argument)
            guard !found.isEmpty else {
                throw InputError(file: argument, message: "no scenario (*.json file) below this folder")
            }
            files += found
        }
        return files
    }

    func run() throws {
        var paths = try Self.scenarioFiles(scenarios)
        if output != nil && paths.count != 1 {
            throw ValidationError("-o takes a single scenario; \(scenarios.joined(separator: " ")) holds \(paths.count). Use --out-dir for several.")
        }
        let listed = paths.count
        // No log may be written over any scenario named, run or not.
        let inputs = paths + scenarios
        let bazel = try BazelTestEnvironment.current()
        let selected = shard.flatMap(ScenarioShard.init(parsing:)) ?? bazel.shard
        if let selected { paths = selected.select(paths) }
        // Bazel asks a test that shards to say so by touching this file.
        try bazel.acknowledgeSharding()
        // With the log on standard output every report goes to standard error.
        let toStandardError = output == "-"
        let report: (String) -> Void = { line in
            if toStandardError { printError(line) } else { printHuman(line) }
        }

        // Decoded side by side (each worker with this task's registered
        // layouts), keeping going past bad files: every problem is reported
        // at the end. Names are then checked in the order given.
        var outcomes = paths.map { Outcome(path: $0) }
        let registry = LayoutRegistry.current
        let decoded = Mutex<[Int: Result<Scenario, InputError>]>([:])
        let scenarioPaths = paths
        ParallelWork.forEach(count: paths.count, jobs: jobs) { index in
            let result = LayoutRegistry.$current.withValue(registry) {
                Result { () throws(InputError) -> Scenario in try ScenarioDecoder.decode(contentsOf: scenarioPaths[index]) }
            }
            decoded.withLock { $0[index] = result }
        }
        var work: [(index: Int, scenario: Scenario, logPath: String)] = []
        var names: [String: String] = [:]
        var results = decoded.withLock { $0 }
        if let filter, let pattern = try? Regex(filter) {
            // A file that cannot be decoded has no name to match: it stays
            // only when its path matches.
            let kept = paths.indices.filter { index in
                if paths[index].contains(pattern) { return true }
                guard let scenario = try? results[index]?.get() else { return false }
                return scenario.name.contains(pattern)
            }
            var keptResults: [Int: Result<Scenario, InputError>] = [:]
            for (position, index) in kept.enumerated() { keptResults[position] = results[index] }
            results = keptResults
            paths = kept.map { paths[$0] }
            outcomes = paths.map { Outcome(path: $0) }
        }
        // Each scenario's log: `-o`, or its name made a file name in --out-dir.
        var logPaths: [Int: String] = [:]
        for index in paths.indices {
            guard let scenario = try? results[index]?.get() else { continue }
            logPaths[index] = output ?? "\(outDir)/\(OutputName.fileName(for: scenario.name)).jsonl"
        }
        // Refused before anything runs: an output written over an input, or
        // a report written over a log.
        let junitPath = junit ?? bazel.xmlOutputFile
        var clashes: [InputError] = []
        for (index, path) in paths.enumerated() {
            guard let logPath = logPaths[index] else { continue }
            if let input = inputs.first(where: { OutputFile.namesSameFile(logPath, $0) }) {
                clashes.append(InputError(file: path, message: "the output is the input: its log \(logPath) is the scenario \(input); choose another"))
            }
            if let junitPath, OutputFile.namesSameFile(junitPath, logPath) {
                clashes.append(InputError(file: junitPath, message: "--junit names the same file as the log of \(path) (\(logPath)); choose another"))
            }
        }
        if let junitPath, let input = inputs.first(where: { OutputFile.namesSameFile(junitPath, $0) }) {
            clashes.append(InputError(file: junitPath, message: "--junit names the input scenario \(input); choose another"))
        }
        if !clashes.isEmpty {
            for clash in clashes { printError(OneLine.text(clash.description)) }
            throw ExitCode(2)
        }
        for (index, path) in paths.enumerated() {
            do throws(InputError) {
                guard let scenario = try results[index]?.get(), let logPath = logPaths[index] else { continue }
                outcomes[index].expectFailure = scenario.expectFailure
                if let reason = scenario.skip {
                    outcomes[index].skipped = reason
                    continue
                }
                if let first = names[logPath], output == nil {
                    throw InputError(file: path, message: "scenario \"\(scenario.name)\" has the same name as \(first) "
                        + "(or one that makes the same file name): both would write the same log, \(logPath); rename one")
                }
                names[logPath] = path
                if output == nil && work.isEmpty { try OutputFolder.create(outDir) }
                work.append((index, scenario, logPath))
            } catch {
                outcomes[index].error = error
            }
        }

        let budget = ScenarioRunner.RunBudget(
            simulation: SimulationBudget(maximumTicks: maxTicks, maximumEvents: maxEvents, maximumLayoutElements: maxLayoutElements),
            maximumLogBytes: maxLogBytes)
        let finished = Mutex<[Int: Outcome]>([:])
        let showProgress = standardErrorIsTerminal && work.count > 1
        let progress = Mutex(ProgressBar(total: work.count, isEnabled: showProgress))
        let pending = work
        let files = paths
        // A UIKit layout's `@MainActor` code, compiled in the Swift 6 mode,
        // traps off the main thread: those scenarios run here, on the main
        // thread, while the others run side by side on the other jobs.
        let onMainThread = pending.indices.filter { pending[$0].scenario.layout.requiresMainThread }
        let onAnyThread = pending.indices.filter { !pending[$0].scenario.layout.requiresMainThread }
        Self.forEach(mainThread: onMainThread, anyThread: onAnyThread, jobs: jobs) { taken in
            let job = pending[taken]
            var outcome = Outcome(path: files[job.index], expectFailure: job.scenario.expectFailure)
            let start = Run.now()
            do throws(InputError) {
                outcome.summary = try ScenarioRunner.run(job.scenario, logPath: job.logPath, inputs: inputs, budget: budget)
            } catch {
                outcome.error = error.inFile(outcome.path)
            }
            outcome.seconds = Run.now() - start
            let done = finished.withLock { finished -> Int in
                finished[job.index] = outcome
                return finished.count
            }
            progress.withLock { $0.draw(done: done, current: outcome.path) }
        }
        progress.withLock { $0.clear() }
        for (index, outcome) in finished.withLock({ $0 }) { outcomes[index] = outcome }

        // The log went to a pipe whose reader has stopped (`-o - | head`):
        // it took what it wanted; end quietly, as every command does.
        if toStandardError && standardOutputReaderIsGone() { quietExit() }
        var failedCount = 0, badCount = 0, skippedCount = 0, expectedCount = 0
        for outcome in outcomes {
            if let error = outcome.error {
                badCount += 1
                printError(OneLine.text(error.description))
                continue
            }
            if let reason = outcome.skipped {
                skippedCount += 1
                report(OneLine.escaped("skipped \(outcome.path): \(reason)"))
                continue
            }
            guard let summary = outcome.summary else { continue }
            switch outcome.verdict {
            case .failedAsExpected(let reason):
                expectedCount += 1
                var lines = SummaryText.lines(for: summary, status: "failed as expected")
                lines.insert(OneLine.escaped("  expectFailure: \(reason)"), at: 1)
                report(lines.joined(separator: "\n"))
                continue
            case .passedUnexpectedly(let reason):
                failedCount += 1
                report(SummaryText.lines(for: summary).joined(separator: "\n"))
                printError(OneLine.text("\(outcome.path): error at $.expectFailure: every check held, but the scenario is expected to fail (\(reason)); remove \"expectFailure\" if it is fixed"))
                continue
            default:
                break
            }
            report(SummaryText.lines(for: summary).joined(separator: "\n"))
            if !summary.passed {
                failedCount += 1
                for failure in summary.failures {
                    printError(SummaryText.describe(failure, scenarioPath: outcome.path))
                }
                for violation in summary.invariantViolations {
                    printError("\(outcome.path): error at $.invariants[\(violation.index)]: \(violation)")
                }
                for failure in summary.stateFailures {
                    for line in StateReport.lines(failure, scenarioPath: outcome.path) { printError(OneLine.text(line)) }
                }
            }
        }
        if let junitPath {
            let file = try OutputFile(path: junitPath, inputs: inputs)
            file.write(JUnitReport.xml(outcomes))
            try file.commit()
        }
        let shardText = selected.map { "shard \($0) of \(listed): " } ?? ""
        let badText = (badCount > 0 ? ", \(badCount) bad" : "")
            + (skippedCount > 0 ? ", \(skippedCount) skipped" : "")
            + (expectedCount > 0 ? ", \(expectedCount) failed as expected" : "")
        // A lone bad scenario is its one error line; totals once anything ran.
        if badCount < paths.count || paths.isEmpty {
            report("\(shardText)\(paths.count) scenario\(paths.count == 1 ? "" : "s"): "
            + "\(paths.count - failedCount - badCount - skippedCount - expectedCount) passed, \(failedCount) failed\(badText)")
        }
        if badCount > 0 { throw ExitCode(2) }
        if failedCount > 0 { throw ExitCode(1) }
    }


    /// Calls `body` with every index of `mainThread` on the calling thread,
    /// one after another, and meanwhile with every index of `anyThread` on
    /// up to `jobs - 1` other threads (all on the calling thread when `jobs`
    /// is 1). `ScrollSimCommand.main` runs commands on the main thread.
    static func forEach(mainThread: [Int], anyThread: [Int], jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard !mainThread.isEmpty else {
            ParallelWork.forEach(count: anyThread.count, jobs: jobs) { body(anyThread[$0]) }
            return
        }
        guard jobs > 1 else {
            for index in (mainThread + anyThread).sorted() { body(index) }
            return
        }
        // `body` does not outlive this call: the group is waited for.
        withoutActuallyEscaping(body) { body in
            let others = DispatchGroup()
            if !anyThread.isEmpty {
                DispatchQueue.global().async(group: others) {
                    ParallelWork.forEach(count: anyThread.count, jobs: jobs - 1) { body(anyThread[$0]) }
                }
            }
            for index in mainThread { body(index) }
            others.wait()
        }
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
