import ScrollSim
import ScrollSimJSON

/// A simulator and every event it emitted: the fixture most tests need.
///
/// ```swift
/// let recorder = SimulationRecorder(scenario: scenario)
/// let events = try recorder.run(.fling(velocity: Point(x: 0, y: 2000)), .settle(maxSeconds: 60))
/// expectSubsequence(events, ["didEndDragging", "willBeginDecelerating"])
/// ```
public final class SimulationRecorder {
    /// Every event so far, tick 0's included.
    public private(set) var events: [Event] = []
    /// The simulator; started.
    public private(set) var simulator: Simulator!
    /// What a log header says of the simulator when it started.
    private var start: (viewport: Size, frameRate: Double, contentSize: Size, contentInset: EdgeInsets)?

    /// Records a simulator of `layout` over `data`.
    public init(configuration: SimulatorConfiguration, layout: any CollectionViewLayout, data: CollectionData) {
        simulator = Simulator(configuration: configuration, layout: layout, data: data) { [unowned self] event in
            events.append(event)
        }
        simulator.start()
        noteStart()
    }

    /// Records a simulator of `scenario` (with its reactions; its steps are
    /// not run: pass them to `run`).
    public init(scenario: Scenario) {
        simulator = Simulator(scenario: scenario) { [unowned self] event in events.append(event) }
        simulator.start()
        noteStart()
    }

    private func noteStart() {
        let configuration = simulator.configuration
        start = (configuration.viewport, configuration.frameRate, simulator.contentSize, configuration.contentInset)
    }

    /// The log text of every event so far (`LogWriter.text`), its header
    /// carrying the viewport, frame rate, content size and content inset
    /// the simulator started with, as `scrollsim run` writes them: a golden
    /// log that `scrollsim render` and `export` draw as they draw a run.
    public func logText(named name: String) -> String {
        LogWriter.text(scenario: name, events: events, viewport: start?.viewport, frameRate: start?.frameRate,
                       contentSize: start?.contentSize, contentInset: start?.contentInset ?? .zero)
    }

    /// Performs `steps` and returns the events they emitted.
    @discardableResult
    public func run(_ steps: Step...) throws(SimulationError) -> [Event] {
        try run(steps)
    }

    /// Performs `steps` and returns the events they emitted.
    @discardableResult
    public func run(_ steps: [Step]) throws(SimulationError) -> [Event] {
        let first = events.count
        try simulator.perform(steps)
        return Array(events[first...])
    }

    /// The events emitted by `body` (any run-loop calls on `simulator`).
    @discardableResult
    public func record(_ body: (Simulator) throws(SimulationError) -> Void) throws(SimulationError) -> [Event] {
        let first = events.count
        try body(simulator)
        return Array(events[first...])
    }
}
