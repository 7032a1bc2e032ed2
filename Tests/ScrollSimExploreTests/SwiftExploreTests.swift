import ScrollSim
import ScrollSimExplore
import ScrollSimTesting
import Synchronization
import Testing

/// `explore(…)` from a Swift Testing test, with a layout and a delegate of
/// the test's own.
@Suite struct SwiftExploreTests {
    /// A delegate that counts the cells it is shown, attached to every run.
    final class CountingDelegate: CollectionViewDelegate {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {
            counter.shown.withLock { $0 += 1 }
        }
    }

    final class Counter: Sendable {
        let shown = Mutex(0)
    }

    static let rows = Scenario(
        name: "rows", viewport: Size(width: 375, height: 667), layout: .flow(FlowLayoutConfiguration()),
        data: CollectionData(sections: [SectionData(items: .uniform(count: 100, size: Size(width: 375, height: 100)))]))

    static let rowsLayout = FlowLayoutConfiguration(
        itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0)

    @Test func aBrokenLayoutIsReportedAsAScenarioAndAsSwiftSteps() throws {
        let counter = Counter()
        var found: ExploreCounterexample?
        withKnownIssue {
            found = explore(Self.rows, layout: { BandGapLayout(FlowLayout(configuration: Self.rowsLayout)) },
                            layoutName: "band-gap", setUp: { simulator in
                let delegate = CountingDelegate(counter)
                simulator.delegate = delegate
                return [delegate]
            })
        }
        let counterexample = try #require(found)
        #expect(counterexample.scenario.steps.count == 1)
        #expect(counterexample.scenarioText.contains(#""layout": {"type":"band-gap"}"#))
        #expect(counterexample.swiftSteps.hasPrefix("try simulator.perform(."))
        // The delegate was attached to the runs and told about cells.
        #expect(counter.shown.withLock { $0 } > 0)
    }

    @Test func aCorrectLayoutRecordsNothing() {
        let found = explore(Self.rows, layout: { FlowLayout(configuration: Self.rowsLayout) }, options: ExploreOptions(runs: 40, timeLimit: nil))
        #expect(found == nil)
    }
}
