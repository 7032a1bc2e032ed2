import ScrollSim

/// The keys of one object of the scenario format, each declared once with
/// its type, range and default (`KeySpec`): the one declaration of that
/// object, in the spirit of `EventKind`.
///
/// Everything that must know an object's keys takes them from here:
/// `ObjectReader` refuses any other key (with "did you mean" among these)
/// and reads each with its declared range and default, `ObjectWriter` writes
/// them leaving out values equal to the default, and `ScenarioSchema`
/// states them in `schemas/scenario.schema.json`. Adding a key is a case
/// and its `spec`, plus what it does. `docs/scenario-format.md` ("Adding a
/// key or a step") says how.
protocol FormatKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The key's declaration.
    var spec: KeySpec { get }
    /// The object's name among the schema's definitions (`$defs`).
    static var definitionName: String { get }
    /// What the object is, for the schema's `description`; `nil` for none.
    static var summary: String? { get }
    /// Schema keywords that the keys alone do not state (two keys that
    /// exclude each other, a choice of required keys), in the schema's
    /// terms; the decoder checks the same with its own messages.
    static var constraints: [(String, FieldValue)] { get }
    /// Whether the schema allows keys besides these (layouts' objects).
    static var allowsOtherKeys: Bool { get }
}

extension FormatKey {
    static var summary: String? { nil }
    static var constraints: [(String, FieldValue)] { [] }
    static var allowsOtherKeys: Bool { false }

    /// Every key's name, in declaration order: the object's allowed keys.
    static var names: [String] { allCases.map(\.rawValue) }
}

/// One key's declaration: the type of its value (with its range), whether
/// it is required, its default and a line of documentation.
struct KeySpec {
    /// What the value is.
    var type: KeyType
    /// Whether the object must have the key.
    var isRequired = false
    /// The value an absent key stands for, as JSON; `nil` when absence
    /// means "not given" (an optional value).
    var defaultValue: FieldValue?
    /// A line for the schema's `description`.
    var summary: String?

    init(_ type: KeyType, required: Bool = false, default defaultValue: FieldValue? = nil, _ summary: String? = nil) {
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// The type of a scenario key's value, as JSON holds it; numeric types
/// carry their range.
indirect enum KeyType {
    /// `true` or `false`.
    case boolean
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// An integer in a range.
    case integer(ClosedRange<Int>)
    /// A string of at least `minLength` characters.
    case string(minLength: Int)
    /// One of a closed set of strings.
    case choice([String])
    /// `{"width", "height"}`, both required, each in the range.
    case size(ClosedRange<Double>)
    /// `{"x", "y"}`, each optional (0), in the range.
    case point(ClosedRange<Double>)
    /// `{"top", "left", "bottom", "right"}`, each optional (0), in the range.
    case insets(ClosedRange<Double>)
    /// An object with keys of its own.
    case object(any FormatKey.Type)
    /// An array of values of one type, with at least `minItems` (and at
    /// most `maxItems`, when given).
    case array(KeyType, minItems: Int = 0, maxItems: Int? = nil)
    /// A value of any of the types.
    case anyOf([KeyType])
    /// A form read by code of its own (an event pattern, a layout), given
    /// as the schema states it.
    case schema(FieldValue)

    /// Any string.
    static var text: KeyType { .string(minLength: 0) }

    /// One of the raw values of `names`, a closed set.
    static func choice<Names: RawRepresentable & CaseIterable>(_ names: Names.Type) -> KeyType where Names.RawValue == String {
        .choice(names.allCases.map(\.rawValue))
    }

    /// A list of section or item indices (`Limits.indicesPerStep` at most).
    static var indices: KeyType { .array(.integer(Limits.index)) }
}
