import ScrollSim

/// Which check a run failed: what "fails the same way" compares while
/// shrinking, and what the written scenario checks.
public enum ExploreCheck: Hashable, Sendable, CustomStringConvertible {
    /// The scenario's `forbid[index]` pattern matched an event.
    case forbid(Int)
    /// The scenario's `expect[index]` pattern never occurred in order.
    case expect(Int)
    /// An invariant broke; `rule` is the conformance rule for
    /// `layoutConformance`, 0 otherwise.
    case invariant(Invariant, rule: Int)

    public var description: String {
        switch self {
        case .forbid(let index): "forbid[\(index)]"
        case .expect(let index): "expect[\(index)]"
        case .invariant(let invariant, let rule): rule == 0 ? invariant.name.rawValue : "\(invariant.name.rawValue) rule \(rule)"
        }
    }
}

/// A failed run: the check, a one-line reason, and where it happened.
public struct ExploreFailure: Hashable, Sendable {
    /// The check that failed.
    public var check: ExploreCheck
    /// What was found, in one line.
    public var reason: String
    /// The index of the step during which it failed.
    public var stepIndex: Int
}
