/// A key written twice in one JSON object, and where.
///
/// json-c keeps the last of two equal keys without a word, so a second
/// `"expect": []` would silently drop the first list. The parser refuses
/// such a text: `JSONParser` compares the number of `:` bytes in the text
/// with the number of keys json-c kept (one counting pass, no allocation);
/// only when they differ — a duplicate, or a `:` inside a string — does it
/// walk the text with this type to find the two occurrences.
struct JSONDuplicateKey: Equatable {
    /// The key, unescaped.
    var key: String
    /// The byte offset of the first occurrence's opening quote.
    var first: Int
    /// The byte offset of the second occurrence's opening quote.
    var second: Int

    /// The first key of `bytes` (valid JSON) that repeats an earlier key of
    /// the same object, or `nil` when no object repeats a key.
    ///
    /// Keys are compared after unescaping (`"a"` and `"\u0061"` are the
    /// same key, as they are to json-c).
    ///
    /// - Complexity: O(n) in the length of `bytes`, with one set of keys
    ///   per open object.
    @inline(never)
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> JSONDuplicateKey? {
        // One entry per open container: the keys seen so far, or nil for an array.
        var stack: [[String: Int]?] = []
        // Whether the next string of the innermost object is a key.
        var expectsKey = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append([:])
                expectsKey = true
            case UInt8(ascii: "["):
                stack.append(nil)
                expectsKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                expectsKey = false
            case UInt8(ascii: ","):
                expectsKey = stack.last.map { $0 != nil } ?? false
            case UInt8(ascii: ":"):
                expectsKey = false
            case UInt8(ascii: "\""):
                let start = index
                let (text, end) = unescapedString(in: bytes, from: index)
                index = end
                if expectsKey, let keys = stack.last, let keys {
                    if let first = keys[text] {
                        return JSONDuplicateKey(key: text, first: first, second: start)
                    }
                    stack[stack.count - 1]?[text] = start
                }
                expectsKey = false
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The string whose opening quote is at `start`, unescaped, and the
    /// offset of its closing quote.
    private static func unescapedString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        func flushRaw() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        func hex(at offset: Int) -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[offset..<(offset + 4)] {
                guard let digit = hexDigit(byte) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                raw.append(bytes[index])
                index += 1
                continue
            }
            flushRaw()
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard var code = hex(at: index) else { continue }
                index += 4
                // A high surrogate followed by `\uDC00`–`\uDFFF` is one scalar.
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                   let low = hex(at: index + 2), (0xDC00..<0xE000).contains(low)
                {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flushRaw()
        return (String(scalars), index)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
