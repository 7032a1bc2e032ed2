import ScrollSim

/// Makes random steps for the state a simulator is in: only steps that can
/// run there (items that exist, capabilities the layout has), drawn from
/// the scenario's exploration space, with numbers on a pixel grid.
struct StepGenerator {
    private var random: SplitMix64
    private var remaining: Int
    private let space: ExplorationSpace
    private let scenario: Scenario
    /// Index paths and offsets the scenario's patterns name: steps that go
    /// straight there are drawn now and then, so that a pattern deep in a
    /// long feed is reached without luck.
    private let hints: Hints
    /// The kind of the last step made, for coverage.
    private(set) var lastKind = ""

    struct Hints {
        /// Items named with their section, or without one (any section
        /// that has the item then).
        var items: [(section: Int?, item: Int)] = []
        var sections: [Int] = []
        var offsets: [Point] = []
    }

    /// Creates the generator of run `run` of a search seeded with `seed`.
    init(scenario: Scenario, seed: UInt64, run: Int, steps: Int) {
        // A run's stream depends only on the seed and the run's number.
        var mixer = SplitMix64(seed: seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
        _ = mixer.next()
        random = mixer
        self.scenario = scenario
        space = scenario.exploration
        hints = Self.hints(in: scenario.forbid + scenario.expect)
        remaining = 0
        remaining = 1 + integer(below: max(1, steps))
    }

    // MARK: - Randomness (explicit, so results never depend on the standard library's algorithms)

    private mutating func unit() -> Double { Double(random.next() >> 11) * 0x1p-53 }

    private mutating func integer(below bound: Int) -> Int {
        bound <= 1 ? 0 : Int(random.next() % UInt64(bound))
    }

    private mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// Roughly log-uniform in `low...high`: doublings from `low`, each
    /// taken with probability 3/4, then a uniform factor within the octave,
    /// so short and long gestures are both common.
    private mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        var value = low
        while value * 2 <= high && chance(0.75) { value *= 2 }
        return min(high, value * (1 + unit()))
    }

