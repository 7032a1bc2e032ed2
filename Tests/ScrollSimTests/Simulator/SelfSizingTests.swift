import ScrollSim
import ScrollSimTesting
import Testing

/// Self-sizing items: estimated until their cell is prepared, then at their
/// preferred size; the content offset when items above the visible rect
/// resolve, with and without a layout that compensates. Every expected
/// value is derived by hand in a comment, or by a from-scratch layout.
@Suite("Simulator: self-sizing cells")
struct SelfSizingTests {
    /// `heights.count` full-width rows estimated at 375×100 that prefer
    /// 375×`heights[i]`.
    static func rows(_ heights: [Double], estimate: Double = 100) -> CollectionData {
        CollectionData(sections: [SectionData(items: .explicit(heights.map {
            ItemSpec(width: 375, height: $0, estimatedSize: Size(width: 375, height: estimate))
        }))])
    }

    static func frame(_ simulator: Simulator, _ item: Int) -> Rect? {
        simulator.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("self-sized cells end at their preferred sizes and the content size is their sum")
    func endAtPreferredSizes() throws {
        let heights: [Double] = [50, 150, 200, 80, 120, 300, 60, 90, 250, 100]
        let recorder = Recorder(log: LogOptions(cells: true), data: Self.rows(heights))
        let simulator = recorder.simulator
        try recorder.run(.wait(seconds: 0))
        // Initial display, rect 0…600: at 100 pt estimates rows 0-5 meet it
        // and resolve to 50, 150, 200, 80, 120, 300 (tops 0, 50, 200, 400,
        // 480, 600). Rows 6-9 are off screen and keep their estimate: row 6
        // at 900 (50+150+200+80+120+300), content 900 + 4·100 = 1300.
        #expect(Self.frame(simulator, 6) == Rect(x: 0, y: 900, width: 375, height: 100))
        #expect(simulator.contentSize.height == 1300)
        #expect(simulator.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        // Offset 700, rect 700…1300: rows 6-9 (900…1300 at their estimates)
        // come into view and resolve to 60, 90, 250, 100: tops 900, 960,
        // 1050, 1300, content 1400 = the sum of the preferred heights. Row 9
        // prefers its estimate: it is sized without an invalidation, so
        // without a sizeResolved event.
        try recorder.run(.scrollTo(x: nil, y: 700, animated: false))
        var top = 0.0
        for (item, height) in heights.enumerated() {
            #expect(Self.frame(simulator, item) == Rect(x: 0, y: top, width: 375, height: height))
            top += height
        }
        #expect(simulator.contentSize == Size(width: 375, height: heights.reduce(0, +)))
        #expect(simulator.data.sections[0].items.hasEstimatedSizes == false)
        let resolved = recorder.events.compactMap { event -> Int? in
            guard case .sizeResolved(let item, let estimated, let size, let adjustment, _) = event.payload else { return nil }
            #expect(estimated == Size(width: 375, height: 100))
            #expect(size == Size(width: 375, height: heights[item.item]))
            #expect(adjustment == .zero)
            return item.item
        }
        #expect(resolved == Array(0...8))
        // A cell is made before it is measured: each resolution follows the
        // request of its item's cell, and no item's cell is requested twice
        // on the way to its display.
        for (index, event) in recorder.events.enumerated() {
            guard case .sizeResolved(let item, _, _, _, _) = event.payload else { continue }
            let requests = recorder.events.filter { $0.payload.isCellRequest(for: item) }
            #expect(requests.count == 1, "\(item)")
            #expect(recorder.events[..<index].contains { $0.payload.isCellRequest(for: item) }, "\(item)")
        }
    }

    @Test("a flow layout leaves the offset alone when a row above the top resolves: the rows below jump")
    func jumpWithoutCompensation() throws {
        let recorder = Recorder(log: LogOptions(cells: true), data: Self.rows(Array(repeating: 150, count: 20)))
        let simulator = recorder.simulator
        // Start: rows 0-5 resolve to 150 (0…900). Offset 1500: rows from 6
        // are at 900 + 100·(i − 6), so rows 12-17 (1500…2100) come into
        // view and resolve; row 12 stays at 1500, row 11 at 1400…1500.
        try recorder.run(.scrollTo(x: nil, y: 1500, animated: false))
        #expect(Self.frame(simulator, 12)?.minY == 1500)
        #expect(Self.frame(simulator, 11) == Rect(x: 0, y: 1400, width: 375, height: 100))
        // Offset 1450: row 11 comes into view and resolves to 150. No
        // adjustment: the offset stays 1450 and row 12 moves to 1550, from
        // 50 to 100 below the top of the screen.
        let events = try recorder.run(.scrollTo(x: nil, y: 1450, animated: false))
        #expect(simulator.contentOffset.y == 1450)
        #expect(Self.frame(simulator, 12)?.minY == 1550)
        let resolutions = events.filter { $0.type == "sizeResolved" }
        #expect(resolutions.map(\.payload) == [.sizeResolved(item: IndexPath(item: 11, section: 0),
            estimated: Size(width: 375, height: 100), size: Size(width: 375, height: 150), offsetAdjustment: .zero)])
    }

    @Test("a layout that compensates sees its contentOffsetAdjustment applied: the rows below stay put")
    func compensatingLayout() throws {
        let layout = CompensatingFlow()
        let recorder = Recorder(log: LogOptions(cells: true), layout: layout, data: Self.rows(Array(repeating: 150, count: 20)))
        let simulator = recorder.simulator
        try recorder.run(.scrollTo(x: nil, y: 1500, animated: false))
        // Rows 12-17 resolve from their tops down, none above the top of
        // the screen (row 12's top is the top): no adjustment yet.
        #expect(simulator.contentOffset.y == 1500)
        // Offset 1450: row 11 (1400…1500) begins 50 pt above the top and
        // grows by 50; the layout asks for +50, so the offset ends at 1500
        // and row 12 (now 1550) is still 50 below the top of the screen.
        let events = try recorder.run(.scrollTo(x: nil, y: 1450, animated: false))
        #expect(simulator.contentOffset.y == 1500)
        #expect(Self.frame(simulator, 12)?.minY == 1550)
        #expect(events.contains { $0.payload == .sizeResolved(item: IndexPath(item: 11, section: 0),
            estimated: Size(width: 375, height: 100), size: Size(width: 375, height: 150), offsetAdjustment: Point(x: 0, y: 50)) })
        // The adjustment is a scroll: didScroll reports it, after the resolution.
        let types = events.map(\.type)
        let resolvedAt = try #require(types.firstIndex(of: "sizeResolved"))
        #expect(types[resolvedAt...].contains("didScroll"))
        #expect(events.last { $0.type == "didScroll" }?.payload == .didScroll(offset: Point(x: 0, y: 1500)))
    }

    @Test("an adjustment during a drag moves the content under the finger, which drags on from there")
    func adjustmentWhileDragging() throws {
        let layout = CompensatingFlow()
        let recorder = Recorder(layout: layout, data: Self.rows(Array(repeating: 150, count: 20)))
        let simulator = recorder.simulator
        try recorder.run(.scrollTo(x: nil, y: 1500, animated: false))
        // A hold drag down by 100 over 10 ticks: 10 pt a tick. On the
        // first tick (offset 1490) row 11 (1400…1500) resolves to 150: +50,
        // offset 1540. The finger drags on from there: 9 ticks of 10 pt
        // more, 1540 − 90 = 1450. Row 10 (1300…1400 at its estimate) never
        // meets the rect, whose top stays above 1450.
        try recorder.run(Fixtures.drag(y: 100, duration: 10.0 / 60, release: .hold))
        #expect(simulator.contentOffset.y == 1450)
        #expect(Self.frame(simulator, 10) == Rect(x: 0, y: 1300, width: 375, height: 100))
    }

    @Test("a preferred size that is negative or not a number stops the run with an error naming the item")
    func badPreferredSize() throws {
        for bad in [-5.0, .nan, .infinity] {
            let data = CollectionData(sections: [SectionData(items: .explicit([
                ItemSpec(width: 375, height: 40, estimatedSize: Size(width: 375, height: 100)),
                ItemSpec(width: 375, height: bad, estimatedSize: Size(width: 375, height: 100)),
            ]))])
            let recorder = Recorder(data: data)
            #expect {
                try recorder.run(.wait(seconds: 0.1))
            } throws: { error in
                guard let error = error as? SimulationError,
                      case .invalidPreferredSize(let path, _) = error.reason else { return false }
                return path == IndexPath(item: 1, section: 0) && error.message.contains("item 1 of section 0")
            }
        }
    }

    @Test("a grid sizes cells by its own rule: estimated items never invalidate it")
    func gridIgnoresItemSizes() throws {
        let layout = GridLayout(configuration: GridLayoutConfiguration(itemSize: Size(width: 100, height: 100)))
        let recorder = Recorder(log: LogOptions(layout: true, cells: true), layout: layout, data: Self.rows(Array(repeating: 40, count: 30)))
        try recorder.run(.scrollTo(x: nil, y: 300, animated: false))
        #expect(!recorder.events.contains { $0.type == "sizeResolved" || $0.type == "invalidate" })
        #expect(recorder.simulator.data.sections[0].items[0].estimatedSize == Size(width: 375, height: 100))
    }

    @Test("items never displayed keep their estimate; compact lists and items without one never self-size")
    func offScreenKeepEstimates() throws {
        let recorder = Recorder(log: LogOptions(cells: true), data: Self.rows(Array(repeating: 40, count: 100)))
        try recorder.run(.wait(seconds: 0))
        // Rect 0…600 meets rows 0-5 at 100 pt; they resolve to 40 (0…240),
        // which brings rows 6-9 (240…640 at their estimates) into view; they
        // resolve (0…400), then rows 10-11 (400…600), then 12-13 (480…680),
        // then row 14 (560…660) alone: 15 rows at 40 pt cover 0…600 and
        // row 15, at 600, does not meet the rect. 85 rows keep 100 pt:
        // content 15·40 + 85·100 = 9100.
        let resolved = recorder.events.filter { $0.type == "sizeResolved" }.count
        #expect(resolved == 15)
        #expect(recorder.simulator.contentSize.height == 9100)
        #expect(recorder.simulator.indexPathsForVisibleItems.map(\.item) == Array(0...14))
    }
}

/// A flow layout that keeps the content in place when a row that starts
/// above the top of the visible rect changes size, as chat and feed layouts
/// do: `contentOffsetAdjustment.y` is the change in height.
final class CompensatingFlow: CollectionViewLayout {
    private let base = FlowLayout(configuration: Fixtures.listFlow)
    private var bounds = Rect.zero

    func prepare(in context: LayoutContext) {
        bounds = context.bounds
        base.prepare(in: context)
    }

    var contentSize: Size { base.contentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }

    /// Never invalidates on a scroll; it only learns where the rect is.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        bounds = newBounds
        return false
    }

    func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> LayoutInvalidationContext {
        var context = LayoutInvalidationContext(isOffsetOnly: false, bounds: bounds,
                                                invalidatedItemIndexPaths: [originalAttributes.element.indexPath])
        if originalAttributes.frame.minY < bounds.minY {
            context.contentOffsetAdjustment.y = preferredAttributes.frame.height - originalAttributes.frame.height
        }
        return context
    }
}

extension Event.Payload {
    fileprivate func isCellRequest(for indexPath: IndexPath) -> Bool {
        if case .cellRequest(let item, _, _, _) = self { return item == indexPath }
        return false
    }
}
