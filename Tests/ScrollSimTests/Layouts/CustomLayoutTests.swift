import ScrollSim
import Testing

/// A layout a user might write against the public protocol: a plain list
/// of full-width rows of one height. Only the required members are
/// implemented; everything else comes from the protocol's defaults.
final class ListLayout: CollectionViewLayout {
    let rowHeight: Double
    private var width = 0.0
    private var counts: [Int] = []
    private var firstRow: [Int] = []  // rows before each section

    init(rowHeight: Double) { self.rowHeight = rowHeight }

    func prepare(in context: LayoutContext) {
        width = context.bounds.width
        counts = context.data.sections.map(\.items.count)
        firstRow = counts.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
    }

    var contentSize: Size { Size(width: width, height: Double(firstRow.last ?? 0) * rowHeight) }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let total = firstRow.last ?? 0
        guard total > 0, rect.maxY > 0 else { return [] }
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(total - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
        guard first <= last else { return [] }
        return (first...last).compactMap { row in
            let section = (firstRow.lastIndex { $0 <= row } ?? 0)
            return layoutAttributesForItem(at: IndexPath(item: row - firstRow[section], section: section))
        }.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        let row = firstRow[indexPath.section] + indexPath.item
        return LayoutAttributes(element: ElementID(kind: .cell, indexPath: indexPath),
                                frame: Rect(x: 0, y: Double(row) * rowHeight, width: width, height: rowHeight))
    }
}

@Suite("A user's own layout")
struct CustomLayoutTests {
    @Test("runs in the simulator through the public protocol")
    func customLayoutInSimulator() throws {
        // 2 sections of 10 rows, 100 high, in a 375×300 viewport: rows 0…2 show
        // at offset 0; after scrolling to 250, rows 2…5 (250…550) do.
        var events: [Event] = []
        let data = CollectionData(sections: [
            SectionData(items: .uniform(count: 10, size: .zero)), SectionData(items: .uniform(count: 10, size: .zero)),
        ])
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 300)),
                                  layout: ListLayout(rowHeight: 100), data: data) { events.append($0) }
        simulator.start()
        #expect(simulator.displayed.map(\.element) == [.cell(0, section: 0), .cell(1, section: 0), .cell(2, section: 0)])
        try simulator.perform(.scrollTo(x: nil, y: 250, animated: false))
        #expect(simulator.displayed.map(\.element) == (2...5).map { .cell($0, section: 0) })
        try simulator.perform(.scrollTo(x: nil, y: 950, animated: false))
        // 950…1250: row 9 of section 0 and rows 0…2 of section 1.
        #expect(simulator.displayed.map(\.element) == [.cell(9, section: 0)] + (0...2).map { .cell($0, section: 1) })
        #expect(events.contains { $0.type == "willDisplay" })
        // The defaults: no invalidation on scroll, the proposed offset kept, all elements from the query.
        let layout = ListLayout(rowHeight: 100)
        layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 375, height: 300), data: data))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 10, width: 375, height: 300)))
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 7), withScrollingVelocity: .zero) == Point(x: 0, y: 7))
        #expect(layout.layoutAttributesForAllElements().count == 20)
    }
}
