import ArgumentParser
import ScrollSim
import ScrollSimExplore
import ScrollSimJSON
import ScrollSimRunner

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search random scrolls of a scenario for a failure, and shrink it to a scenario.",
        discussion: """
            From the scenario's layout, data, viewport and steps, runs random step sequences \
            (drags, flings, holds, waits, page swipes, programmatic scrolls, data changes, \
            rotations, inset changes, the layout switches its "explore" object lists) and checks \
            its forbid patterns, its invariants and the built-in rules at every step. The first \
            failure is shrunk (fewest steps, then smallest and roundest numbers, then fewest items) \
            and written as a scenario that `scrollsim run` reproduces, with the failing check as its \
            only forbid, expect or invariant. The same seed gives the same search and the same file, \
            whatever --jobs is. With --shard i/n (or Bazel's TEST_TOTAL_SHARDS and \
            TEST_SHARD_INDEX) this process runs only the waves of eight runs numbered w with \
            w % n == i - 1: n machines with the same seed and --runs search disjoint shares that \
            together make the search of one process. A progress bar is drawn on standard error when it is a terminal; a \
            coverage summary ends the output. Exits 1 when a failure was found (the file is written), \
            0 when the budget ran out with nothing found (no file), 2 for bad input. See docs/explore.md.
            """
    )

    @Argument(help: "The scenario file (JSON).")
    var scenario: String

    @Option(help: "The seed of the search (default 1).")
    var seed: UInt64 = 1

    @Option(help: "The most random runs (default 200).")
    var runs: Int = 200

    @Option(name: .customLong("max-steps"), help: "The most generated steps per run, after the scenario's own (default 12).")
    var maxSteps: Int = 12

    @Option(name: .customLong("time-limit"), help: "Wall-clock seconds for the search, shrinking included (default 50).")
    var timeLimit: Double = 50

    @Option(help: "Runs simulated side by side (default: one per core); the result does not depend on it.")
    var jobs: Int = Run.coreCount

    @Option(name: .shortAndLong, help: "Where to write the scenario found (default: NAME-found.json).")
    var output: String?

    @Flag(name: .customLong("check-expect"), help: "Also require the scenario's expect patterns at the end of every run.")
    var checkExpect = false

    @Flag(name: .customLong("no-built-in"), help: "Check only the scenario's own forbid, expect and invariants.")
    var noBuiltIn = false

    @Option(help: "Run only shard i of n (1-based) of the search's waves, e.g. 2/4.")
    var shard: String?

    func validate() throws {
        if let shard, ScenarioShard(parsing: shard) == nil {
            throw ValidationError("--shard expects i/n with 1 ≤ i ≤ n (e.g. 2/4), not '\(shard)'.")
        }
        if runs < 1 { throw ValidationError("--runs must be at least 1.") }
        if maxSteps < 1 || maxSteps > ExploreOptions.maximumMaxSteps {
            throw ValidationError("--max-steps must be between 1 and \(ExploreOptions.maximumMaxSteps).")
        }
        if !(timeLimit > 0) || !(timeLimit <= ExploreOptions.maximumTimeLimit) {
            throw ValidationError("--time-limit must be a positive number of seconds, at most \(Int(ExploreOptions.maximumTimeLimit)).")
        }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    func run() throws {
        let decoded = try ScenarioDecoder.decode(contentsOf: scenario)
        // Where a finding goes is settled, and checked against the input,
        // before the search: not after minutes of it.
        let path = output ?? "\(OutputName.fileName(for: Explorer.counterexampleName(for: decoded.name))).json"
        if OutputFile.namesSameFile(path, scenario) {
            throw InputError(file: path, message: "the output is the input scenario \(scenario); choose another with -o")
        }
        let bazel = try BazelTestEnvironment.current()
        let selected = shard.flatMap(ScenarioShard.init(parsing:)) ?? bazel.shard
        // Bazel asks a test that shards to say so by touching this file.
        try bazel.acknowledgeSharding()
        var options = ExploreOptions(
            seed: seed, runs: runs, maxSteps: maxSteps, timeLimit: timeLimit, jobs: jobs,
            checkExpect: checkExpect, checkBuiltIn: !noBuiltIn)
        if let selected {
            options.shardIndex = selected.index
            options.shardCount = selected.count
        }
        let seedText = "seed \(seed)" + (selected.map { ", shard \($0)" } ?? "")
        let planned = Explorer.waves(runs: runs, shardIndex: options.shardIndex, shardCount: options.shardCount)
        var bar = ProgressBar(total: planned.reduce(0) { $0 + $1.count }, isEnabled: standardErrorIsTerminal)
        let result = Explorer(target: ExploreTarget(scenario: decoded), options: options).run { progress in
            let best = progress.best.map { ", best: \($0)" } ?? ""
            if progress.shrinking {
                bar.draw(done: progress.runs, current: "shrinking, \(progress.shrinkRuns) runs\(best)")
            } else {
                bar.draw(done: progress.runs, current: "\(progress.steps) steps\(best)")
            }
        }
        bar.clear()
        if let stepError = result.scenarioStepError {
            throw InputError(stepError, file: scenario)
        }

        let budgetText = "\(result.runs) run\(result.runs == 1 ? "" : "s"), \(result.steps) steps"
        if let failure = result.unreproduced {
            // Never a file that `run` passes: the failure is told, not written.
            printHuman("explore \(scenario): \(seedText): \(failure.reason)")
            printHuman("  no file written: no scenario written for it (the shrunk one, those before it, the run as found) fails the same way under `scrollsim run`")
            printHuman("coverage:")
            for line in result.coverage.lines { printHuman(line) }
            try finishStandardOutput()
            throw ExitCode(1)
        }
        guard let found = result.counterexample else {
            let why = result.timedOut ? " (time limit reached)" : ""
            printHuman("explore \(scenario): \(seedText): nothing found in \(budgetText)\(why)")
            printHuman("coverage:")
            for line in result.coverage.lines { printHuman(line) }
            try finishStandardOutput()
            return
        }
        let file = try OutputFile(path: path, inputs: [scenario])
        file.write(found.scenarioText)
        try file.commit()
        printHuman("explore \(scenario): \(seedText): \(found.failure.reason)")
        printHuman("  found by run \(found.run) after \(found.originalStepCount) steps; shrunk to \(found.scenario.steps.count) step\(found.scenario.steps.count == 1 ? "" : "s") in \(found.shrinkRuns) runs (\(budgetText) searched)")
        if let note = found.note { printHuman("  note: \(note)") }
        printHuman("  wrote \(path)")
        printHuman("coverage:")
        for line in result.coverage.lines { printHuman(line) }
        try finishStandardOutput()
        throw ExitCode(1)
    }
}
