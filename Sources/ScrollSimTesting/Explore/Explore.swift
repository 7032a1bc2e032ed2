#if canImport(Testing)
import ScrollSim
import ScrollSimExplore
import Testing

/// Searches random scrolls of `scenario` for a failure of its `forbid`
/// patterns, its `invariants` or the built-in rules, with your own layout,
/// delegate and data source; records an issue with the shrunk
/// counterexample, as a scenario and as Swift steps (`docs/explore.md`,
/// "From Swift").
///
/// ```swift
/// @Test func carouselRestsOnAPage() {
///     var scenario = Scenario(name: "carousel", viewport: Size(width: 375, height: 600),
///                             layout: .flow(FlowLayoutConfiguration()), data: data)
///     scenario.invariants = [.restingOffsetMultipleOf(x: 375, y: nil)]
///     explore(scenario, layout: { CarouselLayout() }, layoutName: "carousel")
/// }
/// ```
///
/// - Parameters:
///   - scenario: the viewport, data, initial steps and checks.
///   - layout: makes your layout (a new one for every run); `nil` uses the
///     scenario's.
///   - layoutName: the `type` the printed scenario gives your layout:
///     register it under this name to run the scenario from the CLI.
///   - setUp: attaches your delegate and data source to each new simulator
///     and returns them (the simulator holds them weakly).
///   - options: the seed and budget; by default no time limit, so the
///     test's result never depends on the machine's speed.
///   - sourceLocation: where a failure is reported; the caller's by default.
/// - Returns: the counterexample, or `nil` when nothing was found.
@discardableResult
public func explore(
    _ scenario: Scenario,
    layout: (@Sendable () -> any CollectionViewLayout)? = nil,
    layoutName: String = "custom",
    setUp: (@Sendable (Simulator) -> [AnyObject])? = nil,
    options: ExploreOptions = ExploreOptions(timeLimit: nil),
    sourceLocation: SourceLocation = #_sourceLocation
) -> ExploreCounterexample? {
    var scenario = scenario
    if let layout {
        scenario.layout = .custom(CustomLayoutConfiguration(typeName: layoutName, options: .object([]), make: layout))
    }
    let result = Explorer(target: ExploreTarget(scenario: scenario, setUp: setUp), options: options).run()
    if let stepError = result.scenarioStepError {
        // No run got past the scenario's own steps: nothing was explored.
        Issue.record(Comment(rawValue: "explore: the scenario's own steps cannot run: \(stepError)"), sourceLocation: sourceLocation)
        return nil
    }
    guard let found = result.counterexample else { return nil }
    let text = """
        explore (seed \(options.seed)): \(found.failure.reason)
        shrunk from \(found.originalStepCount) steps to \(found.scenario.steps.count); as a scenario:
        \(found.scenarioText)
        as Swift steps:
        \(found.swiftSteps)
        """
    print(text)
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    return found
}
#endif
