import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Synchronization

/// The search of `scrollsim explore` and of `explore(…)` in
/// ScrollSimTesting: random step sequences from a scenario, checked at
/// every step, and the first failure shrunk to a scenario.
///
/// Run `r` of a search draws its steps from a generator seeded by the
/// seed and `r` alone. Runs go in waves of eight; after a wave the failing
/// run that failed in the fewest steps (the lowest number among equals),
/// if any, is shrunk. So the result depends on
/// the seed and the budget, never on `jobs`.
///
/// With `shardCount` n above 1, this process runs only the waves `w` with
/// `w % n == shardIndex - 1`: n processes, on as many machines, run
/// disjoint shares whose union is the search one process would make, each
/// share the same whatever machine runs it.
///
/// ```swift
/// let result = Explorer(target: ExploreTarget(scenario: scenario), options: ExploreOptions(seed: 7)).run()
/// if let found = result.counterexample { print(found.scenarioText) }
/// ```
public struct Explorer: Sendable {
    /// What is explored.
    public let target: ExploreTarget
    /// The budget and the seed.
    public let options: ExploreOptions

    /// Runs per wave: fixed, so that results do not depend on `jobs`.
    static let wave = 8

    /// Creates an explorer.
    public init(target: ExploreTarget, options: ExploreOptions) {
        self.target = target
        self.options = options
    }

    /// The invariants checked: the scenario's, then the built-in ones it
    /// does not list.
    var invariants: [Invariant] {
        var result = target.scenario.invariants
        if options.checkBuiltIn {
            for invariant in Invariant.builtIn where !result.contains(invariant) { result.append(invariant) }
        }
        return result
    }

    /// Searches, then shrinks what failed first.
    ///
    /// - Parameter progress: called after every wave and every hundred
    ///   shrinking runs, on the calling thread.
    public func run(progress: ((ExploreProgress) -> Void)? = nil) -> ExploreResult {
        let clock = ContinuousClock()
        // A limit past `maximumTimeLimit` is no limit (and cannot overflow).
        let deadline = options.timeLimit.flatMap { limit in
            limit <= ExploreOptions.maximumTimeLimit ? clock.now + .milliseconds(Int64(max(0, limit) * 1000)) : nil
        }
        let candidate = CandidateRun(target: target, invariants: invariants, checkExpect: options.checkExpect)
        let scenario = target.scenario
        var result = ExploreResult(seed: options.seed)
        let waves = Self.waves(runs: options.runs, shardIndex: options.shardIndex, shardCount: options.shardCount)
        var state = ExploreProgress(totalRuns: waves.reduce(0) { $0 + $1.count })

        var found: (run: Int, outcome: CandidateRun.Outcome)?
        for wave in waves {
            if found != nil { break }
            if let deadline, clock.now >= deadline {
                result.timedOut = true
                break
            }
            let indices = Array(wave)
            let outcomes = Mutex<[Int: CandidateRun.Outcome]>([:])
            let seed = options.seed, maxSteps = min(options.maxSteps, ExploreOptions.maximumMaxSteps)
            ParallelWork.forEach(count: indices.count, jobs: options.jobs) { position in
                let run = indices[position]
                if let deadline, clock.now >= deadline { return }
                let generator = StepGenerator(scenario: scenario, seed: seed, run: run, steps: maxSteps)
                let outcome = candidate.run(scenario, generator: generator, coverage: true,
                                            isPastDeadline: deadline.map { deadline in { clock.now >= deadline } })
                if !outcome.timedOut { outcomes.withLock { $0[run] = outcome } }
            }
            let finished = outcomes.withLock { $0 }
            for run in indices {
                guard let outcome = finished[run] else {
                    result.timedOut = true
                    continue
                }
                // The scenario's own steps are the same in every run: one
                // that cannot run stops them all.
                if let stop = outcome.stopError, stop.stepIndex < scenario.steps.count {
                    result.scenarioStepError = stop.error
                    return result
                }
                result.runs += 1
                result.searchedRuns.append(run)
                result.steps += outcome.steps.count
                result.coverage.merge(outcome.coverage)
                // Of a wave's failing runs, the one that failed in the
                // fewest steps (then the lowest number) is shrunk: shrinking
                // is greedy, and a shorter start ends shorter.
                if let failure = outcome.failure,
                   found.map({ failure.stepIndex < ($0.outcome.failure?.stepIndex ?? .max) }) ?? true
                {
                    found = (run, outcome)
                }
            }
            state.runs = result.runs
            state.steps = result.steps
            if let found, let failure = found.outcome.failure {
                state.best = "\(failure.check) in \(failure.stepIndex + 1) steps"
            }
            progress?(state)
        }

        guard let found, let failure = found.outcome.failure else { return result }
        var original = scenario
        original.steps = found.outcome.steps
        var shrinker = Shrinker(candidate: candidate, check: failure.check, budget: options.maxShrinkRuns, deadline: deadline)
        state.shrinking = true
        progress?(state)
        let (shrunk, shrunkFailure) = shrinker.shrink(original, failure: failure)
        state.best = "\(shrunkFailure.check) in \(shrunk.steps.count) steps"
        state.shrinkRuns = shrinker.runs
        progress?(state)

        // What is written must fail the same way once written: encoded,
        // decoded and run as `scrollsim run` runs it. The smallest scenario
        // first; when it does not reproduce, the shrinks before it, back to
        // the run as found.
        var tried = [shrunk]
        tried += shrinker.accepted.reversed().dropFirst()
        tried.append(original)
        for (position, candidateScenario) in tried.enumerated() {
            let written = Self.counterexampleScenario(candidateScenario, failing: failure.check, seed: options.seed)
            guard let reason = reproduction(of: written, check: failure.check) else { continue }
            var finalWritten = written
            var note: String?
            if position > 0 {
                note = position == tried.count - 1
                    ? "the shrunk scenario does not fail the same way once written: the run as found is written"
                    : "the smallest shrink does not fail the same way once written: the last one that does is written"
            }
            finalWritten.description = "Found by scrollsim explore --seed \(options.seed): \(reason)"
            result.counterexample = ExploreCounterexample(
                failure: ExploreFailure(check: failure.check, reason: reason, stepIndex: max(0, finalWritten.steps.count - 1)),
                scenario: finalWritten, run: found.run, originalStepCount: found.outcome.steps.count,
                shrinkRuns: shrinker.runs, note: note)
            return result
        }
        result.unreproduced = ExploreFailure(check: failure.check, reason: failure.reason, stepIndex: failure.stepIndex)
        return result
    }

