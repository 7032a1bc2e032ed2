/// One `expect` or `forbid` pattern of a scenario, read: the event fields
/// it asks for, how many matches it wants and where in the log.
///
/// ```json
/// {"type": "willEndDragging", "targetOffset": {"y": {"approx": 300, "within": 0.5}}}
/// {"type": "willDisplay", "element": {"section": 4}, "count": {"atLeast": 2}, "during": {"step": 3}}
/// ```
///
/// A field's value matches as in `FieldValue.matches(_:)`: objects by the
/// keys they name, numbers by value or by a `NumericBound`. `count` and
/// `during` are reserved: they are never event fields.
public struct ExpectationPattern: Hashable, Sendable {
    /// The keys a pattern may have besides event fields: the whole
    /// declaration of them (the scenario schema is generated from it).
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// How many matches: `MatchCount`.
        case count
        /// Where in the log: `ExpectationScope`.
        case during
    }

    /// The keys a pattern may have besides event fields.
    public static let reservedKeys = Key.allCases.map(\.rawValue)

    /// The event fields to match (a subset match), without `count` and
    /// `during`.
    public var fields: FieldValue
    /// How many matches the pattern wants in its scope; `nil` for an
    /// ordered `expect` pattern (or a `forbid`, which wants none).
    public var count: MatchCount?
    /// Where in the log the pattern is checked; `nil` for the whole log.
    public var during: ExpectationScope?

    /// Creates a pattern.
    public init(fields: FieldValue, count: MatchCount? = nil, during: ExpectationScope? = nil) {
        self.fields = fields
        self.count = count
        self.during = during
    }

    /// Reads a pattern as a scenario writes it.
    ///
    /// - Throws: `PatternError` for a value that is not an object, a
    ///   malformed `count`, `during` or bound.
    public init(parsing value: FieldValue) throws(PatternError) {
        guard case .object(let pairs) = value else {
            throw PatternError(place: "", message: "expected an event pattern object")
        }
        fields = .object(pairs.filter { !Self.reservedKeys.contains($0.0) })
        count = try value[Key.count.rawValue].map { value throws(PatternError) in try MatchCount(parsing: value) }
        during = try value[Key.during.rawValue].map { value throws(PatternError) in try ExpectationScope(parsing: value) }
        if let problem = Self.boundProblem(in: fields, at: "") { throw problem }
    }

    /// The first malformed bound object inside `value`.
    private static func boundProblem(in value: FieldValue, at place: String) -> PatternError? {
        if let message = NumericBound.problem(in: value) { return PatternError(place: place, message: message) }
        switch value {
        case .object(let pairs):
            if NumericBound.isBoundLike(value) { return nil }
            for (key, inner) in pairs {
                if let problem = boundProblem(in: inner, at: "\(place).\(key)") { return problem }
            }
        case .array(let values):
            for (index, inner) in values.enumerated() {
                if let problem = boundProblem(in: inner, at: "\(place)[\(index)]") { return problem }
            }
        default: break
        }
        return nil
    }

    /// The pattern as a scenario writes it: its fields, then `count` and
    /// `during`.
    public var value: FieldValue {
        guard case .object(var pairs) = fields else { return fields }
        if let count { pairs.append((Key.count.rawValue, count.value)) }
        if let during { pairs.append((Key.during.rawValue, during.value)) }
        return .object(pairs)
    }

    /// The event type the pattern names, if any: only events of that type
    /// can match.
    public var eventType: String? {
        if case .string(let type)? = fields["type"] { return type }
        return nil
    }

    /// Whether `event`'s fields match, ignoring count and scope.
    public func matches(_ event: Event) -> Bool {
        if let eventType, eventType != event.type { return false }
        return fields.matches(event.fields)
    }

    /// How near `event` comes to matching: the number of mismatching
    /// fields, then how far their numbers are off. Lower is nearer; `(0, 0)`
    /// is a match.
    public func nearness(of event: Event) -> (mismatches: Int, distance: Double) {
        let mismatches = fields.mismatches(in: event.fields)
        let distance = mismatches.reduce(0.0) { total, mismatch in
            guard let found = mismatch.found?.number else { return total + 1e9 }
            if let bound = NumericBound(pattern: mismatch.expected) { return total + bound.distance(to: found) }
            if let expected = mismatch.expected.number { return total + abs(found - expected) }
            return total + 1e9
        }
        return (mismatches.count, distance)
    }
}

extension ExpectationPattern: CustomStringConvertible {
    /// The pattern's fields with bounds in words: `type didScroll,
    /// offset.y 300 ± 0.5`, then `exactly 2` and the scope.
    public var description: String {
        var parts = [Self.text(fields)]
        if let count { parts.append("count \(count)") }
        if let during { parts.append(during.description) }
        return parts.joined(separator: ", ")
    }

    /// A pattern value in words, bounds written `≥ 1`, `1…3`, `300 ± 0.5`.
    static func text(_ value: FieldValue) -> String {
        if let bound = NumericBound(pattern: value) { return bound.description }
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return NumberText.exact(d)
        case .string(let s): return "\"\(s)\""
        case .array(let values): return "[" + values.map(text).joined(separator: ", ") + "]"
        case .object(let pairs): return "{" + pairs.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ") + "}"
        }
    }
}
