/// One figure of `scrollsim bench`, with its baseline and target.
package struct BenchmarkResult: Sendable {
    /// The area measured: `prepare`, `query`, `simulate`, `log`, `memory`.
    package var group: String
    /// What was measured, e.g. `flow 1,000,000 items`.
    package var name: String
    /// The measured value (the median of the repetitions).
    package var value: Double
    /// The unit of `value` and `baseline`, e.g. `ns/item`.
    package var unit: String
    /// The baseline measured in the same run, if this figure has one.
    package var baseline: Double?
    /// What the baseline is, e.g. `linear scan`.
    package var baselineName: String?
    /// The target of `docs/performance.md`, as an upper bound on `value`, if any.
    package var target: Double?
    /// A lower bound on `speedup`, if the target is a ratio (query ≥ 1000×).
    package var minimumSpeedup: Double?
    /// An upper bound on `slowdown`, if the target is a ratio (log ≤ 1.5×).
    package var maximumSlowdown: Double?

    package init(
        group: String, name: String, value: Double, unit: String,
        baseline: Double? = nil, baselineName: String? = nil, target: Double? = nil,
        minimumSpeedup: Double? = nil, maximumSlowdown: Double? = nil
    ) {
        self.group = group
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.baselineName = baselineName
        self.target = target
        self.minimumSpeedup = minimumSpeedup
        self.maximumSlowdown = maximumSlowdown
    }

    /// How many times faster than the baseline (baseline / value).
    package var speedup: Double? { baseline.map { $0 / value } }

    /// Whether every target this figure has is met.
    package var meetsTarget: Bool {
        if let target, value > target { return false }
        if let minimumSpeedup, let speedup, speedup < minimumSpeedup { return false }
        if let maximumSlowdown, let speedup, 1 / speedup > maximumSlowdown { return false }
        return true
    }
}
