import ScrollSim

/// What an assertion looks for in an event log: a subset-of-fields pattern
/// (as in a scenario's `expect`), an event type with some fields, or any
/// condition on an `Event`.
///
/// ```swift
/// let patterns: [EventPattern] = [
///     .type("willBeginDragging"),
///     .type("didScroll", ["offset": ["y": 300]]),
///     ["type": "stickyEnter", "section": 0],
///     EventPattern("a cell of section 2 appears") {
///         if case .willDisplay(let shown) = $0.payload { shown.element.section == 2 } else { false }
///     },
/// ]
/// ```
public struct EventPattern: Sendable, CustomStringConvertible {
    /// How the pattern reads in failure messages: the pattern's JSON, or
    /// the description given with a closure.
    public let description: String
    /// The subset-of-fields pattern, when the pattern is one.
    public let fields: FieldValue?
    private let predicate: @Sendable (Event) -> Bool

    /// Matches events whose fields (`Event.fields`) contain every field of
    /// `fields`, with equal values (`FieldValue.matches(_:)`).
    public init(_ fields: FieldValue) {
        self.fields = fields
        self.description = PatternText.json(fields)
        self.predicate = { fields.matches($0.fields) }
    }

    /// Matches events for which `condition` is true; `description` says
    /// what it looks for, in failure messages.
    public init(_ description: String, where condition: @escaping @Sendable (Event) -> Bool) {
        self.fields = nil
        self.description = description
        self.predicate = condition
    }

    /// Matches events of `type` that have `fields` (subset match).
    public static func type(_ type: String, _ fields: KeyValuePairs<String, FieldValue> = [:]) -> EventPattern {
        EventPattern(.object([("type", .string(type))] + fields.map { ($0.key, $0.value) }))
    }

    /// Whether `event` matches.
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
