import Foundation
import ScrollSimBench

extension Benchmarks {
    /// The items of the UIKit-layer benchmark.
    static let uiKitItems = 100_000

    /// The UIKit layer against the core API, per tick, side by side in one
    /// run: every `UIKitBenchCase` (the core, `UICollectionViewFlowLayout`
    /// and a trivial subclass of it, each without and with a prefetch data
    /// source) runs the same flicks over the same 100,000-item flow. Each
    /// UIKit figure's baseline is the core with the same prefetch data
    /// source; the core with one is also given against the core without.
    /// The initial layout is outside the timing. UIKit types belong to the
    /// main thread, so the group runs only there.
    func uiKitLayer() -> [BenchmarkResult] {
        guard Thread.isMainThread else { return [] }
        // The cases alternate, repetition by repetition, so that a change
        // of load on the machine falls on all of them.
        var samples: [UIKitBenchCase: [Double]] = [:]
        for _ in 0..<max(repetitions, 1) {
            for benchCase in UIKitBenchCase.allCases {
                var ticks = 1
                let elapsed = Stopwatch.median(repetitions: 1, setUp: { benchCase.prepare(items: Self.uiKitItems) }) {
                    ticks = UIKitBenchCase.run($0)
                }
                samples[benchCase, default: []].append(elapsed / Double(ticks))
            }
        }
        func median(_ benchCase: UIKitBenchCase) -> Double { Stopwatch.median(of: samples[benchCase] ?? []) / 1000 }
        var results: [BenchmarkResult] = []
        for benchCase in UIKitBenchCase.allCases {
            let name = "\(benchCase.title), flow fling \(Self.uiKitItems.formatted) items"
            switch benchCase {
            case .core(prefetching: false):
                continue
            case .core(prefetching: true):
                results.append(BenchmarkResult(
                    group: "uikit", name: name, value: median(benchCase), unit: "µs/tick",
                    baseline: median(.core(prefetching: false)), baselineName: "core API", maximumSlowdown: 1.5))
            case .uiKit(_, let prefetching):
                results.append(BenchmarkResult(
                    group: "uikit", name: name, value: median(benchCase), unit: "µs/tick",
                    baseline: median(.core(prefetching: prefetching)),
                    baselineName: prefetching ? "core + prefetch" : "core API", maximumSlowdown: 1.5))
            }
        }
        return results
    }
}
