import ScrollSim
import Testing

/// Sticky transitions (the sticky-header rules of `docs/layouts.md`) through the test-only `StickyListLayout`:
/// viewport 375×200; two sections, each a 50 pt header and four 100 pt
/// rows: section 0 spans 0…450 (header 0…50), section 1 spans 450…900
/// (header 450…500). A held drag of 600 pt over 1 s at 60 Hz puts the
/// offset at 10·k on the k-th tick after the step's tick T.
@Suite("Simulator: sticky headers and layout steps")
struct StickyAndLayoutStepTests {
    private static let data = CollectionData(sections: [
        SectionData(items: .uniform(count: 4, size: Size(width: 375, height: 100))),
        SectionData(items: .uniform(count: 4, size: Size(width: 375, height: 100))),
    ])

    private func recorder(_ layout: StickyListLayout, log: LogOptions = LogOptions()) -> Recorder {
        Recorder(viewport: Size(width: 375, height: 200), log: log, layout: layout, data: Self.data)
    }

    private let drag600 = Fixtures.drag(y: -600, duration: 1, release: .hold)

    @Test("non-stacked: enter and exit ticks and the true original point")
    func nonStacked() throws {
        let recorder = recorder(StickyListLayout(stickySections: [0, 1]))
        let events = try recorder.run(drag600)
        let t = events[0].tick
        let sticky = events.filter { $0.type.hasPrefix("sticky") }
        // Section 0: y = min(max(top, 0), 450 − 50); pinned iff y > 0, i.e. from
        // top = 10 (k = 1). Its frame (0, min(top, 400), 375, 50) stops
        // intersecting [top, top + 200) when top ≥ 450 (k = 45): exit.
        // Section 1: y = min(max(top, 450), 850); pinned iff top > 450: k = 46.
        #expect(sticky.map(\.tick) == [t + 1, t + 45, t + 46])
        #expect(sticky[0].payload == .stickyEnter(section: 0, originalPoint: .zero, frame: Rect(x: 0, y: 10, width: 375, height: 50)))
        #expect(sticky[1].payload == .stickyExit(section: 0))
        #expect(sticky[2].payload == .stickyEnter(section: 1, originalPoint: Point(x: 0, y: 450),
                                                  frame: Rect(x: 0, y: 460, width: 375, height: 50)))
    }

    @Test("stacked: section 1 pins below section 0 once top + 50 > 450; section 0 never exits")
    func stacked() throws {
        let recorder = recorder(StickyListLayout(stickySections: [0, 1], stacked: true))
        let events = try recorder.run(drag600)
        let t = events[0].tick
        let sticky = events.filter { $0.type.hasPrefix("sticky") }
        // Section 0: y = max(0, top) pinned from k = 1. Section 1:
        // y = max(450, top + 50) > 450 iff top > 400: k = 41, at y = 460.
        #expect(sticky.map(\.tick) == [t + 1, t + 41])
        #expect(sticky[1].payload == .stickyEnter(section: 1, originalPoint: Point(x: 0, y: 450),
                                                  frame: Rect(x: 0, y: 460, width: 375, height: 50)))
    }

    @Test("sticky changes invalidate offset-only: never a prepare; the change shows on its own tick")
    func stickyStepsAreOffsetOnly() throws {
        let layout = StickyListLayout(stickySections: [])
        let recorder = recorder(layout, log: LogOptions(layout: true))
        var events = try recorder.run(.scrollTo(x: nil, y: 100, animated: false))
        events += try recorder.run(.setStickyHeaders(add: [0], remove: [], removeAll: false))
        events += try recorder.run(.setStackedStickyHeaders(true), drag600)
        #expect(!events.contains { $0.type == "prepare" })
        #expect(layout.prepareCount == 1)
        #expect(events.filter { $0.type == "invalidate" }.allSatisfy { $0.payload == .invalidate(offsetOnly: true) })
        let step1 = events.filter { $0.tick == events.first { $0.payload == .step(index: 1, action: .setStickyHeaders) }?.tick }
        // At top 100 the header (natural 0…50) was off screen; pinned at y = 100 it
        // comes on screen in the same tick.
        #expect(step1.map(\.type) == ["step", "invalidate", "willDisplay", "stickyEnter", "visible"])
        #expect(layout.stackedStickyHeaders)
    }

    @Test("swipePage animates pagingOffset.x by −viewport width over 0.3 s, offset-only")
    func swipePage() throws {
        let layout = StickyListLayout(stickySections: [], pagingSection: 1)
        let recorder = recorder(layout, log: LogOptions(layout: true))
        let events = try recorder.run(.scrollTo(x: nil, y: 400, animated: false), .swipePage(direction: .left, duration: 0.3))
        let paging = events.filter { $0.type == "pagingOffset" }
        // 18 ticks of sin² progress; the first tick (t = 0) does not move.
        #expect(paging.count == 18)
        #expect(paging.last?.payload == .pagingOffset(offset: Point(x: -375, y: 0)))
        #expect(layout.pagingOffset == Point(x: -375, y: 0))
        #expect(!events.contains { $0.type == "prepare" })
        // The rows of section 1 slid out sideways: row 0 (450…550 at top 400) left the screen.
        #expect(events.contains { $0.type == "didEndDisplaying" })
        #expect(recorder.simulator.displayed.allSatisfy { $0.element.section == 0 })
    }

    @Test("swipePage and setStickyHeaders on a layout without the capability are errors")
    func missingCapabilities() throws {
        let recorder = Recorder()
        #expect(throws: SimulationError.self) { try recorder.run(.swipePage(direction: .left, duration: 0.3)) }
        #expect(throws: SimulationError.self) { try recorder.run(.setStickyHeaders(add: [0], remove: [], removeAll: false)) }
        do {
            try recorder.run(.setStackedStickyHeaders(true))
            Issue.record("expected an error")
        } catch {
            // A failed step never starts: no tick, no event, its index is not used up.
            #expect(error.stepIndex == 0)
            #expect(error.argument == ["setStackedStickyHeaders"])
            #expect(error.reason == .layoutLacks(action: "setStackedStickyHeaders", capability: .configurableStickyHeaders))
            #expect(error.message.contains("sticky"))
        }
        #expect(recorder.simulator.tick == 0)
        #expect(recorder.events.allSatisfy { $0.tick == 0 })
    }

    @Test("setViewport: viewportChange then prepare, and the offset is clamped into the new range")
    func setViewport() throws {
        let recorder = Recorder(log: LogOptions(layout: true))
        try recorder.run(.scrollTo(x: nil, y: 9400, animated: false))
        let events = try recorder.run(.setViewport(Size(width: 375, height: 1000)))
        #expect(events.map(\.type).prefix(4) == ["step", "viewportChange", "prepare", "didScroll"])
        #expect(events[2].payload == .prepare(reason: .viewportChange))
        // Max offset is now 10000 − 1000 = 9000.
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 9000))
    }

    @Test("switchLayout: layoutSwitch, prepare, new frames displayed")
    func switchLayout() throws {
        let recorder = Recorder(log: LogOptions(layout: true))
        let spaced = FlowLayoutConfiguration(minimumLineSpacing: 100)
        let events = try recorder.run(.switchLayout(.flow(spaced), animated: true))
        #expect(events.map(\.type).prefix(3) == ["step", "layoutSwitch", "prepare"])
        #expect(events[1].payload == .layoutSwitch(layout: "flow", animated: true))
        // One 375 pt item per line, lines 100 pt apart: rows at 0, 200, 400 (600 is off).
        #expect(recorder.simulator.displayed.map(\.frame.minY) == [0, 200, 400])
    }
}

