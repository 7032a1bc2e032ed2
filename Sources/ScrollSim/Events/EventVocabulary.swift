/// The names of the log: every event type and the fields it carries, the
/// one list the core, the scenario decoder, the log tools and the test
/// assertions check names against (`docs/log-tools.md`).
public enum EventVocabulary {
    /// Fields every event has, before its own.
    public static let commonFields = ["seq", "tick", "time", "type"]

    /// Keys that patterns give a meaning of their own (how many events
    /// match, within what): no event field, at any depth, may be named so.
    public static let reservedPatternKeys = ["count", "during"]

    /// Every event type with its own fields, in the order of
    /// `docs/log-tools.md`: `EventKind`'s declaration.
    public static let types: [(type: String, fields: [String])] = EventKind.allCases.map { kind in
        (kind.rawValue, kind.fields.map(\.name))
    }

    /// Every event type name.
    public static let typeNames = types.map(\.type)

    /// The keys of the objects found under a field name, at any depth
    /// (`frame` inside `element`), from the fields' declared types.
    public static let objectShapes: [String: [String]] = {
        var shapes: [String: [String]] = [:]
        func add(_ field: EventField) {
            guard let keys = field.type.objectKeys else { return }
            var merged = shapes[field.name] ?? []
            for key in keys where !merged.contains(key) { merged.append(key) }
            shapes[field.name] = merged
            for member in nestedMembers(of: field.type) { add(member) }
        }
        for kind in EventKind.allCases { kind.fields.forEach(add) }
        return shapes
    }()

    private static func nestedMembers(of type: EventFieldType) -> [EventField] {
        switch type {
        case .array(let element): nestedMembers(of: element)
        case .either(let first, let second): nestedMembers(of: first) + nestedMembers(of: second)
        default: type.members ?? []
        }
    }

    /// The fields an event of `type` may have; every field of every type
    /// when `type` is `nil`.
    public static func fields(of type: String?) -> [String] {
        guard let type else { return commonFields + Array(Set(types.flatMap(\.fields))).sorted() }
        return commonFields + (types.first { $0.type == type }?.fields ?? [])
    }

    /// What is wrong with the names of an event pattern: an unknown event
    /// type, or a field (at any depth) no event of that type has, each with
    /// a "did you mean" when one is close. Empty when every name is known.
    public static func problems(in pattern: FieldValue) -> [String] {
        guard case .object(let pairs) = pattern else { return [] }
        var type: String?
        if let value = pattern["type"] {
            guard case .string(let name) = value, typeNames.contains(name) else {
                return [unknown("event type", value, among: typeNames)]
            }
            type = name
        }
        let allowed = fields(of: type)
        var problems: [String] = []
        for (key, value) in pairs {
            guard allowed.contains(key) else {
                problems.append(unknown(type.map { "field of \($0)" } ?? "field", .string(key), among: allowed))
                continue
            }
            problems += nestedProblems(in: value, under: key, path: key)
        }
        return problems
    }

    private static func nestedProblems(in value: FieldValue, under field: String, path: String) -> [String] {
        // A bound (`{"atLeast": 3}`) stands for a number at any depth; its
        // own form is checked with the pattern's (`NumericBound`). A name
        // that is a number in one place and an object in another (`item`:
        // `element.item`, `sizeResolved.item`) takes a bound too.
        if NumericBound.isBoundLike(value) { return [] }
        switch value {
        case .object(let pairs):
            guard let shape = objectShapes[field] else { return [] }
            var problems: [String] = []
            for (key, inner) in pairs {
                guard shape.contains(key) else {
                    problems.append(unknown("key of \(path)", .string(key), among: shape))
                    continue
                }
                problems += nestedProblems(in: inner, under: key, path: "\(path).\(key)")
            }
            return problems
        case .array(let values):
            return values.enumerated().flatMap { nestedProblems(in: $0.element, under: field, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }

    private static func unknown(_ what: String, _ value: FieldValue, among candidates: [String]) -> String {
        guard case .string(let name) = value else { return "\(what) must be a string" }
        var message = "unknown \(what) \"\(name)\""
        if let suggestion = Spelling.nearest(to: name, among: candidates) { message += "; did you mean \"\(suggestion)\"?" }
        return message
    }
}
