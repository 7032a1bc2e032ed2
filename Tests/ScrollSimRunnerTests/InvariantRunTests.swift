import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// Invariants as `scrollsim run` checks them (`ScenarioRunner`).
@Suite struct InvariantRunTests {
    static let general: [Invariant] = [
        .displayedAtMostOnce, .denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance, .noOverlap(.cells),
    ]

    /// The repository's `scenarios/` folder.
    static let scenarios: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/scenarios"
    }()

    /// Every scenario shipped below `scenarios/`, found on disk (a new one
    /// is covered without being listed), as paths relative to it.
    static let shipped: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: scenarios) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theShippedScenariosAreFound() {
        // The glob sees the top-level scenarios and those of the seeds folder.
        #expect(Self.shipped.contains("flow-drag-fling.json"))
        #expect(Self.shipped.contains { $0.hasPrefix("seeds/") })
    }

    /// The simulator and the built-in layouts keep the general invariants
    /// on every shipped scenario.
    @Test(arguments: InvariantRunTests.shipped) func theShippedScenariosKeepTheGeneralInvariants(path: String) throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.scenarios)/\(path)")
        scenario.invariants = Self.general
        let summary = try ScenarioRunner.run(scenario, logPath: "/dev/null")
        #expect(summary.invariantViolations.isEmpty, "\(summary.invariantViolations)")
        #expect(summary.passed)
    }

    @Test func aRestOffTheGridFailsTheRunAtTheStepItHappensIn() throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.scenarios)/flow-drag-fling.json")
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
