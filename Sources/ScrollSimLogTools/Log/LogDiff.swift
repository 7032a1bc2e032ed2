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
    public static let contextSize = 3

    /// The differences between two logs, or `nil` when they are equal.
    ///
    /// Both logs are read to their end, so a truncated or malformed log is
    /// an error even after the first difference.
    ///
    /// - Throws: `InputError` from either reader.
    /// - Complexity: O(length of both logs × log window) time in the worst
    ///   case, O(length of both logs) when they mostly agree; O(window ×
    ///   longest line) memory.
    public static func compare(
        _ left: LogReader, _ right: LogReader, options: Options = Options()
    ) throws(InputError) -> LogDifference? {
        var leftLines = LineStream(left, options: options), rightLines = LineStream(right, options: options)
        var difference = LogDifference()
        var context: [FieldValue] = []
        while true {
            try leftLines.fill(options.window)
            try rightLines.fill(options.window)
            guard let a = leftLines.pending.first, let b = rightLines.pending.first else {
                if leftLines.pending.isEmpty && rightLines.pending.isEmpty { break }
                difference.add(leftLines.take(leftLines.pending.count), rightLines.take(rightLines.pending.count),
                               at: (leftLines.position, rightLines.position), context: context)
                context = []
                continue
            }
            if a.key == b.key {
                leftLines.drop()
                rightLines.drop()
                if context.count == contextSize { context.removeFirst() }
                context.append(b.record)
                continue
            }
            let (skipLeft, skipRight) = realignment(leftLines.pending, rightLines.pending)
            let position = (leftLines.position, rightLines.position)
            difference.add(leftLines.take(skipLeft), rightLines.take(skipRight), at: position, context: context)
            context = []
        }
        difference.leftLineCount = leftLines.count
        difference.rightLineCount = rightLines.count
        return difference.changeCount == 0 ? nil : difference
    }

    /// The fewest lines to skip on both sides together so that the two
    /// logs agree again; both windows whole when they never do.
    private static func realignment(_ left: ArraySlice<Line>, _ right: ArraySlice<Line>) -> (Int, Int) {
        var firstInRight: [String: Int] = [:]
        firstInRight.reserveCapacity(right.count)
        for (index, line) in right.enumerated().reversed() { firstInRight[line.key] = index }
        var best: (Int, Int)?
        for (index, line) in left.enumerated() {
            if let best, index >= best.0 + best.1 { break }
            guard let match = firstInRight[line.key] else { continue }
            if best == nil || index + match < best!.0 + best!.1 { best = (index, match) }
        }
        return best ?? (left.count, right.count)
    }

    /// One line of a log and the text it is compared by.
    struct Line {
        /// The 1-based line number in its file.
        var number: Int
        var record: FieldValue
        var key: String
    }

    /// The lines of a log, header and `end` included, read ahead into a
    /// window of at most `window` lines and `windowBytes` bytes of text.
    private struct LineStream {
        /// The most text a window holds, however many lines that is (at
        /// least one line).
        static let windowBytes = 64 << 20

        let reader: LogReader
        let options: Options
        var state = 0
        var count = 0
        private var buffer: [Line] = []
        private var head = 0
        private var pendingBytes = 0

        init(_ reader: LogReader, options: Options) {
            self.reader = reader
            self.options = options
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

        /// Reads until the window is full or the log has ended.
        mutating func fill(_ size: Int) throws(InputError) {
            while buffer.count - head < size, buffer.count == head || pendingBytes < Self.windowBytes,
                  let record = try nextRecord() {
                count += 1
                let line = Line(number: count, record: record, key: key(of: record))
                pendingBytes += line.key.utf8.count
                buffer.append(line)
            }
        }

        mutating func drop() { advance(1) }

        mutating func take(_ count: Int) -> [Line] {
            let lines = Array(buffer[head..<(head + count)])
            advance(count)
            return lines
        }

        private mutating func advance(_ count: Int) {
            for line in buffer[head..<(head + count)] { pendingBytes -= line.key.utf8.count }
            head += count
            // Compact once the consumed lines outnumber those kept.
            if head >= 1_024 && head * 2 >= buffer.count {
                buffer.removeFirst(head)
                head = 0
            }
        }

        private mutating func nextRecord() throws(InputError) -> FieldValue? {
            switch state {
            case 0:
                state = 1
                return reader.headerRecord
            case 1:
                if let event = try reader.nextRecord() { return event }
                state = 2
                return reader.endRecord
            default:
                return nil
            }
        }

        private func key(of record: FieldValue) -> String {
            guard case .object(let pairs) = record else { return JSONWriter.string(record) }
            let isEnd = record["type"] == "end"
            let kept = pairs.filter { key, _ in
                key != "seq" && !(isEnd && key == "events") && !options.ignoredFields.contains(key)
            }
            let value = FieldValue.object(kept)
            return JSONWriter.string(options.ignoredFields.isEmpty ? value : Self.removing(options.ignoredFields, from: value))
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
}
