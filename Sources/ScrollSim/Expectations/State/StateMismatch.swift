/// A state field that was not as expected: what `scrollsim run` reports
/// for a false state assertion.
public struct StateMismatch: Hashable, Sendable {
    /// The field, as the scenario writes it: `offset.y`, `displayed.items`,
    /// `sectionOffsets.2.x`.
    public var field: String
    /// What was expected: a bound (`≥ 100`, `1200`, `23.33 ± 0.01`) or a set.
    public var expected: String
    /// What the simulator had at that moment.
    public var actual: String

    /// Creates a mismatch.
    public init(field: String, expected: String, actual: String) {
        self.field = field
        self.expected = expected
        self.actual = actual
    }
}

extension StateMismatch: CustomStringConvertible {
    /// `offset.y is 1187.33, expected 1200`.
    public var description: String { "\(field) is \(actual), expected \(expected)" }
}
