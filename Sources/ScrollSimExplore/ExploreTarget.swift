import ScrollSim

/// What is explored: a scenario (its layout, data, viewport, initial steps,
/// checks and exploration space), and for Swift callers the delegate and
/// data source to attach to every simulator.
public struct ExploreTarget: Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// Called on every new simulator before it starts: attach a delegate
    /// and data source, and return them (the simulator holds them weakly;
    /// the run keeps what is returned alive).
    public var setUp: (@Sendable (Simulator) -> [AnyObject])?

    /// Creates a target.
    public init(scenario: Scenario, setUp: (@Sendable (Simulator) -> [AnyObject])? = nil) {
        self.scenario = scenario
        self.setUp = setUp
    }
}
