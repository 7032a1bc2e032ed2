/// A structured value: the data model of an event's fields, of scenario
/// expectations and of decoded input.
///
/// It has the shape of JSON (the log format), but the core never reads or
/// writes JSON text itself; `ScrollSimJSON` does.
public enum FieldValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([FieldValue])
    /// Key/value pairs in a fixed order (the order they are written in).
    case object([(String, FieldValue)])

    /// The value as a number, if it is one.
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// The value stored under `key`, if this is an object that has it.
    public subscript(key: String) -> FieldValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// Whether `self`, used as a pattern, matches `value`: objects match when
    /// every key of the pattern is present in `value` and matches; numbers
    /// match by numeric value, or by a bound (`{"atLeast": 1, "atMost": 3}`,
    /// `{"approx": 300, "within": 0.5}`, see `NumericBound`); everything
    /// else by equality.
    public func matches(_ value: FieldValue) -> Bool {
        if let number = value.number, let bound = NumericBound(pattern: self) { return bound.contains(number) }
        switch (self, value) {
        case (.object(let pattern), .object):
            return pattern.allSatisfy { key, expected in
                value[key].map { expected.matches($0) } ?? false
            }
        case (.array(let pattern), .array(let actual)):
            return pattern.count == actual.count
                && zip(pattern, actual).allSatisfy { $0.matches($1) }
        default:
            if let a = number, let b = value.number { return a == b }
            return self == value
        }
    }

    public static func == (lhs: FieldValue, rhs: FieldValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .int(let i): hasher.combine(i)
        case .double(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let pairs):
            hasher.combine(pairs.count)
            for (key, value) in pairs {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}

extension FieldValue {
    /// `{"x","y"}`.
    public init(_ point: Point) {
        self = .object([("x", .double(point.x)), ("y", .double(point.y))])
    }

    /// `{"width","height"}`.
    public init(_ size: Size) {
        self = .object([("width", .double(size.width)), ("height", .double(size.height))])
    }

    /// `{"x","y","width","height"}`.
    public init(_ rect: Rect) {
        self = .object([
            ("x", .double(rect.minX)), ("y", .double(rect.minY)),
            ("width", .double(rect.width)), ("height", .double(rect.height)),
        ])
    }

    /// `{"section","item"}`.
    public init(_ indexPath: IndexPath) {
        self = .object([("section", .int(indexPath.section)), ("item", .int(indexPath.item))])
    }

    /// `{"kind","section","item"}`, plus `"frame"` when given.
    public init(_ element: ElementID, frame: Rect? = nil) {
        var pairs: [(String, FieldValue)] = [
            ("kind", .string(element.kind.rawValue)),
            ("section", .int(element.section)),
            ("item", .int(element.item)),
        ]
        if let frame { pairs.append(("frame", FieldValue(frame))) }
        self = .object(pairs)
    }

    /// `{"kind","section","item","frame"}`, plus `"transform3D"` (16
    /// numbers) when the element has a transform and `"id"` when it has a
    /// diffable id.
    public init(_ shown: DisplayedElement) {
        self.init(shown.element, frame: shown.frame)
        if let transform = shown.transform3D, case .object(var pairs) = self {
            pairs.append(("transform3D", .array(transform.values.map { .double($0) })))
            self = .object(pairs)
        }
        if let id = shown.id, case .object(var pairs) = self {
            pairs.append(("id", .string(id)))
            self = .object(pairs)
        }
    }
}

extension FieldValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension FieldValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    /// An object written as a literal, keys in the order written:
    /// `["offset": ["y": 300]]`.
    public init(dictionaryLiteral elements: (String, FieldValue)...) { self = .object(elements) }
    /// An array written as a literal: `[0, 1, 2]`.
    public init(arrayLiteral elements: FieldValue...) { self = .array(elements) }
}
