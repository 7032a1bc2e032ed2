import ScrollSim

/// A validator for the subset of JSON Schema draft 2020-12 that
/// `schemas/*.schema.json` use, over values parsed by `JSONParser`.
///
/// Supported: `$ref` to `#/$defs/…`, `type` (one or a list), `enum`,
/// `const`, `properties`, `required`, `additionalProperties` (boolean or
/// schema), `propertyNames`, `minProperties`, `maxProperties`, `items`,
/// `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`, `allOf`, `anyOf`,
/// `oneOf`, `not`, `if`/`then`/`else`. Annotations (`title`,
/// `description`, `default`, `examples`, `$id`, `$schema`, `$defs`) are ignored. Any
/// other keyword is reported as an error, so that a schema never silently
/// asks for more than is checked.
struct JSONSchemaValidator {
    let root: FieldValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "examples", "$defs"]
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "propertyNames",
        "minProperties", "maxProperties", "items", "minItems", "maxItems", "minimum", "maximum", "minLength",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    /// The keywords of every subschema reachable from `schema` that this
    /// validator does not know, as "PATH: keyword".
    static func unsupportedKeywords(in schema: FieldValue, at path: String = "#") -> [String] {
        guard case .object(let keywords) = schema else { return [] }
        var found: [String] = []
        for (keyword, value) in keywords {
            let here = "\(path)/\(keyword)"
            switch keyword {
            case "properties", "$defs":
                if case .object(let children) = value {
                    for (name, child) in children { found += unsupportedKeywords(in: child, at: "\(here)/\(name)") }
                }
            case "allOf", "anyOf", "oneOf":
                if case .array(let children) = value {
                    for (index, child) in children.enumerated() { found += unsupportedKeywords(in: child, at: "\(here)/\(index)") }
                }
            case "items", "not", "if", "then", "else", "additionalProperties", "propertyNames":
                found += unsupportedKeywords(in: value, at: here)
            default:
                if !annotations.contains(keyword) && !assertions.contains(keyword) { found.append(here) }
            }
        }
        return found
    }

    /// Every violation of `value`, as "PATH: message"; empty when valid.
    func errors(_ value: FieldValue) -> [String] {
        errors(value, schema: root, at: "$")
    }

    /// Every violation of `value` against `schema`, a part of `root` (its
    /// `$ref`s resolve in `root`).
    func errors(_ value: FieldValue, against schema: FieldValue) -> [String] {
        errors(value, schema: schema, at: "$")
    }

    /// The schema a `$ref` names, or `schema` itself when it has none.
    func resolved(_ schema: FieldValue) -> FieldValue {
        var node = schema
        while case .string(let reference)? = node["$ref"], let target = resolve(reference) { node = target }
        return node
    }

    private func errors(_ value: FieldValue, schema: FieldValue, at path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): no value is allowed here"] }
        guard case .object(let keywords) = schema else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        for (keyword, _) in keywords where !Self.annotations.contains(keyword) && !Self.assertions.contains(keyword) {
            found.append("\(path): unsupported schema keyword \(keyword)")
        }
        if case .string(let reference)? = schema["$ref"] {
            guard let target = resolve(reference) else { return found + ["\(path): cannot resolve \(reference)"] }
            found += errors(value, schema: target, at: path)
        }
        if let type = schema["type"] {
            let names: [String]
            switch type {
            case .string(let name): names = [name]
            case .array(let list): names = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
            default: names = []
            }
            if !names.contains(where: { Self.hasType($0, value) }) {
                found.append("\(path): expected \(names.joined(separator: " or ")), found \(Self.typeName(value))")
                return found
            }
        }
        if case .array(let options)? = schema["enum"], !options.contains(where: { Self.equal($0, value) }) {
            found.append("\(path): \(Self.text(value)) is not one of \(options.map(Self.text).joined(separator: ", "))")
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            found.append("\(path): expected \(Self.text(constant)), found \(Self.text(value))")
        }
        if let number = value.number {
            if let minimum = schema["minimum"]?.number, number < minimum { found.append("\(path): \(number) < minimum \(minimum)") }
            if let maximum = schema["maximum"]?.number, number > maximum { found.append("\(path): \(number) > maximum \(maximum)") }
        }
        if case .string(let string) = value, let minimum = schema["minLength"]?.number, Double(string.count) < minimum {
            found.append("\(path): string shorter than \(Int(minimum))")
        }
        if case .object(let pairs) = value {
            found += objectErrors(pairs, schema: schema, at: path)
        }
        if case .array(let elements) = value {
            if let minimum = schema["minItems"]?.number, Double(elements.count) < minimum {
                found.append("\(path): fewer than \(Int(minimum)) items")
            }
            if let maximum = schema["maxItems"]?.number, Double(elements.count) > maximum {
                found.append("\(path): more than \(Int(maximum)) items")
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    found += errors(element, schema: items, at: "\(path)[\(index)]")
                }
            }
        }
        if case .array(let all)? = schema["allOf"] {
            for sub in all { found += errors(value, schema: sub, at: path) }
        }
        if case .array(let any)? = schema["anyOf"] {
            let results = any.map { errors(value, schema: $0, at: path) }
            if !results.contains(where: \.isEmpty) {
                found.append("\(path): matches none of anyOf; closest: " + (results.min { $0.count < $1.count }?.joined(separator: "; ") ?? ""))
            }
        }
        if case .array(let one)? = schema["oneOf"] {
            let passing = one.filter { errors(value, schema: $0, at: path).isEmpty }.count
            if passing != 1 { found.append("\(path): matches \(passing) schemas of oneOf, not exactly 1") }
        }
        if let not = schema["not"], errors(value, schema: not, at: path).isEmpty {
            found.append("\(path): matches a schema it must not match")
        }
        if let condition = schema["if"] {
            if errors(value, schema: condition, at: path).isEmpty {
                if let then = schema["then"] { found += errors(value, schema: then, at: path) }
            } else if let otherwise = schema["else"] {
                found += errors(value, schema: otherwise, at: path)
            }
        }
        return found
    }

    private func objectErrors(_ pairs: [(String, FieldValue)], schema: FieldValue, at path: String) -> [String] {
        var found: [String] = []
        let value = FieldValue.object(pairs)
        if case .array(let required)? = schema["required"] {
            for case .string(let key) in required where value[key] == nil {
                found.append("\(path): missing required key \"\(key)\"")
            }
        }
        if let minimum = schema["minProperties"]?.number, Double(pairs.count) < minimum {
            found.append("\(path): fewer than \(Int(minimum)) keys")
        }
        if let maximum = schema["maxProperties"]?.number, Double(pairs.count) > maximum {
            found.append("\(path): more than \(Int(maximum)) keys")
        }
        let properties = schema["properties"]
        for (key, child) in pairs {
            let childPath = "\(path).\(key)"
            if let names = schema["propertyNames"] {
                found += errors(.string(key), schema: names, at: "\(path) key \"\(key)\"")
            }
            if let propertySchema = properties?[key] {
                found += errors(child, schema: propertySchema, at: childPath)
            } else if let additional = schema["additionalProperties"] {
                if case .bool(false) = additional {
                    found.append("\(childPath): unknown key \"\(key)\"")
                } else {
                    found += errors(child, schema: additional, at: childPath)
                }
            }
        }
        return found
    }

    private func resolve(_ reference: String) -> FieldValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: FieldValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node
    }

    static func hasType(_ name: String, _ value: FieldValue) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .int), ("number", .double), ("integer", .int):
            true
        case ("integer", .double(let d)):
            d == d.rounded()
        default:
            false
        }
    }

    static func typeName(_ value: FieldValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    static func equal(_ a: FieldValue, _ b: FieldValue) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        return a == b
    }

    static func text(_ value: FieldValue) -> String {
        switch value {
        case .string(let s): "\"\(s)\""
        case .int(let i): String(i)
        case .double(let d): String(d)
        case .bool(let b): String(b)
        case .null: "null"
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
