/// Wall-clock timing for benchmarks (the simulator itself never reads a clock).
package enum Stopwatch {
    /// The median duration of `repetitions` runs of `body`, in nanoseconds.
    package static func median(repetitions: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// As `median(repetitions:_:)`, timing only `body`, on what an untimed
    /// `setUp` made for each repetition.
    package static func median<Value>(repetitions: Int, setUp: () -> Value, _ body: (Value) -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let value = setUp()
            let elapsed = clock.measure { body(value) }
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The median of `samples` (the upper one of an even count).
    package static func median(of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
