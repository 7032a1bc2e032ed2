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
    /// The shrunk failure, if a run failed.
    public var counterexample: ExploreCounterexample?
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

    /// The scenario as JSON text, what `scrollsim explore` writes.
    public var scenarioText: String { ScenarioEncoder.text(scenario) }

    /// The steps as Swift, for a test that drives a `Simulator`.
    public var swiftSteps: String { SwiftStepText.lines(scenario.steps).joined(separator: "\n") }
}
