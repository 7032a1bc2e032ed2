/// A state entry that did not hold: its index in the scenario's `state`,
/// the moment, and what was wrong then.
public struct StateFailure: Hashable, Sendable {
    /// The entry's index in `state`.
    public var index: Int
    /// The entry's moment.
    public var moment: StateMoment
    /// The fields that were not as expected (empty when the moment never
    /// came).
    public var mismatches: [StateMismatch]
    /// Why the moment never came (`the run ended at tick 90`), if it did not.
    public var unreached: String?

    /// Creates a failure.
    public init(index: Int, moment: StateMoment, mismatches: [StateMismatch] = [], unreached: String? = nil) {
        self.index = index
        self.moment = moment
        self.mismatches = mismatches
        self.unreached = unreached
    }
}

extension StateFailure: CustomStringConvertible {
    /// `after step 1: offset.y is 1187.33, expected 1200; displayed.count is 5, expected ≥ 6`.
    public var description: String {
        if let unreached { return "\(moment) never came: \(unreached)" }
        return "\(moment): " + mismatches.map(\.description).joined(separator: "; ")
    }
}
