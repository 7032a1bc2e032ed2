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
        expectNever(events, .type("didEndDragging", ["willDecelerate": false]))
        expectCount(events, "willEndDragging", 1)
        expectCount(events, .type("didScroll", ["offset": ["y": .between(1, 666)]]), atLeast: 10)
        // 2000 pt/s is above the 300 pt/s paging threshold: the next page,
        // one viewport height down.
        let lastScroll = events.last { $0.type == "didScroll" }
        #expect(lastScroll?.payload == .didScroll(offset: Point(x: 0, y: 667)))
        assertGoldenLog(scenario: pagedScenario, named: "paged-fling")
    }

    @Test("Your own code in the run loop: a load-more feed flung into its new rows")
    func loadMoreFeed() throws {
        final class Feed: CollectionViewDataSource, CollectionViewDelegate {
            var count = 30
            func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: Simulator, itemAt indexPath: IndexPath) -> ItemSpec {
                ItemSpec(width: 375, height: 100)
            }
            func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
                guard indexPath.item == count - 1, count < 100 else { return }
                count += 20
                try? collectionView.insertItems(at: (count - 20..<count).map { IndexPath(item: $0, section: 0) })
            }
        }

        let feed = Feed()
        var types: [String] = []
        let simulator = Simulator(
            configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
            layout: FlowLayout(configuration: FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100))),
            data: CollectionData(sections: [SectionData(items: .uniform(count: 30, size: Size(width: 375, height: 100)))])
        ) { types.append($0.type) }
        simulator.dataSource = feed
        simulator.delegate = feed
        try simulator.fling(velocity: Point(x: 0, y: 8000))
        try simulator.advance(seconds: 1)
        try simulator.runUntilIdle()
        // The free stop of an 8000 pt/s fling: 8·0.998·(1 − 0.998^3339)/0.002
        // = 3987.01 (3339 = ⌈ln(0.01/8)/ln 0.998⌉ ms), past the first end
        // (2400) and short of row 49, so one page of 20 rows was loaded.
        #expect(simulator.contentOffset.y == 3987)
        #expect(feed.count == 50)
        #expect(types.last == "didEndDecelerating")
    }
}
