import ScrollSim
import ScrollSimJSON
import ScrollSimRunner

/// One simulated run of a step list, checked as it goes: the unit the
/// search and the shrinker both repeat. It runs in process, writes nothing,
/// and stops at the end of the step during which the first check failed.
struct CandidateRun {
    /// What is explored.
    let target: ExploreTarget
    /// The invariants checked: the scenario's, plus the built-in ones.
    let invariants: [Invariant]
    /// Whether `expect` is checked at the end.
    let checkExpect: Bool

    /// What a run did.
    struct Outcome {
        /// The steps that ran (the scenario's, then generated ones), up to
        /// and including the failing one.
        var steps: [Step] = []
        /// The first failed check, if any.
        var failure: ExploreFailure?
        /// Whether a step could not run (the run stopped there).
        var stopped = false
        /// The error of the step that could not run, and its index.
        var stopError: (stepIndex: Int, error: SimulationError)?
        var coverage = ExploreCoverage()
        /// Ticks simulated.
        var ticks = 0
        /// Whether the deadline passed before the run was over (its outcome
        /// then says nothing).
        var timedOut = false
    }

    /// Runs `scenario`'s steps, then as many as `generator` makes.
    ///
    /// - Parameter isPastDeadline: asked between steps and before every tick
    ///   (so inside a long step too); once it says yes the run stops with
    ///   `timedOut` set.
    func run(
        _ scenario: Scenario, generator: StepGenerator? = nil, coverage recordCoverage: Bool = false,
        isPastDeadline: (() -> Bool)? = nil
    ) -> Outcome {
        var outcome = Outcome()
        var checker = ExpectationChecker(expect: checkExpect ? scenario.expect : [], forbid: scenario.forbid)
        var monitor = InvariantMonitor(invariants)
        var coverage = ExploreCoverage()
        var simulator: Simulator!
        simulator = Simulator(scenario: scenario) { event in
            checker.observe(event)
            monitor.observe(event, in: simulator)
            if recordCoverage { coverage.observe(event) }
        }
        // The event closure holds the simulator, which holds the closure.
        defer { simulator = nil }
        simulator.onVisibleSetChange = { monitor.visibleSetChanged(simulator) }
        let retained = target.setUp?(simulator) ?? []
        defer { withExtendedLifetime(retained) {} }
        var timedOut = false
        if let isPastDeadline {
            simulator.tickCheck = {
                guard isPastDeadline() else { return nil }
                timedOut = true
                // Never reported: `timedOut` says what happened.
                return SimulationError(origin: .call, reason: .budgetReached(.ticks(0)))
            }
        }
        simulator.start()

        var generator = generator
        var index = 0
        while true {
            if let isPastDeadline, isPastDeadline() {
                outcome.timedOut = true
                break
            }
            let step: Step
            if index < scenario.steps.count {
                step = scenario.steps[index]
            } else if var making = generator, let next = making.next(for: simulator) {
                generator = making
                step = next
                coverage.stepKinds[making.lastKind, default: 0] += 1
            } else {
                break
            }
            outcome.steps.append(step)
            do {
                try simulator.perform(step)
            } catch {
                if timedOut {
                    outcome.timedOut = true
                    break
                }
                outcome.stopped = true
                outcome.stopError = (index, error)
                coverage.stoppedRuns += 1
                break
            }
            monitor.stepEnded(simulator)
            if let failure = firstFailure(checker, monitor, stepIndex: index) {
                outcome.failure = failure
                break
            }
            index += 1
        }
        if outcome.failure == nil && !outcome.stopped && !outcome.timedOut && checkExpect {
            for failure in checker.failures {
                if case .unmet(let unmet, _) = failure.kind {
                    // A counted pattern is told as `run` tells it: its
                    // count and what was found, not "never occurred".
                    outcome.failure = ExploreFailure(
                        check: .expect(unmet), reason: ExpectationReport.headline(failure),
                        stepIndex: max(0, outcome.steps.count - 1))
                    break
                }
            }
        }
        outcome.ticks = simulator.tick + 1
        outcome.coverage = coverage
        return outcome
    }

    /// The failure that happened first, forbidden events before invariants
    /// on the same tick.
    private func firstFailure(_ checker: ExpectationChecker, _ monitor: InvariantMonitor, stepIndex: Int) -> ExploreFailure? {
        let forbidden = checker.forbid.isEmpty ? nil : checker.failures.first { failure in
            if case .forbidden = failure.kind { return true }
            return false
        }
        let violation = monitor.violations.first
        if let forbidden, case .forbidden(let index) = forbidden.kind,
           violation == nil || (forbidden.event?.tick ?? 0) <= violation!.tick
        {
            let seq = forbidden.event.map { " at seq \($0.seq), tick \($0.tick)" } ?? ""
            return ExploreFailure(check: .forbid(index), reason: "forbid[\(index)] \(pattern(forbidden.pattern)) occurred\(seq)", stepIndex: stepIndex)
        }
        if let violation {
            return ExploreFailure(check: .invariant(violation.invariant, rule: violation.rule), reason: violation.description, stepIndex: stepIndex)
        }
        return nil
    }

    private func pattern(_ value: FieldValue) -> String {
        JSONWriter.string(value)
    }
}
