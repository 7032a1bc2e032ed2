import ScrollSim
import ScrollSimExplore
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// Explore against layouts with planted bugs, scenarios whose `forbid` is
/// reachable only by a particular sequence, and correct layouts: each bug
/// is found within the default budget and shrunk to its known minimal
/// sequence; correct layouts exhaust the budget.
@Suite struct ExploreTests {
    /// The registry the planted-bug scenarios name their layouts in.
    static let layouts: LayoutRegistry = {
        var layouts = LayoutRegistry()
        let rows = FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        layouts.register("band-gap") { BandGapLayout(FlowLayout(configuration: rows)) }
        layouts.register("rows") { ForwardingLayout(FlowLayout(configuration: rows)) }
        var pages = FlowLayoutConfiguration(itemSize: Size(width: 375, height: 600), minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        pages.scrollDirection = .horizontal
        let carousel = pages
        layouts.register("slow-release-carousel") { SlowReleaseCarousel(FlowLayout(configuration: carousel), fixed: false) }
        layouts.register("carousel") { SlowReleaseCarousel(FlowLayout(configuration: carousel), fixed: true) }
        var sticky = FlexLayoutConfiguration(itemSize: Size(width: 375, height: 100))
        sticky.stickyHeaders = Set(0..<20)
        sticky.stackedStickyHeaders = true
        sticky.minimumLineSpacing = 0
        let stickyConfiguration = sticky
        layouts.register("stale-stack") { StaleStackLayout(FlexLayout(configuration: stickyConfiguration)) }
        return layouts
    }()

    static func scenario(_ text: String) throws -> Scenario {
        try LayoutRegistry.$current.withValue(layouts) { try ScenarioDecoder.decode(text) }
    }

    /// Explores `scenario` with the default budget (no time limit: a test
    /// must not depend on the machine's speed).
    static func explore(_ scenario: Scenario, seed: UInt64 = 1, jobs: Int = 1) -> ExploreResult {
        Explorer(target: ExploreTarget(scenario: scenario), options: ExploreOptions(seed: seed, timeLimit: nil, jobs: jobs)).run()
    }

    /// The written scenario, decoded again and run by `ScenarioRunner` as
    /// `scrollsim run` does: it must fail.
    static func reproduces(_ found: ExploreCounterexample) throws -> Bool {
        let decoded = try scenario(found.scenarioText)
        #expect(decoded == found.scenario)
        let summary = try ScenarioRunner.run(decoded, logPath: "/dev/null")
        return !summary.passed
    }

    /// 20 pages of 375 pt under the carousel layout registered as `layout`,
    /// which must rest on a page. Only gestures and programmatic scrolls are
    /// explored: a horizontal flow layout cannot fit 600-pt pages under a
    /// top inset or in a rotated viewport (UIKit warns that the item is
    /// taller than the collection view less its insets), and explore would
    /// rightly report that first. Bouncing is off: with it on, explore found
    /// that a slow fling started during an edge bounce comes to rest at
    /// x 24.333 although `willEndDragging` announced the target 0 (drag by
    /// x 0.5 over one tick, then fling at x 70, then settle), a finding about
    /// the simulator's bounce, not about the carousel.
    static func carousel(_ layout: String) -> String {
        """
        {"name": "carousel", "viewport": {"width": 375, "height": 600}, "layout": {"type": "\(layout)"},
         "scrollView": {"bounces": false}, "sections": [{"items": {"count": 20, "size": {"width": 375, "height": 600}}}],
         "invariants": [{"restingOffsetMultipleOf": {"x": 375}}],
         "explore": {"steps": ["drag", "fling", "hold", "wait", "settle", "scrollTo", "scrollToItem", "scrollToTop"]}}
        """
    }

    /// 100 rows of 100 pt under the layout registered as `layout`.
    static func rows(_ layout: String) -> String {
        """
        {"name": "rows", "viewport": {"width": 375, "height": 667}, "layout": {"type": "\(layout)"},
         "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}]}
        """
    }

    @Test func anItemMissingFromTheVisibleQueryInOneBandIsFoundAndShrunkToOneStep() throws {
        let result = Self.explore(try Self.scenario(Self.rows("band-gap")))
        let found = try #require(result.counterexample)
        #expect(found.failure.check == .invariant(.displayedMatchesLayout, rule: 0))
        // One step that leaves the offset with its top in the band.
        #expect(found.scenario.steps.count == 1)
        #expect(found.scenario.invariants == [.displayedMatchesLayout])
        #expect(try Self.reproduces(found))
    }

    @Test func aCarouselThatRestsBetweenItemsAfterSlowReleasesIsFoundAndShrunkToOneDrag() throws {
        let result = Self.explore(try Self.scenario(Self.carousel("slow-release-carousel")))
        let found = try #require(result.counterexample)
        #expect(found.failure.check == .invariant(.restingOffsetMultipleOf(x: 375, y: nil), rule: 0))
        // The minimal sequence: one slow drag (a drag released slowly, or
        // held, leaves the offset where the finger left it).
        #expect(found.scenario.steps.count == 1)
        guard case .drag? = found.scenario.steps.first else {
            Issue.record("expected a drag, found \(found.scenario.steps)")
            return
        }
        #expect(try Self.reproduces(found))
    }

    @Test func stickyHeadersThatOverlapAfterAViewportChangeAreFoundAndShrunkToTwoSteps() throws {
        let text = """
            {"name": "sticky", "viewport": {"width": 375, "height": 667}, "layout": {"type": "stale-stack"},
             "sections": [\(Array(repeating: #"{"header": {"height": 40}, "items": {"count": 10, "size": {"width": 375, "height": 100}}}"#, count: 20).joined(separator: ","))],
             "invariants": [{"noOverlap": "pinnedHeaders"}]}
            """
        let result = Self.explore(try Self.scenario(text))
        let found = try #require(result.counterexample)
        #expect(found.failure.check == .invariant(.noOverlap(.pinnedHeaders), rule: 0))
        // The minimal sequence: a viewport change and a scroll that pins a
        // second header, in either order; neither alone overlaps anything.
        #expect(found.scenario.steps.count == 2)
        #expect(found.scenario.steps.contains { if case .setViewport = $0 { true } else { false } })
        #expect(try Self.reproduces(found))
    }

    @Test func aForbidDeepInALongFeedIsFoundAndShrunkToOneStep() throws {
        let text = """
            {"name": "deep", "viewport": {"width": 375, "height": 667},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
             "sections": [{"items": {"count": 5000, "size": {"width": 375, "height": 100}}}],
             "steps": [{"drag": {"by": {"y": -300}, "duration": 0.25}}],
             "forbid": [{"type": "willDisplay", "element": {"item": 4321}}]}
            """
        let result = Self.explore(try Self.scenario(text))
        let found = try #require(result.counterexample)
        #expect(found.failure.check == .forbid(0))
        #expect(found.scenario.steps.count == 1)
        // Fewest items: item 4321 must exist, and a scroll to the end of
        // 4322 rows shows it.
        #expect(found.scenario.data.totalItemCount == 4322)
        #expect(try Self.reproduces(found))
    }

    @Test func aForbidReachableOnlyAfterALoadMoreIsFoundAndShrunkToAtMostThreeSteps() throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.packageRoot)/scenarios/feed-load-more.json")
        let result = Self.explore(scenario)
        let found = try #require(result.counterexample)
        #expect(found.failure.check == .forbid(0))
        #expect(found.scenario.steps.count <= 3)
        #expect(try Self.reproduces(found))
    }

    @Test(arguments: [1, 3]) func theSameSeedWritesTheSameFileWhateverTheJobCount(jobs: Int) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.packageRoot)/scenarios/feed-load-more.json")
        let first = Self.explore(scenario, seed: 42, jobs: 1).counterexample?.scenarioText
        let second = Self.explore(scenario, seed: 42, jobs: jobs).counterexample?.scenarioText
        #expect(first != nil)
        #expect(first == second)
    }

    @Test(arguments: ["rows", "carousel"]) func correctLayoutsExhaustTheBudget(layout: String) throws {
        let scenario = try Self.scenario(layout == "carousel" ? Self.carousel(layout) : Self.rows(layout))
        let result = Self.explore(scenario)
        #expect(result.counterexample == nil)
        #expect(result.runs == ExploreOptions().runs)
    }

    /// The shipped scenarios' own `forbid` patterns hold for their own
    /// steps only (a paging scenario forbids animations it never starts):
    /// the built-in rules alone must hold for any steps.
    @Test(arguments: ["flex-sticky-feed", "flow-paging", "flow-data-changes", "flex-sticky-inset", "pull-to-refresh"])
    func theBuiltInLayoutsKeepTheBuiltInRulesOnTheShippedScenarios(name: String) throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.packageRoot)/scenarios/\(name).json")
        scenario.forbid = []
        let result = Explorer(target: ExploreTarget(scenario: scenario), options: ExploreOptions(runs: 40, timeLimit: nil)).run()
        #expect(result.counterexample == nil, "\(result.counterexample?.failure.reason ?? "")")
    }

    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
}
