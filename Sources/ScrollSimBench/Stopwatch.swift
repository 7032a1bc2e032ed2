/// Wall-clock timing for benchmarks (the simulator itself never reads a clock).
enum Stopwatch {
    /// The median duration of `repetitions` runs of `body`, in nanoseconds.
    static func median(repetitions: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
