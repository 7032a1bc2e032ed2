import ScrollSim

/// Reading an event line's object back into the typed `Event` the
/// simulator produced: the inverse of `Event.fields`, so that a log read
/// back equals the events written (`docs/log-tools.md`, "The log format").
///
/// The fields are checked against the kind's declaration (`EventKind.fields`):
/// every field that is not optional must be present, every field present
/// must have its declared type (a closed set's value among its names), and
/// no other field may be there.
enum EventRecord {
    /// A field of a log line that is missing or has the wrong type; the
    /// reader adds the file and line.
    struct Problem: Error {
        /// The JSON path inside the line (`$.element.frame.x`).
        var path: String
        var message: String
    }

    /// The event `record` holds; `record` has passed the reader's common
    /// checks (`seq`, `tick`, `time`, `type`).
    static func event(from record: FieldValue) throws(Problem) -> Event {
        guard case .object(let pairs) = record,
              case .int(let seq)? = record["seq"], case .int(let tick)? = record["tick"],
              let time = record["time"]?.number, case .string(let type)? = record["type"]
        else { throw Problem(path: "$", message: "expected an event object") }
        guard let kind = EventKind(rawValue: type) else {
            var message = "unknown event type \"\(type)\""
            if let nearest = Spelling.nearest(to: type, among: EventVocabulary.typeNames) {
                message += "; did you mean \"\(nearest)\"?"
            }
            throw Problem(path: "$.type", message: message)
        }
        let fields = Fields(pairs: pairs)
        let declared = kind.fields
        var values: [FieldValue?] = []
        values.reserveCapacity(declared.count)
        for field in declared { values.append(pairs.first { $0.0 == field.name }?.1) }
        // The payload's own reading checks types as it goes; the declared
        // types are walked for the path and message of what is wrong, and
        // for fields the payload keeps as they are (`dataChange`'s).
        let payload = Event.Payload(kind: kind, values: values)
        if payload == nil || needsCheck[kind.ordinal] {
            for (field, value) in zip(declared, values) {
                if let value {
                    try check(value, is: field.type, at: "$.\(field.name)")
                } else if !field.isOptional {
                    throw Problem(path: "$", message: "missing field \"\(field.name)\"")
                }
            }
        }
        try fields.checkNoOthers(besides: allowedFields[kind.ordinal])
        guard let payload else {
            // Every value has been checked against its declared type; what
            // is left is `ids` that do not name the `items` one for one.
            if case .array(let items)? = record["items"], case .array(let ids)? = record["ids"], items.count != ids.count {
                throw Problem(path: "$.ids", message: "expected \(items.count) ids, one per item of \"items\", found \(ids.count)")
            }
            throw Problem(path: "$", message: "the fields of \(type) do not make an event")
        }
        return Event(seq: seq, tick: tick, time: time, payload: payload)
    }

    /// Whether a kind's payload keeps a field without reading it as a
    /// Swift type (an alternative), so its type must be checked apart.
    private static let needsCheck: [Bool] = EventKind.allCases.map { kind in
        kind.fields.contains { if case .either = $0.type { true } else { false } }
    }

    /// The fields each event kind may have, common ones included, by ordinal.
    private static let allowedFields: [Set<String>] = EventKind.allCases.map {
        Set(EventVocabulary.commonFields + $0.fields.map(\.name))
    }

