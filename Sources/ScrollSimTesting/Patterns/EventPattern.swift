import ScrollSim

/// What an assertion looks for in an event log: a subset-of-fields pattern
/// (as in a scenario's `expect`, with the same bounds, `count` and
/// `during`), an event type with some fields, or any condition on an
/// `Event`.
///
/// ```swift
/// let patterns: [EventPattern] = [
///     .type("willBeginDragging"),
///     .type("didScroll", ["offset": ["y": .approx(300, within: 0.5)]]),
///     ["type": "stickyEnter", "section": 0],
///     .type("willDisplay", ["element": ["section": 4]]).count(atLeast: 2).during(.step(3)),
///     EventPattern("a cell of section 2 appears") {
///         if case .willDisplay(let shown) = $0.payload { shown.element.section == 2 } else { false }
///     },
/// ]
/// ```
///
/// In `expectSubsequence` a pattern without a count must occur in order
/// and one with a count must match that many events in its scope;
/// `expectNever` wants no match in the pattern's scope.
public struct EventPattern: Sendable, CustomStringConvertible {
    /// How the pattern reads in failure messages: the pattern's JSON (or
    /// the description given with a closure), then its count and scope.
    public var description: String { base + qualifiers }
    private let base: String
    /// The subset-of-fields pattern (without `count` and `during`), when
    /// the pattern is one.
    public let fields: FieldValue?
    /// How many matches the pattern wants in its scope; `nil` for one in
    /// order.
    public private(set) var count: MatchCount?
    /// Where in the log the pattern is checked; `nil` for the whole log.
    public private(set) var scope: ExpectationScope?
    /// Why a fields pattern is malformed (a bad `count`, `during` or
    /// bound), reported by every assertion using it.
    let malformation: String?
    private let predicate: @Sendable (Event) -> Bool

    /// Matches events whose fields (`Event.fields`) contain every field of
    /// `fields`, with equal values or values inside a bound
    /// (`FieldValue.matches(_:)`); `"count"` and `"during"` keys set the
    /// pattern's count and scope, as in a scenario.
    public init(_ fields: FieldValue) {
        do throws(PatternError) {
            let pattern = try ExpectationPattern(parsing: fields)
            self.base = PatternText.json(pattern.fields)
            self.fields = pattern.fields
            self.count = pattern.count
            self.scope = pattern.during
            self.malformation = nil
            self.predicate = { pattern.matches($0) }
        } catch {
            self.base = PatternText.json(fields)
            self.fields = fields
            self.malformation = "the pattern is malformed at \(error.place.isEmpty ? "its top" : error.place): \(error.message)"
            self.predicate = { _ in false }
        }
    }

    /// Matches events for which `condition` is true; `description` says
    /// what it looks for, in failure messages.
    public init(_ description: String, where condition: @escaping @Sendable (Event) -> Bool) {
        self.fields = nil
        self.base = description
        self.malformation = nil
        self.predicate = condition
    }

    /// Matches events of `type` that have `fields` (subset match).
    public static func type(_ type: String, _ fields: KeyValuePairs<String, FieldValue> = [:]) -> EventPattern {
        EventPattern(.object([("type", .string(type))] + fields.map { ($0.key, $0.value) }))
    }

    /// The pattern wanting exactly `count` matches in its scope.
    public func count(_ count: Int) -> EventPattern {
        var copy = self
        copy.count = .exactly(count)
        return copy
    }

    /// The pattern wanting `atLeast` to `atMost` matches in its scope.
    public func count(atLeast: Int = 0, atMost: Int? = nil) -> EventPattern {
        var copy = self
        copy.count = MatchCount(atLeast: atLeast, atMost: atMost)
        return copy
    }

    /// The pattern checked only in `scope` (`.step(2)`, `.ticks(10, 20)` …).
    public func during(_ scope: ExpectationScope) -> EventPattern {
        var copy = self
        copy.scope = scope
        return copy
    }

    /// Whether `event` matches, scope aside.
    public func matches(_ event: Event) -> Bool {
        predicate(event)
    }

    /// Why `event` does not match, for a fields pattern; empty for a
    /// closure pattern or a match.
    public func mismatches(in event: Event) -> [PatternMismatch] {
        fields?.mismatches(in: event.fields) ?? []
    }

    /// The pattern's event type, when it names one.
    var type: String? {
        if case .string(let type)? = fields?["type"] { return type }
        return nil
    }

    /// The count and scope in words, for messages: `", exactly 2, during
    /// step 1"`; empty without them.
    var qualifiers: String {
        [count.map { "\($0)" }, scope.map { "\($0)" }].compactMap { $0 }.map { ", \($0)" }.joined()
    }
}

extension EventPattern: ExpressibleByDictionaryLiteral {
    /// A fields pattern written as a literal: `["type": "stickyEnter", "section": 0]`.
    public init(dictionaryLiteral elements: (String, FieldValue)...) {
        self.init(.object(elements))
    }
}

extension EventPattern: ExpressibleByStringLiteral {
    /// A pattern matching every event of a type: `"didEndDecelerating"`.
    public init(stringLiteral type: String) {
        self.init(.object([("type", .string(type))]))
    }
}
