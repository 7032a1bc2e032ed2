internal import CJSONC
internal import ScrollSimPlatform
import ScrollSim

/// Strict JSON parsing through json-c.
///
/// Strict means RFC 8259 and nothing more: no trailing commas, comments,
/// single quotes, `NaN` or `Infinity`, nothing after the value, valid UTF-8
/// only, numbers that fit a `Double`, nesting at most `maximumDepth` deep.
package enum JSONParser {
    /// The deepest nesting accepted.
    package static let maximumDepth = 64

    /// Parses one JSON text.
    ///
    /// - Throws: `InputError` with a 1-based line and byte column.
    package static func parse(_ text: String) throws(InputError) -> FieldValue {
        var text = text
        // `withUTF8` rethrows untyped errors; a Result keeps the type.
        return try text.withUTF8 { bytes in
            Result { () throws(InputError) -> FieldValue in try parse(bytes) }
        }.get()
    }

    /// The longest key accepted: no scenario or log key is near it.
    package static let maximumKeyLength = 256
    /// The longest string accepted (16 MiB).
    package static let maximumStringLength = 16 << 20

    /// Parses one JSON text given as UTF-8 bytes.
    ///
    /// - Throws: `InputError` with a 1-based line and byte column.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(InputError) -> FieldValue {
        guard let tokener = Tokener() else { throw InputError(message: "out of memory creating the JSON parser") }
        return try parse(bytes, with: tokener)
    }

    /// A json-c tokener set up for strict parsing, reused across the texts
    /// a reader parses one after the other (a log's lines).
    final class Tokener {
        let pointer: UnsafeMutablePointer<json_tokener>

        init?() {
            guard let pointer = json_tokener_new_ex(Int32(JSONParser.maximumDepth)) else { return nil }
            json_tokener_set_flags(pointer, Int32(JSON_TOKENER_STRICT) | Int32(JSON_TOKENER_VALIDATE_UTF8))
            self.pointer = pointer
        }

        deinit { json_tokener_free(pointer) }
    }

    /// Parses one JSON text with `tokener`, which is reset first.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, with tokener: Tokener) throws(InputError) -> FieldValue {
        let tokener = tokener.pointer
        json_tokener_reset(tokener)
        let length = bytes.count
        guard length < Int(Int32.max) else {
            throw InputError(message: "input larger than 2 GiB")
        }
        if !bytes.contains(where: { !isJSONWhitespace($0) }) {
            throw InputError(location: .lineColumn(line: 1, column: 1), message: "empty input: expected a JSON value")
        }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw InputError(location: .lineColumn(line: 1, column: 1),
                             message: "the file starts with a byte-order mark (EF BB BF); save it as UTF-8 without one")
        }
        if let problem = lexicalProblem(in: bytes) {
            throw InputError(location: location(ofByte: problem.offset, in: bytes), message: problem.message)
        }
        let base = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        var object = JSONObject(owning: json_tokener_parse_ex(tokener, base, Int32(length)))
        var status = json_tokener_get_error(tokener)
        var end = Int(json_tokener_get_parse_end(tokener))
        if status == json_tokener_continue {
            // A number at the very end (`42`) is complete only once json-c
            // sees a terminator: hand it the NUL that ends a C string.
            object = JSONObject(owning: "".withCString { json_tokener_parse_ex(tokener, $0, 1) })
            status = json_tokener_get_error(tokener)
            end = length
        }

        if status != json_tokener_success {
            let offset = min(end, length)
            let message: String
            if status == json_tokener_continue {
                message = "unexpected end of input"
            } else if status == json_tokener_error_depth {
                message = "nesting deeper than \(maximumDepth) levels"
            } else {
                message = JSONSyntaxExpectation.message(at: offset, in: bytes)
                    ?? String(cString: json_tokener_error_desc(status))
            }
            throw InputError(location: location(ofByte: offset, in: bytes), message: message)
        }
        // Strict json-c stops after the value; anything but whitespace after
        // it is an error.
        if let extra = bytes[min(end, length)...].firstIndex(where: { !isJSONWhitespace($0) }) {
            throw InputError(location: location(ofByte: extra, in: bytes),
                             message: "unexpected text after the JSON value")
        }
        let value: FieldValue
        var keptKeys = 0
        do {
            value = try FieldValue(converting: object.pointer, keys: &keptKeys)
        } catch {
            throw InputError(location: .path(error.path), message: error.message)
        }
        // Every key is followed by a `:` outside strings, and in valid JSON
        // every `:` outside strings follows a key: as many of them as keys
        // kept means no key was dropped; only a text with more (a
        // duplicate) is walked key by key.
        if keySeparatorCount(bytes) != keptKeys, let duplicate = JSONDuplicateKey.find(in: bytes) {
            throw duplicateKeyError(duplicate, in: bytes)
        }
        return value
    }

    /// The number of `:` bytes of `bytes` (valid JSON) outside strings:
    /// its keys, duplicates included. A `:` inside a string (a
    /// description's "items: flex") is not counted, so such a text is not
    /// walked key by key. Its own function so that profiles show what the
    /// duplicate-key check costs.
    ///
    /// - Complexity: O(n), no allocation.
    @inline(never)
    static func keySeparatorCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var colons = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                colons += 1
            } else if byte == UInt8(ascii: "\"") {
                // Skip to the closing quote; a backslash escapes the byte after it.
                index += 1
                while index < count && bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            }
            index += 1
        }
        return colons
    }

    /// The error for a key written twice: located at the second occurrence,
    /// naming the first.
    static func duplicateKeyError(_ duplicate: JSONDuplicateKey, in bytes: UnsafeBufferPointer<UInt8>) -> InputError {
        let second = location(ofByte: duplicate.second, in: bytes)
        var firstText = ""
        if case .lineColumn(let firstLine, let firstColumn) = location(ofByte: duplicate.first, in: bytes),
           case .lineColumn(let secondLine, _) = second
        {
            // A log line is located by the reader's line number, so a first
            // occurrence on the same line is named by its column alone.
            firstText = firstLine == secondLine ? "column \(firstColumn)" : "line \(firstLine), column \(firstColumn)"
        }
        return InputError(location: second,
                          message: "duplicate key \"\(OneLine.escaped(duplicate.key))\", first written at \(firstText) of the same object; "
                              + "each key may appear once (json-c would silently keep the last)")
    }

    /// What json-c accepts even in strict mode but RFC 8259 does not: a `'`
    /// outside a string (single-quoted strings), and a raw control character
    /// (U+0000–U+001F) inside one; and a key containing `\\u0000`, which
    /// json-c would cut short at the NUL.
    static func lexicalProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
        // Each problem needs a quote, a backslash (`\u0000`) or a control
        // byte: text without any (every log line) is settled in one tight
        // pass, not the string-tracking walk below.
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0x27 || $0 == 0x5C }) else { return nil }
        var inString = false, escaped = false
        var nulInString: Int?
        for (index, byte) in bytes.enumerated() {
            if inString {
                if byte < 0x20 {
                    let code = String(byte, radix: 16, uppercase: true)
                    let padded = code.count < 2 ? "0" + code : code
                    return (index, "raw control character U+00\(padded) in a string; write it escaped (\\u00\(padded))")
                }
                if escaped {
                    escaped = false
                    if byte == 0x75, index + 4 < bytes.count, bytes[(index + 1)...(index + 4)].allSatisfy({ $0 == 0x30 }) {
                        nulInString = nulInString ?? index - 1
                    }
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                    if let nul = nulInString,
                       bytes[(index + 1)...].first(where: { !isJSONWhitespace($0) }) == 0x3A
                    {
                        return (nul, "a key contains \\u0000 (NUL), which is not accepted in names")
                    }
                }
            } else if byte == 0x22 {
                inString = true
                nulInString = nil
            } else if byte == 0x27 {
                return (index, "single-quoted strings are not JSON; use double quotes")
            }
        }
        return nil
    }

    static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The 1-based line and byte column of `offset`.
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> InputError.Location {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return .lineColumn(line: line, column: offset - lineStart + 1)
    }
}

