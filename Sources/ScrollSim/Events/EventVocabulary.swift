/// The names of the log: every event type and the fields it carries, the
/// one list the core, the scenario decoder, the log tools and the test
/// assertions check names against (`docs/log-tools.md`).
public enum EventVocabulary {
    /// Fields every event has, before its own.
    public static let commonFields = ["seq", "tick", "time", "type"]

    /// Every event type with its own fields, in the order of
    /// `docs/log-tools.md`.
    public static let types: [(type: String, fields: [String])] = [
        ("step", ["index", "action"]),
        ("didScroll", ["offset"]),
        ("willBeginDragging", []),
        ("willEndDragging", ["velocity", "targetOffset"]),
        ("didEndDragging", ["willDecelerate"]),
        ("willBeginDecelerating", []),
        ("didEndDecelerating", []),
        ("didEndScrollingAnimation", []),
        ("didScrollToTop", []),
        ("willDisplay", ["element"]),
        ("didEndDisplaying", ["element"]),
        ("stickyEnter", ["section", "originalPoint", "frame"]),
        ("stickyExit", ["section"]),
        ("visible", ["elements"]),
        ("pagingOffset", ["offset"]),
        ("prepare", ["reason"]),
        ("invalidate", ["offsetOnly"]),
        ("dataChange", ["action", "section", "items", "sections", "from", "to"]),
        ("layoutSwitch", ["layout", "animated"]),
        ("viewportChange", ["size"]),
        ("contentSizeChange", ["size"]),
        ("contentInsetChange", ["inset"]),
    ]

    /// Every event type name.
    public static let typeNames = types.map(\.type)

    /// The keys of the objects found under a field name.
    public static let objectShapes: [String: [String]] = [
        "offset": ["x", "y"], "velocity": ["x", "y"], "targetOffset": ["x", "y"], "originalPoint": ["x", "y"],
        "frame": ["x", "y", "width", "height"], "size": ["width", "height"],
        "element": ["kind", "section", "item", "frame"], "elements": ["kind", "section", "item", "frame"],
        "inset": ["top", "left", "bottom", "right"], "from": ["section", "item"], "to": ["section", "item"],
    ]

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
