import ScrollSim
import ScrollSimJSON

/// A scenario run whose events go, as they happen, to a consumer that can
/// start only once the initial layout knows the content size: how `render`
/// and `export` draw a scenario without writing its log first.
enum ScenarioStream {
    /// Runs `scenario` (read from `path`, named in errors): `start` makes the
    /// consumer from the initial content size, `add` gives it each event.
    ///
    /// - Returns: the consumer after the last event and the number of ticks
    ///   simulated (the last tick + 1).
    /// - Throws: `InputError` for a step that cannot run or an error of the
    ///   consumer, located in `path`.
    static func run<Consumer>(
        _ scenario: Scenario, path: String,
        start: @escaping (_ contentSize: Size) throws(InputError) -> Consumer,
        add: @escaping (inout Consumer, Event) throws(InputError) -> Void
    ) throws(InputError) -> (consumer: Consumer?, ticks: Int) {
        var consumer: Consumer?
        var failure: InputError?
        let simulator = Simulator(scenario: scenario, onStart: { simulator in
            do throws(InputError) { consumer = try start(simulator.contentSize) } catch { failure = error }
        }) { event in
            guard failure == nil, var current = consumer else { return }
            consumer = nil  // so that `current` is the only reference while it changes
            do throws(InputError) { try add(&current, event) } catch { failure = error }
            consumer = current
        }
        simulator.start()
        do {
            try simulator.perform(scenario.steps)
        } catch {
            throw InputError(error, file: path)
        }
        if let failure { throw failure.inFile(path) }
        return (consumer, simulator.tick + 1)
    }
}
