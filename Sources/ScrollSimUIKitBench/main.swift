import Foundation
import ScrollSimBench

// `scrollsim-uikit-bench [REPETITIONS]`: the UIKit layer against the core
// API, per tick, side by side in one run (docs/performance.md).
// `scrollsim-uikit-bench --case NAME` lays out and runs one case once and
// prints its ticks, for instruction counts (callgrind's `--toggle-collect`
// on `runCoreFlicks` or `runViewFlicks`). An executable of its own, so that the
// stock `scrollsim` does not link Foundation, which the UIKit layer brings,
// and start-up stays lean.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--case" {
    let names = UIKitBenchCase.allCases.map(\.name)
    guard arguments.count == 2, let benchCase = UIKitBenchCase.allCases.first(where: { $0.name == arguments[1] }) else {
        print("usage: scrollsim-uikit-bench --case \(names.joined(separator: "|"))")
        exit(2)
    }
    let prepared = benchCase.prepare(items: Benchmarks.uiKitItems)
    print("\(benchCase.name): \(UIKitBenchCase.run(prepared)) ticks")
} else {
    var benchmarks = Benchmarks()
    if let first = arguments.first, let repetitions = Int(first), repetitions > 0 {
        benchmarks.repetitions = repetitions
    }
    print(BenchTable.header)
    for result in benchmarks.uiKitLayer() { print(BenchTable.row(result)) }
}