    private mutating func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[integer(below: values.count)]
    }

    /// A whole number of points: generated numbers start round.
    private func whole(_ value: Double) -> Double { value.rounded() }

    // MARK: - Steps

    private static let weights: [(String, Int)] = [
        ("drag", 20), ("fling", 12), ("hold", 5), ("wait", 8), ("settle", 8), ("swipePage", 5), ("scrollTo", 10),
        ("scrollToItem", 10), ("scrollToTop", 3), ("insertItems", 4), ("deleteItems", 4), ("reloadData", 2),
        ("setViewport", 4), ("setContentInset", 3), ("switchLayout", 3),
    ]

    /// The next step, or `nil` when the run has made its steps.
    mutating func next(for simulator: Simulator) -> Step? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        if !(hints.items.isEmpty && hints.offsets.isEmpty && hints.sections.isEmpty), chance(0.2),
           let step = hinted(simulator)
        {
            return step
        }
        let allowed = space.steps.map(Set.init)
        let kinds = Self.weights.filter { allowed?.contains($0.0) ?? true }
        for _ in 0..<20 {
            let total = kinds.reduce(0) { $0 + $1.1 }
            guard total > 0 else { return nil }
            var draw = integer(below: total)
            var kind = kinds[0].0
            for (name, weight) in kinds {
                if draw < weight { kind = name; break }
                draw -= weight
            }
            if let step = make(kind, simulator) {
                lastKind = kind
                return step
            }
        }
        lastKind = "wait"
        return .wait(seconds: 0.1)
    }

    private mutating func hinted(_ simulator: Simulator) -> Step? {
        let data = simulator.data
        switch integer(below: 3) {
        case 0:
            guard let named = pick(hints.items) else { return nil }
            let sections = named.section.map { [$0] }
                ?? data.sections.indices.filter { named.item < data.numberOfItems(inSection: $0) }
            guard let section = pick(sections), data.sections.indices.contains(section),
                  (0..<data.numberOfItems(inSection: section)).contains(named.item) else { return nil }
            lastKind = "scrollToItem"
            return .scrollToItem(IndexPath(item: named.item, section: section), position: pick(positions(simulator)) ?? .top,
                                 animated: chance(0.5))
        case 1:
            guard let section = pick(hints.sections), data.sections.indices.contains(section) else { return nil }
            let count = data.numberOfItems(inSection: section)
            guard count > 0 else { return nil }
            lastKind = "scrollToItem"
            return .scrollToItem(IndexPath(item: integer(below: count), section: section),
                                 position: pick(positions(simulator)) ?? .top, animated: chance(0.5))
        default:
            guard let offset = pick(hints.offsets) else { return nil }
            lastKind = "scrollTo"
            return .scrollTo(x: offset.x.isFinite ? offset.x : nil, y: offset.y.isFinite ? offset.y : nil, animated: chance(0.5))
        }
    }

    private func isHorizontal(_ simulator: Simulator) -> Bool {
        let range = simulator.scrollableRange
        let spanX = range.x.upperBound - range.x.lowerBound, spanY = range.y.upperBound - range.y.lowerBound
        return spanX > spanY
    }

    private func positions(_ simulator: Simulator) -> [Step.ScrollPosition] {
        isHorizontal(simulator) ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
    }

    private mutating func along(_ simulator: Simulator, _ amount: Double) -> Point {
        isHorizontal(simulator) ? Point(x: amount, y: 0) : Point(x: 0, y: amount)
    }

    private mutating func make(_ kind: String, _ simulator: Simulator) -> Step? {
        let viewport = simulator.configuration.viewport
        let data = simulator.data
        switch kind {
        case "drag":
            let length = isHorizontal(simulator) ? viewport.width : viewport.height
            let distance = whole(logUniform(2, 2 * length)) * (chance(0.5) ? 1 : -1)
            let duration = (logUniform(1, 60).rounded() / 60 * 1000).rounded() / 1000
            return .drag(translation: along(simulator, distance), duration: duration, release: chance(0.25) ? .hold : .natural)
        case "fling":
            let speed = whole(logUniform(30, 8000)) * (chance(0.5) ? 1 : -1)
            return .fling(velocity: along(simulator, speed))
        case "hold":
            let duration = (logUniform(3, 20).rounded() / 60 * 1000).rounded() / 1000
            return .drag(translation: .zero, duration: duration, release: .hold)
        case "wait":
            return .wait(seconds: (logUniform(3, 90).rounded() / 60 * 1000).rounded() / 1000)
        case "settle":
            return .settle(maxSeconds: 60)
        case "swipePage":
            guard simulator.layout is any PagingOffsetLayout else { return nil }
            return .swipePage(direction: chance(0.5) ? .left : .right, duration: 0.3)
        case "scrollTo":
            let range = simulator.scrollableRange
            if isHorizontal(simulator) {
                return .scrollTo(x: whole(range.x.lowerBound + unit() * (range.x.upperBound - range.x.lowerBound)), y: nil, animated: chance(0.5))
            }
            return .scrollTo(x: nil, y: whole(range.y.lowerBound + unit() * (range.y.upperBound - range.y.lowerBound)), animated: chance(0.5))
        case "scrollToItem":
            guard let path = randomItem(data) else { return nil }
            return .scrollToItem(path, position: pick(positions(simulator)) ?? .top, animated: chance(0.5))
        case "scrollToTop":
            return .scrollToTop
        case "insertItems":
            guard !data.sections.isEmpty else { return nil }
            let section = integer(below: data.numberOfSections)
            let count = data.numberOfItems(inSection: section)
            var pool = space.items
            if pool.isEmpty {
                guard let source = randomItem(data) else { return nil }
                pool = [data.sections[source.section].items[source.item]]
            }
            let items = (0..<(1 + integer(below: 3))).compactMap { _ in pick(pool) }
            return .insertItems(section: section, at: integer(below: count + 1), items: items)
        case "deleteItems":
            guard let path = randomItem(data) else { return nil }
            let count = data.numberOfItems(inSection: path.section)
            var doomed = Set([path.item])
            for _ in 0..<integer(below: 3) { doomed.insert(integer(below: count)) }
            return .deleteItems(section: path.section, items: doomed.sorted())
        case "reloadData":
            return .reloadData(nil)
        case "setViewport":
            let sizes = space.viewports.isEmpty
                ? [scenario.viewport, Size(width: scenario.viewport.height, height: scenario.viewport.width)]
                : space.viewports
            let others = sizes.filter { $0 != viewport }
            guard let size = pick(others) else { return nil }
            return .setViewport(size)
        case "setContentInset":
            var base = scenario.contentInset
            var insets = space.contentInsets
            if insets.isEmpty {
                insets = [base]
                base.top += 100
                insets.append(base)
            }
            let others = insets.filter { $0 != simulator.configuration.contentInset }
            guard let inset = pick(others) else { return nil }
            return .setContentInset(inset)
        case "switchLayout":
            guard let layout = pick(space.layouts) else { return nil }
            return .switchLayout(layout, animated: chance(0.5))
        default:
            return nil
        }
    }

    /// A uniformly random existing item, or `nil` when there is none.
    private mutating func randomItem(_ data: CollectionData) -> IndexPath? {
        let total = data.totalItemCount
        guard total > 0 else { return nil }
        var index = integer(below: total)
        for (section, content) in data.sections.enumerated() {
            if index < content.items.count { return IndexPath(item: index, section: section) }
            index -= content.items.count
        }
        return nil
    }

    // MARK: - Hints

    /// The index paths, sections and offsets `patterns` name.
    private static func hints(in patterns: [FieldValue]) -> Hints {
        var hints = Hints()
        for pattern in patterns {
            if let element = pattern["element"] {
                let section = element["section"]?.number.map { Int($0) }
                let item = element["item"]?.number.map { Int($0) }
                let kind = element["kind"].flatMap { value -> String? in
                    if case .string(let kind) = value { return kind }
                    return nil
                }
                if let item, kind == nil || kind == "cell" {
                    hints.items.append((section, item))
                } else if let section {
                    hints.sections.append(section)
                }
            }
            if let section = pattern["section"]?.number { hints.sections.append(Int(section)) }
            for key in ["offset", "targetOffset"] {
                if let offset = pattern[key] {
                    let x = offset["x"]?.number ?? .nan, y = offset["y"]?.number ?? .nan
                    if x.isFinite || y.isFinite { hints.offsets.append(Point(x: x, y: y)) }
                }
            }
        }
        return hints
    }
}
