import ScrollSim
import ScrollSimExplore
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// What explore writes fails again under `run`, the same way, and a count
/// failure is told as one.
@Suite struct ExploreReproductionTests {
    /// A self-sizing feed (rows estimated at 100 pt, 150 pt once sized)
    /// that must never display a sized row past the 60 it starts with:
    /// only inserting rows (explore inserts copies of the feed's own
    /// self-sizing rows) and scrolling to them breaks it. The trial's
    /// defect: the written `insertItems` lost the rows' estimate, so `run`
    /// inserted plain 100-pt rows and passed.
    static let feed = """
        {"name": "feed", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
         "sections": [{"items": {"count": 60, "estimated": {"width": 375, "height": 100}, "size": {"width": 375, "height": 150}}}],
         "forbid": [{"type": "willDisplay", "element": {"item": {"atLeast": 60}, "frame": {"height": 150}}}],
         "explore": {"steps": ["scrollTo", "scrollToItem", "fling", "insertItems", "settle"]}}
        """

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyFileWrittenForASelfSizingFeedFailsAgainUnderRun(seed: UInt64) throws {
        let scenario = try ScenarioDecoder.decode(Self.feed)
        let result = Explorer(target: ExploreTarget(scenario: scenario),
                              options: ExploreOptions(seed: seed, timeLimit: nil, jobs: 1, checkBuiltIn: false)).run()
        let found = try #require(result.counterexample, "seed \(seed) found nothing")
        #expect(found.note == nil, "seed \(seed): \(found.note ?? "")")
        let written = try ScenarioDecoder.decode(found.scenarioText)
        let summary = try ScenarioRunner.run(written, logPath: "/dev/null")
        #expect(summary.failures.map(\.kind) == [.forbidden(index: 0)], "seed \(seed):\n\(found.scenarioText)")
    }

    @Test func aCountFailureIsToldAsOne() throws {
        // 100 rows of 100 pt in a 667-pt viewport: the initial display
        // alone shows rows 0-6 (7 willDisplay), and any scroll past 2,400 pt
        // shows 24 more; "at most 5" fails on the initial display already.
        let text = """
            {"name": "rows", "viewport": {"width": 375, "height": 667},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
             "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}],
             "expect": [{"type": "willDisplay", "count": {"atMost": 5}}]}
            """
        let scenario = try ScenarioDecoder.decode(text)
        let result = Explorer(target: ExploreTarget(scenario: scenario),
                              options: ExploreOptions(seed: 1, timeLimit: nil, jobs: 1, checkExpect: true, checkBuiltIn: false)).run()
        let found = try #require(result.counterexample)
        #expect(found.failure.reason.hasPrefix("expect[0] expected at most 5 matches, found "), "\(found.failure.reason)")
        #expect(!found.failure.reason.contains("never occurred"))
        #expect(found.scenario.description.contains("expected at most 5 matches, found "))
        // `run` says the same of the written file.
        let summary = try ScenarioRunner.run(try ScenarioDecoder.decode(found.scenarioText), logPath: "/dev/null")
        let report = ExpectationReport.text(try #require(summary.failures.first), scenarioPath: "f.json")
        #expect(report.contains("expected at most 5 matches, found "))
    }
}