    /// Throws unless `value` is of `type`; members of objects past those
    /// the type has are let through.
    static func check(_ value: FieldValue, is type: EventFieldType, at path: String) throws(Problem) {
        func wrong(_ expected: String) -> Problem {
            Problem(path: path, message: "expected \(expected), found \(value.typeName)")
        }
        switch type {
        case .integer:
            guard case .int = value else { throw wrong("an integer") }
        case .number:
            guard value.number != nil else { throw wrong("a number") }
        case .boolean:
            guard case .bool = value else { throw wrong("true or false") }
        case .text:
            guard case .string = value else { throw wrong("a string") }
        case .choice(let names):
            guard case .string(let name) = value else { throw wrong("a string") }
            guard names.contains(name) else {
                var message = "unknown value \"\(name)\"; expected one of \(names.joined(separator: ", "))"
                if let nearest = Spelling.nearest(to: name, among: names) { message = "unknown value \"\(name)\"; did you mean \"\(nearest)\"?" }
                throw Problem(path: path, message: message)
            }
        case .array(let element):
            guard case .array(let values) = value else { throw wrong("an array") }
            for (index, value) in values.enumerated() { try check(value, is: element, at: "\(path)[\(index)]") }
        case .either(let first, let second):
            do {
                try check(value, is: first, at: path)
            } catch {
                do {
                    try check(value, is: second, at: path)
                } catch {
                    // A value of neither shape is reported as the second's
                    // kind when it has its JSON type, else as the first's.
                    if value.typeName == Self.jsonTypeName(of: second) { throw error }
                    try check(value, is: first, at: path)
                }
            }
        case .point, .size, .rect, .insets, .indexPath, .element:
            guard case .object(let pairs) = value else { throw wrong("an object") }
            for member in type.members ?? [] {
                guard let inner = pairs.first(where: { $0.0 == member.name })?.1 else {
                    if member.isOptional { continue }
                    throw Problem(path: path, message: "missing field \"\(member.name)\"")
                }
                try check(inner, is: member.type, at: "\(path).\(member.name)")
            }
        }
    }

    private static func jsonTypeName(of type: EventFieldType) -> String {
        switch type {
        case .integer, .number: "a number"
        case .boolean: "a boolean"
        case .text, .choice: "a string"
        case .array: "an array"
        case .either(let first, _): jsonTypeName(of: first)
        case .point, .size, .rect, .insets, .indexPath, .element: "an object"
        }
    }
}

/// Typed access to the fields of one JSON object (the header and end
/// lines), each failure naming the field's path.
struct Fields {
    let pairs: [(String, FieldValue)]
    var path = "$"

    init(pairs: [(String, FieldValue)], path: String = "$") {
        self.pairs = pairs
        self.path = path
    }

    private func value(_ key: String) throws(EventRecord.Problem) -> FieldValue {
        guard let value = pairs.first(where: { $0.0 == key })?.1 else {
            throw EventRecord.Problem(path: path, message: "missing field \"\(key)\"")
        }
        return value
    }

    private func wrong(_ key: String, _ expected: String, _ found: FieldValue) -> EventRecord.Problem {
        EventRecord.Problem(path: "\(path).\(key)", message: "expected \(expected), found \(found.typeName)")
    }

    func int(_ key: String) throws(EventRecord.Problem) -> Int {
        let value = try value(key)
        guard case .int(let int) = value else { throw wrong(key, "an integer", value) }
        return int
    }

    func double(_ key: String) throws(EventRecord.Problem) -> Double {
        let value = try value(key)
        guard let number = value.number else { throw wrong(key, "a number", value) }
        return number
    }

    func string(_ key: String) throws(EventRecord.Problem) -> String {
        let value = try value(key)
        guard case .string(let string) = value else { throw wrong(key, "a string", value) }
        return string
    }

    func object(_ key: String) throws(EventRecord.Problem) -> Fields {
        let value = try value(key)
        guard case .object(let pairs) = value else { throw wrong(key, "an object", value) }
        return Fields(pairs: pairs, path: "\(path).\(key)")
    }

    func point(_ key: String) throws(EventRecord.Problem) -> Point {
        let object = try object(key)
        return Point(x: try object.double("x"), y: try object.double("y"))
    }

    func size(_ key: String) throws(EventRecord.Problem) -> Size {
        let object = try object(key)
        return Size(width: try object.double("width"), height: try object.double("height"))
    }

    func insets(_ key: String) throws(EventRecord.Problem) -> EdgeInsets {
        let object = try object(key)
        return EdgeInsets(top: try object.double("top"), left: try object.double("left"),
                          bottom: try object.double("bottom"), right: try object.double("right"))
    }

    /// Fails on the first key not among `known`.
    func checkNoOthers(besides known: Set<String>) throws(EventRecord.Problem) {
        for (key, _) in pairs where !known.contains(key) {
            throw EventRecord.Problem(path: "\(path).\(key)", message: "unknown field \"\(key)\" for this event type")
        }
    }
}
