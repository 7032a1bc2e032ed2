import ScrollSim
import Testing

/// The keys of patterns and state entries are declared once, as enums; the
/// parsers accept exactly those cases, the writers spell them, and unknown
/// keys are refused with a suggestion among them.
@Suite("Expectation keys: the declared cases are what the parsers read and the writers write")
struct ExpectationKeyTests {
    @Test("each scope form reads back as itself and writes the same object")
    func scopeForms() throws {
        for form in ExpectationScope.Form.allCases {
            // One well-formed argument per form, written by hand.
            let argument: FieldValue = switch form {
            case .step: .int(2)
            case .steps, .ticks: .array([.int(1), .int(3)])
            case .time: .array([.double(0.5), .double(1.5)])
            }
            let value = FieldValue.object([(form.rawValue, argument)])
            let scope = try ExpectationScope(parsing: value)
            #expect(scope.form == form)
            #expect(scope.value == value)
        }
    }

    @Test("each state key other than after is checked, and written back under its name")
    func stateKeys() throws {
        for key in ExpectedState.Key.allCases where key != .after {
            // One well-formed value per key, written by hand.
            let value: FieldValue = switch key {
            case .after: .string("end")
            case .offset: .object([("y", .double(300))])
            case .contentSize: .object([("height", .double(667))])
            case .contentInset: .object([("top", .double(20))])
            case .displayed: .object([("count", .double(4))])
            case .pinned: .array([.int(0)])
            case .sectionOffsets: .object([("1", .object([("x", .double(10))]))])
            }
            let expected = try ExpectedState(parsing: .object([(key.rawValue, value)]))
            #expect(!expected.isEmpty, "\(key.rawValue) checks something")
            #expect(expected.fields.map(\.0) == [key.rawValue])
        }
        #expect(ExpectedState.keys.first == ExpectedState.Key.after.rawValue)
    }

    @Test("count and bound keys are the declared ones, and both bound forms read")
    func countAndBoundKeys() throws {
        #expect(ExpectationPattern.reservedKeys == ["count", "during"])
        #expect(NumericBound.keys == ["atLeast", "atMost", "approx", "within"])
        let count = try MatchCount(parsing: .object(MatchCount.Key.allCases.map { ($0.rawValue, .int(2)) }))
        #expect(count == .exactly(2))
        // {"approx": 5, "within": 1} covers 4…6; {"atLeast": 1, "atMost": 2} covers 1…2.
        #expect(NumericBound(pattern: .approx(5, within: 1)) == .approx(5, within: 1))
        #expect(NumericBound(pattern: .between(1, 2)) == .range(atLeast: 1, atMost: 2))
    }

    @Test("a misspelt key is refused at its place with the nearest declared key")
    func misspeltKeys() {
        #expect(throws: PatternError(place: ".count.atMots",
                                     message: "unknown key \"atMots\" of a count; a count is N or {\"atLeast\": N, \"atMost\": M}; did you mean \"atMost\"?")) {
            try MatchCount(parsing: .object([("atMots", .int(1))]))
        }
        #expect(throws: PatternError(place: ".during.tcks",
                                     message: "unknown scope \"tcks\"; expected one of \"step\", \"steps\", \"ticks\", \"time\"; did you mean \"ticks\"?")) {
            try ExpectationScope(parsing: .object([("tcks", .array([.int(0), .int(1)]))]))
        }
        #expect(throws: PatternError(place: ".tik",
                                     message: "unknown moment \"tik\"; \"after\" is {\"step\": N}, {\"tick\": T} or \"end\"; did you mean \"tick\"?")) {
            try StateMoment(parsing: .object([("tik", .int(3))]))
        }
        #expect(throws: PatternError(place: ".ofset", message: "unknown state field \"ofset\"; expected one of \"after\", \"offset\", \"contentSize\", "
                                         + "\"contentInset\", \"displayed\", \"pinned\", \"sectionOffsets\"; did you mean \"offset\"?")) {
            try ExpectedState(parsing: .object([("ofset", .object([("y", .int(0))]))]))
        }
    }
}
