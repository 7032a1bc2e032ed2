import ScrollSim

/// Runs a scenario into a log file and checks its expectations: the main
/// job of `scrollsim run`.
public enum ScenarioRunner {
    /// What a run produced.
    public struct Summary: Sendable {
        public var scenario: String
        public var logPath: String
        public var ticks: Int
        public var events: Int
        public var duration: Double
        public var finalOffset: Point
        public var contentSize: Size
        /// Counts of each event type, in order of first appearance.
        public var counts: [(type: String, count: Int)]
        /// Unmet `expect` and matched `forbid` patterns.
        public var failures: [ExpectationFailure]
    }

    /// Simulates `scenario` and writes its log to `logPath` (`-` for
    /// standard output). The file appears only when the run completed.
    ///
    /// - Throws: `InputError` for a step that cannot run or an output that
    ///   cannot be written; no file is left under `logPath` then.
    public static func run(_ scenario: Scenario, logPath: String) throws(InputError) -> Summary {
        let output = try OutputFile(path: logPath)
        var writer: LogWriter?
        var pending: [Event] = []
        var checker = ExpectationChecker(expect: scenario.expect, forbid: scenario.forbid)
        var counts: [String: Int] = [:]
        var order: [String] = []

        let simulator = Simulator(scenario: scenario) { event in
            checker.observe(event)
            if counts[event.type, default: 0] == 0 { order.append(event.type) }
            counts[event.type, default: 0] += 1
            if let writer { writer.write(event) } else { pending.append(event) }
        }
        // The header carries the content size, known once the initial
        // layout has run; events of that first tick wait for it.
        simulator.start()
        let contentSize = simulator.layout.contentSize
        let log = LogWriter(output: output, scenario: scenario, contentSize: contentSize)
        pending.forEach(log.write)
        pending = []
        writer = log

        do {
            try simulator.perform(scenario.steps)
        } catch {
            output.discard()
            throw InputError(error)
        }
        let ticks = simulator.tick + 1
        try log.finish(ticks: ticks, events: simulator.eventCount, offset: simulator.contentOffset)
        return Summary(
            scenario: scenario.name, logPath: logPath, ticks: ticks, events: simulator.eventCount,
            duration: simulator.time, finalOffset: simulator.contentOffset, contentSize: contentSize,
            counts: order.map { ($0, counts[$0, default: 0]) }, failures: checker.failures
        )
    }
}
