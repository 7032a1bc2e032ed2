import ScrollSim
import ScrollSimTesting
import Testing

@testable import ScrollSimJSON

@Suite("JSONParser: strict parsing through json-c")
struct JSONParserTests {
    @Test("parses every JSON type into FieldValue, keeping key order")
    func parsesEveryType() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": [true, false, null], "c": -2.5, "d": "é\u00e9\n", "e": {}}"#)
        #expect(value == .object([
            ("b", .int(1)),
            ("a", .array([.bool(true), .bool(false), .null])),
            ("c", .double(-2.5)),
            ("d", .string("éé\n")),
            ("e", .object([])),
        ]))
    }

    @Test("a string with an escaped NUL keeps its full length")
    func embeddedNul() throws {
        #expect(try JSONParser.parse(#""a\u0000b""#) == .string("a\u{0}b"))
    }

    @Test(
        "malformed input is rejected with the line and byte column of the problem",
        arguments: [
            // (input, line, column) — positions worked out by hand.
            ("[1, 2,]", 1, 7),  // trailing comma: the ']' at byte 7
            ("{\"a\": 1,}", 1, 9),  // trailing comma in an object: the '}'
            ("{\"a\": 1} x", 1, 10),  // trailing garbage: the 'x'
            ("[1]\n\n  2", 3, 3),  // trailing value on line 3, column 3
            ("{'a': 1}", 1, 2),  // single quotes
            ("", 1, 1),  // empty input
            ("   \n ", 1, 1),  // whitespace only
            ("{\"a\": [1, 2", 1, 12),  // unexpected end of input
            ("// c\n{}", 1, 1),  // comments are not JSON
        ] as [(String, Int, Int)]
    )
    func malformed(input: String, line: Int, column: Int) {
        #expect {
            _ = try JSONParser.parse(input)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location == .lineColumn(line: line, column: column)
        }
    }

    @Test(
        "syntax errors say what the grammar expected there",
        arguments: [
            ("{\"a\": 1,}", "expected a key after ','; JSON allows no trailing comma"),
            ("[1, 2,]", "expected a value after ','; JSON allows no trailing comma"),
            ("{\"a\": [1, {\"b\": 2,}]}", "expected a key after ','; JSON allows no trailing comma"),
            ("{\"a\" 1}", "expected ':' after the key, found '1'"),
            ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after the value, found '\"'"),
            ("[1 2]", "expected ',' or ']' after the value, found '2'"),
            ("{1: 2}", "expected a key (a string in double quotes), found '1'"),
            ("{,}", "expected a key (a string in double quotes), found ','"),
            ("{\"a\": }", "expected a value after ':', found '}'"),
            ("{\"a\": 1", "unexpected end of input: expected ',' or '}' after the value"),
            ("{\"a\"", "unexpected end of input: expected ':' after the key"),
        ] as [(String, String)]
    )
    func expectedWhat(input: String, message: String) {
        #expect {
            _ = try JSONParser.parse(input)
        } throws: { error in
            (error as? InputError)?.message == message
        }
    }

    @Test(
        "NaN and Infinity, which json-c accepts, are rejected with their path",
        arguments: [(#"{"a": NaN}"#, "$.a"), ("[1, Infinity]", "$[1]"), (#"{"b": [-Infinity]}"#, "$.b[0]")]
    )
    func nonFinite(input: String, path: String) {
        #expect {
            _ = try JSONParser.parse(input)
        } throws: { error in
            (error as? InputError)?.location == .path(path)
        }
    }

    @Test("a number alone is a complete JSON text")
    func topLevelNumber() throws {
        #expect(try JSONParser.parse("42") == .int(42))
        #expect(try JSONParser.parse(" -0.5 \n") == .double(-0.5))
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func deepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: InputError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(throws: Never.self) { try JSONParser.parse(fine) }
    }

    @Test("invalid UTF-8 is rejected")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: InputError.self) {
            try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
        }
    }

    @Test("numbers beyond Double or Int64 are rejected with their path")
    func outOfRangeNumbers() {
        #expect {
            _ = try JSONParser.parse(#"{"x": [1, 1e999]}"#)
        } throws: { error in
            (error as? InputError)?.location == .path("$.x[1]")
        }
        #expect(throws: InputError.self) { try JSONParser.parse("99999999999999999999") }
    }
}

@Suite("JSONWriter: canonical output through json-c")
struct JSONWriterTests {
    @Test(
        "doubles print in shortest round-trip form; integral values without a fraction",
        arguments: [
            (0.1, "0.1"), (300.0, "300"), (-0.0, "0"), (1.0 / 3.0, "0.3333333333333333"),
            (2.5e-7, "2.5e-07"), (123456.789, "123456.789"), (1e300, "1e+300"),
        ] as [(Double, String)]
    )
    func doubles(value: Double, text: String) throws {
        #expect(JSONWriter.string(.double(value)) == text)
        // The text reads back to the same double.
        #expect(try JSONParser.parse(text).number == value)
    }

    @Test("objects keep their key order; slashes are not escaped; no whitespace")
    func objects() {
        let value: FieldValue = .object([
            ("z", 1), ("a", .string("a/b \"q\"")), ("m", .array([.null, true, 2.5])),
        ])
        #expect(JSONWriter.string(value) == #"{"z":1,"a":"a/b \"q\"","m":[null,true,2.5]}"#)
    }

    @Test("write then parse round-trips random values exactly")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let value = FieldValue.random(depth: 3, using: &generator)
            let text = JSONWriter.string(value)
            let back = try JSONParser.parse(text)
            #expect(back.matches(value) && value.matches(back), "\(text)")
            #expect(JSONWriter.string(back) == text)
        }
    }
}

extension FieldValue {
    static func random(depth: Int, using generator: inout SplitMix64) -> FieldValue {
        let choice = Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &generator)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 3:
            let magnitude = Double.random(in: -1e6...1e6, using: &generator)
            return .double(magnitude * Double.random(in: 0...1, using: &generator))
        case 4:
            let scalars = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            }
            return .string(String(scalars) + (Bool.random(using: &generator) ? "滚动" : ""))
        case 5:
            return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in
                random(depth: depth - 1, using: &generator)
            })
        default:
            return .object((0..<Int.random(in: 0...4, using: &generator)).map { index in
                ("k\(index)", random(depth: depth - 1, using: &generator))
            })
        }
    }
}
