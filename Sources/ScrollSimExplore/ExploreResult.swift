import ScrollSim
import ScrollSimJSON

/// What a search found.
public struct ExploreResult: Sendable {
    /// The seed it used.
    public var seed: UInt64
    /// Runs made.
    public var runs = 0
    /// The numbers of the runs made, in order: `0..<runs` for a search
    /// that found nothing, this shard's waves of it when sharded.
    public var searchedRuns: [Int] = []
    /// Steps run, over all runs.
    public var steps = 0
    /// Whether the time limit ended the search before its runs were done.
    public var timedOut = false
    /// What the runs reached.
    public var coverage = ExploreCoverage()
    /// The shrunk failure, if a run failed and a scenario that fails the
    /// same way once written was found.
    public var counterexample: ExploreCounterexample?
    /// A failure found in the search that no written scenario reproduced
    /// (not the shrunk one, not one before it, not the run as found): no
    /// file is written for it.
    public var unreproduced: ExploreFailure?
    /// The error of one of the scenario's own steps that could not run:
    /// every run starts with them, so none could get past it and the
    /// search stopped (`scrollsim explore` exits 2 with it).
    public var scenarioStepError: SimulationError?
}

/// A failure, shrunk: the scenario that reproduces it.
public struct ExploreCounterexample: Sendable {
    /// The failing check and why.
    public var failure: ExploreFailure
    /// The scenario: the shrunk steps and data, with only the failing check
    /// as its `forbid`, `expect` or `invariants`.
    public var scenario: Scenario
    /// The run that failed first.
    public var run: Int
    /// How many steps that run had taken when it failed.
    public var originalStepCount: Int
    /// Candidate runs shrinking took.
    public var shrinkRuns: Int
    /// Set when the smallest shrink did not fail the same way once written
    /// (encoded, decoded and run again) and an earlier one is written: says so.
    public var note: String?

    /// The scenario as JSON text, what `scrollsim explore` writes.
    public var scenarioText: String { ScenarioEncoder.text(scenario) }

    /// The steps as Swift, for a test that drives a `Simulator`.
    public var swiftSteps: String { SwiftStepText.lines(scenario.steps).joined(separator: "\n") }
}
