import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// A scope the run may or may not reach is checked at the end of the run:
/// one it never reached fails the pattern, which would otherwise pass
/// unseen (a `forbid`, a `count` of 0).
@Suite struct ScopeNotReachedTests {
    // `settle` may take up to 60 s (3,600 ticks at 60 Hz), so ticks
    // 1000–2000 may occur and the decoder accepts them; at rest from the
    // start, the settle ends on its first tick (tick 1), so they never do.
    static let text = """
        {"name": "scope", "viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 100}}}],
         "steps": [{"settle": {}}],
         "expect": [{"type": "didScroll", "count": 0, "during": {"ticks": [1000, 2000]}}],
         "forbid": [{"type": "willDisplay", "during": {"time": [20, 30]}}]}
        """

    @Test func aWindowAfterTheEndOfTheRunFails() throws {
        let summary = try ScenarioRunner.run(try ScenarioDecoder.decode(Self.text), logPath: "/dev/null")
        #expect(!summary.passed)
        #expect(summary.failures.map(\.kind) == [.unmet(index: 0, searchedFromSeq: 0), .forbidden(index: 0)])
        for failure in summary.failures {
            #expect(failure.scopeNotReached?.contains("never occurred: the run ended after step 0, on tick 1") == true,
                    "\(failure.scopeNotReached ?? "nil")")
        }
        let report = ExpectationReport.text(summary.failures[1], scenarioPath: "s.json")
        #expect(report.hasPrefix("s.json: error at $.forbid[0].during: its scope (during 20–30 s) never occurred"), "\(report)")
    }
}
