import Foundation
import ScrollSim
import ScrollSimJSON
import Testing

/// The encoder explore writes with: what it writes decodes to the same
/// scenario, for every shipped scenario and for every step kind.
@Suite struct ScenarioEncoderTests {
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// Every scenario shipped below `scenarios/`, found on disk (a new one
    /// is covered without being listed), as paths relative to it.
    static let shipped: [String] = {
        let root = "\(packageRoot)/scenarios"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func scenariosAreFound() {
        // scenarios/ holds 15 top-level scenarios and the seeds folder
        // at the time of writing: the glob must see both levels.
        #expect(Self.shipped.count >= 15)
        #expect(Self.shipped.contains("flow-basic.json"))
        #expect(Self.shipped.contains { $0.hasPrefix("seeds/") })
    }

    @Test(arguments: shipped) func aShippedScenarioRoundTrips(path: String) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: "\(Self.packageRoot)/scenarios/\(path)")
        let text = ScenarioEncoder.text(scenario)
        let decoded = try ScenarioDecoder.decode(text)
        #expect(decoded == scenario)
        // And the text is a fixed point: encoding the decoded scenario gives the same bytes.
        #expect(ScenarioEncoder.text(decoded) == text)
    }

    @Test func everyStepKindAndInvariantRoundTrips() throws {
        var scenario = Scenario(
            name: "all", viewport: Size(width: 375, height: 667),
            layout: .flex(FlexLayoutConfiguration(pagingSection: 1)),
            data: CollectionData(sections: [
                SectionData(items: .explicit([ItemSpec(width: 100, height: 50), ItemSpec(text: "tag")]), header: SupplementarySize(height: 40)),
                SectionData(items: .cycled(count: 10, width: nil, heights: [100, 120])),
            ]))
        scenario.steps = [
            .drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .hold),
            .fling(velocity: Point(x: 0, y: 2000)),
            .scrollTo(x: nil, y: 500, animated: true),
            .scrollToItem(IndexPath(item: 1, section: 0), position: .centeredVertically, animated: false),
            .scrollToTop, .wait(seconds: 0.5), .settle(maxSeconds: 10),
            .swipePage(direction: .left, duration: 0.4), .setPagingOffset(Point(x: -375, y: 0), animated: true),
            .setStickyHeaders(add: [0], remove: [], removeAll: false), .setStackedStickyHeaders(false),
            .setViewport(Size(width: 667, height: 375)), .setContentInset(EdgeInsets(top: 100)),
            .insertItems(section: 1, at: 2, items: [ItemSpec(width: 375, height: 80)]),
            .deleteItems(section: 1, items: [0, 3]),
            .insertSections(at: 2, sections: [SectionData(items: .uniform(count: 3, size: Size(width: 375, height: 60)))]),
            .deleteSections([2]), .reloadData(nil),
            .switchLayout(.flow(FlowLayoutConfiguration(itemSize: Size(width: 100, height: 100))), animated: true),
            .apply(DiffableSnapshot(
                data: CollectionData(sections: [
                    SectionData(items: .explicit([ItemSpec(id: "x"), ItemSpec(height: 60, text: "Y", id: "y")]), id: "a"),
                ]),
                reloadedSectionIdentifiers: ["a"], reloadedItemIdentifiers: ["x"], reconfiguredItemIdentifiers: ["y"])),
        ]
        scenario.scrollView = ScrollViewConfiguration(pagingEnabled: true, bounces: false, decelerationRate: .fast,
                                                      repeatedFlickAcceleration: false, scrollsToTop: false)
        scenario.log = LogOptions(didScroll: false, visible: .everyTick, layout: true)
        scenario.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        scenario.forbid = [["type": "willDisplay", "element": ["item": 9]]]
        scenario.invariants = [
            .noOverlap(.pinnedHeaders), .restingOffsetMultipleOf(x: 375, y: nil), .displayedAtMostOnce, .denseSeq,
            .offsetInRange, .displayedMatchesLayout, .layoutConformance,
        ]
        let decoded = try ScenarioDecoder.decode(ScenarioEncoder.text(scenario))
        #expect(decoded == scenario)
        #expect(decoded.steps.map(\.action) == scenario.steps.map(\.action))
    }

    @Test func stateSkipAndExpectFailureRoundTrip() throws {
        var scenario = Scenario(
            name: "state", viewport: Size(width: 375, height: 600),
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100))),
            data: CollectionData(sections: [SectionData(items: .uniform(count: 40, size: Size(width: 375, height: 100)))]))
        scenario.steps = [.fling(velocity: Point(x: 0, y: 2000)), .settle(maxSeconds: 10)]
        scenario.state = [
            StateExpectation(after: .step(1), ExpectedState(
                offset: ["y": .approx(1200, within: 0.5), "x": .approx(0, within: 0)],
                displayedItems: [IndexPath(item: 3, section: 0), IndexPath(item: 2, section: 0)],
                displayedCount: .range(atLeast: 6, atMost: nil), pinned: [])),
            StateExpectation(after: .tick(12), ExpectedState(
                contentSize: ["height": .range(atLeast: nil, atMost: 5000)], contentInset: ["top": .approx(0, within: 0)])),
            StateExpectation(after: .end, ExpectedState(sectionOffsets: [0: ["x": .range(atLeast: 0, atMost: 10)]])),
        ]
        scenario.skip = "not today"
        scenario.expectFailure = "bug 7"
        let text = ScenarioEncoder.text(scenario)
        let decoded = try ScenarioDecoder.decode(text)
        #expect(decoded == scenario)
        #expect(ScenarioEncoder.text(decoded) == text)
        // Plain numbers are written plain, and items sorted.
        #expect(text.contains(#"{"after":{"step":1},"offset":{"x":0,"y":{"approx":1200,"within":0.5}},"displayed":{"items":[[0,2],[0,3]],"count":{"atLeast":6}},"pinned":[]}"#), "\(text)")
    }

    @Test(arguments: [
        (#"[{"noOverlap": "pinnedHeader"}]"#, #"$.invariants[0].noOverlap: expected one of "pinnedHeaders", "headers", "footers", "cells", found "pinnedHeader"; did you mean "pinnedHeaders"?"#),
        (#"[{"noOverlaps": "cells"}]"#, #"$.invariants[0].noOverlaps: unknown invariant "noOverlaps"; did you mean "noOverlap"?"#),
        (#"[{"restingOffsetMultipleOf": {}}]"#, #"$.invariants[0].restingOffsetMultipleOf: give "x", "y" or both"#),
        (#"[{"denseSeq": false}]"#, #"$.invariants[0].denseSeq: expected true, found false"#),
    ])
    func aBadInvariantIsRefusedWithItsPath(invariants: String, message: String) {
        let text = #"{"viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"}, "sections": [], "invariants": "# + invariants + "}"
        #expect(throws: InputError.self) { try ScenarioDecoder.decode(text) }
        do {
            _ = try ScenarioDecoder.decode(text)
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
