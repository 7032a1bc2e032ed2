import ScrollSim

/// Reads one object of the scenario format by its declared keys
/// (`FormatKey`): the allowed keys, each value's range and each default
/// come from the declaration; the located errors and "did you mean" are
/// `ObjectReader`'s.
struct KeyedReader<Key: FormatKey> {
    /// The object, read by key name.
    let object: ObjectReader

    /// Reads `value` as an object with the keys `Key` declares.
    init(_ value: FieldValue, at path: String) throws(InputError) {
        object = try ObjectReader(value, at: path, keys: Key.names)
    }

    /// The object's JSON path.
    var path: String { object.path }

    /// The keys present, in document order.
    var keys: [String] { object.keys }

    /// Whether the object has `key`.
    func contains(_ key: Key) -> Bool { object.contains(key.rawValue) }

    /// The value of `key` as given, if present.
    subscript(key: Key) -> FieldValue? { object[key.rawValue] }

    /// The value of `key` as given, or its declared default.
    func valueOrDefault(_ key: Key) -> FieldValue? { object[key.rawValue] ?? key.spec.defaultValue }

    func path(of key: Key) -> String { object.path(of: key.rawValue) }

    func required(_ key: Key) throws(InputError) -> FieldValue { try object.required(key.rawValue) }

    /// The error for a required key that is absent.
    func missing(_ key: Key) -> InputError {
        InputError(location: .path(path), message: "missing required key \"\(key.rawValue)\"")
    }

    /// The string given, or the declared default.
    func string(_ key: Key) throws(InputError) -> String? {
        if let given = try object.string(key.rawValue) { return given }
        guard case .string(let fallback)? = key.spec.defaultValue else { return nil }
        return fallback
    }

    /// `true` or `false` as given, or the declared default.
    func bool(_ key: Key) throws(InputError) -> Bool? {
        if let given = try object.bool(key.rawValue) { return given }
        guard case .bool(let fallback)? = key.spec.defaultValue else { return nil }
        return fallback
    }

    /// The number given, in the declared range, or the declared default.
    func double(_ key: Key) throws(InputError) -> Double? {
        try object.double(key.rawValue, in: key.spec.numberRange) ?? key.spec.defaultValue?.number
    }

    /// The number under `key` in `range` (a shape's members take the
    /// range of the key that holds the shape), or the declared default (0
    /// without one).
    func number(_ key: Key, in range: ClosedRange<Double>) throws(InputError) -> Double {
        try object.double(key.rawValue, in: range) ?? key.spec.defaultValue?.number ?? 0
    }

    /// The integer given, in the declared range, or the declared default.
    func int(_ key: Key) throws(InputError) -> Int? {
        if let given = try object.int(key.rawValue, in: key.spec.integerRange) { return given }
        guard case .int(let fallback)? = key.spec.defaultValue else { return nil }
        return fallback
    }

    /// One of the declared choices, by name, or the declared default.
    func choice(_ key: Key) throws(InputError) -> String? {
        if let given = try object.choice(key.rawValue, key.spec.choices) { return given }
        guard case .string(let fallback)? = key.spec.defaultValue else { return nil }
        return fallback
    }

    /// The declared choice (or default) as the enum whose raw values the choices are.
    func choice<Value: RawRepresentable>(_ key: Key, as type: Value.Type) throws(InputError) -> Value? where Value.RawValue == String {
        try choice(key).flatMap(Value.init(rawValue:))
    }

    func array(_ key: Key) throws(InputError) -> [FieldValue]? { try object.array(key.rawValue) }

    /// The object under `key`, with the keys `Inner` declares.
    func object<Inner: FormatKey>(_ key: Key, keys: Inner.Type) throws(InputError) -> KeyedReader<Inner>? {
        guard let value = self[key] else { return nil }
        return try KeyedReader<Inner>(value, at: path(of: key))
    }

    // MARK: - Keys with defaults

    /// `true` or `false` as given, or the declared default (`false` without one).
    func flag(_ key: Key) throws(InputError) -> Bool { try bool(key) ?? false }

    /// The number given, in the declared range, or the declared default (0 without one).
    func number(_ key: Key) throws(InputError) -> Double { try double(key) ?? 0 }

    /// The integer given, in the declared range, or the declared default (0 without one).
    func integer(_ key: Key) throws(InputError) -> Int { try int(key) ?? 0 }

    /// The choice given, or the declared default (the first case without
    /// one), as the enum whose raw values the choices are.
    func option<Value: RawRepresentable & CaseIterable>(_ key: Key, as type: Value.Type) throws(InputError) -> Value
    where Value.RawValue == String {
        if let value = try choice(key, as: Value.self) { return value }
        guard let first = Value.allCases.first else { throw missing(key) }
        return first
    }

    // MARK: - Into a value

    /// Sets `target` to the value of `key`, or to its declared default;
    /// leaves `target` as it is when the key is absent and has no default.
    func read(_ key: Key, into target: inout Bool) throws(InputError) {
        if let value = try bool(key) { target = value }
    }

    /// Sets `target` to the number under `key` (in its declared range), or
    /// to the declared default.
    func read(_ key: Key, into target: inout Double) throws(InputError) {
        if let value = try double(key) { target = value }
    }

    /// Sets `target` to the integer under `key` (in its declared range), or
    /// to the declared default.
    func read(_ key: Key, into target: inout Int) throws(InputError) {
        if let value = try int(key) { target = value }
    }

    /// Sets `target` to the declared choice under `key`, or to the declared default.
    func read<Value: RawRepresentable>(_ key: Key, into target: inout Value) throws(InputError) where Value.RawValue == String {
        if let value = try choice(key, as: Value.self) { target = value }
    }
}

extension KeySpec {
    /// The range of a number key (of any key: unbounded).
    var numberRange: ClosedRange<Double> {
        if case .number(let range) = type { return range }
        return -Double.infinity...Double.infinity
    }

    /// The range of an integer key (of any key: unbounded).
    var integerRange: ClosedRange<Int> {
        if case .integer(let range) = type { return range }
        return Int.min...Int.max
    }

    /// The choices of a choice key (of any key: none).
    var choices: [String] {
        if case .choice(let names) = type { return names }
        return []
    }
}
