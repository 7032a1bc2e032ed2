import ScrollSim

/// Writes one object of the scenario format by its declared keys
/// (`FormatKey`), leaving out every value equal to the key's declared
/// default: the encoder's half of the declaration.
struct ObjectWriter<Key: FormatKey> {
    /// The pairs written so far, in the order written.
    private(set) var pairs: [(String, FieldValue)] = []

    init() {}

    /// Writes `value` under `key` unless it is the declared default.
    mutating func write(_ key: Key, _ value: FieldValue) {
        if let fallback = key.spec.defaultValue, value.isSame(as: fallback) { return }
        pairs.append((key.rawValue, value))
    }

    /// Writes `value` under `key` when there is one (and it is not the default).
    mutating func write(_ key: Key, _ value: FieldValue?) {
        if let value { write(key, value) }
    }

    /// Writes `value` under `key` whatever the default: for what the
    /// format requires.
    mutating func always(_ key: Key, _ value: FieldValue) {
        pairs.append((key.rawValue, value))
    }

    /// The object.
    var value: FieldValue { .object(pairs) }
}

extension FieldValue {
    /// Whether the two are the same JSON value, numbers compared by value
    /// (`1` is `1.0`).
    func isSame(as other: FieldValue) -> Bool {
        switch (self, other) {
        case (.int, .double), (.double, .int): number == other.number
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1.isSame(as: $1.1) }
        default: self == other
        }
    }
}