extension FieldValue {
    /// Copies a json-c value into Swift, checking what strict parsing leaves
    /// to the caller: numbers must be finite and integers must fit.
    ///
    /// `keys` grows by the number of object keys copied.
    init(converting object: OpaquePointer?, keys: inout Int) throws(ConversionProblem) {
        guard let object else {
            self = .null
            return
        }
        switch json_object_get_type(object) {
        case json_type_null:
            self = .null
        case json_type_boolean:
            self = .bool(json_object_get_boolean(object) != 0)
        case json_type_int:
            let value = json_object_get_int64(object)
            // json-c saturates integers that overflow int64.
            if value == Int64.max || value == Int64.min {
                throw ConversionProblem(message: "integer out of range")
            }
            self = .int(Int(value))
        case json_type_double:
            let value = json_object_get_double(object)
            guard !value.isNaN else { throw ConversionProblem(message: "NaN is not a JSON number") }
            guard value.isFinite else {
                throw ConversionProblem(message: "number out of range (Infinity is not a JSON number)")
            }
            self = .double(value)
        case json_type_string:
            let length = Int(json_object_get_string_len(object))
            guard let start = json_object_get_string(object) else {
                self = .string("")
                return
            }
            guard length <= JSONParser.maximumStringLength else {
                throw ConversionProblem(
                    message: "a string of \(length) bytes, more than the \(JSONParser.maximumStringLength >> 20) MiB allowed")
            }
            let buffer = UnsafeRawBufferPointer(start: start, count: length)
            self = .string(String(decoding: buffer, as: UTF8.self))
        case json_type_array:
            let count = json_object_array_length(object)
            var elements: [FieldValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                do {
                    elements.append(try FieldValue(converting: json_object_array_get_idx(object, index), keys: &keys))
                } catch {
                    throw error.inside(.index(index))
                }
            }
            self = .array(elements)
        case json_type_object:
            var pairs: [(String, FieldValue)] = []
            pairs.reserveCapacity(Int(json_object_object_length(object)))
            var iterator = json_object_iter_begin(object)
            var end = json_object_iter_end(object)
            while json_object_iter_equal(&iterator, &end) == 0 {
                let name = json_object_iter_peek_name(&iterator)
                guard let name, strlen(name) <= JSONParser.maximumKeyLength else {
                    throw ConversionProblem(message: "a key longer than \(JSONParser.maximumKeyLength) bytes")
                }
                let key = String(cString: name)
                do {
                    pairs.append((key, try FieldValue(converting: json_object_iter_peek_value(&iterator), keys: &keys)))
                } catch {
                    throw error.inside(.key(key))
                }
                json_object_iter_next(&iterator)
            }
            keys += pairs.count
            self = .object(pairs)
        default:
            throw ConversionProblem(message: "unsupported JSON value")
        }
    }
}

/// A value json-c parsed that ScrollSim does not accept, and where: the path
/// is collected on the way out of the recursion, so that it costs nothing
/// unless there is an error.
struct ConversionProblem: Error {
    enum Step {
        case key(String)
        case index(Int)
    }

    var message: String
    /// From the value up to the root.
    private var steps: [Step] = []

    init(message: String) { self.message = message }

    func inside(_ step: Step) -> ConversionProblem {
        var copy = self
        copy.steps.append(step)
        return copy
    }

    /// The JSON path of the value: `$.steps[3].fling`.
    var path: String {
        steps.reversed().reduce("$") { path, step in
            switch step {
            case .key(let key): JSONPath.appending(key, to: path)
            case .index(let index): "\(path)[\(index)]"
            }
        }
    }
}
