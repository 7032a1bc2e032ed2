import ScrollSim
import ScrollSimJSON
import Testing

@testable import ScrollSimExplore

/// The time limit is asked before every tick, so a run stops inside a long
/// step; tested with a counting clock, not a wall clock.
@Suite struct ExploreDeadlineTests {
    /// One `wait` of 100 s: 6,000 ticks at 60 Hz in a single step.
    static let longStep = """
        {"name": "long", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}},
         "sections": [{"items": {"count": 30, "size": {"width": 375, "height": 100}}}],
         "steps": [{"wait": 100}]}
        """

    @Test("a run stops inside a long step once the deadline has passed")
    func stopsInsideALongStep() throws {
        let scenario = try ScenarioDecoder.decode(Self.longStep)
        let candidate = CandidateRun(target: ExploreTarget(scenario: scenario), invariants: [], checkExpect: false)
        // The "clock" passes the deadline at its 11th reading. Checked only
        // between steps (before), the whole step ran: 6,001 ticks and two
        // readings, and the run was not marked timed out.
        var readings = 0
        let outcome = candidate.run(scenario, isPastDeadline: {
            readings += 1
            return readings > 10
        })
        #expect(outcome.timedOut)
        #expect(!outcome.stopped && outcome.stopError == nil, "a deadline is not the step's error")
        // One reading before the step, then one per tick: the 11th reading is
        // before tick 10, so at most 10 ticks ran.
        #expect(outcome.ticks <= 11, "ticks: \(outcome.ticks)")
        #expect(readings == 11)
    }

    @Test("without a deadline the same step runs to its end")
    func runsWithoutDeadline() throws {
        let scenario = try ScenarioDecoder.decode(Self.longStep)
        let candidate = CandidateRun(target: ExploreTarget(scenario: scenario), invariants: [], checkExpect: false)
        let outcome = candidate.run(scenario, isPastDeadline: { false })
        #expect(!outcome.timedOut)
        // 100 s at 60 Hz: 6,000 ticks after tick 0, plus the step's own tick.
        #expect(outcome.ticks >= 6000)
    }

    @Test("a scenario step no run can get past ends the search with its error")
    func scenarioStepError() throws {
        // A 5000 pt/s fling is still moving 0.1 s later.
        let scenario = try ScenarioDecoder.decode(Self.longStep.replacingOccurrences(
            of: #"[{"wait": 100}]"#, with: #"[{"fling": {"velocity": {"y": 5000}}}, {"settle": {"maxSeconds": 0.1}}]"#))
        let result = Explorer(target: ExploreTarget(scenario: scenario),
                              options: ExploreOptions(runs: 16, timeLimit: nil)).run()
        #expect(result.counterexample == nil)
        let error = try #require(result.scenarioStepError)
        #expect(error.origin == .step(1))
        #expect(result.runs == 0)
    }

    @Test("a time limit past the largest honoured one is no limit, not a trap")
    func hugeTimeLimit() throws {
        let scenario = try ScenarioDecoder.decode(Self.longStep.replacingOccurrences(of: #"[{"wait": 100}]"#, with: "[]"))
        let result = Explorer(target: ExploreTarget(scenario: scenario),
                              options: ExploreOptions(runs: 1, maxSteps: 1, timeLimit: 1e16)).run()
        #expect(result.runs == 1)
        #expect(!result.timedOut)
    }
}
