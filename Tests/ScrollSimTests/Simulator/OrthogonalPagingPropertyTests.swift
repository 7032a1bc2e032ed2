import ScrollSim
import Testing

/// Group-paging carousels never stick (`docs/simulator.md`, "Orthogonal
/// sections"): a section pages natively by its group stride, and the page
/// a flick starts from is read from the exact offset, never the
/// pixel-rounded one. A stride off the ⅓-pt grid (348.75: groups
/// `fractionalWidth(0.93)` on a 375-pt screen) used to rest at 348.667
/// and compute ⌊348.667/348.75⌋ = 0 on every later flick.
///
/// The oracle: a row of n groups of stride s (spacing g between groups, no
/// insets: the row is n·s − g long) on a 375-pt view rests only on
/// `P = {min(k·s, max)}`, max = n·s − g − 375; a
/// flick faster than 300 pt/s from `P[j]` goes to `P[j+1]` forwards,
/// `P[j−1]` backwards, or stays at an end.
@Suite("Orthogonal paging never sticks")
struct OrthogonalPagingPropertyTests {
    static func run(stride: Double, spacing: Double, count: Int, behavior: OrthogonalScrollingBehavior = .groupPaging)
        -> Simulator
    {
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .absolute(stride - spacing), heightDimension: .absolute(150)),
            subitems: [.item(item)])
        let section = CompositionalSection(group: group, interGroupSpacing: spacing, orthogonalScrollingBehavior: behavior)
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(sections: [section]))
        let data = CollectionData(sections: [SectionData(items: .uniform(count: count, size: Size(width: 0, height: 0)))])
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 667)),
                                  layout: layout, data: data) { _ in }
        simulator.start()
        return simulator
    }

    /// The resting places of the oracle, ascending.
    static func restingPlaces(stride: Double, spacing: Double, count: Int) -> [Double] {
        let maxOffset = max(0, Double(count) * stride - spacing - 375)
        var places: [Double] = []
        for k in 0...count where places.last.map({ $0 < maxOffset }) ?? true {
            places.append(min(Double(k) * stride, maxOffset))
        }
        return places
    }

    /// `value` on the 1/3-pt grid, as the simulator shows offsets.
    static func shown(_ value: Double) -> Double { (value * 3).rounded() / 3 + 0 }

    static func flick(_ simulator: Simulator, velocity: Double) throws {
        try simulator.perform(.fling(velocity: Point(x: velocity, y: 0), start: .section(0)))
        try simulator.runUntilIdle(maxSeconds: 30)
    }

    @Test("random strides (off-grid ones included), velocities and directions: one page per flick, both ends reachable",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func onePagePerFlick(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // The App Store strides first (0.93·375, 0.9·375, the UIKit test
        // carousel's 294.75), then random ones, some on no grid at all.
        let fixed: [Double] = [348.75, 337.5, 294.75]
        let stride = Int(seed) <= fixed.count ? fixed[Int(seed) - 1] : Double.random(in: 120...370, using: &rng)
        let spacing = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...20, using: &rng))
        let count = Int.random(in: 3...9, using: &rng)
        let places = Self.restingPlaces(stride: stride, spacing: spacing, count: count)
        let simulator = Self.run(stride: stride, spacing: spacing, count: count)
        var index = 0
        func check(_ context: String) {
            #expect(simulator.orthogonalOffset(inSection: 0).x == Self.shown(places[index]),
                    "stride \(stride), \(context): expected \(places[index]), seed \(seed)")
        }
        for flick in 0..<10 {
            let speed = Double.random(in: 400...6000, using: &rng)
            let forwards = Bool.random(using: &rng)
            try Self.flick(simulator, velocity: forwards ? speed : -speed)
            index = forwards ? min(index + 1, places.count - 1) : max(index - 1, 0)
            check("flick \(flick) at \(forwards ? speed : -speed) pt/s")
        }
        for _ in places.indices { try Self.flick(simulator, velocity: 1500) }
        index = places.count - 1
        check("the last page after flicking forwards")
        for _ in places.indices { try Self.flick(simulator, velocity: -1500) }
        index = 0
        check("the first page after flicking back")
    }

    @Test("a 348.75-pt groupPagingCentered carousel (groups fractionalWidth 0.93) advances one group per flick both ways")
    func appStoreCarousel() throws {
        // fractionalWidth(0.93) of 375 = 348.75 wide, no spacing: stride
        // 348.75. Centred, the row adds (375 − 348.75)/2 = 13.125 at both
        // ends: 8 groups make 2790 + 26.25 = 2816.25, range 0…2441.25; the
        // group k is centred at k · 348.75 (the first at 0).
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.93), heightDimension: .absolute(150)),
            subitems: [.item(item)])
        let section = CompositionalSection(group: group, orthogonalScrollingBehavior: .groupPagingCentered)
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(sections: [section]))
        let data = CollectionData(sections: [SectionData(items: .uniform(count: 8, size: Size(width: 0, height: 0)))])
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 667)),
                                  layout: layout, data: data) { _ in }
        simulator.start()
        // Forwards: 348.75 (shown 348.667), 697.5, 1046.25 (shown 1046.333).
        for (k, shown) in [348.75, 697.5, 1046.25].enumerated() {
            try Self.flick(simulator, velocity: 1500)
            #expect(simulator.orthogonalOffset(inSection: 0).x == Self.shown(shown), "forward flick \(k + 1)")
        }
        // And back to the first card.
        for (k, shown) in [697.5, 348.75, 0].enumerated() {
            try Self.flick(simulator, velocity: -1500)
            #expect(simulator.orthogonalOffset(inSection: 0).x == Self.shown(shown), "backward flick \(k + 1)")
        }
    }
}
