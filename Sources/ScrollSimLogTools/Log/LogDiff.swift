import ScrollSim
import ScrollSimJSON

/// Compares two event logs, streaming both, and aligns them: an event one
/// log has and the other does not is one difference, not a cascade of
/// every later line. The one implementation behind `scrollsim diff` and
/// ScrollSimTesting's golden logs.
///
/// Lines are compared by their canonical JSON text (`JSONWriter`), so a
/// number written `300` or `300.0`, or spacing, makes no difference, while
/// any change of value, key or key order does. A line's position is not
/// its content: `seq`, and the `end` line's `events` count, are left out
/// of the comparison, so that the events after an extra one still match.
/// Header and `end` lines are compared too, unless told otherwise: two runs
/// of different scenarios, or of different lengths, differ even when their
/// events agree.
///
/// Alignment: when two lines differ, the next `window` lines of each log
/// are searched for the nearest pair of equal lines (fewest lines skipped
/// on both sides together); the lines skipped form one change — lines only
/// in the left log, lines only in the right one. When no pair is found in
/// the window, both windows form one change.
public enum LogDiff {
    /// What the comparison leaves out.
    public struct Options: Hashable, Sendable {
        /// Field names left out of every line, at any depth (`time`, `frame`).
        public var ignoredFields: Set<String>
        /// Whether the header lines are left out (two scenarios with
        /// different names, viewports or frame rates).
        public var ignoresHeader: Bool
        /// How many lines ahead of a difference each log is searched for
        /// the lines to realign on.
        public var window: Int

        /// Creates options; the defaults compare everything but positions.
        public init(ignoredFields: Set<String> = [], ignoresHeader: Bool = false, window: Int = 1_000) {
            self.ignoredFields = ignoredFields
            self.ignoresHeader = ignoresHeader
            self.window = max(1, window)
        }
    }

    /// How many equal lines before a change a report shows.
    package static let contextSize = 3

    /// The differences between two logs, or `nil` when they are equal.
    ///
    /// Event lines that are byte-equal after their `seq` are settled
    /// without parsing (`LogReader.nextRawLine()`); other lines are parsed
    /// and compared by canonical text. Both logs are read to their end, so
    /// a truncated log, or a malformed line that differs, is an error even
    /// after the first difference.
    ///
    /// - Throws: `InputError` from either reader.
    /// - Complexity: O(length of both logs × window) time in the worst
    ///   case, O(length of both logs) when they mostly agree; O(window ×
    ///   longest line) memory.
    public static func compare(
        _ left: LogReader, _ right: LogReader, options: Options = Options()
    ) throws(InputError) -> LogDifference? {
        var leftLines = LineStream(left, options: options), rightLines = LineStream(right, options: options)
        var difference = LogDifference()
        var context: [Line] = []
        func record(removed: [Line], added: [Line], at position: (Int, Int)) throws(InputError) {
            difference.add(
                try removed.map { line throws(InputError) in try line.record() },
                try added.map { line throws(InputError) in try line.record() },
                at: position,
                context: try context.map { line throws(InputError) in try line.record() })
            context = []
        }
        while true {
            try leftLines.fill(options.window)
            try rightLines.fill(options.window)
            guard let a = leftLines.pending.first, let b = rightLines.pending.first else {
                if leftLines.pending.isEmpty && rightLines.pending.isEmpty { break }
                let position = (leftLines.position, rightLines.position)
                try record(removed: leftLines.take(leftLines.pending.count), added: rightLines.take(rightLines.pending.count),
                           at: position)
                continue
            }
            if try a.matches(b, options: options) {
                leftLines.drop()
                rightLines.drop()
                if context.count == contextSize { context.removeFirst() }
                context.append(b)
                continue
            }
            let (skipLeft, skipRight) = try realignment(leftLines.pending, rightLines.pending, options: options)
            let position = (leftLines.position, rightLines.position)
            try record(removed: leftLines.take(skipLeft), added: rightLines.take(skipRight), at: position)
        }
        difference.leftLineCount = leftLines.count
        difference.rightLineCount = rightLines.count
        return difference.changeCount == 0 ? nil : difference
    }

    /// The fewest lines to skip on both sides together so that the two
    /// logs agree again; both windows whole when they never do.
    private static func realignment(
        _ left: ArraySlice<Line>, _ right: ArraySlice<Line>, options: Options
    ) throws(InputError) -> (Int, Int) {
        var firstInRight: [String: Int] = [:]
        firstInRight.reserveCapacity(right.count)
        for (index, line) in right.enumerated().reversed() { firstInRight[try line.key(options)] = index }
        var best: (Int, Int)?
        for (index, line) in left.enumerated() {
            if let best, index >= best.0 + best.1 { break }
            guard let match = firstInRight[try line.key(options)] else { continue }
            if best == nil || index + match < best!.0 + best!.1 { best = (index, match) }
        }
        return best ?? (left.count, right.count)
    }

