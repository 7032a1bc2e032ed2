internal import CJSONC
import ScrollSim

/// The JSON Schema of a scenario (`schemas/scenario.schema.json`),
/// generated from the format's declaration (`ScenarioFormat`): every
/// object's keys, types, ranges, defaults and required keys, the steps from
/// `Step.Name`, the event types of patterns from `EventKind`, the keys of
/// patterns and state entries from the core's declarations of them
/// (`ScenarioSchema+Expectations.swift`). Only the schema's examples come
/// from `scenario-schema-grammar.json` beside this file. The file in `schemas/`
/// is `text`; a test fails when they differ (`SCROLLSIM_RECORD=1` rewrites it).
package enum ScenarioSchema {
    /// The schema as a value.
    package static var value: FieldValue {
        let top = definition(of: ScenarioFormat.TopLevel.self)
        guard case .object(let topKeywords) = top else { return top }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", "https://scrollsim.dev/schemas/scenario.schema.json"),
            ("title", "ScrollSim scenario"),
            ("description", .string(
                "A scroll scenario (docs/scenario-format.md), generated from the format's declaration (ScenarioFormat): every object's keys, "
                    + "required keys, ranges, enums and defaults are the decoder's, and a test feeds both the same documents and requires agreement. "
                    + "Layout objects allow keys beyond a built-in type's own (users register their own layouts). `scrollsim validate` checks "
                    + "everything, including what no schema can say: that the layout fits the viewport, that steps name existing items.")),
            ("examples", grammar["examples"] ?? []),
        ] + topKeywords + [("$defs", .object(definitions))])
    }

    /// The schema as the file holds it: two-space indentation, keys in
    /// order, a newline at the end.
    package static var text: String {
        let object = JSONWriter.makeObject(value)
        let flags = Int32(JSON_C_TO_STRING_PRETTY) | Int32(JSON_C_TO_STRING_SPACED) | Int32(JSON_C_TO_STRING_NOSLASHESCAPE)
        guard let text = json_object_to_json_string_ext(object.pointer, flags) else { return "" }
        return String(cString: text) + "\n"
    }

    /// `{"$ref": "#/$defs/NAME"}`.
    static func reference(_ name: String) -> FieldValue {
        ["$ref": .string("#/$defs/\(name)")]
    }

    /// A key's schema: its type's, with its default and summary.
    static func schema(of spec: KeySpec) -> FieldValue {
        var schema = schema(of: spec.type)
        guard case .object(var keywords) = schema else { return schema }
        if let fallback = spec.defaultValue { keywords.append(("default", fallback)) }
        if let summary = spec.summary { keywords.append(("description", .string(summary))) }
        schema = .object(keywords)
        return schema
    }

    /// A type's schema; an object used in one place only is stated there,
    /// the others are references to their definitions.
    static func schema(of type: KeyType) -> FieldValue {
        switch type {
        case .boolean: return ["type": "boolean"]
        case .number(let range): return ["type": "number", "minimum": bound(range.lowerBound), "maximum": bound(range.upperBound)]
        case .integer(let range): return ["type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound)]
        case .string(let minLength): return minLength > 0 ? ["type": "string", "minLength": .int(minLength)] : ["type": "string"]
        case .choice(let names): return ["enum": .array(names.map(FieldValue.string))]
        case .size(let range): return shape(ScenarioFormat.SizeShape.self, range)
        case .point(let range): return shape(ScenarioFormat.PointShape.self, range)
        case .insets(let range): return shape(ScenarioFormat.InsetsShape.self, range)
        case .object(let keys): return inlined.contains(keys.definitionName) ? definition(of: keys) : reference(keys.definitionName)
        case .array(let element, let minItems, let maxItems):
            var keywords: [(String, FieldValue)] = [("type", "array")]
            if minItems > 0 { keywords.append(("minItems", .int(minItems))) }
            if let maxItems { keywords.append(("maxItems", .int(maxItems))) }
            keywords.append(("items", schema(of: element)))
            return .object(keywords)
        case .anyOf(let types): return ["anyOf": .array(types.map { schema(of: $0) })]
        case .schema(let stated): return stated
        }
    }

    /// The definition of an object: its keys as `properties`, its required
    /// keys, no other keys (save for layouts), and its constraints.
    static func definition(of keys: any FormatKey.Type) -> FieldValue {
        var keywords: [(String, FieldValue)] = []
        if let summary = keys.summary { keywords.append(("description", .string(summary))) }
        keywords.append(("type", "object"))
        let required = keys.requiredNames
        if !required.isEmpty { keywords.append(("required", .array(required.map(FieldValue.string)))) }
        if !keys.allowsOtherKeys { keywords.append(("additionalProperties", false)) }
        keywords.append(("properties", .object(keys.declarations.map { ($0.name, schema(of: $0.spec)) })))
        return .object(keywords + keys.constraints)
    }

    // MARK: - Definitions

    private static var definitions: [(String, FieldValue)] {
        var found: [(String, FieldValue)] = []
        var seen: Set<String> = []
        func add(_ keys: any FormatKey.Type) {
            guard seen.insert(keys.definitionName).inserted else { return }
            if !inlined.contains(keys.definitionName) { found.append((keys.definitionName, definition(of: keys))) }
            for declaration in keys.declarations { visit(declaration.spec.type) }
        }
        func visit(_ type: KeyType) {
            for keys in type.objects { add(keys) }
        }
        for declaration in ScenarioFormat.TopLevel.declarations { visit(declaration.spec.type) }
        found.append(("layout", layout))
        for keys in ScenarioFormat.layouts { add(keys) }
        found.append(("step", step))
        for name in Step.Name.allCases { visit(ScenarioFormat.argument(of: name)) }
        found.append(("invariant", invariant))
        add(ScenarioFormat.RestingOffset.self)
        found += expectationDefinitions
        return found
    }

    /// The objects used in one place only: stated where they are used
    /// (`scrollView`, `log`, each step's argument), not among `$defs`.
    /// Layouts are always definitions: the layout object lists them by name.
    private static let inlined: Set<String> = {
        var uses: [String: Int] = [:]
        var expanded: Set<String> = []
        func visit(_ type: KeyType) {
            for keys in type.objects {
                uses[keys.definitionName, default: 0] += 1
                guard expanded.insert(keys.definitionName).inserted else { continue }
                for declaration in keys.declarations { visit(declaration.spec.type) }
            }
        }
        for declaration in ScenarioFormat.TopLevel.declarations { visit(declaration.spec.type) }
        for keys in ScenarioFormat.layouts {
            uses[keys.definitionName, default: 0] += 2
            visit(.object(keys))
        }
        for name in Step.Name.allCases { visit(ScenarioFormat.argument(of: name)) }
        visit(.object(ScenarioFormat.RestingOffset.self))
        return Set(uses.filter { $0.value == 1 }.keys)
    }()

    /// A layout object: a built-in `type`, and that type's keys. Every key
    /// a built-in type declares is also checked whatever the type, where
    /// all the types that declare it agree on its value's type.
    private static var layout: FieldValue {
        var names: [String] = []
        var schemas: [String: [FieldValue]] = [:]
        for keys in ScenarioFormat.layouts {
            for (name, spec) in keys.declarations where name != ScenarioFormat.Flow.type.rawValue {
                if schemas[name] == nil { names.append(name) }
                schemas[name, default: []].append(schema(of: spec.type))
            }
        }
        let shared: [(String, FieldValue)] = names.compactMap { name in
            guard let all = schemas[name], let first = all.first, all.allSatisfy({ $0 == first }) else { return nil }
            return (name, first)
        }
        let typeKey = ScenarioFormat.Flow.type.rawValue
        return .object([
            ("type", "object"),
            ("required", [.string(typeKey)]),
            ("properties", .object([(typeKey, .object([("enum", .array(ScenarioFormat.layoutTypes.map(FieldValue.string)))]))] + shared)),
            ("anyOf", .array(ScenarioFormat.layouts.map { reference($0.definitionName) })),
        ])
    }

    /// A step: one key, a `Step.Name`, whose value is the step's argument.
    private static var step: FieldValue {
        .object([
            ("type", "object"),
            ("minProperties", 1),
            ("maxProperties", 1),
            ("propertyNames", ["enum": .array(Step.Name.allCases.map { .string($0.rawValue) })]),
            ("properties", .object(Step.Name.allCases.map { ($0.rawValue, schema(of: ScenarioFormat.argument(of: $0))) })),
        ])
    }

    /// An invariant: one key, its name (`Invariant.Name`), with its argument.
    private static var invariant: FieldValue {
        .object([
            ("type", "object"),
            ("minProperties", 1),
            ("maxProperties", 1),
            ("additionalProperties", false),
            ("properties", .object(Invariant.Name.allCases.map { name in
                (name.rawValue, ScenarioDecoder.invariantArgument(name))
            })),
        ])
    }

    /// A size, point or insets object with every member in `range`.
    private static func shape<Keys: FormatKey>(_ keys: Keys.Type, _ range: ClosedRange<Double>) -> FieldValue {
        var keywords: [(String, FieldValue)] = [("type", "object")]
        let required = keys.requiredNames
        if !required.isEmpty { keywords.append(("required", .array(required.map(FieldValue.string)))) }
        keywords.append(("additionalProperties", false))
        keywords.append(("properties", .object(keys.names.map { ($0, schema(of: .number(range))) })))
        return .object(keywords)
    }

    /// A bound as JSON: an integer when it is one.
    private static func bound(_ value: Double) -> FieldValue {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    /// The stated part: the examples.
    private static let grammar: FieldValue = {
        (try? PackageResources.scenario_schema_grammar_json.withUnsafeBufferPointer { buffer in
            try JSONParser.parse(buffer)
        }) ?? .null
    }()
}

extension KeyType {
    /// The objects the type names directly (not those inside them).
    var objects: [any FormatKey.Type] {
        switch self {
        case .object(let keys): [keys]
        case .array(let element, _, _): element.objects
        case .anyOf(let types): types.flatMap(\.objects)
        case .boolean, .number, .integer, .string, .choice, .size, .point, .insets, .schema: []
        }
    }
}

extension FormatKey {
    /// Each key's name and declaration, in declaration order.
    static var declarations: [(name: String, spec: KeySpec)] { allCases.map { ($0.rawValue, $0.spec) } }

    /// The names of the required keys.
    static var requiredNames: [String] { allCases.filter(\.spec.isRequired).map(\.rawValue) }
}
