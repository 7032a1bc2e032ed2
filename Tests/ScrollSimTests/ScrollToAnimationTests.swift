import ScrollSimTesting
import Testing

@testable import ScrollSim

/// A column of 100×100 cells in a 100×100 viewport: cell i spans
/// y ∈ [100·i, 100·i + 100). With zero line spacing and a 100-point-wide
/// line, every line holds one item; a lone item on a non-last line is
/// centred, which for a full-width item means x = 0.
private func column(count: Int = 100, frameRate: Double = 60, log: LogOptions = LogOptions()) -> Scenario {
    Scenario(
        name: "column",
        viewport: Size(width: 100, height: 100),
        frameRate: frameRate,
        layout: .flow(FlowLayoutConfiguration(minimumLineSpacing: 0)),
        data: CollectionData(sections: [SectionData(items: .uniform(count: count, size: Size(width: 100, height: 100)))]),
        log: log
    )
}

@Suite("Programmatic scrolling and the tick pipeline")
struct ScrollToAnimationTests {
    @Test("tick 0 displays what is initially visible; touching edges do not count")
    func initialDisplay() throws {
        let events = try Simulator.events(for: column())
        // At offset 0 the visible rect is (0,0,100,100): cell 0 only; cell 1
        // starts at y = 100 and only touches it.
        #expect(events.map(\.type) == ["willDisplay", "visible"])
        #expect(events[0].payload == .willDisplay(DisplayedElement(
            element: .cell(0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 100))))
        #expect(events.allSatisfy { $0.tick == 0 && $0.time == 0 })
    }

    @Test("an animated scrollTo follows sin²(π·t/2) over 0.3 s and ends with didEndScrollingAnimation")
    func animatedScrollTo() throws {
        var scenario = column()
        scenario.steps = [.scrollTo(x: nil, y: 600, animated: true), .wait(seconds: 0)]
        let events = try Simulator.events(for: scenario)
        let scrolls = events.compactMap { event -> (Int, Double)? in
            if case .didScroll(let offset) = event.payload { return (event.tick, offset.y) }
            return nil
        }
        // The step starts on tick 1 (progress 0); at tick 1 + k the progress
        // is sin²(π·k/36) at 60 Hz (0.3 s = 18 ticks):
        //   k = 6:  sin²(π/6) = 1/4 → 150;  k = 9: sin²(π/4) = 1/2 → 300;
        //   k = 12: sin²(π/3) = 3/4 → 450;  k = 18: 1 → 600.
        let byTick = Dictionary(scrolls, uniquingKeysWith: { first, _ in first })
        #expect(byTick[7] == 150)
        #expect(byTick[10] == 300)
        #expect(byTick[13] == 450)
        #expect(byTick[19] == 600)
        #expect(scrolls.map(\.0) == Array(2...19), "one didScroll per tick whose rounded offset changed")
        #expect(scrolls.map(\.1) == scrolls.map(\.1).sorted())

        let end = try #require(events.firstIndex { $0.type == "didEndScrollingAnimation" })
        #expect(events[end].tick == 19)
        // The next step starts on the tick after the animation ended.
        let nextStep = try #require(events.last { $0.type == "step" })
        #expect(nextStep.tick == 20)
        #expect(nextStep.payload == .step(index: 1, action: .wait))
    }

    @Test("offsets are rounded to 1/screenScale before didScroll and the visible query")
    func pixelRounding() throws {
        var scenario = column()
        scenario.steps = [.scrollTo(x: nil, y: 100.2, animated: false)]
        let events = try Simulator.events(for: scenario)
        // 100.2 · 3 = 300.6 → 301 pixels → 100.333… points.
        #expect(events.contains { $0.payload == .didScroll(offset: Point(x: 0, y: 301.0 / 3)) })
    }

    @Test("a non-animated scrollTo is one tick: didScroll, then display changes in canonical order")
    func instantScrollTo() throws {
        var scenario = column()
        scenario.steps = [.scrollTo(x: nil, y: 250, animated: false)]
        let events = try Simulator.events(for: scenario).filter { $0.tick == 1 }
        // The rect (0,250,100,100) meets cells 2 (200–300) and 3 (300–400);
        // cell 0 leaves.
        #expect(events.map(\.type) == ["step", "didScroll", "didEndDisplaying", "willDisplay", "willDisplay", "visible"])
        #expect(events.map(\.seq) == Array(events[0].seq..<(events[0].seq + 6)))
        let entered = events.compactMap { event -> Int? in
            if case .willDisplay(let shown) = event.payload { return shown.element.item }
            return nil
        }
        #expect(entered == [2, 3])
    }

    @Test("scrolling to the current offset sends nothing but the step")
    func scrollToCurrentOffset() throws {
        var scenario = column()
        scenario.steps = [.scrollTo(x: 0, y: 0, animated: true)]
        let events = try Simulator.events(for: scenario).filter { $0.tick >= 1 }
        #expect(events.map(\.type) == ["step"])
    }

    @Test("wait occupies seconds × frameRate ticks")
    func waitDuration() throws {
        var scenario = column(frameRate: 30)
        scenario.steps = [.wait(seconds: 0.5), .wait(seconds: 0)]
        let steps = try Simulator.events(for: scenario).filter { $0.type == "step" }
        // 0.5 s at 30 Hz = 15 ticks: ticks 1…15; the next step starts on 16.
        #expect(steps.map(\.tick) == [1, 16])
        #expect(steps[1].time == 16.0 / 30)
    }

    @Test("log options drop didScroll and visible events; seq stays contiguous")
    func logOptions() throws {
        var scenario = column(log: LogOptions(didScroll: false, visible: .off))
        scenario.steps = [.scrollTo(x: nil, y: 600, animated: true)]
        let events = try Simulator.events(for: scenario)
        #expect(!events.contains { $0.type == "didScroll" || $0.type == "visible" })
        #expect(events.map(\.seq) == Array(0..<events.count))
    }

    @Test("with log.layout, the initial prepare is logged")
    func layoutLogging() throws {
        let events = try Simulator.events(for: column(log: LogOptions(layout: true)))
        #expect(events.first?.payload == .prepare(reason: .initial))
    }

    @Test("after every tick the displayed set equals a brute-force visible set")
    func displayedSetMatchesOracle() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20 {
            var scenario = column(count: 60)
            scenario.data.sections.append(SectionData(
                items: .explicit((0..<40).map { _ in
                    ItemSpec(width: Double.random(in: 10...100, using: &generator),
                             height: Double.random(in: 5...80, using: &generator))
                }),
                header: SupplementarySize(height: 30)))
            scenario.steps = (0..<6).map { _ in
                Bool.random(using: &generator)
                    ? .scrollTo(x: nil, y: Double.random(in: -50...9000, using: &generator), animated: true)
                    : .wait(seconds: 0.1)
            }
            var displayed: [ElementID: Rect] = [:]
            var lastTick = 0
            // The visible rect as of the latest event: at a tick's last
            // event, the display of that tick is complete.
            var rect = Rect.zero
            var simulator: Simulator?
            let check = {
                #expect(displayed == bruteForceVisible(scenario: scenario, rect: rect), "tick \(lastTick)")
            }
            simulator = Simulator(scenario: scenario) { event in
                if event.tick != lastTick { check(); lastTick = event.tick }
                if let simulator { rect = simulator.visibleRect }
                switch event.payload {
                case .willDisplay(let shown): displayed[shown.element] = shown.frame
                case .didEndDisplaying(let shown): displayed[shown.element] = nil
                default: break
                }
            }
            try simulator?.perform(scenario.steps)
            check()
        }
    }
}

/// Every element of a freshly prepared layout whose frame meets `rect` with
/// positive area — found by asking for each element one by one.
private func bruteForceVisible(scenario: Scenario, rect: Rect) -> [ElementID: Rect] {
    let layout = scenario.layout.makeLayout()
    layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: scenario.viewport), data: scenario.data))
    var result: [ElementID: Rect] = [:]
    for (s, section) in scenario.data.sections.enumerated() {
        var attributes = (0..<section.items.count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: s)) }
        for kind in [ElementKind.header, .footer] {
            if let a = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)) {
                attributes.append(a)
            }
        }
        for a in attributes {
            let f = a.frame
            if f.width > 0, f.height > 0, f.minX < rect.maxX, rect.minX < f.maxX, f.minY < rect.maxY, rect.minY < f.maxY {
                result[a.element] = f
            }
        }
    }
    return result
}