/// Data-change steps against the flow list (rows 0…5 visible).
@Suite("Simulator: data changes")
struct DataChangeTests {
    private func items(_ events: [Event], _ type: String) -> [Int] {
        events.compactMap { event -> Int? in
            switch event.payload {
            case .willDisplay(let shown) where type == "willDisplay": shown.element.item
            case .didEndDisplaying(let shown) where type == "didEndDisplaying": shown.element.item
            default: nil
            }
        }
    }

    @Test("insertItems: dataChange, prepare; rows at and below the insertion are redisplayed")
    func insertItems() throws {
        let recorder = Recorder(log: LogOptions(layout: true))
        let item = ItemSpec(width: 375, height: 100)
        let events = try recorder.run(.insertItems(section: 0, at: 3, items: [item]))
        #expect(events[1].payload == .dataChange(action: .insertItems, details: [("section", 0), ("items", .array([3]))]))
        #expect(events[2].payload == .prepare(reason: .dataChange))
        // Index paths 3, 4, 5 now name other content (new item, old 3, old 4):
        // they end (with their old frames) and display again; 0…2 are untouched.
        #expect(items(events, "didEndDisplaying") == [3, 4, 5])
        #expect(items(events, "willDisplay") == [3, 4, 5])
        #expect(recorder.simulator.data.numberOfItems(inSection: 0) == 101)
    }

    @Test("deleteItems: deleted and shifted rows end; the rows now at those paths display")
    func deleteItems() throws {
        let recorder = Recorder()
        let events = try recorder.run(.deleteItems(section: 0, items: [1, 2]))
        #expect(items(events, "didEndDisplaying") == [1, 2, 3, 4, 5])
        #expect(items(events, "willDisplay") == [1, 2, 3, 4, 5])
        #expect(recorder.simulator.displayed.map(\.element.item) == [0, 1, 2, 3, 4, 5])
        #expect(recorder.simulator.data.numberOfItems(inSection: 0) == 98)
    }

    @Test("insertSections, deleteSections and reloadData", arguments: [0, 1])
    func sections(seed: Int) throws {
        let recorder = Recorder()
        let section = SectionData(items: .uniform(count: 2, size: Size(width: 375, height: 100)))
        try recorder.run(.insertSections(at: seed, sections: [section]))
        #expect(recorder.simulator.data.numberOfSections == 2)
        try recorder.run(.deleteSections([0]))
        #expect(recorder.simulator.data.numberOfSections == 1)
        let events = try recorder.run(.reloadData(nil))
        // reloadData redisplays everything: as many ends as displays.
        #expect(events.filter { $0.type == "didEndDisplaying" }.count == events.filter { $0.type == "willDisplay" }.count)
    }

    @Test("a data step naming a missing item or section is a SimulationError with the field")
    func missing() throws {
        let recorder = Recorder()
        try recorder.run(.deleteItems(section: 0, items: [99]))
        do {
            try recorder.run(.deleteItems(section: 0, items: [99]))
            Issue.record("expected an error")
        } catch {
            #expect(error.origin == .step(1))
            #expect(error.argument == ["deleteItems", "items", 0])
            #expect(error.reason == .noSuchItem(IndexPath(item: 99, section: 0), itemCount: 99))
            #expect(error.description == "error in step 1 (deleteItems.items[0]): item 99 does not exist (section 0 has 99 items)")
        }
        #expect(throws: SimulationError.self) { try recorder.run(.insertItems(section: 3, at: 0, items: [])) }
        #expect(throws: SimulationError.self) { try recorder.run(.deleteSections([1])) }
    }

    @Test("settle that cannot finish in time is an error")
    func settleTimeout() throws {
        let recorder = Recorder()
        try recorder.run(Fixtures.fling(y: 5000))
        #expect(throws: SimulationError.self) { try recorder.run(.settle(maxSeconds: 0.5)) }
    }
}
