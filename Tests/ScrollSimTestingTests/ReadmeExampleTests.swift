import ScrollSim
import ScrollSimTesting
import Testing

/// The Swift examples of README.md, kept compiling and passing.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("Use it from Swift: a drag, then settle")
    func dragAndSettle() throws {
        let scenario = Scenario(
            name: "grid",
            viewport: Size(width: 375, height: 667),
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 115, height: 115))),
            data: CollectionData(sections: [
                SectionData(items: .uniform(count: 300, size: Size(width: 115, height: 115))),
            ])
        )
        var events: [Event] = []
        let simulator = Simulator(scenario: scenario) { events.append($0) }
        try simulator.perform(.drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .natural))
        try simulator.perform(.settle(maxSeconds: 60))

        // 300 pt over 15 ticks is 1200 pt/s, above the 250 pt/s threshold:
        // the drag ends in a fling.
        expectSubsequence(events, [
            "willBeginDragging", "didScroll", "willEndDragging",
            .type("didEndDragging", ["willDecelerate": true]),
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        expectSubsequence(events, ["willDisplay", "didEndDisplaying"])
        #expect(simulator.isIdle)
    }

    /// Ten full-screen rows on a paging scroll view.
    let pagedScenario = Scenario(
        name: "paged",
        viewport: Size(width: 375, height: 667),
        scrollView: ScrollViewConfiguration(pagingEnabled: true),
        layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 375, height: 667),
                                              minimumLineSpacing: 0, minimumInteritemSpacing: 0)),
        data: CollectionData(sections: [SectionData(items: .uniform(count: 10, size: Size(width: 375, height: 667)))]),
        steps: [.fling(velocity: Point(x: 0, y: 2000)), .settle(maxSeconds: 60)]
    )

    @Test("In tests: a fling ends on a page")
    func flingEndsOnAPage() throws {
        let events = try Simulator.events(for: pagedScenario)
        expectSubsequence(events, [
            "willBeginDragging",
            .type("didEndDragging", ["willDecelerate": true]),
            .type("didEndDecelerating"),
        ])
        expectNever(events, .type("prepare", ["reason": "boundsChange"]))
        expectCount(events, "willEndDragging", 1)
        // 2000 pt/s is above the 300 pt/s paging threshold: the next page,
        // one viewport height down.
        let lastScroll = events.last { $0.type == "didScroll" }
        #expect(lastScroll?.payload == .didScroll(offset: Point(x: 0, y: 667)))
        assertGoldenLog(scenario: pagedScenario, named: "paged-fling")
    }
}
