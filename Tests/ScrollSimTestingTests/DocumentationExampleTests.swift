// The complete example of docs/log-tools.md ("Asserting on events in Swift
// tests"); keep the two in step.
import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

@Suite("Photo grid scrolling")
struct PhotoGridScrollTests {
    let scenario: Scenario

    init() throws {
        scenario = try ScenarioDecoder.decode(#"""
        {"name": "photo-grid", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "flow", "itemSize": {"width": 115, "height": 115}, "headerHeight": 44},
         "sections": [{"items": {"count": 30, "size": {"width": 115, "height": 115}}},
                      {"items": {"count": 30, "size": {"width": 115, "height": 115}}}],
         "steps": [{"scrollTo": {"y": 1200, "animated": true}}]}
        """#)
    }

    @Test func animatedScrollRevealsTheSecondSection() throws {
        let events = try Simulator.events(for: scenario)

        // In this order, with anything in between.
        expectSubsequence(events, [
            .type("step", ["index": 0, "action": "scrollTo"]),
            .type("willDisplay", ["element": .object([("kind", "header"), ("section", 1)])]),
            "didEndScrollingAnimation",
        ])
        // A programmatic scroll is not a drag.
        expectNever(events, "willBeginDragging")
        expectCount(events, "didEndScrollingAnimation", 1)
        // Any condition on an Event, with a description for failure messages.
        let lastOffset = EventPattern("scrolled to y 1200") { event in
            if case .didScroll(let offset) = event.payload { offset.y == 1200 } else { false }
        }
        expectSubsequence(events, [lastOffset, "didEndScrollingAnimation"])
    }

    @Test func logMatchesItsGoldenCopy() {
        // Tests/ScrollSimTestingTests/Snapshots/photo-grid.jsonl; recorded when
        // missing or with SCROLLSIM_RECORD=1, never when CI is set.
        assertGoldenLog(scenario: scenario, named: "photo-grid")
    }
}
