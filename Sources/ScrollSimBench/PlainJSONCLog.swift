import CJSONCBaseline
import ScrollSim

#if canImport(Glibc)
import Glibc
#endif

/// Events copied into the C structs of `CJSONCBaseline`, for the plain
/// json-c writer that log writing is measured against.
///
/// The copy is made before the clock starts: the baseline's time is json-c
/// building, printing and releasing each event's objects and `stdio`
/// writing the lines, with no Swift in between.
final class PlainJSONCLog {
    private var events: UnsafeMutableBufferPointer<scrollsim_baseline_event>
    private var values: UnsafeMutableBufferPointer<scrollsim_baseline_value>
    /// Every C string the structs point to (keys, types and string values), freed on `deinit`.
    private var strings: [UnsafeMutablePointer<CChar>] = []
    /// Keys and event types are few: one copy of each.
    private var interned: [String: UnsafeMutablePointer<CChar>] = [:]

    /// The number of events.
    var count: Int { events.count }

    init(_ source: [Event]) {
        var valueCount = 0
        for event in source {
            for (_, value) in event.payload.fields { valueCount += Self.nodeCount(value) }
        }
        events = .allocate(capacity: source.count)
        values = .allocate(capacity: max(valueCount, 1))
        var next = 0
        for (index, event) in source.enumerated() {
            let fields = event.payload.fields
            let first = next
            next += fields.count
            for (offset, (key, value)) in fields.enumerated() {
                fill(first + offset, key: key, with: value, next: &next)
            }
            events.initializeElement(at: index, to: scrollsim_baseline_event(
                seq: Int64(event.seq), tick: Int64(event.tick), time: event.time, type: intern(event.type),
                fields: UnsafePointer(values.baseAddress! + first), field_count: fields.count
            ))
        }
    }

    deinit {
        events.deallocate()
        values.deallocate()
        for string in strings { free(string) }
    }

    /// How the C baseline prints numbers.
    enum Numbers {
        /// json-c's own `%.17g`: the least work, not the log's bytes.
        case jsonC
        /// The log's text, the usual C idiom for it: the log's bytes.
        case log

        var c: scrollsim_baseline_numbers {
            switch self {
            case .jsonC: SCROLLSIM_BASELINE_JSONC_NUMBERS
            case .log: SCROLLSIM_BASELINE_LOG_NUMBERS
            }
        }
    }

    /// Writes the events as log lines to `file` with the C baseline; returns the bytes written.
    func write(to file: UnsafeMutablePointer<FILE>, numbers: Numbers) -> Int {
        scrollsim_baseline_write_events(events.baseAddress, events.count, numbers.c, file)
    }

    /// The lines of the events as the C baseline writes them, through a
    /// memory stream.
    func text(numbers: Numbers = .log) -> String {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return "" }
        _ = write(to: stream, numbers: numbers)
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: buffer, count: size), as: UTF8.self)
    }

    private static func nodeCount(_ value: FieldValue) -> Int {
        switch value {
        case .array(let elements): return 1 + elements.reduce(0) { $0 + nodeCount($1) }
        case .object(let pairs): return 1 + pairs.reduce(0) { $0 + nodeCount($1.1) }
        default: return 1
        }
    }

    /// Writes `value` into `values[index]`; its children take the next free
    /// slots, contiguous, from `next`.
    private func fill(_ index: Int, key: String?, with value: FieldValue, next: inout Int) {
        var node = scrollsim_baseline_value()
        node.key = key.map { UnsafePointer(intern($0)) }
        switch value {
        case .null:
            node.kind = SCROLLSIM_BASELINE_NULL
        case .bool(let b):
            node.kind = SCROLLSIM_BASELINE_BOOL
            node.integer = b ? 1 : 0
        case .int(let i):
            node.kind = SCROLLSIM_BASELINE_INT
            node.integer = Int64(i)
        case .double(let d):
            node.kind = SCROLLSIM_BASELINE_DOUBLE
            node.number = d
        case .string(let s):
            node.kind = SCROLLSIM_BASELINE_STRING
            node.string = UnsafePointer(copy(s))
        case .array(let elements):
            node.kind = SCROLLSIM_BASELINE_ARRAY
            let first = next
            next += elements.count
            for (offset, element) in elements.enumerated() { fill(first + offset, key: nil, with: element, next: &next) }
            node.children = UnsafePointer(values.baseAddress! + first)
            node.child_count = elements.count
        case .object(let pairs):
            node.kind = SCROLLSIM_BASELINE_OBJECT
            let first = next
            next += pairs.count
            for (offset, (key, element)) in pairs.enumerated() { fill(first + offset, key: key, with: element, next: &next) }
            node.children = UnsafePointer(values.baseAddress! + first)
            node.child_count = pairs.count
        }
        values.initializeElement(at: index, to: node)
    }

    private func intern(_ string: String) -> UnsafeMutablePointer<CChar> {
        if let copy = interned[string] { return copy }
        let made = copy(string)
        interned[string] = made
        return made
    }

    private func copy(_ string: String) -> UnsafeMutablePointer<CChar> {
        let made = strdup(string)!
        strings.append(made)
        return made
    }
}
