import ScrollSim

/// Reads one JSON object of a scenario, field by field, with the JSON path
/// of every value at hand for error messages.
///
/// It is made with the full list of keys the object may have, and rejects
/// any other key at once, suggesting the nearest allowed one.
struct ObjectReader {
    let path: String
    private let pairs: [(String, FieldValue)]

    init(_ value: FieldValue, at path: String, keys allowed: [String]) throws(InputError) {
        guard case .object(let pairs) = value else {
            throw InputError(location: .path(path), message: "expected an object, found \(value.typeName)")
        }
        self.path = path
        self.pairs = pairs
        for (key, _) in pairs where !allowed.contains(key) {
            var message = "unknown key \"\(key)\""
            if let suggestion = Spelling.nearest(to: key, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; allowed keys: \(allowed.joined(separator: ", "))"
            }
            throw InputError(location: .path(JSONPath.appending(key, to: path)), message: message)
        }
    }

    /// Whether the object has `key`.
    func contains(_ key: String) -> Bool { pairs.contains { $0.0 == key } }

    /// The keys present, in document order.
    var keys: [String] { pairs.map(\.0) }

    /// The raw value of `key`, if present.
    subscript(key: String) -> FieldValue? { pairs.first { $0.0 == key }?.1 }

    func path(of key: String) -> String { JSONPath.appending(key, to: path) }

    func required(_ key: String) throws(InputError) -> FieldValue {
        guard let value = self[key] else {
            throw InputError(location: .path(path), message: "missing required key \"\(key)\"")
        }
        return value
    }

    func string(_ key: String) throws(InputError) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let s) = value else {
            throw InputError(location: .path(path(of: key)), message: "expected a string, found \(value.typeName)")
        }
        return s
    }

    func bool(_ key: String) throws(InputError) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let b) = value else {
            throw InputError(location: .path(path(of: key)), message: "expected true or false, found \(value.typeName)")
        }
        return b
    }

    func double(_ key: String, in range: ClosedRange<Double>) throws(InputError) -> Double? {
        guard let value = self[key] else { return nil }
        return try Self.number(value, at: path(of: key), in: range)
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(InputError) -> Int? {
        guard let value = self[key] else { return nil }
        return try Self.integer(value, at: path(of: key), in: range)
    }

    /// One of `choices`, by name.
    func choice(_ key: String, _ choices: [String]) throws(InputError) -> String? {
        guard let s = try string(key) else { return nil }
        guard choices.contains(s) else {
            var message = "unknown value \"\(s)\"; expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))"
            if let suggestion = Spelling.nearest(to: s, among: choices) { message += "; did you mean \"\(suggestion)\"?" }
            throw InputError(location: .path(path(of: key)), message: message)
        }
        return s
    }

    func array(_ key: String) throws(InputError) -> [FieldValue]? {
        guard let value = self[key] else { return nil }
        guard case .array(let elements) = value else {
            throw InputError(location: .path(path(of: key)), message: "expected an array, found \(value.typeName)")
        }
        return elements
    }

    func object(_ key: String, keys allowed: [String]) throws(InputError) -> ObjectReader? {
        guard let value = self[key] else { return nil }
        return try ObjectReader(value, at: path(of: key), keys: allowed)
    }

    static func number(_ value: FieldValue, at path: String, in range: ClosedRange<Double>) throws(InputError) -> Double {
        guard let number = value.number else {
            throw InputError(location: .path(path), message: "expected a number, found \(value.typeName)")
        }
        guard range.contains(number) else {
            throw InputError(location: .path(path),
                             message: "\(JSONNumberFormat.text(number)) is out of range \(JSONNumberFormat.text(range.lowerBound))…\(JSONNumberFormat.text(range.upperBound))")
        }
        return number
    }

    static func integer(_ value: FieldValue, at path: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
        let integer: Int
        switch value {
        case .int(let i): integer = i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: integer = Int(d)
        default:
            throw InputError(location: .path(path), message: "expected an integer, found \(value.typeName)")
        }
        guard range.contains(integer) else {
            throw InputError(location: .path(path), message: "\(integer) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return integer
    }
}

extension FieldValue {
    /// The JSON name of the value's type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
