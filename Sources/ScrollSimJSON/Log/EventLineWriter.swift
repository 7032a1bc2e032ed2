import ScrollSim

/// Event lines as a log has them — the bytes of
/// `JSONWriter.string(event.fields)` and a newline — written through json-c
/// objects reused per event type (`EventLineObjects`): what `LogWriter`
/// writes events with, for tools that print events too (`scrollsim
/// inspect`).
package struct EventLineWriter: ~Copyable {
    private var lines = EventLineObjects()

    /// Creates a writer; its json-c objects are made as types are first seen.
    package init() {}

    /// Appends the line of `event`, newline included, to `buffer`.
    package mutating func append(_ event: Event, to buffer: inout [UInt8]) {
        if let object = lines.object(for: event) {
            JSONWriter.withSerialisedBytes(of: object) { buffer.append(contentsOf: $0) }
        } else {
            JSONWriter.withSerialisedBytes(JSONWriter.makeObject(event.fields)) { buffer.append(contentsOf: $0) }
        }
        buffer.append(0x0A)
    }
}
