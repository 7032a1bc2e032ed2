import ScrollSim
import ScrollSimTesting
import Testing

/// Random interleavings of the run loop's primitives, with a delegate that
/// changes the data and scrolls from inside its callbacks, checked against
/// brute-force oracles after every tick.
@Suite("Run loop: random interleavings keep the log consistent")
struct RunLoopPropertyTests {
    /// A data source and delegate that, at random, inserts or deletes rows
    /// and scrolls from inside display and scroll callbacks.
    final class Meddler: CollectionViewDataSource, CollectionViewDelegate {
        var count: Int
        var rng: SplitMix64

        init(count: Int, seed: UInt64) {
            self.count = count
            rng = SplitMix64(seed: seed)
        }

        func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: Simulator, itemAt indexPath: IndexPath) -> ItemSpec {
            ItemSpec(width: 375, height: 100)
        }

        func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
            meddle(collectionView)
        }

        func scrollViewDidScroll(_ scrollView: Simulator) { meddle(scrollView) }

        private func meddle(_ simulator: Simulator) {
            switch rng.next() % 40 {
            case 0 where count < 200:
                let at = Int(rng.next() % UInt64(count + 1))
                count += 3
                try? simulator.insertItems(at: (at..<(at + 3)).map { IndexPath(item: $0, section: 0) })
            case 1 where count > 5:
                let at = Int(rng.next() % UInt64(count - 2))
                count -= 2
                try? simulator.deleteItems(at: [IndexPath(item: at, section: 0), IndexPath(item: at + 1, section: 0)])
            case 2:
                // Inside the range: setContentOffset is not clamped, and an
                // offset set outside on purpose stays there, as in UIKit.
                let top = simulator.scrollableRange.y.upperBound
                try? simulator.setContentOffset(Point(x: 0, y: Double(rng.next() % 1000) / 1000 * top), animated: rng.next() % 2 == 0)
            default:
                break
            }
        }
    }

    @Test("seq dense, displayed set equal to the oracle every tick, offset in range once idle", arguments: 0..<24)
    func randomInterleavings(seed: UInt64) throws {
        var events: [Event] = []
        let meddler = Meddler(count: 40, seed: seed &* 7919)
        var rng = SplitMix64(seed: seed)
        let simulator = Simulator(
            configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
            layout: FlowLayout(configuration: Fixtures.listFlow), data: Fixtures.list(count: 40)
        ) { events.append($0) }
        simulator.dataSource = meddler
        simulator.delegate = meddler
        simulator.start()

        for _ in 0..<30 {
            switch rng.next() % 9 {
            case 0:
                if simulator.isTracking { try simulator.liftFinger() } else { try simulator.touchDown() }
            case 1:
                if simulator.isTracking {
                    try simulator.moveFinger(by: Point(x: 0, y: Double(Int(rng.next() % 1200) - 600)), duration: 0.2)
                }
            case 2:
                if !simulator.isTracking { try simulator.fling(velocity: Point(x: 0, y: Double(Int(rng.next() % 12000) - 6000))) }
            case 3:
                let range = simulator.scrollableRange.y
                let y = range.lowerBound + Double(rng.next() % 1000) / 1000 * (range.upperBound - range.lowerBound)
                try simulator.setContentOffset(Point(x: 0, y: y), animated: rng.next() % 2 == 0)
            case 4:
                meddler.count += 5
                try simulator.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
            case 5 where meddler.count > 10:
                meddler.count -= 10
                try simulator.deleteItems(at: (0..<10).map { IndexPath(item: $0, section: 0) })
            case 6:
                try simulator.setContentInset(EdgeInsets(top: Double(rng.next() % 3) * 40, left: 0, bottom: 0, right: 0))
            case 7:
                try simulator.scrollToTop()
            default:
                break
            }
            for _ in 0..<Int(rng.next() % 20) {
                try simulator.advance()
                try checkDisplayed(simulator, events: events)
            }
        }
        if simulator.isTracking { try simulator.liftFinger() }
        try simulator.runUntilIdle(maxSeconds: 120)
        try checkDisplayed(simulator, events: events)

        #expect(events.map(\.seq) == Array(0..<events.count))
        let range = simulator.scrollableRange.y
        #expect(range.contains(simulator.contentOffset.y), "offset \(simulator.contentOffset.y) outside \(range)")
        #expect(simulator.data.numberOfItems(inSection: 0) == meddler.count)
    }

    /// The displayed set equals every element whose frame meets the visible
    /// rect (a linear scan of all of them), and equals the log's
    /// willDisplay minus didEndDisplaying.
    private func checkDisplayed(_ simulator: Simulator, events: [Event]) throws {
        let rect = simulator.visibleRect
        let oracle = simulator.layout.layoutAttributesForAllElements()
            .filter { $0.frame.intersects(rect) }.map(\.element)
        #expect(simulator.displayed.map(\.element) == oracle)
        var fromLog = Set<ElementID>()
        for event in events {
            switch event.payload {
            case .willDisplay(let shown): fromLog.insert(shown.element)
            case .didEndDisplaying(let shown): fromLog.remove(shown.element)
            default: break
            }
        }
        #expect(fromLog == Set(oracle))
    }
}