    /// One line of a log: an event line as read, parsed only when it has
    /// to be, or a parsed header or `end` line.
    final class Line {
        /// The 1-based line number in its file.
        let number: Int
        /// The bytes the line holds in memory while unparsed.
        var size: Int { raw?.bytes.count ?? 0 }
        private let reader: LogReader
        private let raw: LogReader.RawLine?
        private var parsed: FieldValue?
        private var cachedKey: String?

        init(number: Int, reader: LogReader, raw: LogReader.RawLine?, parsed: FieldValue?) {
            self.number = number
            self.reader = reader
            self.raw = raw
            self.parsed = parsed
        }

        /// The line's object.
        func record() throws(InputError) -> FieldValue {
            if let parsed { return parsed }
            let record = try reader.record(of: raw!)
            parsed = record
            return record
        }

        /// Whether the line equals `other` without its position: byte-equal
        /// after `seq` when both start canonically, else by canonical text.
        func matches(_ other: Line, options: Options) throws(InputError) -> Bool {
            if options.ignoredFields.isEmpty, let a = raw, let b = other.raw, let bodyA = a.body, let bodyB = other.raw?.body,
               a.bytes[bodyA...].elementsEqual(b.bytes[bodyB...]) {
                return true
            }
            return try key(options) == other.key(options)
        }

        /// The canonical text the line is compared by: without `seq`, the
        /// `end` line without `events`, without ignored fields.
        func key(_ options: Options) throws(InputError) -> String {
            if let cachedKey { return cachedKey }
            let record = try record()
            let key: String
            if case .object(let pairs) = record {
                let isEnd = record["type"] == "end"
                let kept = FieldValue.object(pairs.filter { key, _ in
                    key != "seq" && !(isEnd && key == "events") && !options.ignoredFields.contains(key)
                })
                key = JSONWriter.string(options.ignoredFields.isEmpty ? kept : Self.removing(options.ignoredFields, from: kept))
            } else {
                key = JSONWriter.string(record)
            }
            cachedKey = key
            return key
        }

        private static func removing(_ fields: Set<String>, from value: FieldValue) -> FieldValue {
            switch value {
            case .object(let pairs):
                .object(pairs.filter { !fields.contains($0.0) }.map { ($0.0, removing(fields, from: $0.1)) })
            case .array(let values):
                .array(values.map { removing(fields, from: $0) })
            default:
                value
            }
        }
    }

    /// The lines of a log, header and `end` included, read ahead into a
    /// window of at most `window` lines and `windowBytes` bytes.
    private struct LineStream {
        /// The most bytes a window holds, however many lines that is (at
        /// least one line).
        static let windowBytes = 64 << 20

        let reader: LogReader
        var state = 0
        var count = 0
        private var buffer: [Line] = []
        private var head = 0
        private var pendingBytes = 0

        init(_ reader: LogReader, options: Options) {
            self.reader = reader
            if options.ignoresHeader {
                state = 1
                count = 1
            }
        }

        /// The lines read ahead, oldest first.
        var pending: ArraySlice<Line> { buffer[head...] }

        /// The line number of the next pending line (one past the last
        /// line when none is).
        var position: Int { pending.first?.number ?? count + 1 }

        /// An error met reading ahead, thrown once the lines before it are
        /// compared, so that errors come in file order.
        private var deferred: InputError?

        /// Reads until the window is full or the log has ended.
        mutating func fill(_ size: Int) throws(InputError) {
            while deferred == nil, buffer.count - head < size, buffer.count == head || pendingBytes < Self.windowBytes {
                do {
                    guard let line = try nextLine() else { break }
                    buffer.append(line)
                } catch {
                    deferred = error
                }
            }
            if let deferred, head == buffer.count { throw deferred }
        }

        mutating func drop() { advance(1) }

        mutating func take(_ count: Int) -> [Line] {
            let lines = Array(buffer[head..<(head + count)])
            advance(count)
            return lines
        }

        private mutating func advance(_ count: Int) {
            for line in buffer[head..<(head + count)] { pendingBytes -= line.size }
            head += count
            // Compact once the consumed lines outnumber those kept.
            if head >= 1_024 && head * 2 >= buffer.count {
                buffer.removeFirst(head)
                head = 0
            }
        }

        private mutating func nextLine() throws(InputError) -> Line? {
            switch state {
            case 0:
                state = 1
                count += 1
                return Line(number: count, reader: reader, raw: nil, parsed: reader.headerRecord)
            case 1:
                if let raw = try reader.nextRawLine() {
                    count += 1
                    let line = Line(number: raw.number, reader: reader, raw: raw, parsed: raw.parsed)
                    pendingBytes += line.size
                    return line
                }
                state = 2
                count += 1
                return Line(number: count, reader: reader, raw: nil, parsed: reader.endRecord)
            default:
                return nil
            }
        }
    }
}
