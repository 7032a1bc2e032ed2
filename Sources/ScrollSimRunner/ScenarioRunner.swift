import ScrollSim
import ScrollSimJSON

/// Runs a scenario into a log file and checks its expectations: the main
/// job of `scrollsim run`.
package enum ScenarioRunner {
    /// How much a run may take (`docs/scenario-format.md`, "Budgets").
    package struct RunBudget: Sendable {
        /// Ticks, items and events.
        package var simulation: SimulationBudget
        /// The largest log, bytes (4 GiB).
        package var maximumLogBytes: Int

        /// Creates a budget.
        package init(simulation: SimulationBudget = SimulationBudget(), maximumLogBytes: Int = 4 << 30) {
            self.simulation = simulation
            self.maximumLogBytes = maximumLogBytes
        }
    }

    /// What a run produced.
    package struct Summary: Sendable {
        package var scenario: String
        package var logPath: String
        package var ticks: Int
        package var events: Int
        package var duration: Double
        package var finalOffset: Point
        /// The content size at the end of the run.
        package var contentSize: Size
        /// Counts of each event type, in order of first appearance.
        package var counts: [(type: String, count: Int)]
        /// Unmet `expect` and matched `forbid` patterns.
        package var failures: [ExpectationFailure]
        /// Broken `invariants`, the first violation of each.
        package var invariantViolations: [InvariantViolation] = []
        /// `state` entries that did not hold, or whose moment never came.
        package var stateFailures: [StateFailure] = []

        /// Whether every expectation, invariant and state held.
        package var passed: Bool { failures.isEmpty && invariantViolations.isEmpty && stateFailures.isEmpty }
    }

    /// What the event closure keeps from event to event: the log, once
    /// started, and how many events of each kind there were, by kind
    /// ordinal (no string made or hashed per event).
    ///
    /// A class whose stored properties are not checked for exclusive access
    /// at run time: held as variables captured by the closure, its three
    /// accesses per event were each checked (12 M instructions of the 1M
    /// benchmark's run). The closure is their only user while the
    /// simulator runs, and what it calls does not reach them.
    private final class EventSink {
        @exclusivity(unchecked) var log: LogWriter?
        @exclusivity(unchecked) var counts = [Int](repeating: 0, count: EventKind.allCases.count)
        /// The kinds seen, in order of first appearance.
        @exclusivity(unchecked) var order: [EventKind] = []
    }

    /// Simulates `scenario` and writes its log to `logPath` (`-` for
    /// standard output). The file appears only when the run completed; a
    /// `logPath` that is one of `inputs` is refused.
    ///
    /// - Throws: `InputError` for a step that cannot run or an output that
    ///   cannot be written; no file is left under `logPath` then.
    package static func run(
        _ scenario: Scenario, logPath: String, inputs: [String] = [], budget: RunBudget = RunBudget()
    ) throws(InputError) -> Summary {
        // Refused before anything runs or is written: steps that can take
        // more ticks than the budget.
        let plannedTicks = scenario.maximumTicks
        guard plannedTicks <= Double(budget.simulation.maximumTicks) else {
            throw InputError(location: .path("$.steps"), message: "the steps can take up to \(Int(min(plannedTicks, 1e18))) ticks at \(JSONNumberFormat.text(scenario.frameRate)) Hz, more than the budget of \(budget.simulation.maximumTicks); raise it with --max-ticks")
        }
        let output = try OutputFile(path: logPath, inputs: inputs)
        let sink = EventSink()
        var checker = ExpectationChecker(expect: scenario.expect, forbid: scenario.forbid)
        let checks = !scenario.expect.isEmpty || !scenario.forbid.isEmpty
        var monitor = InvariantMonitor(scenario.invariants)
        let monitors = !scenario.invariants.isEmpty
        var states = StateChecker(scenario.state)

        // The header carries the content size, known once the initial
        // layout is prepared: the writer starts then, before any event.
        var configuration = SimulatorConfiguration(scenario)
        configuration.budget = budget.simulation
        var simulator: Simulator!
        // The event closure holds `simulator`, which holds the closure:
        // dropped at the end, or every run would keep its simulator, layout
        // and log writer for the life of the process (`run --jobs`).
        defer { simulator = nil }
        simulator = Simulator(configuration: configuration, layout: scenario.layout.makeLayout(), data: scenario.data,
                              reactions: scenario.reactions, onStart: { simulator in
            sink.log = LogWriter(output: output, scenario: scenario, contentSize: simulator.contentSize,
                                 maximumBytes: budget.maximumLogBytes)
        }) { event in
            if checks { checker.observe(event) }
            if monitors { monitor.observe(event, in: simulator) }
            let ordinal = event.kind.ordinal
            if sink.counts[ordinal] == 0 { sink.order.append(event.kind) }
            sink.counts[ordinal] += 1
            // Counted with what is still buffered: the budget is exact.
            if let log = sink.log, !log.write(event) {
                simulator.stop(SimulationError(origin: .call, reason: .budgetReached(.logBytes(budget.maximumLogBytes))))
            }
        }
        if monitors { simulator.onVisibleSetChange = { monitor.visibleSetChanged(simulator) } }
        if states.checksTicks { simulator.onTickEnd = { states.tickEnding($0) } }
        simulator.start()
        guard let log = sink.log else { preconditionFailure("the simulator starts the log before its first event") }

        do {
            for (index, step) in scenario.steps.enumerated() {
                try simulator.perform(step)
                if monitors { monitor.stepEnded(simulator) }
                states.stepEnded(index, simulator)
            }
            // A run stopped on its last pass (or on the initial display of a
            // scenario without steps) ends with that error.
            try simulator.started()
            states.runEnded(simulator)
        } catch {
            output.discard()
            throw InputError(error)
        }
        checker.finish()
        let ticks = simulator.tick + 1
        try log.finish(ticks: ticks, events: simulator.eventCount, offset: simulator.contentOffset,
                       maximumBytes: budget.maximumLogBytes)
        return Summary(
            scenario: scenario.name, logPath: logPath, ticks: ticks, events: simulator.eventCount,
            duration: simulator.time, finalOffset: simulator.contentOffset, contentSize: simulator.contentSize,
            counts: sink.order.map { ($0.rawValue, sink.counts[$0.ordinal]) }, failures: checker.failures,
            invariantViolations: monitor.violations, stateFailures: states.failures
        )
    }
}
