import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// Invariants as `scrollsim run` checks them (`ScenarioRunner`).
@Suite struct InvariantRunTests {
    static let general: [Invariant] = [
        .displayedAtMostOnce, .denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance, .noOverlap(.cells),
    ]

    /// The simulator and the built-in layouts keep the general invariants
    /// on every shipped scenario.
    @Test(arguments: ScenarioEncoderTests.shipped) func theShippedScenariosKeepTheGeneralInvariants(path: String) throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: "\(ScenarioEncoderTests.packageRoot)/scenarios/\(path)")
        scenario.invariants = Self.general
        let summary = try ScenarioRunner.run(scenario, logPath: "/dev/null")
        #expect(summary.invariantViolations.isEmpty, "\(summary.invariantViolations)")
        #expect(summary.passed)
    }

    @Test func aRestOffTheGridFailsTheRunAtTheStepItHappensIn() throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: "\(ScenarioEncoderTests.packageRoot)/scenarios/flow-drag-fling.json")
        // The first drag releases at 1200 pt/s after moving 300 pt; it comes
        // to rest near 300 + 1.2 · 0.998 / 0.002 ≈ 898.8, during step 1
        // (settle): not a multiple of 100.
        scenario.invariants = [.restingOffsetMultipleOf(x: nil, y: 100)]
        let summary = try ScenarioRunner.run(scenario, logPath: "/dev/null")
        let violation = try #require(summary.invariantViolations.first)
        #expect(violation.index == 0)
        #expect(violation.step == 1)
        #expect(!summary.passed)
    }
}
