import ScrollSim

/// A prefetch data source that does nothing: what makes the simulator run
/// the cell lifecycle (requests ahead, the reversal window, the prefetch
/// strip) without logging it, so that the lifecycle's own cost shows.
final class NoOpPrefetchDataSource: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: Simulator, prefetchItemsAt indexPaths: [IndexPath]) {}
    func collectionView(_ collectionView: Simulator, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension Benchmarks {
    /// The items of the cell-lifecycle benchmark.
    package static let cellLifecycleItems = 100_000

    /// The flicks of the cell-lifecycle benchmark: 8,000 pt/s down, 8,000
    /// up, 6,000 down, each run until idle (those of `scrollsim-uikit-bench`).
    static let cellLifecycleVelocities = [Point(x: 0, y: 8000), Point(x: 0, y: -8000), Point(x: 0, y: 6000)]

    /// A started simulator over the 100,000-item `flow` case, its events
    /// dropped; with `prefetching`, a no-op prefetch data source (returned
    /// too, since the simulator holds it weakly) makes it run the cell
    /// lifecycle.
    static func cellLifecycleSimulator(prefetching: Bool) -> (Simulator, NoOpPrefetchDataSource?) {
        let benchmarkCase = BenchmarkData.flow(items: cellLifecycleItems)
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: BenchmarkData.viewport),
                                  layout: benchmarkCase.layout.makeLayout(), data: benchmarkCase.data) { blackHole($0) }
        let dataSource = prefetching ? NoOpPrefetchDataSource() : nil
        // Before the first layout, as `docs/simulator.md` asks.
        simulator.prefetchDataSource = dataSource
        simulator.start()
        return (simulator, dataSource)
    }

    /// Runs the flicks on `simulator`; returns the ticks they took. Not
    /// inlined, so that `valgrind --tool=callgrind
    /// --toggle-collect='*runCellLifecycleFlicks*'` counts exactly this.
    @inline(never)
    static func runCellLifecycleFlicks(_ simulator: Simulator) -> Int {
        let start = simulator.tick
        for velocity in cellLifecycleVelocities {
            try? simulator.fling(velocity: velocity)
            try? simulator.runUntilIdle()
        }
        return max(simulator.tick - start, 1)
    }

    /// The cell lifecycle's cost: the same flicks over the same 100,000-item
    /// flow, per tick, with a no-op prefetch data source (the lifecycle
    /// runs) against without (it does not), alternated repetition by
    /// repetition so that a change of load falls on both. The first layout
    /// is outside the timing.
    func cellLifecycle() -> [BenchmarkResult] {
        var plainSamples: [Double] = [], prefetchingSamples: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            for prefetching in [false, true] {
                var ticks = 1
                let nanoseconds = Stopwatch.median(repetitions: 1, setUp: { Self.cellLifecycleSimulator(prefetching: prefetching) }) {
                    ticks = Self.runCellLifecycleFlicks($0.0)
                }
                if prefetching {
                    prefetchingSamples.append(nanoseconds / Double(ticks))
                } else {
                    plainSamples.append(nanoseconds / Double(ticks))
                }
            }
        }
        return [BenchmarkResult(
            group: "simulate", name: "flow fling \(Self.cellLifecycleItems.formatted) items, no-op prefetch data source",
            value: Stopwatch.median(of: prefetchingSamples) / 1000, unit: "µs/tick",
            baseline: Stopwatch.median(of: plainSamples) / 1000, baselineName: "without", maximumSlowdown: 1.5)]
    }
}
