import ScrollSim
import ScrollSimTesting

/// The public `SimulationRecorder` with the defaults these tests use: a
/// 375×600 view over a list of 100 rows of 100 pt.
final class Recorder {
    private let recorder: SimulationRecorder
    var events: [Event] { recorder.events }
    var simulator: Simulator { recorder.simulator }

    init(
        viewport: Size = Size(width: 375, height: 600),
        frameRate: Double = 60,
        scrollView: ScrollViewConfiguration = ScrollViewConfiguration(),
        log: LogOptions = LogOptions(),
        layout: any CollectionViewLayout = FlowLayout(configuration: Fixtures.listFlow),
        data: CollectionData = Fixtures.list(count: 100)
    ) {
        recorder = SimulationRecorder(
            configuration: SimulatorConfiguration(viewport: viewport, frameRate: frameRate, scrollView: scrollView, log: log),
            layout: layout, data: data)
    }

    /// Performs `steps` and returns the events they emitted.
    @discardableResult
    func run(_ steps: Step...) throws(SimulationError) -> [Event] {
        try recorder.run(steps)
    }

    /// The scroll-view callbacks among `events` (no display events).
    static func callbacks(_ events: [Event]) -> [String] {
        events.map(\.type).filter { Fixtures.callbackTypes.contains($0) }
    }
}

enum Fixtures {
    static let callbackTypes: Set<String> = [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating", "didEndScrollingAnimation",
    ]

    /// A flow layout of full-width 375×100 rows with no spacing: item i of
    /// section 0 has the frame (0, 100·i, 375, 100).
    static let listFlow = FlowLayoutConfiguration(
        itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0)

    /// One section of `count` 375×100 items.
    static func list(count: Int) -> CollectionData {
        CollectionData(sections: [SectionData(items: .uniform(count: count, size: Size(width: 375, height: 100)))])
    }

    static func drag(y: Double, duration: Double, release: Step.Release = .natural) -> Step {
        .drag(translation: Point(x: 0, y: y), duration: duration, release: release)
    }

    static func fling(y: Double) -> Step { .fling(velocity: Point(x: 0, y: y)) }
}

extension Event {
    /// The offset of a `didScroll`, or `nil`.
    var scrollOffset: Point? {
        if case .didScroll(let offset) = payload { return offset }
        return nil
    }
}

/// A test-only vertical list layout with sticky headers (the sticky-header rules of `docs/layouts.md`) and a
/// paging offset (`docs/layouts.md`, "`flex`"), written straight from the docs with
/// linear scans: each section is a full-width header of `headerHeight`
/// followed by its items, one per row (height from the item, default 100).
final class StickyListLayout: StickyHeaderConfigurable, PagingOffsetLayout {
    var stickySections: Set<Int>
    var stackedStickyHeaders: Bool
    var pagingOffset: Point = .zero
    var pagingSection: Int
    let headerHeight: Double
    private(set) var prepareCount = 0

    private var width = 0.0
    private var top = 0.0
    private var headers: [Rect] = []
    private var items: [[Rect]] = []
    private(set) var contentSize: Size = .zero

    init(stickySections: Set<Int>, stacked: Bool = false, headerHeight: Double = 50, pagingSection: Int = .max) {
        self.stickySections = stickySections
        self.stackedStickyHeaders = stacked
        self.headerHeight = headerHeight
        self.pagingSection = pagingSection
    }

    func prepare(in context: LayoutContext) {
        prepareCount += 1
        width = context.bounds.width
        top = context.bounds.minY + context.contentInset.top
        headers = []
        items = []
        var y = 0.0
        for section in context.data.sections {
            headers.append(Rect(x: 0, y: y, width: width, height: headerHeight))
            y += headerHeight
            var frames: [Rect] = []
            for item in section.items.specs {
                let height = item.height ?? 100
                frames.append(Rect(x: 0, y: y, width: width, height: height))
                y += height
            }
            items.append(frames)
        }
        contentSize = Size(width: width, height: y)
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        LayoutInvalidationContext(isOffsetOnly: true, bounds: newBounds)
    }

    func invalidateLayout(with context: LayoutInvalidationContext) {
        top = context.bounds.minY
    }

    /// the sticky-header rules of `docs/layouts.md`, literally.
    var pinnedHeaders: [PinnedHeader] {
        var result: [PinnedHeader] = []
        var stackHeight = 0.0
        for section in headers.indices.sorted() where stickySections.contains(section) {
            let natural = headers[section]
            let y: Double
            if stackedStickyHeaders {
                y = max(natural.minY, top + stackHeight)
            } else {
                guard let last = items[section].last else { continue }
                y = min(max(top, natural.minY), last.maxY - natural.height)
            }
            guard y > natural.minY else { continue }
            stackHeight += natural.height
            var frame = natural
            frame.origin.y = y
            result.append(PinnedHeader(section: section, originalPoint: natural.origin, frame: shifted(frame, section)))
        }
        return result
    }

    private func shifted(_ frame: Rect, _ section: Int) -> Rect {
        section >= pagingSection ? frame.offsetBy(dx: pagingOffset.x, dy: pagingOffset.y) : frame
    }

    private var all: [LayoutAttributes] {
        let pinned = Dictionary(uniqueKeysWithValues: pinnedHeaders.map { ($0.section, $0.frame) })
        var result: [LayoutAttributes] = []
        for section in headers.indices {
            result.append(LayoutAttributes(element: .supplementary(.header, section: section),
                                           frame: pinned[section] ?? shifted(headers[section], section)))
            for (item, frame) in items[section].enumerated() {
                result.append(LayoutAttributes(element: .cell(item, section: section), frame: shifted(frame, section)))
            }
        }
        return result
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        all.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        all.first { $0.element == .cell(indexPath.item, section: indexPath.section) }
    }
}

/// A test-only horizontal row: `count` items of 100×`height` side by side,
/// item i at x = 100·i.
final class RowLayout: CollectionViewLayout {
    let count: Int
    let height: Double
    init(count: Int, height: Double = 600) {
        self.count = count
        self.height = height
    }

    func prepare(in context: LayoutContext) {}
    var contentSize: Size { Size(width: Double(count) * 100, height: height) }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(element: .cell(indexPath.item, section: 0),
                                frame: Rect(x: Double(indexPath.item) * 100, y: 0, width: 100, height: height))
    }
}

/// A layout that snaps every proposed target to a multiple of 100 (like a
/// row-snapping `targetContentOffset` override).
final class SnappingFlowLayout: CollectionViewLayout {
    let base = FlowLayout(configuration: Fixtures.listFlow)
    func prepare(in context: LayoutContext) { base.prepare(in: context) }
    var contentSize: Size { base.contentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        Point(x: proposed.x, y: (proposed.y / 100).rounded() * 100)
    }
}
