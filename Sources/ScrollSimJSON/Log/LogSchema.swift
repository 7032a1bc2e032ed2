internal import CJSONC
import ScrollSim

/// The JSON Schema of a log line (`schemas/log-event.schema.json`): the
/// header, an event, or the end line, with each event kind's fields as
/// `EventKind.fields` declares them. The file in `schemas/` is this value,
/// written by `LogSchema.text`; a test fails when they differ.
package enum LogSchema {
    /// The schema as a value.
    package static var value: FieldValue {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", "https://scrollsim.dev/schemas/log-event.schema.json"),
            ("title", "ScrollSim log line"),
            ("description", .string(
                "One line of a ScrollSim event log (docs/log-tools.md, schema \(LogWriter.schema)): the header, an event, "
                    + "or the end line. Events carry seq, tick, time and type, then the fields of their type and no others; "
                    + "generated from the event vocabulary (EventKind).")),
            ("anyOf", [["$ref": "#/$defs/header"], ["$ref": "#/$defs/end"], ["$ref": "#/$defs/event"]]),
            ("$defs", .object(definitions)),
        ])
    }

    /// The schema as the file holds it: two-space indentation, keys in
    /// order, a newline at the end.
    package static var text: String {
        let object = JSONWriter.makeObject(value)
        let flags = Int32(JSON_C_TO_STRING_PRETTY) | Int32(JSON_C_TO_STRING_SPACED) | Int32(JSON_C_TO_STRING_NOSLASHESCAPE)
        guard let text = json_object_to_json_string_ext(object.pointer, flags) else { return "" }
        return String(cString: text) + "\n"
    }

    private static let objectTypes: [(name: String, type: EventFieldType)] = [
        ("point", .point), ("size", .size), ("frame", .rect), ("insets", .insets), ("indexPath", .indexPath), ("element", .element),
    ]

    private static var definitions: [(String, FieldValue)] {
        objectTypes.map { ($0.name, definition(of: $0.type)) } + [
            ("header", .object([
                ("type", "object"),
                ("required", ["type", "schema"]),
                ("properties", .object([
                    ("type", ["const": "header"]),
                    ("schema", ["const": .string(LogWriter.schema)]),
                    ("scenario", ["type": "string"]),
                    ("viewport", ["$ref": "#/$defs/size"]),
                    ("frameRate", ["type": "number", "minimum": 1, "maximum": 1000]),
                    ("contentSize", ["$ref": "#/$defs/size"]),
                    ("contentInset", ["$ref": "#/$defs/insets"]),
                ])),
            ])),
            ("end", .object([
                ("type", "object"),
                ("required", ["type", "ticks", "events"]),
                ("additionalProperties", false),
                ("properties", .object([
                    ("type", ["const": "end"]),
                    ("ticks", ["type": "integer", "minimum": 0]),
                    ("events", ["type": "integer", "minimum": 0]),
                    ("offset", ["$ref": "#/$defs/point"]),
                ])),
            ])),
            ("event", event),
        ]
    }

    private static var event: FieldValue {
        .object([
            ("type", "object"),
            ("required", .array(EventVocabulary.commonFields.map(FieldValue.string))),
            ("properties", .object([
                ("seq", ["type": "integer", "minimum": 0]),
                ("tick", ["type": "integer", "minimum": 0]),
                ("time", ["type": "number", "minimum": 0]),
                ("type", ["enum": .array(EventVocabulary.typeNames.map(FieldValue.string))]),
            ])),
            ("allOf", .array(EventKind.allCases.map { kind in
                .object([
                    ("if", ["properties": ["type": ["const": .string(kind.rawValue)]]]),
                    ("then", .object([
                        ("required", .array(kind.fields.filter { !$0.isOptional }.map { .string($0.name) })),
                        ("properties", .object(kind.fields.map { ($0.name, schema(of: $0.type)) })),
                        ("propertyNames", ["enum": .array((EventVocabulary.commonFields + kind.fields.map(\.name)).map(FieldValue.string))]),
                    ])),
                ])
            })),
        ])
    }

    /// The schema of a value of `type`: object types refer to their
    /// definition.
    private static func schema(of type: EventFieldType) -> FieldValue {
        switch type {
        case .integer: ["type": "integer", "minimum": 0]
        case .number: ["type": "number"]
        case .boolean: ["type": "boolean"]
        case .text: ["type": "string"]
        case .choice(let names): ["enum": .array(names.map(FieldValue.string))]
        case .array(let element): ["type": "array", "items": schema(of: element)]
        case .either(let first, let second): ["anyOf": [schema(of: first), schema(of: second)]]
        case .point, .size, .rect, .insets, .indexPath, .element:
            ["$ref": .string("#/$defs/\(objectTypes.first { $0.type == type }?.name ?? "")")]
        }
    }

    /// The definition of an object type: its members, all required, no others.
    private static func definition(of type: EventFieldType) -> FieldValue {
        let members = type.members ?? []
        return .object([
            ("type", "object"),
            ("required", .array(members.map { .string($0.name) })),
            ("additionalProperties", false),
            ("properties", .object(members.map { member in
                var schema = schema(of: member.type)
                // Sizes are never negative; an element's kind is never empty.
                if case .object(var pairs) = schema {
                    if member.name == "width" || member.name == "height" { pairs.append(("minimum", 0)) }
                    if member.name == "kind" { pairs.append(("minLength", 1)) }
                    schema = .object(pairs)
                }
                return (member.name, schema)
            })),
        ])
    }
}
