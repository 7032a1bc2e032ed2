internal import ScrollSimPlatform
import ScrollSim

/// Reads an event log (`docs/log-tools.md`) line by line, in constant memory.
///
/// The header line is read and checked when the reader is created; `next()`
/// then yields one event record at a time and, after the last one, checks
/// the `end` line. Every reader reports a log without its `end` line as
/// **truncated**.
///
/// What is checked: every line is one strict JSON object; the first has
/// `"type":"header"` and `"schema":"scrollsim-log/1"`; every event has an
/// integer `seq` greater than the previous one (the first may be any
/// non-negative value, so that a filtered log still reads), an integer
/// `tick`, a number `time` and a string `type`; the `end` line's `events`,
/// when present, equals the number of events read; nothing follows it.
///
/// `next()` yields each event as the typed `Event` the simulator produced
/// (`EventRecord` checks every field of its type); `nextRecord()` yields the
/// line's object as it is, for tools that work on fields by name.
///
/// ```swift
/// let reader = try LogReader(path: "feed.jsonl")
/// while let event = try reader.next() { print(event.tick, event.type) }
/// print(reader.end?.ticks ?? 0)
/// ```
///
/// - Complexity: O(longest line) memory, O(file size) time.
public final class LogReader {
    /// The file name used in errors (`<input>` for in-memory text).
    public let name: String
    /// The header line, typed.
    public private(set) var header = LogHeader(scenario: "")
    /// The header line as written.
    public private(set) var headerRecord: FieldValue = .null
    /// The `end` line, typed, once `next()` has returned `nil`.
    public private(set) var end: LogEnd?
    /// The `end` line as written, once `next()` has returned `nil`.
    public private(set) var endRecord: FieldValue?
    /// The 1-based number of the line read last.
    public private(set) var lineNumber = 0
    /// The number of event lines read so far.
    public private(set) var eventCount = 0

    private var stream: UnsafeMutablePointer<FILE>?
    private var line: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    /// The in-memory copy `fmemopen` reads from, for text input.
    private var memory: UnsafeMutableRawPointer?
    private var lastSeq: Int?
    /// The length of the line read last by `readRecord`, newline included.
    private var lastLineLength = 0
    /// One json-c tokener for every line.
    private let tokener: JSONParser.Tokener

