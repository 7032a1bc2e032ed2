/// One entry of a scenario's `state`: at a moment, what the collection
/// view must be like.
///
/// ```json
/// {"after": {"step": 1}, "offset": {"y": {"approx": 1200, "within": 0.5}}, "displayed": {"count": {"atLeast": 6}}}
/// ```
public struct StateExpectation: Hashable, Sendable {
    /// When it is checked.
    public var moment: StateMoment
    /// What must hold then.
    public var expected: ExpectedState

    /// Creates an entry.
    public init(after moment: StateMoment, _ expected: ExpectedState) {
        self.moment = moment
        self.expected = expected
    }

    /// The entry a `state` element writes.
    ///
    /// - Throws: `PatternError` with the place inside the element.
    public init(parsing value: FieldValue) throws(PatternError) {
        guard case .object = value else {
            throw PatternError(place: "", message: "expected a state object {\"after\": …, \"offset\": …}")
        }
        guard let after = value[ExpectedState.Key.after.rawValue] else {
            throw PatternError(place: "", message: "missing \"after\": {\"step\": N}, {\"tick\": T} or \"end\"")
        }
        do throws(PatternError) {
            moment = try StateMoment(parsing: after)
        } catch {
            throw PatternError(place: ".after" + error.place, message: error.message)
        }
        expected = try ExpectedState(parsing: value)
        guard !expected.isEmpty else {
            throw PatternError(place: "", message: "a state entry checks at least one of \(ExpectedState.keys.dropFirst().map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    /// The element a scenario writes.
    public var value: FieldValue {
        .object([(ExpectedState.Key.after.rawValue, moment.value)] + expected.fields)
    }
}
