import ScrollSim
import Testing

@testable import ScrollSimJSON

@Suite("JSONParser: a key written twice in one object is refused, naming both places")
struct JSONDuplicateKeyTests {
    @Test(
        "the error is located at the second occurrence and names the first",
        arguments: [
            // (input, line, column, first) — offsets counted by hand: the
            // opening quote of each occurrence, 1-based byte columns.
            (#"{"a": 1, "a": 2}"#, 1, 10, "column 2"),
            // The second "expect" is on line 3 after two spaces; the first on
            // line 2 after two spaces.
            ("{\n  \"expect\": [1],\n  \"expect\": []\n}", 3, 3, "line 2, column 3"),
            // Nested: the inner object repeats "b"; "b" at top level is a
            // different object. `{"b": {"b": 1, "b": 2}}`: inner quotes at
            // bytes 7 and 15 (0-based), so columns 8 and 16.
            (#"{"b": {"b": 1, "b": 2}}"#, 1, 16, "column 8"),
            // Escaped and plain spellings of one key are the same key.
            (#"{"ab": 1, "\u0061b": 2}"#, 1, 11, "column 2"),
            // Objects inside an array are separate objects; the duplicate is
            // in the second one: `[{"x": 1}, {"y": 1, "y": 2}]`, quotes at 12
            // and 20 (0-based).
            (#"[{"x": 1}, {"y": 1, "y": 2}]"#, 1, 21, "column 13"),
        ] as [(String, Int, Int, String)]
    )
    func located(input: String, line: Int, column: Int, first: String) {
        #expect {
            _ = try JSONParser.parse(input)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location == .lineColumn(line: line, column: column)
                && error.message.contains("duplicate key") && error.message.contains("first written at \(first) ")
        }
    }

    @Test(
        "equal keys in different objects, and colons inside strings, are fine",
        arguments: [
            #"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}"#,
            #"{"a": "x:y:z", "b": ":"}"#,
            #"{"k\"": 1, "k": 2}"#,
            #"{"x": "\"a\": 1, \"a\": 2"}"#,
        ]
    )
    func notDuplicates(input: String) {
        #expect(throws: Never.self) { try JSONParser.parse(input) }
    }

    @Test(
        "the key count that decides whether the text is walked counts keys, not colons inside strings",
        arguments: [
            // (input, keys): counted by hand.
            (#"{"a": 1, "b": {"c": 2}}"#, 3),
            // The description's colon is text, not a key separator.
            (#"{"description": "1,000 items: flex", "a": 1}"#, 2),
            // An escaped quote does not end the string; its colons stay text.
            (#"{"x": "\"a\": 1, \"a\": 2"}"#, 1),
            // A string ending in an escaped backslash ends at the next quote.
            (#"{"k\\": ":", "a": [":"]}"#, 2),
            (#"[":", ":"]"#, 0),
        ] as [(String, Int)]
    )
    func keySeparators(input: String, keys: Int) {
        let bytes = Array(input.utf8)
        let count = bytes.withUnsafeBufferPointer { JSONParser.keySeparatorCount($0) }
        #expect(count == keys)
    }

    /// Random objects whose keys are drawn from a tiny alphabet, so that
    /// duplicates are common; the oracle is the generator itself, which
    /// knows whether it wrote one key twice into one object.
    @Test("agrees with the generator on random nested objects")
    func randomObjects() {
        var random = SplitMix64(seed: 35)
        for _ in 0..<500 {
            var hasDuplicate = false
            let text = randomValue(depth: 0, random: &random, hasDuplicate: &hasDuplicate)
            let refused: Bool
            do {
                _ = try JSONParser.parse(text)
                refused = false
            } catch {
                refused = error.message.contains("duplicate key")
            }
            #expect(refused == hasDuplicate, "\(text)")
        }
    }

    private func randomValue(depth: Int, random: inout SplitMix64, hasDuplicate: inout Bool) -> String {
        switch depth < 3 ? Int.random(in: 0..<4, using: &random) : 3 {
        case 0:
            var seen: Set<String> = []
            let members = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
                // "a" and "\u0061" are the same key.
                let key = ["a", "b", "c", "\\u0061", "a:b"].randomElement(using: &random)!
                let canonical = key == "\\u0061" ? "a" : key
                if !seen.insert(canonical).inserted { hasDuplicate = true }
                return "\"\(key)\": " + randomValue(depth: depth + 1, random: &random, hasDuplicate: &hasDuplicate)
            }
            return "{" + members.joined(separator: ", ") + "}"
        case 1:
            let elements = (0..<Int.random(in: 0..<3, using: &random)).map { _ in
                randomValue(depth: depth + 1, random: &random, hasDuplicate: &hasDuplicate)
            }
            return "[" + elements.joined(separator: ",") + "]"
        case 2:
            return ["\"a\"", "\"a: 1, \\\"a\\\": 2\"", "\":\""].randomElement(using: &random)!
        default:
            return String(Int.random(in: 0..<100, using: &random))
        }
    }
}
