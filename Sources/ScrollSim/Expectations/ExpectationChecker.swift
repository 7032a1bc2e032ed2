/// Checks a scenario's `expect` and `forbid` patterns against an event
/// stream, one event at a time, in constant memory.
///
/// `expect` patterns must occur in order as a subsequence of the log;
/// `forbid` patterns must not occur at all. A pattern matches an event when
/// every field it names is present and equal (`FieldValue.matches(_:)`).
public struct ExpectationChecker: Sendable {
    /// How many events of context a failure keeps.
    public static let contextSize = 5

    /// Patterns that must occur, in this order.
    public let expect: [FieldValue]
    /// Patterns that must not occur.
    public let forbid: [FieldValue]

    /// The event type each `expect` pattern names (its `"type"` string), or
    /// nil: an event of another type cannot match, and is not turned into
    /// fields to find out.
    private let expectTypes: [String?]
    /// The event type each `forbid` pattern names, or nil.
    private let forbidTypes: [String?]

    private var nextExpected = 0
    /// The `seq` of the event the last expected pattern matched, if any.
    private var lastMatchSeq: Int?
    /// The events after the last match, up to `contextSize`.
    private var afterLastMatch: [Event] = []
    /// The most recent events, up to `contextSize`.
    private var recent: [Event] = []
    private var forbidden: [ExpectationFailure] = []
    /// The event that matched the last expected pattern.
    private var lastMatch: Event?
    /// Events seen since the last match.
    private var searched = 0
    /// The first event since the last match of the type the next expected
    /// pattern names: the near miss a report explains.
    private var nearMiss: Event?

    /// Creates a checker for `expect` and `forbid`.
    public init(expect: [FieldValue], forbid: [FieldValue]) {
        self.expect = expect
        self.forbid = forbid
        expectTypes = expect.map(Self.namedType)
        forbidTypes = forbid.map(Self.namedType)
    }

    /// Looks at the next event of the stream.
    ///
    /// Without patterns this does nothing: there is nothing to report, so
    /// no context is kept.
    public mutating func observe(_ event: Event) {
        if expect.isEmpty && forbid.isEmpty { return }
        // The event's fields, made once and only for a pattern of its type.
        var fields: FieldValue?
        func matches(_ pattern: FieldValue, type: String?) -> Bool {
            if let type, type != event.type { return false }
            if fields == nil { fields = event.fields }
            return pattern.matches(fields!)
        }
        if recent.count == Self.contextSize { recent.removeFirst() }
        recent.append(event)
        if afterLastMatch.count < Self.contextSize { afterLastMatch.append(event) }
        searched += 1

        if nextExpected < expect.count {
            if matches(expect[nextExpected], type: expectTypes[nextExpected]) {
                nextExpected += 1
                lastMatchSeq = event.seq
                lastMatch = event
                afterLastMatch = []
                searched = 0
                nearMiss = nil
            } else if nearMiss == nil, let type = expect[nextExpected]["type"], type == .string(event.type) {
                nearMiss = event
            }
        }
        for (index, pattern) in forbid.enumerated() where matches(pattern, type: forbidTypes[index]) {
            forbidden.append(ExpectationFailure(
                kind: .forbidden(index: index), pattern: pattern, event: event, context: recent))
        }
    }

    /// The `"type"` string `pattern` names, if it is an object that names
    /// one: only events of that type can match it (`FieldValue.matches`
    /// compares strings by equality).
    private static func namedType(_ pattern: FieldValue) -> String? {
        if case .string(let type)? = pattern["type"] { return type }
        return nil
    }

    /// What was unmet once the stream is over: the first expected pattern
    /// that never matched, then every forbidden match.
    public var failures: [ExpectationFailure] {
        var result: [ExpectationFailure] = []
        if nextExpected < expect.count {
            var failure = ExpectationFailure(
                kind: .unmet(index: nextExpected, searchedFromSeq: lastMatchSeq.map { $0 + 1 } ?? 0),
                pattern: expect[nextExpected], event: nil,
                context: afterLastMatch.isEmpty ? recent : afterLastMatch)
            failure.previousMatch = lastMatch
            failure.searchedCount = searched
            failure.nearMiss = nearMiss
            result.append(failure)
        }
        return result + forbidden
    }
}

/// One unmet expectation or forbidden match.
public struct ExpectationFailure: Hashable, Sendable {
    /// Which check failed.
    public enum Kind: Hashable, Sendable {
        /// `expect[index]` never occurred at or after `searchedFromSeq`.
        case unmet(index: Int, searchedFromSeq: Int)
        /// `forbid[index]` occurred.
        case forbidden(index: Int)
    }

    /// Which check failed, and which pattern.
    public var kind: Kind
    /// The pattern that failed.
    public var pattern: FieldValue
    /// The forbidden event that matched (nil for an unmet expectation).
    public var event: Event?
    /// Events around where the pattern was looked for or found: for an
    /// unmet expectation the first events after the previous match (or the
    /// last events of the log when none came after it); for a forbidden
    /// match the events up to and including it.
    public var context: [Event]
    /// For an unmet expectation: the event the previous expected pattern
    /// matched, if any.
    public var previousMatch: Event?
    /// For an unmet expectation: how many events came after the previous
    /// match (all of them were searched).
    public var searchedCount = 0
    /// For an unmet expectation: the first searched event of the type the
    /// pattern names, the likeliest near miss.
    public var nearMiss: Event?

    /// Creates a failure.
    public init(kind: Kind, pattern: FieldValue, event: Event?, context: [Event]) {
        self.kind = kind
        self.pattern = pattern
        self.event = event
        self.context = context
    }
}

extension SimulationError {
    /// The error an expectation failure becomes when a run must throw.
    init(_ failure: ExpectationFailure) {
        var type: String?
        if case .string(let name)? = failure.pattern["type"] { type = name }
        switch failure.kind {
        case .unmet(let index, let from):
            self.init(origin: .expect(index), reason: .expectationUnmet(type: type, searched: failure.searchedCount, fromSeq: from))
        case .forbidden(let index):
            self.init(origin: .forbid(index), reason: .forbiddenEvent(type: type, seq: failure.event?.seq ?? -1))
        }
    }
}
