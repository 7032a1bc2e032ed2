import ScrollSim
import ScrollSimJSON
import Testing

/// The encoder explore writes its files with, against the decoder as an
/// oracle: random scenarios (self-sizing items, ids, reuse identifiers,
/// extras, section overrides, every step kind) encode to text that decodes
/// to the same scenario. A field the encoder drops (as `estimated` of an
/// inserted item once was) makes the decoded scenario differ.
@Suite struct ScenarioRoundTripPropertyTests {
    /// Random scenarios built with a seeded generator: every number is a
    /// multiple of 0.5 inside the format's ranges, and every step is valid
    /// against the data as the earlier steps leave it (the decoder checks).
    struct RandomScenario {
        var random: SplitMix64
        var nextID = 0

        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        mutating func bool() -> Bool { Bool.random(using: &random) }
        mutating func half(_ range: ClosedRange<Int>) -> Double { Double(int((range.lowerBound * 2)...(range.upperBound * 2))) / 2 }
        mutating func maybe<T>(_ make: (inout Self) -> T) -> T? { bool() ? make(&self) : nil }
        mutating func size() -> Size { Size(width: half(1...400), height: half(1...300)) }

        mutating func identifier(_ prefix: String) -> String {
            nextID += 1
            return "\(prefix)\(nextID)"
        }

        /// An item with any mix of its attributes; `identified` items all
        /// have an id (as an `apply` snapshot needs).
        mutating func item(identified: Bool) -> ItemSpec {
            var item = ItemSpec()
            if bool() { item.width = half(1...400) }
            if bool() { item.height = half(1...300) }
            if bool() { item.estimatedSize = size() }
            if bool() { item.text = ["tag", "a longer tag", "ü \"quoted\""][int(0...2)] }
            if int(0...3) == 0 { item.extras = ["badge": .int(int(0...9)), "title": .string("t")] }
            if identified || int(0...2) == 0 { item.id = identifier("i") }
            if bool() { item.reuseIdentifier = ["photo", "text", "ad"][int(0...2)] }
            return item
        }

        mutating func items(identified: Bool) -> ItemList {
            let count = int(0...6)
            switch identified ? 0 : int(0...2) {
            case 0: return .explicit((0..<count).map { _ in item(identified: identified) })
            case 1: return .uniform(count: count, size: size())
            default: return .cycled(count: count, width: maybe { $0.half(1...400) }, heights: (0..<int(1...3)).map { _ in half(1...300) })
            }
        }

        mutating func section(identified: Bool) -> SectionData {
            var section = SectionData(items: items(identified: identified))
            if identified || bool() { section.id = identifier("s") }
            section.header = maybe { SupplementarySize(width: $0.maybe { $0.half(1...400) }, height: $0.half(0...80)) }
            section.footer = maybe { SupplementarySize(width: $0.maybe { $0.half(1...400) }, height: $0.maybe { $0.half(0...80) }) }
            section.overrides = SectionOverrides(
                sectionInset: maybe { EdgeInsets(top: $0.half(0...20), left: $0.half(0...20), bottom: $0.half(0...20), right: $0.half(0...20)) },
                minimumLineSpacing: maybe { $0.half(0...20) }, minimumInteritemSpacing: maybe { $0.half(0...20) },
                columns: maybe { $0.int(1...4) }, mode: maybe { $0.bool() ? "flow" : "waterfall" },
                columnSpacing: maybe { $0.half(0...20) }, itemSpacing: maybe { $0.half(0...20) })
            return section
        }

        mutating func data(identified: Bool) -> CollectionData {
            CollectionData(sections: (0..<int(1...3)).map { _ in section(identified: identified) })
        }

        mutating func point(_ range: ClosedRange<Int>) -> Point { Point(x: half(range), y: half(range)) }

        mutating func start() -> Step.GestureStart? {
            switch int(0...2) {
            case 0: nil
            case 1: .point(point(0...300))
            default: .section(int(0...2))
            }
        }