    /// The reason `written` fails, when its text, decoded again, fails the
    /// same check under `scrollsim run` (and under the target's set-up, when
    /// it has one); nil when it does not.
    func reproduction(of written: Scenario, check: ExploreCheck) -> String? {
        // Layouts given as Swift values (`explore(_:layout:)`) are decoded
        // by their type name, as a registry that knows them would.
        var layouts = LayoutRegistry.current
        let customs = ([written.layout] + written.steps.compactMap { step -> LayoutConfiguration? in
            if case .switchLayout(let layout, _) = step { return layout }
            return nil
        }).filter { if case .custom = $0 { true } else { false } }
        for layout in customs where !layouts.typeNames.contains(layout.typeName) {
            layouts.register(layout.typeName) { layout.makeLayout() }
        }
        let text = ScenarioEncoder.text(written)
        guard let decoded = try? LayoutRegistry.$current.withValue(layouts, operation: { try ScenarioDecoder.decode(text) })
        else { return nil }
        // The written scenario checks only the failing check: its reason is
        // told with the written indices.
        let checkOnly = CandidateRun(target: target, invariants: decoded.invariants, checkExpect: true)
        guard let failure = checkOnly.run(decoded).failure, Self.written(check) == failure.check else { return nil }
        if target.setUp == nil {
            guard let summary = try? ScenarioRunner.run(decoded, logPath: "/dev/null"),
                  Self.runFails(summary, check: Self.written(check)) else { return nil }
        }
        return failure.reason
    }

    /// `check` as the written scenario numbers it: its only forbid is
    /// `forbid[0]`; expect and invariants keep their places.
    static func written(_ check: ExploreCheck) -> ExploreCheck {
        if case .forbid = check { return .forbid(0) }
        return check
    }

    /// Whether a run's summary fails `check`.
    static func runFails(_ summary: ScenarioRunner.Summary, check: ExploreCheck) -> Bool {
        switch check {
        case .forbid(let index):
            summary.failures.contains { $0.kind == .forbidden(index: index) }
        case .expect(let index):
            summary.failures.contains { if case .unmet(index, _) = $0.kind { true } else { false } }
        case .invariant(let invariant, let rule):
            summary.invariantViolations.contains { $0.invariant == invariant && $0.rule == rule }
        }
    }

    /// The name of the scenario a search of a scenario named `name` writes.
    package static func counterexampleName(for name: String) -> String {
        name.hasSuffix("-found") ? name : String(name.prefix(190)) + "-found"
    }

    /// The runs of each wave this shard makes, in order: waves of `wave`
    /// runs of `0..<runs`, every `shardCount`-th from `shardIndex - 1`.
    package static func waves(runs: Int, shardIndex: Int, shardCount: Int) -> [Range<Int>] {
        let count = max(1, shardCount)
        let first = min(max(1, shardIndex), count) - 1
        return stride(from: first * wave, to: max(0, runs), by: count * wave).map { start in
            start..<min(runs, start + wave)
        }
    }

    /// `scenario` with only the failing check, named for what it is.
    static func counterexampleScenario(_ scenario: Scenario, failing check: ExploreCheck, seed: UInt64) -> Scenario {
        var written = scenario
        written.name = counterexampleName(for: scenario.name)
        written.exploration = ExplorationSpace()
        written.expect = []
        written.forbid = []
        written.invariants = []
        // The file must fail under `run` as it is, and be run.
        written.state = []  // they name the original's steps
        written.skip = nil
        written.expectFailure = nil
        switch check {
        case .forbid(let index):
            written.forbid = [scenario.forbid[index]]
        case .expect:
            written.expect = scenario.expect
        case .invariant(let invariant, _):
            written.invariants = [invariant]
        }
        return written
    }

}
