import ScrollSim

// The expectation grammar's part of the schema — `expect`/`forbid`
// patterns and `state` entries — generated from the core's declarations of
// their keys (`ExpectationPattern.Key`, `MatchCount.Key`,
// `ExpectationScope.Form`, `NumericBound.Key`, `ExpectedState.Key`,
// `ExpectedState.DisplayedKey`, `StateMoment.Key`), the keys the core's
// parsers read. Each switch is exhaustive: a new key is flagged here by the
// compiler.
extension ScenarioSchema {
    /// The definitions of the grammar, in the order the schema lists them.
    static var expectationDefinitions: [(String, FieldValue)] {
        [
            ("pattern", patternDefinition),
            ("integerRange", integerRangeDefinition),
            ("patternValue", patternValueDefinition),
            ("stateEntry", stateEntryDefinition),
            ("pointBounds", boundsObject(ExpectedState.pointKeys)),
            ("numberOrBound", numberOrBoundDefinition),
            ("bound", boundDefinition),
        ]
    }

    // MARK: - Patterns

    /// An event pattern: the event types of the vocabulary, the reserved
    /// keys, and any other key an event field to match.
    private static var patternDefinition: FieldValue {
        .object([
            ("type", "object"),
            ("description", .string(
                "An event pattern (docs/scenario-format.md#patterns): event fields to match, a number or a bound for numeric fields, "
                    + "and the reserved keys \(ExpectationPattern.reservedKeys.joined(separator: " and ")).")),
            ("properties", .object(
                [("type", ["enum": .array(EventVocabulary.typeNames.map(FieldValue.string))])]
                    + ExpectationPattern.Key.allCases.map { ($0.rawValue, schema(of: $0)) })),
            ("additionalProperties", reference("patternValue")),
        ])
    }

    /// A reserved key's value.
    private static func schema(of key: ExpectationPattern.Key) -> FieldValue {
        switch key {
        case .count:
            ["anyOf": [
                nonNegativeInteger,
                .object([
                    ("type", "object"),
                    ("minProperties", 1),
                    ("additionalProperties", false),
                    ("properties", .object(MatchCount.Key.allCases.map { ($0.rawValue, nonNegativeInteger) })),
                ]),
            ]]
        case .during:
            .object([
                ("type", "object"),
                ("minProperties", 1),
                ("maxProperties", 1),
                ("additionalProperties", false),
                ("properties", .object(ExpectationScope.Form.allCases.map { ($0.rawValue, schema(of: $0)) })),
            ])
        }
    }

    /// A scope's argument.
    private static func schema(of form: ExpectationScope.Form) -> FieldValue {
        switch form {
        case .step: nonNegativeInteger
        case .steps, .ticks: reference("integerRange")
        case .time: ["type": "array", "minItems": 2, "maxItems": 2, "items": ["type": "number", "minimum": 0]]
        }
    }

    /// `[first, last]`, integers of at least 0.
    private static var integerRangeDefinition: FieldValue {
        ["type": "array", "minItems": 2, "maxItems": 2, "items": nonNegativeInteger]
    }

    /// A field value to match; an object with a bound's key is a bound.
    private static var patternValueDefinition: FieldValue {
        .object([
            ("description", "A field value to match: as in the log, or for a number a bound."),
            ("anyOf", [
                ["type": ["null", "boolean", "number", "string"]],
                ["type": "array", "items": reference("patternValue")],
                reference("bound"),
                .object([
                    ("type", "object"),
                    ("not", ["anyOf": .array(NumericBound.Key.allCases.map { ["required": [.string($0.rawValue)]] })]),
                    ("additionalProperties", reference("patternValue")),
                ]),
            ]),
        ])
    }

    // MARK: - State entries

    /// A `state` entry: `after` and at least one thing to check.
    private static var stateEntryDefinition: FieldValue {
        .object([
            ("type", "object"),
            ("required", [.string(ExpectedState.Key.after.rawValue)]),
            ("minProperties", 2),
            ("additionalProperties", false),
            ("properties", .object(ExpectedState.Key.allCases.map { ($0.rawValue, schema(of: $0)) })),
        ])
    }

    /// A state entry key's value.
    private static func schema(of key: ExpectedState.Key) -> FieldValue {
        switch key {
        case .after:
            ["anyOf": [
                ["const": .string(StateMoment.endName)],
                .object([
                    ("type", "object"),
                    ("minProperties", 1),
                    ("maxProperties", 1),
                    ("additionalProperties", false),
                    ("properties", .object(StateMoment.Key.allCases.map { ($0.rawValue, nonNegativeInteger) })),
                ]),
            ]]
        case .offset: reference("pointBounds")
        case .contentSize: boundsObject(ExpectedState.sizeKeys)
        case .contentInset: boundsObject(ExpectedState.insetKeys)
        case .displayed:
            .object([
                ("type", "object"),
                ("minProperties", 1),
                ("additionalProperties", false),
                ("properties", .object(ExpectedState.DisplayedKey.allCases.map { ($0.rawValue, schema(of: $0)) })),
            ])
        case .pinned: ["type": "array", "items": nonNegativeInteger]
        case .sectionOffsets:
            ["type": "object", "description": "Keys are section numbers: 0, 1, …", "additionalProperties": reference("pointBounds")]
        }
    }

    /// A `displayed` key's value.
    private static func schema(of key: ExpectedState.DisplayedKey) -> FieldValue {
        switch key {
        case .items: ["type": "array", "items": ["type": "array", "minItems": 2, "maxItems": 2, "items": nonNegativeInteger]]
        case .count: reference("numberOrBound")
        }
    }

    // MARK: - Numbers and bounds

    /// An object of some of `keys`, each a number or a bound.
    private static func boundsObject(_ keys: [String]) -> FieldValue {
        .object([
            ("type", "object"),
            ("minProperties", 1),
            ("additionalProperties", false),
            ("properties", .object(keys.map { ($0, reference("numberOrBound")) })),
        ])
    }

    /// A plain number (exact) or a bound.
    private static var numberOrBoundDefinition: FieldValue {
        ["description": "A plain number (exact) or a bound.", "anyOf": [["type": "number"], reference("bound")]]
    }

    /// A bound: `atLeast`/`atMost` (one or both), or `approx` with `within`.
    private static var boundDefinition: FieldValue {
        let keys = NumericBound.Key.allCases
        let range = keys.filter { !isApproximate($0) }, approximate = keys.filter(isApproximate)
        return ["anyOf": [
            .object([
                ("type", "object"),
                ("minProperties", 1),
                ("additionalProperties", false),
                ("properties", .object(range.map { ($0.rawValue, schema(of: $0)) })),
            ]),
            .object([
                ("type", "object"),
                ("required", .array(approximate.map { .string($0.rawValue) })),
                ("additionalProperties", false),
                ("properties", .object(approximate.map { ($0.rawValue, schema(of: $0)) })),
            ]),
        ]]
    }

    /// Whether a bound's key belongs to the approximate form.
    private static func isApproximate(_ key: NumericBound.Key) -> Bool {
        switch key {
        case .atLeast, .atMost: false
        case .approx, .within: true
        }
    }

    /// A bound key's value.
    private static func schema(of key: NumericBound.Key) -> FieldValue {
        switch key {
        case .atLeast, .atMost, .approx: ["type": "number"]
        case .within: ["type": "number", "minimum": 0]
        }
    }

    /// An integer of at least 0.
    private static var nonNegativeInteger: FieldValue { ["type": "integer", "minimum": 0] }
}