        /// A flex layout with sticky headers and a paging section, so that
        /// every step kind is allowed on it.
        mutating func layout() -> LayoutConfiguration {
            var flex = FlexLayoutConfiguration(itemSize: size(), pagingSection: int(0...2))
            flex.minimumLineSpacing = half(0...10)
            flex.stickyHeaders = Set((0..<int(0...2)).map { _ in int(0...2) })
            flex.stackedStickyHeaders = bool()
            return .flex(flex)
        }

        /// A step of `kind`, valid against `counts` (items per section),
        /// which it updates.
        mutating func step(_ kind: Step.Name, counts: inout [Int]) -> Step {
            switch kind {
            case .drag: return .drag(translation: point(-500...500), duration: half(0...2), release: bool() ? .natural : .hold, start: start())
            case .fling: return .fling(velocity: point(-3000...3000), start: start())
            case .scrollTo: return .scrollTo(x: maybe { $0.half(0...1000) }, y: maybe { $0.half(0...5000) }, animated: bool())
            case .scrollToItem:
                guard let section = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &random) else { return .scrollToTop }
                let positions = Step.ScrollPosition.allCases
                return .scrollToItem(IndexPath(item: int(0...(counts[section] - 1)), section: section),
                                     position: positions[int(0...(positions.count - 1))], animated: bool())
            case .scrollToTop: return .scrollToTop
            case .wait: return .wait(seconds: half(0...4))
            case .settle: return .settle(maxSeconds: bool() ? 60 : half(1...20))
            case .swipePage: return .swipePage(direction: bool() ? .left : .right, duration: bool() ? 0.3 : half(0...2))
            case .setPagingOffset: return .setPagingOffset(point(-400...400), animated: bool())
            case .setStickyHeaders:
                let all = Array(counts.indices)
                let add = all.filter { _ in bool() }, remove = all.filter { _ in bool() }
                return .setStickyHeaders(add: add, remove: remove, removeAll: add.isEmpty && remove.isEmpty ? true : bool())
            case .setStackedStickyHeaders: return .setStackedStickyHeaders(bool())
            case .setViewport: return .setViewport(Size(width: half(100...800), height: half(100...900)))
            case .setContentInset: return .setContentInset(EdgeInsets(top: half(0...100), left: half(0...20), bottom: half(0...100), right: half(0...20)))
            case .insertItems:
                let section = int(0...(counts.count - 1))
                // Sometimes equal items, which the encoder may write in the
                // step's `count` form when nothing but a size tells them apart.
                let one = item(identified: false)
                let items = bool() ? Array(repeating: one, count: int(1...3)) : (0..<int(1...3)).map { _ in item(identified: false) }
                let at = int(0...counts[section])
                counts[section] += items.count
                return .insertItems(section: section, at: at, items: items)
            case .deleteItems:
                guard let section = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &random) else { return .scrollToTop }
                let items = Array(Set((0..<int(1...2)).map { _ in int(0...(counts[section] - 1)) })).sorted()
                counts[section] -= items.count
                return .deleteItems(section: section, items: items)
            case .insertSections:
                let sections = (0..<int(1...2)).map { _ in section(identified: false) }
                let at = int(0...counts.count)
                counts.insert(contentsOf: sections.map(\.items.count), at: at)
                return .insertSections(at: at, sections: sections)
            case .deleteSections:
                // Keeps three sections, so that section indices named by
                // gestures and sticky headers stay valid.
                guard counts.count > 3 else { return .scrollToTop }
                let doomed = counts.count - 1
                counts.removeLast()
                return .deleteSections([doomed])
            case .reloadData:
                guard bool() else { return .reloadData(nil) }
                var data = data(identified: false)
                while data.sections.count < 3 { data.sections.append(section(identified: false)) }
                counts = data.sections.map(\.items.count)
                return .reloadData(data)
            case .switchLayout: return .switchLayout(layout(), animated: bool())
            case .apply:
                var data = data(identified: true)
                while data.sections.count < 3 { data.sections.append(section(identified: true)) }
                counts = data.sections.map(\.items.count)
                let sectionIDs = data.sections.compactMap(\.id)
                let itemIDs = data.sections.flatMap { section in (0..<section.items.count).compactMap { section.items[$0].id } }
                return .apply(DiffableSnapshot(
                    data: data,
                    reloadedSectionIdentifiers: sectionIDs.filter { _ in bool() },
                    reloadedItemIdentifiers: itemIDs.filter { _ in int(0...3) == 0 },
                    reconfiguredItemIdentifiers: itemIDs.filter { _ in int(0...3) == 0 }))
            }
        }

        mutating func scenario() -> Scenario {
            var data = data(identified: false)
            while data.sections.count < 3 { data.sections.append(section(identified: false)) }
            var scenario = Scenario(name: "random-\(int(0...999))", viewport: Size(width: half(100...800), height: half(100...900)),
                                    layout: layout(), data: data)
            if bool() { scenario.description = "a random scenario" }
            if bool() { scenario.contentInset = EdgeInsets(top: half(0...50), left: 0, bottom: half(0...50), right: 0) }
            if bool() { scenario.screenScale = Double(int(1...3)) }
            if bool() { scenario.frameRate = [30, 60, 120][int(0...2)] }
            scenario.scrollView = ScrollViewConfiguration(
                pagingEnabled: bool(), bounces: bool(), decelerationRate: bool() ? .normal : .fast,
                repeatedFlickAcceleration: bool(), scrollsToTop: bool())
            if bool() { scenario.scrollView.isPrefetchingEnabled = false }
            if bool() { scenario.scrollView.cellPreparationDistance = half(0...10) }
            scenario.log = LogOptions(didScroll: bool(), visible: [.changes, .everyTick, .off][int(0...2)], layout: bool(), cells: bool())
            var counts = data.sections.map(\.items.count)
            let kinds = Step.Name.allCases
            scenario.steps = (0..<int(1...12)).map { _ in step(kinds[int(0...(kinds.count - 1))], counts: &counts) }
            if bool() { scenario.invariants = [.displayedAtMostOnce, .layoutConformance].filter { _ in bool() } }
            if bool() { scenario.forbid = [["type": "willDisplay", "element": ["item": .int(int(0...9))]]] }
            return scenario
        }
    }

    @Test(arguments: 0..<300 as Range<UInt64>)
    func aRandomScenarioRoundTrips(seed: UInt64) throws {
        var random = RandomScenario(seed: seed)
        let scenario = random.scenario()
        let text = ScenarioEncoder.text(scenario)
        let decoded = try ScenarioDecoder.decode(text)
        #expect(decoded == scenario, "seed \(seed):\n\(text)")
        #expect(ScenarioEncoder.text(decoded) == text)
    }

    /// The trial's defect: explore inserted copies of the collection's
    /// self-sizing items, and the written step lost their estimate.
    @Test func insertedCopiesOfASelfSizingItemKeepTheirEstimate() throws {
        let estimated = ItemSpec(width: 375, height: 150, estimatedSize: Size(width: 375, height: 100))
        var scenario = Scenario(name: "feed", viewport: Size(width: 375, height: 667),
                                layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100))),
                                data: CollectionData(sections: [SectionData(items: .explicit([estimated, estimated]))]))
        scenario.steps = [.insertItems(section: 0, at: 1, items: [estimated, estimated])]
        let decoded = try ScenarioDecoder.decode(ScenarioEncoder.text(scenario))
        guard case .insertItems(_, _, let items)? = decoded.steps.first else {
            Issue.record("expected an insertItems step")
            return
        }
        #expect(items.map(\.estimatedSize) == [Size(width: 375, height: 100), Size(width: 375, height: 100)])
    }
}