    /// Opens the log at `path` and reads its header.
    ///
    /// - Throws: `InputError` naming `path` when it cannot be opened, is
    ///   empty or truncated, or its first line is not a ScrollSim header.
    public init(path: String) throws(InputError) {
        name = path
        tokener = try Self.makeTokener()
        guard let stream = fopen(path, "rb") else {
            throw InputError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        self.stream = stream
        try readHeader()
    }

    /// Reads a log held in memory (tests, golden logs).
    ///
    /// - Throws: `InputError` as `init(path:)`.
    public convenience init(text: String, name: String = "<input>") throws(InputError) {
        var text = text
        let bytes = text.withUTF8 { Array($0) }
        try self.init(bytes: bytes, name: name)
    }

    /// Reads a log held in memory as raw bytes, exactly as a file would be
    /// read (invalid UTF-8 included): the fuzzers' entry point.
    ///
    /// - Throws: `InputError` as `init(path:)`.
    public init(bytes: [UInt8], name: String = "<input>") throws(InputError) {
        self.name = name
        tokener = try Self.makeTokener()
        let count = bytes.count
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 1)
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress { memory.copyMemory(from: base, byteCount: count) }
        }
        self.memory = memory
        // fmemopen of zero bytes fails on some libcs; an empty log is
        // reported by readHeader() either way.
        stream = count > 0 ? fmemopen(memory, count, "rb") : nil
        if count > 0 && stream == nil {
            throw InputError(file: name, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        try readHeader()
    }

    private static func makeTokener() throws(InputError) -> JSONParser.Tokener {
        guard let tokener = JSONParser.Tokener() else { throw InputError(message: "out of memory creating the JSON parser") }
        return tokener
    }

    deinit {
        if let stream { fclose(stream) }
        free(line)
        memory?.deallocate()
    }

    /// The next event, or `nil` after the last one (the `end` line has then
    /// been read and checked, and is in `end`).
    ///
    /// - Throws: `InputError` with the line number for a malformed line, a
    ///   field missing or of the wrong type for the event's type (with its
    ///   JSON path), a `seq` that does not increase, a missing `end` line
    ///   (truncated) or text after it.
    public func next() throws(InputError) -> Event? {
        guard let record = try nextRecord() else { return nil }
        do {
            return try EventRecord.event(from: record)
        } catch {
            throw self.error(.linePath(line: lineNumber, path: error.path), error.message)
        }
    }

    /// The next event line's object as written, or `nil` after the last one;
    /// checked as `next()` checks it, except for the fields of its type.
    ///
    /// - Throws: `InputError` as `next()`.
    public func nextRecord() throws(InputError) -> FieldValue? {
        if endRecord != nil { return nil }
        return try accept(readRecord(skipping: true))
    }

    /// The event record `record` (the line just read), checked and counted;
    /// `nil` for the end line, checked; a missing line is a truncated log.
    private func accept(_ record: FieldValue?) throws(InputError) -> FieldValue? {
        guard let record else {
            throw error(.none, "truncated log: no end line after line \(lineNumber) "
                + "(the run was interrupted or the file was cut)")
        }
        switch record["type"] {
        case .string("end"):
            try finish(record)
            return nil
        case .string("header"):
            throw error(.linePath(line: lineNumber, path: "$.type"), "a second header line")
        default:
            try check(event: record)
            eventCount += 1
            return record
        }
    }

    /// One event line as read: unparsed when it starts canonically
    /// (`{"seq":N,"tick":…`), parsed otherwise.
    package struct RawLine: Sendable {
        /// The 1-based line number.
        package let number: Int
        /// The line without its newline; empty for a parsed line.
        package let bytes: [UInt8]
        /// Where the line's content after `{"seq":N,` starts in `bytes`: the
        /// line without its position; `nil` for a parsed line.
        package let body: Int?
        /// The line's object, when the reader had to parse it.
        package let parsed: FieldValue?
    }

    /// The next event line without parsing it when it starts canonically
    /// (checked as `onlyTypes` checks the lines it skips: canonical start,
    /// `seq` increasing, counted for the end line), or `nil` after the end
    /// line: what lets `diff` settle byte-equal lines without json-c.
    /// `record(of:)` parses it when needed.
    ///
    /// - Throws: `InputError` as `nextRecord()`.
    package func nextRawLine() throws(InputError) -> RawLine? {
        if endRecord != nil { return nil }
        guard let stream else { throw error(.none, "truncated log: no end line after line \(lineNumber)") }
        let length = getline(&line, &capacity, stream)
        if length > 0, let line, length - 1 <= Self.maximumLineLength {
            let bytes = UnsafeRawBufferPointer(start: line, count: length).bindMemory(to: UInt8.self)
            if bytes[length - 1] == 0x0A {
                let content = UnsafeBufferPointer(rebasing: bytes[0..<(length - 1)])
                if let (seq, type, body) = Self.canonicalStart(content), !type.elementsEqual(Self.endType) {
                    lineNumber += 1
                    try follow(seq: seq)
                    eventCount += 1
                    return RawLine(number: lineNumber, bytes: Array(content), body: body, parsed: nil)
                }
            }
        }
        guard let record = try accept(readRecord(alreadyRead: length)) else { return nil }
        return RawLine(number: lineNumber, bytes: [], body: nil, parsed: record)
    }

    /// The object of `line`, parsed and checked as `nextRecord()` checks a
    /// line (errors name `line.number`).
    ///
    /// - Throws: `InputError` for a malformed line.
    package func record(of line: RawLine) throws(InputError) -> FieldValue {
        if let parsed = line.parsed { return parsed }
        let value: FieldValue
        do {
            value = try line.bytes.withUnsafeBufferPointer { bytes throws(InputError) in
                try JSONParser.parse(bytes, with: tokener)
            }
        } catch {
            if case .lineColumn(_, let column) = error.location {
                throw self.error(.lineColumn(line: line.number, column: column), error.message)
            }
            throw self.error(.linePath(line: line.number, path: pathOf(error)), error.message)
        }
        guard case .object = value else {
            throw error(.lineColumn(line: line.number, column: 1), "expected a JSON object on every line, found \(value.typeName)")
        }
        _ = try checkFields(of: value, line: line.number)
        return value
    }

    /// Calls `body` with the bytes of the line read last, without its
    /// newline, and whether it starts as the log writer writes
    /// (`{"seq":N,"tick":N,"time":T,"type":"…"`): a tool that prints the
    /// event just read can print these bytes instead of writing it anew.
    /// The bytes are valid only during the call.
    package func withLastLine<Result>(_ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ isCanonical: Bool) -> Result) -> Result {
        guard let line, lastLineLength > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0), false) }
        let bytes = UnsafeRawBufferPointer(start: line, count: lastLineLength).bindMemory(to: UInt8.self)
        let content = UnsafeBufferPointer(rebasing: bytes[0..<(bytes[lastLineLength - 1] == 0x0A ? lastLineLength - 1 : lastLineLength)])
        return body(content, Self.canonicalStart(content) != nil)
    }

    /// Reads every remaining event; for small logs and tests.
    public func readAll() throws(InputError) -> [Event] {
        var events: [Event] = []
        while let event = try next() { events.append(event) }
        return events
    }

    /// Reads every remaining event line's object; for small logs and tests.
    package func readAllRecords() throws(InputError) -> [FieldValue] {
        var records: [FieldValue] = []
        while let record = try nextRecord() { records.append(record) }
        return records
    }

    // MARK: - Lines

    private func readHeader() throws(InputError) {
        guard let record = try readRecord() else {
            throw error(.none, "empty log (truncated): no header line")
        }
        guard case .string("header") = record["type"] else {
            throw error(.linePath(line: 1, path: "$.type"),
                        "the first line of a log must be its header ({\"type\":\"header\",…})")
        }
        guard case .string(let schema) = record["schema"], schema == LogWriter.schema else {
            let found = record["schema"].map(JSONWriter.string) ?? "nothing"
            throw error(.linePath(line: 1, path: "$.schema"),
                        "expected schema \"\(LogWriter.schema)\", found \(found)")
        }
        do {
            header = try LogHeader(record: record)
        } catch {
            throw self.error(.linePath(line: 1, path: error.path), error.message)
        }
        headerRecord = record
    }

    /// The longest line a log may have (64 MiB: a `visible` event of
    /// 400,000 elements), so that reading a line never needs more memory
    /// than a few times that.
    package static let maximumLineLength = 64 << 20

    /// Event types to read; events of other types are skipped without
    /// being parsed: a byte-level prefilter for `inspect --type` on
    /// canonical logs, whose lines begin `{"seq":N,"tick":N,"time":T,"type":"…"`.
    /// Skipped lines are still checked for what needs no parsing — the
    /// canonical start, `seq` increasing — and counted for the end line.
    /// Lines that do not start canonically, and `end` lines, are always parsed.
    package var onlyTypes: Set<String>? {
        didSet { typeNeedles = onlyTypes.map { $0.map { Array($0.utf8) } } }
    }
    /// The UTF-8 of `onlyTypes`, compared with each line's type in place
    /// (a set lookup would copy and hash the type on every line).
    private var typeNeedles: [[UInt8]]?

    /// Byte strings of which a canonical event line must contain at least one
    /// to be parsed (`"section":3,`); others are skipped as `onlyTypes`
    /// skips lines: a prefilter for filters on field values.
    package var onlyLinesContaining: [[UInt8]]?

    private static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: [UInt8]) -> Bool {
        guard let first = needle.first, let base = haystack.baseAddress, needle.count <= haystack.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if needle.withUnsafeBufferPointer({ memcmp(base + index, $0.baseAddress!, needle.count) == 0 }) { return true }
            start = index + 1
        }
        return false
    }

    /// Called with the `seq` and type name of every event line `onlyTypes`
    /// skips, in log order: what lets a summary count the lines it does not
    /// need to parse.
    package var onSkippedEvent: ((_ seq: Int, _ type: String) -> Void)?

    private static let endType = Array("end".utf8)

    /// The `seq` and the type name of a canonical event line, read from its
    /// first bytes: `{"seq":N,"tick":N,"time":T,"type":"NAME"`.
    ///
    /// Read through raw pointers: it runs on every line `inspect --type`
    /// skips, where per-byte bounds checks were most of the cost.
    private static func canonicalStart(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (seq: Int, type: UnsafeBufferPointer<UInt8>, body: Int)? {
        let count = bytes.count
        guard count > 8, let base = bytes.baseAddress,
              base[0] == 0x7B, base[1] == 0x22, base[2] == 0x73, base[3] == 0x65, base[4] == 0x71,
              base[5] == 0x22, base[6] == 0x3A  // {"seq":
        else { return nil }
        var value = 0, index = 7, digits = 0
        while index < count, digits < 18 {
            let digit = base[index] &- 0x30
            guard digit <= 9 else { break }
            value = value &* 10 &+ Int(digit)
            index += 1
            digits += 1
        }
        guard digits > 0, index < count, base[index] == 0x2C else { return nil }
        func typeName(at start: Int) -> UnsafeBufferPointer<UInt8>? {
            guard let close = memchr(base + start, 0x22, count - start) else { return nil }
            return UnsafeBufferPointer(start: base + start, count: base.distance(to: close.assumingMemoryBound(to: UInt8.self)) - start)
        }
        // The writer's own order, `"tick":N,"time":T,"type":"`, in a few
        // comparisons and one memchr.
        if index + 40 < count, memcmp(base + index + 1, "\"tick\":", 7) == 0 {
            var cursor = index + 8
            while cursor < count, base[cursor] &- 0x30 <= 9 { cursor += 1 }
            if cursor + 8 < count, memcmp(base + cursor, ",\"time\":", 8) == 0,
               let comma = memchr(base + cursor + 8, 0x2C, min(40, count - cursor - 8))
            {
                let after = base.distance(to: comma.assumingMemoryBound(to: UInt8.self)) + 1
                if after + 8 <= count, memcmp(base + after, "\"type\":\"", 8) == 0, let type = typeName(at: after + 8) {
                    return (value, type, index + 1)
                }
            }
        }
        // Past any other fields to `"type":"`.
        let limit = min(count, index + 96)
        var cursor = index + 1
        while cursor + 8 < limit {
            if base[cursor] == 0x22 && base[cursor + 1] == 0x74 && base[cursor + 2] == 0x79 {
                // `"type":"`
                guard base[cursor + 3] == 0x70, base[cursor + 4] == 0x65, base[cursor + 5] == 0x22,
                      base[cursor + 6] == 0x3A, base[cursor + 7] == 0x22 else { return nil }
                let start = cursor + 8
                guard let close = memchr(base + start, 0x22, count - start) else { return nil }
                let end = base.distance(to: close.assumingMemoryBound(to: UInt8.self))
                return (value, UnsafeBufferPointer(start: base + start, count: end - start), index + 1)
            }
            cursor += 1
        }
        return nil
    }


    /// The next non-empty line parsed as an object, or `nil` at the end of
    /// the file; with `skipping`, event lines the prefilter rejects are
    /// checked, counted and passed over.
    private func readRecord(skipping: Bool = false, alreadyRead: Int? = nil) throws(InputError) -> FieldValue? {
        guard let stream else { return nil }
        var length = alreadyRead ?? getline(&line, &capacity, stream)
        if skipping, typeNeedles != nil || onlyLinesContaining != nil {
            // Locals, written back after the loop: the class's stored
            // properties would be checked for exclusive access on every line.
            var buffer = self.line, size = capacity, previousSeq = lastSeq
            var lines = lineNumber, events = eventCount
            let needles = typeNeedles, containing = onlyLinesContaining, skipped = onSkippedEvent
            defer {
                self.line = buffer
                capacity = size
                lineNumber = lines
                eventCount = events
                lastSeq = previousSeq
            }
            while length > 0, let start = buffer {
                let bytes = UnsafeRawBufferPointer(start: start, count: length).bindMemory(to: UInt8.self)
                guard bytes[length - 1] == 0x0A, length - 1 <= Self.maximumLineLength else { break }
                let content = UnsafeBufferPointer(rebasing: bytes[0..<(length - 1)])
                guard let (seq, type, _) = Self.canonicalStart(content), !type.elementsEqual(Self.endType) else { break }
                let isCandidate = (needles?.contains { $0.elementsEqual(type) } ?? true)
                    && (containing.map { needles in needles.contains { Self.bytes(content, contain: $0) } } ?? true)
                if isCandidate { break }
                lines += 1
                if let previousSeq, seq <= previousSeq {
                    lineNumber = lines
                    throw error(.linePath(line: lines, path: "$.seq"),
                                "seq \(seq) does not increase (previous event: seq \(previousSeq))")
                }
                previousSeq = seq
                events += 1
                if let skipped { skipped(seq, String(decoding: type, as: UTF8.self)) }
                length = getline(&buffer, &size, stream)
            }
        }
        guard length >= 0, let line else {
            if ferror(stream) != 0 {
                throw error(.none, "cannot read: \(String(cString: strerror(errno)))")
            }
            return nil
        }
        lineNumber += 1
        lastLineLength = length
        guard length <= Self.maximumLineLength else {
            throw error(.lineColumn(line: lineNumber, column: 1),
                        "line \(lineNumber) is \(length) bytes long, more than the \(Self.maximumLineLength >> 20) MiB a log line may have")
        }
        let bytes = UnsafeRawBufferPointer(start: line, count: length).bindMemory(to: UInt8.self)
        let hasNewline = length > 0 && bytes[length - 1] == 0x0A
        let content = UnsafeBufferPointer(rebasing: bytes[0..<(hasNewline ? length - 1 : length)])
        let value: FieldValue
        do {
            value = try JSONParser.parse(content, with: tokener)
        } catch {
            // A cut file ends in the middle of a line.
            if !hasNewline {
                throw self.error(.lineColumn(line: lineNumber, column: 1),
                                 "truncated log: line \(lineNumber) is incomplete (no newline, \(error.message))")
            }
            if case .lineColumn(_, let column) = error.location {
                throw self.error(.lineColumn(line: lineNumber, column: column), error.message)
            }
            throw self.error(.linePath(line: lineNumber, path: pathOf(error)), error.message)
        }
        guard case .object = value else {
            throw error(.lineColumn(line: lineNumber, column: 1),
                        "expected a JSON object on every line, found \(value.typeName)")
        }
        return value
    }

    private func pathOf(_ error: InputError) -> String {
        if case .path(let path) = error.location { return path }
        return "$"
    }

    // MARK: - Checks

    private func check(event record: FieldValue) throws(InputError) {
        try follow(seq: checkFields(of: record, line: lineNumber))
    }

    /// Checks that the event on the current line comes after the previous
    /// one, and remembers its `seq`.
    private func follow(seq: Int) throws(InputError) {
        if let lastSeq, seq <= lastSeq {
            throw error(.linePath(line: lineNumber, path: "$.seq"),
                        "seq \(seq) does not increase (previous event: seq \(lastSeq))")
        }
        lastSeq = seq
    }

    /// Checks the fields every event has and returns its `seq`.
    private func checkFields(of record: FieldValue, line: Int) throws(InputError) -> Int {
        guard case .int(let seq) = record["seq"], seq >= 0 else {
            throw error(.linePath(line: line, path: "$.seq"), "expected a non-negative integer seq")
        }
        guard case .int = record["tick"] else {
            throw error(.linePath(line: line, path: "$.tick"), "expected an integer tick")
        }
        guard record["time"]?.number != nil else {
            throw error(.linePath(line: line, path: "$.time"), "expected a number time (seconds)")
        }
        guard case .string = record["type"] else {
            throw error(.linePath(line: line, path: "$.type"), "expected a string type")
        }
        return seq
    }

    private func finish(_ record: FieldValue) throws(InputError) {
        let endLine = lineNumber
        if let count = record["events"], count.number != Double(eventCount) {
            throw error(.linePath(line: endLine, path: "$.events"),
                        "the end line counts \(JSONWriter.string(count)) events but the log has \(eventCount)")
        }
        if let extra = try readRecord() {
            _ = extra
            throw error(.lineColumn(line: lineNumber, column: 1), "text after the end line (line \(endLine))")
        }
        guard case .object(let pairs) = record else { return }
        let fields = Fields(pairs: pairs)
        let ticks: Int, offset: Point?
        do {
            ticks = try fields.int("ticks")
            offset = record["offset"] == nil ? nil : try fields.point("offset")
        } catch {
            throw self.error(.linePath(line: endLine, path: error.path), error.message)
        }
        if ticks < 0 { throw self.error(.linePath(line: endLine, path: "$.ticks"), "expected a non-negative ticks") }
        end = LogEnd(ticks: ticks, events: eventCount, offset: offset)
        endRecord = record
    }

    private func error(_ location: InputError.Location, _ message: String) -> InputError {
        InputError(file: name, location: location, message: message)
    }
}
