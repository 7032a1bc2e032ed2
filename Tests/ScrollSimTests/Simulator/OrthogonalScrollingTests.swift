import ScrollSim
import ScrollSimTesting
import Testing

/// Orthogonal sections as scroll views of their own (`docs/simulator.md`,
/// "Orthogonal sections"): routing, each behaviour's rest, display events
/// for items scrolled in sideways, and a property test against brute force.
///
/// The feed (every number by hand): a 375 × 667 view; sections 0–2 are
/// carousels of 8 cards: a 30 pt header, then groups 280 × 150, 10 apart,
/// 20 in from each side; 20 pt between sections, so section s starts at
/// y 200·s, its header is y 200s…200s+30 and its band (the body) y
/// 200s+30…200s+180, x 0…375. A row is 20 + 8·280 + 7·10 + 20 = 2350 long:
/// a carousel's offset runs 0…2350 − 375 = 1975, group boundaries every
/// stride 290. Section 3 is a list of 20 rows of 80 from y 600.
@Suite("Orthogonal sections")
struct OrthogonalScrollingTests {
    static let viewport = Size(width: 375, height: 667)

    static func carousel(_ behavior: OrthogonalScrollingBehavior) -> CompositionalSection {
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .absolute(280), heightDimension: .absolute(150)), subitems: [.item(item)])
        let header = CompositionalBoundaryItem(
            elementKind: .header, layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            alignment: .top)
        return CompositionalSection(group: group, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(leading: 20, trailing: 20),
                                    boundarySupplementaryItems: [header], orthogonalScrollingBehavior: behavior)
    }

    static func feed(first: OrthogonalScrollingBehavior = .groupPaging) -> (CompositionalLayout, CollectionData) {
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = CompositionalGroup.vertical(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [.item(item)])
        let configuration = CompositionalLayoutConfiguration(
            sections: [carousel(first), carousel(.groupPaging), carousel(.groupPaging), CompositionalSection(group: row)],
            interSectionSpacing: 20)
        let data = CollectionData(sections: [8, 8, 8, 20].map { SectionData(items: .uniform(count: $0, size: Size(width: 0, height: 0))) })
        return (CompositionalLayout(configuration: configuration), data)
    }

    final class CountingDelegate: CollectionViewDelegate {
        var didScroll = 0
        var willBeginDragging = 0
        func scrollViewDidScroll(_ scrollView: Simulator) { didScroll += 1 }
        func scrollViewWillBeginDragging(_ scrollView: Simulator) { willBeginDragging += 1 }
    }

    static func run(
        first: OrthogonalScrollingBehavior = .groupPaging, delegate: CountingDelegate? = nil,
        _ body: (Simulator) throws -> Void
    ) throws -> (Simulator, [Event]) {
        let (layout, data) = feed(first: first)
        var events: [Event] = []
        let configuration = SimulatorConfiguration(viewport: viewport)
        let simulator = Simulator(configuration: configuration, layout: layout, data: data) { events.append($0) }
        simulator.delegate = delegate
        simulator.start()
        try body(simulator)
        return (simulator, events)
    }

    static let sideways = Step.fling(velocity: Point(x: 1500, y: 0), start: .section(0))

    @Test("a sideways flick in a groupPaging section changes only that section, rests on a group boundary, no didScroll")
    func groupPagingFlick() throws {
        let delegate = CountingDelegate()
        let (simulator, events) = try Self.run(delegate: delegate) { simulator in
            try simulator.perform(Self.sideways)
            try simulator.perform(.settle(maxSeconds: 10))
        }
        // 1500 pt/s > 300 pt/s: the next group in the direction of motion, 1 · 290.
        #expect(simulator.orthogonalOffset(inSection: 0) == Point(x: 290, y: 0))
        #expect(simulator.orthogonalOffset(inSection: 1) == .zero)
        #expect(simulator.contentOffset == .zero)
        #expect(delegate.didScroll == 0 && delegate.willBeginDragging == 0)
        #expect(!events.contains { $0.type == "didScroll" || $0.type == "willBeginDragging" })
        let sectionEvents = events.filter { $0.type.hasPrefix("section") }
        #expect(sectionEvents.allSatisfy { event in
            switch event.payload {
            case .sectionDidScroll(let section, _), .sectionWillBeginDragging(let section), .sectionWillEndDragging(let section, _, _),
                .sectionDidEndDragging(let section, _), .sectionWillBeginDecelerating(let section), .sectionDidEndDecelerating(let section):
                section == 0
            default: false
            }
        })
        #expect(sectionEvents.first?.type == "sectionWillBeginDragging")
        #expect(sectionEvents.last?.type == "sectionDidEndDecelerating")
        #expect(events.contains { $0.payload == .sectionWillEndDragging(section: 0, velocity: Point(x: 1500, y: 0), targetOffset: Point(x: 290, y: 0)) })
    }

    @Test("each behaviour's rest after a 1500 pt/s flick from 0", arguments: [
        // The release's own deceleration (normal rate 0.998/ms) would stop
        // at (1.5 − 0.01)/−ln 0.998 = 744.25 (744.33 on the pixel grid),
        // ahead of the offset 0: the next group boundary past it,
        // ⌈744.33/290 − 0.005⌉ = ⌈2.562⌉ = 3 → 3 · 290 = 870.
        (OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, 870.0),
        // Paging by the section's visible width, 375: the next page.
        (.paging, 375),
        // Native paging by the group stride: the next page, ⌊0/290⌋ + 1 = 1 → 290.
        (.groupPaging, 290),
        // Centred: the first group is centred at offset 0 (centring (335 − 280)/2 = 27.5 on both ends), the next at 290.
        (.groupPagingCentered, 290),
    ])
    func rest(behavior: OrthogonalScrollingBehavior, expected: Double) throws {
        let (simulator, events) = try Self.run(first: behavior) { simulator in
            try simulator.perform(Self.sideways)
            try simulator.perform(.settle(maxSeconds: 10))
        }
        #expect(simulator.orthogonalOffset(inSection: 0) == Point(x: expected, y: 0))
        #expect(simulator.contentOffset == .zero)
        #expect(events.last { $0.type.hasPrefix("section") }?.payload == .sectionDidEndDecelerating(section: 0))
    }

    @Test("group paging is native paging by the stride: a 9000 pt/s flick moves one group; a slow release goes back")
    func onePagePerFlick() throws {
        // UIKit pages the section's scroll view with the group stride as
        // its page: a release faster than 300 pt/s goes to the next page in
        // the direction of motion, ⌊0/290⌋ + 1 = 1 → 290, however fast.
        let flick = Step.fling(velocity: Point(x: 9000, y: 0), start: .section(0))
        let (one, _) = try Self.run { simulator in
            try simulator.perform(flick)
            try simulator.perform(.settle(maxSeconds: 10))
        }
        #expect(one.orthogonalOffset(inSection: 0) == Point(x: 290, y: 0))
        // A slow release (at most 300 pt/s) rests on the nearest boundary:
        // a 100 pt drag held still before lifting goes back to 0.
        let (slow, _) = try Self.run { simulator in
            try simulator.perform(.drag(translation: Point(x: -100, y: 0), duration: 0.5, release: .hold, start: .section(0)))
            try simulator.perform(.settle(maxSeconds: 10))
        }
        #expect(slow.orthogonalOffset(inSection: 0) == .zero)
    }

    @Test("continuous rests where its deceleration stops: (1.5 − 0.01) · 0.998/0.002 = 743.51, within half a pixel")
    func continuousRest() throws {
        let (simulator, _) = try Self.run(first: .continuous) { simulator in
            try simulator.perform(Self.sideways)
            try simulator.perform(.settle(maxSeconds: 10))
        }
        // Integrated per millisecond (docs/simulator.md, "Physics"): the
        // velocity is multiplied by 0.998 each ms and stops below 0.01 pt/ms,
        // so the flight is Σ v·0.998^k down to the stop ≈ (1.5 − 0.01)·0.998/0.002
        // = 743.51, shown on the 1/3-pt grid.
        let expected = 1.49 * 0.998 / 0.002
        #expect(abs(simulator.orthogonalOffset(inSection: 0).x - expected) <= 1.0 / 6)
        #expect(simulator.contentOffset == .zero)
    }

    @Test("none does not scroll: a sideways flick there goes to the collection view, which cannot scroll sideways")
    func noneDoesNotScroll() throws {
        let (simulator, events) = try Self.run(first: .none) { simulator in
            try simulator.perform(.fling(velocity: Point(x: 1500, y: 0), start: .point(Point(x: 187.5, y: 105))))
            try simulator.perform(.settle(maxSeconds: 10))
        }
        #expect(simulator.orthogonalOffsets.isEmpty)
        #expect(!events.contains { $0.type.hasPrefix("section") })
        #expect(events.contains { $0.type == "willBeginDragging" })
        // Aiming at it is an error: it is not an orthogonal section.
        #expect(throws: SimulationError.self) {
            _ = try Self.run(first: .none) { simulator in try simulator.perform(Self.sideways) }
        }
    }

    @Test("a vertical drag starting inside a carousel scrolls the feed; a mainly sideways one the carousel")
    func routing() throws {
        let (vertical, verticalEvents) = try Self.run { simulator in
            try simulator.perform(.drag(translation: Point(x: 10, y: -300), duration: 0.25, release: .hold, start: .section(0)))
        }
        // Held still before lifting: the feed rests where the finger left it, 300 down.
        #expect(vertical.contentOffset == Point(x: 0, y: 300))
        #expect(vertical.orthogonalOffsets.isEmpty)
        #expect(!verticalEvents.contains { $0.type.hasPrefix("section") })

        let (sideways, sidewaysEvents) = try Self.run { simulator in
            try simulator.perform(.drag(translation: Point(x: -100, y: -20), duration: 0.25, release: .hold, start: .section(1)))
        }
        // Only the section's axis follows the finger: 100 along x, the 20 down ignored.
        #expect(sideways.orthogonalOffset(inSection: 1) == Point(x: 100, y: 0))
        #expect(sideways.contentOffset == .zero)
        #expect(!sidewaysEvents.contains { $0.type == "didScroll" || $0.type == "willBeginDragging" })
    }

    @Test("touchDown, moveFinger, liftFinger: the first move decides the scroll view")
    func fingerAPI() throws {
        let (simulator, events) = try Self.run { simulator in
            try simulator.touchDown(at: Point(x: 187.5, y: 305))  // section 1's band: y 230…380
            #expect(simulator.isIdle == false)
            try simulator.moveFinger(by: Point(x: -60, y: 0), duration: 0.1)
            try simulator.advance(seconds: 0.1)
            try simulator.liftFinger()
            try simulator.runUntilIdle()
        }
        // Released at 600 pt/s from 60: the next group, 290.
        #expect(simulator.orthogonalOffset(inSection: 1) == Point(x: 290, y: 0))
        #expect(events.first { $0.type.hasPrefix("section") }?.payload == .sectionWillBeginDragging(section: 1))
        #expect(!events.contains { $0.type == "willBeginDragging" || $0.type == "didScroll" })
    }

    @Test("items scrolled in sideways are displayed, and those scrolled out end displaying")
    func displayEvents() throws {
        let (simulator, events) = try Self.run { simulator in
            try simulator.perform(Self.sideways)
            try simulator.perform(.settle(maxSeconds: 10))
            try simulator.perform(Self.sideways)
            try simulator.perform(.settle(maxSeconds: 10))
        }
        #expect(simulator.orthogonalOffset(inSection: 0) == Point(x: 580, y: 0))
        // Card 2 (x 600…880) shows at 600 − 290 = 310 after the first flick;
        // card 0 (x 20…300) leaves at 580 (20 − 580 = −560 … −280).
        #expect(events.contains { if case .willDisplay(let shown) = $0.payload { shown.element == .cell(2, section: 0) } else { false } })
        #expect(events.contains { if case .didEndDisplaying(let shown) = $0.payload { shown.element == .cell(0, section: 0) } else { false } })
        #expect(simulator.displayed.first { $0.element == .cell(2, section: 0) }?.frame == Rect(x: 20, y: 30, width: 280, height: 150))
        // The header does not scroll with the carousel.
        #expect(simulator.displayed.first { $0.element == .supplementary(.header, section: 0) }?.frame.minX == 20)
    }

    // MARK: - Property

    /// The displayed set by brute force: every element at its natural
    /// frame, a carousel's cells moved back by its offset and kept inside
    /// its band across (x 0…375), then those intersecting the visible rect.
    static func oracle(_ simulator: Simulator, _ layout: CompositionalLayout) -> [DisplayedElement] {
        layout.layoutAttributesForAllElements().compactMap { attributes in
            var frame = attributes.frame
            if attributes.element.kind == .cell && attributes.element.section < 3 {
                frame.origin.x -= simulator.orthogonalOffset(inSection: attributes.element.section).x
                guard frame.maxX > 0 && frame.minX < 375 else { return nil }
            }
            return frame.intersects(simulator.visibleRect) ? DisplayedElement(element: attributes.element, frame: frame) : nil
        }
    }

    @Test("random gestures: offsets in range at rest, the feed unmoved by sideways ones, displayed = brute force", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func property(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (layout, data) = Self.feed()
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Self.viewport), layout: layout, data: data) { _ in }
        simulator.start()
        for _ in 0..<25 {
            let start = Point(x: Double.random(in: 0..<375, using: &rng), y: Double.random(in: 0..<667, using: &rng))
            let motion = Point(x: Double.random(in: -4000...4000, using: &rng), y: Double.random(in: -4000...4000, using: &rng))
            // The oracle's routing: a touch in a carousel's band (content y 200s+30 … 200s+180, s < 3) moving mainly sideways.
            let y = start.y + simulator.contentOffset.y
            let inCarousel = (0..<3).contains { y >= 200 * Double($0) + 30 && y < 200 * Double($0) + 180 }
            let isSideways = inCarousel && abs(motion.x) > abs(motion.y)
            let before = simulator.contentOffset
            if Bool.random(using: &rng) {
                try simulator.perform(.fling(velocity: motion, start: .point(start)))
            } else {
                // The finger moves opposite to the content.
                try simulator.perform(.drag(translation: Point(x: -motion.x / 10, y: -motion.y / 10), duration: 0.1,
                                            release: .natural, start: .point(start)))
            }
            try simulator.advance(ticks: Int.random(in: 0..<20, using: &rng))
            #expect(simulator.displayed == Self.oracle(simulator, layout), "mid-motion, seed \(seed)")
            try simulator.runUntilIdle(maxSeconds: 30)
            #expect(simulator.displayed == Self.oracle(simulator, layout), "at rest, seed \(seed)")
            if isSideways { #expect(simulator.contentOffset == before, "a sideways gesture moved the feed, seed \(seed)") }
            for (section, offset) in simulator.orthogonalOffsets {
                #expect(offset.y == 0 && offset.x >= 0 && offset.x <= 1975, "section \(section) rests at \(offset), seed \(seed)")
            }
        }
    }
}
