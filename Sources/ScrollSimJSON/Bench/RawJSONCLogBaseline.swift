internal import CJSONC
import ScrollSim

/// The baseline `scrollsim bench` measures log writing against: the same
/// events turned into json-c objects with plain json-c calls (json-c's own
/// number formatting, no ScrollSim types in between) and serialised into a
/// buffer. Not for writing logs.
public enum RawJSONCLogBaseline {
    /// Serialises `events` with plain json-c; returns the number of bytes.
    public static func serialise(_ events: [Event]) -> Int {
        var total = 0
        let flags = Int32(JSON_C_TO_STRING_PLAIN) | Int32(JSON_C_TO_STRING_NOSLASHESCAPE)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        for event in events {
            let object = json_object_new_object()
            json_object_object_add(object, "seq", json_object_new_int64(Int64(event.seq)))
            json_object_object_add(object, "tick", json_object_new_int64(Int64(event.tick)))
            json_object_object_add(object, "time", json_object_new_double(event.time))
            json_object_object_add(object, "type", json_object_new_string(event.type))
            for (key, value) in event.payload.fields {
                json_object_object_add(object, key, plain(value))
            }
            var length = 0
            if let text = json_object_to_json_string_length(object, flags, &length) {
                buffer.append(contentsOf: UnsafeRawBufferPointer(start: text, count: length))
                buffer.append(0x0A)
            }
            json_object_put(object)
            if buffer.count >= 1 << 16 {
                total += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
        }
        return total + buffer.count
    }

    private static func plain(_ value: FieldValue) -> OpaquePointer? {
        switch value {
        case .null: return nil
        case .bool(let b): return json_object_new_boolean(b ? 1 : 0)
        case .int(let i): return json_object_new_int64(Int64(i))
        case .double(let d): return json_object_new_double(d)
        case .string(let s): return json_object_new_string(s)
        case .array(let elements):
            let array = json_object_new_array()
            for element in elements { json_object_array_add(array, plain(element)) }
            return array
        case .object(let pairs):
            let object = json_object_new_object()
            for (key, element) in pairs { json_object_object_add(object, key, plain(element)) }
            return object
        }
    }
}
