import ScrollSim
import ScrollSimTesting
import Testing

/// `expectState` and `StateCheck`: the state of a running simulator, and a
/// scenario's state at a moment, from Swift.
@Suite struct StateAssertionTests {
    /// 30 rows of 100 pt in a 600-pt viewport, one jump to y 1000, then a
    /// drag up by 300 pt over 0.25 s that holds before lifting.
    static let scenario = Scenario(
        name: "rows", viewport: Size(width: 375, height: 600),
        layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0)),
        data: CollectionData(sections: [SectionData(items: .uniform(count: 30, size: Size(width: 375, height: 100)))]),
        steps: [.scrollTo(x: nil, y: 1000, animated: false), .drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .hold)])

    @Test("a simulator's state now: matching fields pass, each wrong one is named with its bound and value")
    func now() throws {
        let simulator = Simulator(scenario: Self.scenario) { _ in }
        simulator.start()
        try simulator.perform(Self.scenario.steps[0])
        // By hand: the jump rests at y 1000; rows 10…15 fill [1000, 1600);
        // the content is 30 × 100 = 3000 tall.
        let holds = ExpectedState(
            offset: ["x": .approx(0, within: 0), "y": .approx(1000, within: 0)],
            contentSize: ["height": .approx(3000, within: 0)],
            displayedItems: Set((10...15).map { IndexPath(item: $0, section: 0) }), pinned: [])
        #expect(StateCheck.state(of: simulator, is: holds) == nil)
        expectState(simulator, holds)
        let wrong = ExpectedState(offset: ["y": .range(atLeast: nil, atMost: 900)], displayedCount: .approx(5, within: 0))
        #expect(StateCheck.state(of: simulator, is: wrong) == "offset.y is 1000, expected ≤ 900\ndisplayed.count is 6, expected 5")
    }

    @Test("a scenario's state at a moment: after a step, at a tick, at the end")
    func moments() {
        // Tick 0 is the initial display at 0; step 0 runs on tick 1. After
        // step 1 (a held drag: no fling) the offset is 1000 + 300 = 1300.
        #expect(StateCheck.state(after: .tick(0), in: Self.scenario, is: ExpectedState(offset: ["y": .approx(0, within: 0)])) == nil)
        #expect(StateCheck.state(after: .step(0), in: Self.scenario, is: ExpectedState(offset: ["y": .approx(1000, within: 0)])) == nil)
        #expect(StateCheck.state(after: .end, in: Self.scenario, is: ExpectedState(offset: ["y": .approx(1300, within: 0.5)])) == nil)
        expectState(after: .step(1), in: Self.scenario, ExpectedState(displayedCount: .range(atLeast: 6, atMost: 7)))
        #expect(StateCheck.state(after: .step(1), in: Self.scenario, is: ExpectedState(offset: ["y": .approx(1000, within: 1)]))
                == "after step 1: offset.y is 1300, expected 1000 ± 1")
        #expect(StateCheck.state(after: .tick(100_000), in: Self.scenario, is: ExpectedState(offset: ["y": .approx(0, within: 0)]))?
                    .hasPrefix("at tick 100000 never came: the run ended at tick ") == true)
    }
}
