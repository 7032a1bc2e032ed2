/// One field of an event kind: its name in the log, the type of its value,
/// and whether every event of the kind has it.
public struct EventField: Hashable, Sendable {
    /// The field's key in the log line.
    public var name: String
    /// What its value is.
    public var type: EventFieldType {
        get { storedType.type }
        set { storedType = StoredFieldType(newValue) }
    }
    /// Whether events of the kind may go without it.
    public var isOptional: Bool
    /// `type` as plain arrays. The vocabulary's tables of fields are made
    /// once and live as long as the process; an enum with several payload
    /// cases keeps its payload's reference with tag bits in the pointer,
    /// which LeakSanitizer and valgrind cannot follow, so tables holding
    /// `EventFieldType` values were reported as lost memory (272 bytes in
    /// 10 blocks, once per process).
    private var storedType: StoredFieldType

    /// A field named `name` of type `type`.
    public init(_ name: String, _ type: EventFieldType, optional: Bool = false) {
        self.name = name
        self.storedType = StoredFieldType(type)
        self.isOptional = optional
    }
}

/// An `EventFieldType` held without enum payloads: which case, the
/// choice's names, the nested types. Its references are plain stored
/// properties, which leak checkers see.
private struct StoredFieldType: Hashable, Sendable {
    /// The case, for the cases without a payload; `nil` for the others.
    var simple: EventFieldType?
    /// `choice`'s names.
    var choices: [String] = []
    /// `array`'s element type (one) or `either`'s two types.
    var nested: [StoredFieldType] = []
    /// Which payload case: 0 `choice`, 1 `array`, 2 `either`.
    var payloadCase = 0

    init(_ type: EventFieldType) {
        switch type {
        case .choice(let names):
            choices = names
        case .array(let element):
            nested = [StoredFieldType(element)]
            payloadCase = 1
        case .either(let first, let second):
            nested = [StoredFieldType(first), StoredFieldType(second)]
            payloadCase = 2
        case .integer, .number, .boolean, .text, .point, .size, .rect, .insets, .indexPath, .element:
            simple = type
        }
    }

    var type: EventFieldType {
        if let simple { return simple }
        switch payloadCase {
        case 1: return .array(nested[0].type)
        case 2: return .either(nested[0].type, nested[1].type)
        default: return .choice(choices)
        }
    }
}

/// The type of an event field's value, as JSON holds it.
public indirect enum EventFieldType: Hashable, Sendable {
    /// A JSON integer.
    case integer
    /// A JSON number.
    case number
    /// `true` or `false`.
    case boolean
    /// Any string (a layout's name).
    case text
    /// One of a closed set of strings.
    case choice([String])
    /// `{"x","y"}` (`Point`).
    case point
    /// `{"width","height"}` (`Size`).
    case size
    /// `{"x","y","width","height"}` (`Rect`).
    case rect
    /// `{"top","left","bottom","right"}` (`EdgeInsets`).
    case insets
    /// `{"section","item"}` (`IndexPath`).
    case indexPath
    /// `{"kind","section","item","frame"}`, and `"transform3D"` when not
    /// the identity (`DisplayedElement`).
    case element
    /// An array of values of one type.
    case array(EventFieldType)
    /// A value of either type (`dataChange`'s `items`: a count or indices).
    case either(EventFieldType, EventFieldType)

    /// One of the raw values of `names`, a closed set.
    public static func choice<Names: RawRepresentable & CaseIterable>(_ names: Names.Type) -> EventFieldType
    where Names.RawValue == String {
        .choice(names.allCases.map(\.rawValue))
    }

    /// The members of an object type, in log order; `nil` for the other types.
    public var members: [EventField]? {
        switch self {
        case .point: Self.pointMembers
        case .size: Self.sizeMembers
        case .rect: Self.rectMembers
        case .insets: Self.insetsMembers
        case .indexPath: Self.indexPathMembers
        case .element: Self.elementMembers
        case .integer, .number, .boolean, .text, .choice, .array, .either: nil
        }
    }

    // Made once: the reader checks every element of every line against them.
    private static let pointMembers = [EventField("x", .number), EventField("y", .number)]
    private static let sizeMembers = [EventField("width", .number), EventField("height", .number)]
    private static let rectMembers = [EventField("x", .number), EventField("y", .number), EventField("width", .number), EventField("height", .number)]
    private static let insetsMembers = [EventField("top", .number), EventField("left", .number), EventField("bottom", .number), EventField("right", .number)]
    private static let indexPathMembers = [EventField("section", .integer), EventField("item", .integer)]
    private static let elementMembers = [EventField("kind", .text), EventField("section", .integer), EventField("item", .integer), EventField("frame", .rect),
                                          EventField("transform3D", .array(.number), optional: true), EventField("id", .text, optional: true)]

    /// The keys an object of this type may have: its members', or, for
    /// arrays and alternatives, those of the object types inside.
    public var objectKeys: [String]? {
        switch self {
        case .array(let element): return element.objectKeys
        case .either(let first, let second):
            guard let keys = first.objectKeys ?? second.objectKeys else { return nil }
            return keys
        default: return members?.map(\.name)
        }
    }
}
