/// How many events a pattern must match in its scope: `"count": N` or
/// `"count": {"atLeast": N, "atMost": M}` (either bound may be left out).
public struct MatchCount: Hashable, Sendable {
    /// The fewest matches allowed, at least 0.
    public var atLeast: Int
    /// The most matches allowed; `nil` for no limit.
    public var atMost: Int?

    /// The keys of a count range: the whole declaration of them.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The fewest matches.
        case atLeast
        /// The most matches.
        case atMost
    }

    /// Between `atLeast` and `atMost` matches, inclusive.
    public init(atLeast: Int = 0, atMost: Int? = nil) {
        self.atLeast = atLeast
        self.atMost = atMost
    }

    /// Exactly `count` matches.
    public static func exactly(_ count: Int) -> MatchCount { MatchCount(atLeast: count, atMost: count) }

    /// Whether `count` matches are allowed.
    public func contains(_ count: Int) -> Bool {
        count >= atLeast && atMost.map { count <= $0 } ?? true
    }

    /// The count a pattern's `"count"` value writes.
    ///
    /// - Throws: `PatternError` with the place inside the value.
    public init(parsing value: FieldValue) throws(PatternError) {
        func integer(_ value: FieldValue, at place: String) throws(PatternError) -> Int {
            switch value {
            case .int(let i) where i >= 0: return i
            case .double(let d) where d >= 0 && d == d.rounded() && d < 1e15: return Int(d)
            default: throw PatternError(place: place, message: "a count must be an integer of at least 0")
            }
        }
        switch value {
        case .object(let pairs):
            guard !pairs.isEmpty else {
                throw PatternError(place: ".count", message: "a count range needs \"atLeast\", \"atMost\" or both")
            }
            var result = MatchCount()
            for (key, inner) in pairs {
                guard let name = Key(rawValue: key) else {
                    var message = "unknown key \"\(key)\" of a count; a count is N or {\"atLeast\": N, \"atMost\": M}"
                    if let near = Spelling.nearest(to: key, among: Key.allCases.map(\.rawValue)) { message += "; did you mean \"\(near)\"?" }
                    throw PatternError(place: ".count.\(key)", message: message)
                }
                switch name {
                case .atLeast: result.atLeast = try integer(inner, at: ".count.atLeast")
                case .atMost: result.atMost = try integer(inner, at: ".count.atMost")
                }
            }
            if let most = result.atMost, most < result.atLeast {
                throw PatternError(place: ".count", message: "\"atLeast\" (\(result.atLeast)) is more than \"atMost\" (\(most))")
            }
            self = result
        default:
            self = .exactly(try integer(value, at: ".count"))
        }
    }

    /// The value a scenario writes: `N` or `{"atLeast": N, "atMost": M}`.
    public var value: FieldValue {
        if atMost == atLeast { return .int(atLeast) }
        var pairs: [(String, FieldValue)] = []
        if atLeast > 0 || atMost == nil { pairs.append((Key.atLeast.rawValue, .int(atLeast))) }
        if let atMost { pairs.append((Key.atMost.rawValue, .int(atMost))) }
        return .object(pairs)
    }
}

extension MatchCount: CustomStringConvertible {
    /// `exactly 2`, `at least 1`, `at most 3`, `between 1 and 3`.
    public var description: String {
        switch atMost {
        case atLeast?: "exactly \(atLeast)"
        case nil: "at least \(atLeast)"
        case let most? where atLeast == 0: "at most \(most)"
        case let most?: "between \(atLeast) and \(most)"
        }
    }
}

/// What is wrong with an expectation pattern, at a place inside it: a
/// JSON path suffix such as `.count.atLeast` or `.during.ticks[1]`.
public struct PatternError: Error, Hashable, Sendable {
    /// The JSON path of the offending value relative to the pattern;
    /// empty for the whole pattern.
    public var place: String
    /// What is wrong, and how to fix it.
    public var message: String

    /// Creates an error.
    public init(place: String, message: String) {
        self.place = place
        self.message = message
    }
}
