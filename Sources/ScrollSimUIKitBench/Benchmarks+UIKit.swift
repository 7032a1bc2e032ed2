import Foundation
import ScrollSim
import ScrollSimBench
import class ScrollSimUIKit.UICollectionView
import class ScrollSimUIKit.UICollectionViewCell
import class ScrollSimUIKit.UICollectionViewFlowLayout
import protocol ScrollSimUIKit.UICollectionViewDataSource

/// The data source a team writes for the UIKit side: counts and a dequeued
/// plain cell.
@MainActor
private final class BenchDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

extension Benchmarks {
    /// The items of the UIKit-layer benchmark.
    package static let uiKitItems = 100_000

    /// The UIKit layer against the core API, per tick, side by side in one
    /// run: the same flicks (8,000 pt/s down, then up, until idle) over the
    /// same 100,000-item flow (`BenchmarkData.flow`), once through a
    /// `Simulator` with the core `FlowLayout` and once through a
    /// `UICollectionView` with a `UICollectionViewFlowLayout` and a data
    /// source that dequeues cells. The initial layout is outside the timing.
    /// UIKit types belong to the main thread, so the group runs only there.
    package func uiKitLayer() -> [BenchmarkResult] {
        guard Thread.isMainThread else { return [] }
        let benchmarkCase = BenchmarkData.flow(items: Self.uiKitItems)
        guard case .flow(let flow) = benchmarkCase.layout else { return [] }
        let velocities = [Point(x: 0, y: 8000), Point(x: 0, y: -8000), Point(x: 0, y: 6000)]

        // The two sides alternate, repetition by repetition, so that a
        // change of load on the machine falls on both.
        var coreSamples: [Double] = [], uiKitSamples: [Double] = []
        let repetitions = self.repetitions
        for _ in 0..<max(repetitions, 1) {
            var coreTicks = 1
            let core = Stopwatch.median(repetitions: 1, setUp: { () -> Simulator in
                let simulator = Simulator(configuration: SimulatorConfiguration(viewport: BenchmarkData.viewport),
                                          layout: FlowLayout(configuration: flow), data: benchmarkCase.data) { blackHole($0) }
                simulator.start()
                return simulator
            }) { simulator in
                let start = simulator.tick
                for velocity in velocities {
                    try? simulator.fling(velocity: velocity)
                    try? simulator.runUntilIdle()
                }
                coreTicks = max(simulator.tick - start, 1)
            }
            coreSamples.append(core / Double(coreTicks))

            var uiKitTicks = 1
            let uiKit = MainActor.assumeIsolated { () -> Double in
                Stopwatch.median(repetitions: 1, setUp: { () -> (UICollectionView, BenchDataSource) in
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: flow.itemSize.width, height: flow.itemSize.height)
                    layout.minimumLineSpacing = flow.minimumLineSpacing
                    layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
                    layout.sectionInset.left = flow.sectionInset.left
                    layout.sectionInset.right = flow.sectionInset.right
                    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: BenchmarkData.viewport.width,
                                                              height: BenchmarkData.viewport.height), collectionViewLayout: layout)
                    let dataSource = BenchDataSource(count: Self.uiKitItems)
                    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                    view.dataSource = dataSource
                    view.layoutIfNeeded()
                    return (view, dataSource)
                }) { view, _ in
                    let start = view.simulator.tick
                    for velocity in velocities {
                        try? view.fling(velocity: CGPoint(x: velocity.x, y: velocity.y))
                        try? view.runUntilIdle()
                    }
                    uiKitTicks = max(view.simulator.tick - start, 1)
                }
            }
            uiKitSamples.append(uiKit / Double(uiKitTicks))
        }
        let core = Stopwatch.median(of: coreSamples), uiKit = Stopwatch.median(of: uiKitSamples)
        return [BenchmarkResult(
            group: "uikit", name: "UIKit layer, flow fling \(Self.uiKitItems.formatted) items",
            value: uiKit / 1000, unit: "µs/tick",
            baseline: core / 1000, baselineName: "core API", maximumSlowdown: 1.5)]
    }
}
