internal import CJSONC
import ScrollSim

/// Canonical JSON writing through json-c: keys in the order given, no
/// whitespace, no escaped slashes, doubles in shortest round-trip form
/// (`JSONNumberFormat`). The same value always gives the same bytes.
package enum JSONWriter {
    /// The compact JSON text of `value`.
    ///
    /// - Precondition: every double in `value` is finite (the simulator and
    ///   the decoder never produce another).
    package static func string(_ value: FieldValue) -> String {
        let object = makeObject(value)
        return withSerialisedBytes(object) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the serialised bytes of `object`, valid only inside.
    static func withSerialisedBytes<R>(
        _ object: borrowing JSONObject,
        _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        let flags = Int32(JSON_C_TO_STRING_PLAIN) | Int32(JSON_C_TO_STRING_NOSLASHESCAPE)
        var length = 0
        guard let text = json_object_to_json_string_length(object.pointer, flags, &length) else {
            return body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeRawBufferPointer(start: text, count: length))
    }

    /// A new json-c value holding `value`.
    static func makeObject(_ value: FieldValue) -> JSONObject {
        JSONObject(owning: makePointer(value))
    }

    /// A new json-c reference for `value`; the caller owns it.
    private static func makePointer(_ value: FieldValue) -> OpaquePointer? {
        switch value {
        case .null:
            return nil
        case .bool(let b):
            return json_object_new_boolean(b ? 1 : 0)
        case .int(let i):
            return json_object_new_int64(Int64(i))
        case .double(let d):
            return JSONNumberFormat.text(d).withCString { json_object_new_double_s(d, $0) }
        case .string(let s):
            if s.isEmpty { return json_object_new_string("") }
            var s = s
            return s.withUTF8 { bytes in
                UnsafeRawBufferPointer(bytes).withMemoryRebound(to: CChar.self) { chars in
                    json_object_new_string_len(chars.baseAddress, Int32(chars.count))
                }
            }
        case .array(let elements):
            let array = json_object_new_array_ext(Int32(elements.count))
            for element in elements {
                json_object_array_add(array, makePointer(element))
            }
            return array
        case .object(let pairs):
            let object = json_object_new_object()
            for (key, element) in pairs {
                // json_object_object_add takes over the child's reference.
                json_object_object_add(object, key, makePointer(element))
            }
            return object
        }
    }
}
