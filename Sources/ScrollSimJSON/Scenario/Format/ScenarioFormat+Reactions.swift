import ScrollSim

/// Reactions and invariants: the objects of `reactions` and `invariants`.
extension ScenarioFormat {
    /// A reaction: `{"when": pattern, "do": action or [action, …], "times": n}`.
    enum Reaction: String, FormatKey {
        case when, `do`, times

        static let definitionName = "reaction"
        /// `times` for a reaction that fires on every match.
        static let always = "always"
        /// `times` as a count.
        static let timesRange = 1...Limits.index.upperBound
        /// `times` when absent: once.
        static let defaultTimes = 1

        var spec: KeySpec {
            switch self {
            case .when:
                KeySpec(.schema(["$ref": "#/$defs/pattern", "not": ["anyOf": [["required": ["count"]], ["required": ["during"]]]]]),
                        required: true)
            case .do: KeySpec(.anyOf([.schema(["type": "object"]), .array(.schema(["type": "object"]), minItems: 1)]), required: true)
            case .times: KeySpec(.anyOf([.integer(Self.timesRange), .schema(["const": .string(Self.always)])]), default: .int(Self.defaultTimes))
            }
        }
    }

    /// The keys a reaction adds to an event pattern and an action: its
    /// `when` is a pattern (open keys) with `contentOffset` and
    /// `element.fromEnd`; an action is a step with `after`.
    enum Trigger {
        static let contentOffset = "contentOffset"
        static let element = "element"
        static let fromEnd = "fromEnd"
        static let after = "after"
    }

    /// A reaction's `when.contentOffset`: a bound per axis.
    enum OffsetCondition: String, FormatKey {
        case x, y

        static let definitionName = "offsetCondition"

        var spec: KeySpec { KeySpec(.object(OffsetBound.self)) }
    }

    /// One axis of `contentOffset`: `atLeast`, `atMost` or both.
    enum OffsetBound: String, FormatKey {
        case atLeast, atMost

        static let definitionName = "offsetBound"

        var spec: KeySpec { KeySpec(.number(Limits.offset)) }
    }

    /// The argument of the `restingOffsetMultipleOf` invariant.
    enum RestingOffset: String, FormatKey {
        case x, y

        static let definitionName = "restingOffsetMultipleOf"
        static let constraints: [(String, FieldValue)] = [("minProperties", 1)]

        var spec: KeySpec { KeySpec(.number(0.001...Limits.offset.upperBound)) }
    }
}
