/// What the JSON grammar expected where a parse failed, in words a user
/// can act on: "expected a key after ','; JSON allows no trailing comma"
/// rather than json-c's "unexpected character".
///
/// It replays the structure of the text up to the failure — containers,
/// keys, values, separators — which is all it takes to know what may come
/// next.
enum JSONSyntaxExpectation {
    private enum Next { case key, colon, value, separator }

    /// The message for a syntax error at byte `offset` of `bytes`, or `nil`
    /// when the structure before it explains nothing (the problem is inside
    /// a token: a bad number, literal or escape).
    static func message(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Each open container: whether it is an object, and what it expects.
        var stack: [(isObject: Bool, next: Next)] = []
        var topLevel = Next.value
        var previous: UInt8?
        var index = 0
        func setNext(_ next: Next) {
            if stack.isEmpty { topLevel = next } else { stack[stack.count - 1].next = next }
        }
        var next: Next { stack.last?.next ?? topLevel }
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if JSONParser.isJSONWhitespace(byte) { index += 1; continue }
            switch byte {
            case UInt8(ascii: "{"): stack.append((true, .key))
            case UInt8(ascii: "["): stack.append((false, .value))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                setNext(.separator)
            case UInt8(ascii: ":"): setNext(.value)
            case UInt8(ascii: ","): setNext(stack.last?.isObject == true ? .key : .value)
            case UInt8(ascii: "\""):
                // Skip the string, escapes included.
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                // The failure is inside the string (a bad escape).
                if index >= offset { return nil }
                setNext(next == .key ? .colon : .separator)
            default:
                // A number or literal: up to the next delimiter. A failure
                // right after one is inside it (`tru`, `01`).
                while index + 1 < bytes.count, !isDelimiter(bytes[index + 1]) { index += 1 }
                if index + 1 >= offset && offset < bytes.count { return nil }
                setNext(.separator)
            }
            previous = byte
            index += 1
        }
        let atEnd = offset >= bytes.count
        // "expected X, found Y", or at the end of a cut text "unexpected
        // end of input: expected X".
        func says(_ expected: String) -> String {
            atEnd ? "unexpected end of input: \(expected)" : "\(expected), found \(describe(bytes[offset]))"
        }
        let afterComma = previous == UInt8(ascii: ",")
        switch (stack.last?.isObject, next) {
        case (true?, .key):
            if afterComma && !atEnd && bytes[offset] == UInt8(ascii: "}") {
                return "expected a key after ','; JSON allows no trailing comma"
            }
            return says("expected a key (a string in double quotes)\(afterComma ? " after ','" : "")")
        case (true?, .colon):
            return says("expected ':' after the key")
        case (false?, .value) where afterComma && !atEnd && bytes[offset] == UInt8(ascii: "]"):
            return "expected a value after ','; JSON allows no trailing comma"
        case (_, .value):
            guard atEnd || isDelimiter(bytes[offset]) else { return nil }
            return says("expected a value\(afterComma ? " after ','" : previous == UInt8(ascii: ":") ? " after ':'" : "")")
        case (true?, .separator):
            return says("expected ',' or '}' after the value")
        case (false?, .separator):
            return says("expected ',' or ']' after the value")
        default:
            return nil
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        JSONParser.isJSONWhitespace(byte) || "{}[],:\"".utf8.contains(byte)
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
