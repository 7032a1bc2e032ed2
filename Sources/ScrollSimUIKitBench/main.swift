import ScrollSimBench

// `scrollsim-uikit-bench [REPETITIONS]`: the UIKit layer against the core
// API, per tick, side by side in one run (docs/performance.md). An
// executable of its own, so that the stock `scrollsim` does not link
// Foundation, which the UIKit layer brings, and start-up stays lean.
var benchmarks = Benchmarks()
if CommandLine.arguments.count > 1, let repetitions = Int(CommandLine.arguments[1]), repetitions > 0 {
    benchmarks.repetitions = repetitions
}
print(BenchTable.header)
for result in benchmarks.uiKitLayer() { print(BenchTable.row(result)) }
