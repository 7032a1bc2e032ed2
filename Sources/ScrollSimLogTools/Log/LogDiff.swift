import ScrollSim
import ScrollSimJSON

/// Compares two event logs line by line, streaming both: the one
/// implementation behind `scrollsim diff` and ScrollSimTesting's golden
/// logs.
///
/// Lines are compared by their canonical JSON text (`JSONWriter`), so a
/// number written `300` or `300.0`, or spacing, makes no difference, while
/// any change of value, key or key order does. Header and `end` lines are
/// compared too: two runs of different scenarios, or of different lengths,
/// differ even when their events agree.
public enum LogDiff {
    /// How many equal lines before the first difference a report shows.
    public static let contextSize = 3

    /// The first difference between two logs, or `nil` when they are equal.
    ///
    /// Both logs are read to their end, so a truncated or malformed log is
    /// an error even after the first difference.
    ///
    /// - Throws: `InputError` from either reader.
    /// - Complexity: O(length of both logs) time, O(longest line) memory.
    public static func compare(_ left: LogReader, _ right: LogReader) throws(InputError) -> LogDifference? {
        var leftLines = LineStream(left), rightLines = LineStream(right)
        var line = 0
        var context: [FieldValue] = []
        var first: LogDifference?
        while true {
            let a = try leftLines.next(), b = try rightLines.next()
            if a == nil && b == nil { break }
            line += 1
            if let a, let b, JSONWriter.string(a) == JSONWriter.string(b) {
                if first == nil {
                    if context.count == contextSize { context.removeFirst() }
                    context.append(a)
                }
                continue
            }
            if first == nil {
                first = LogDifference(line: line, left: a, right: b, context: context)
            } else {
                first?.furtherDifferences += 1
            }
        }
        first?.leftLineCount = leftLines.count
        first?.rightLineCount = rightLines.count
        return first
    }

    /// The lines of a log, header and `end` included.
    private struct LineStream {
        let reader: LogReader
        var state = 0
        var count = 0

        init(_ reader: LogReader) { self.reader = reader }

        mutating func next() throws(InputError) -> FieldValue? {
            let record: FieldValue?
            switch state {
            case 0:
                state = 1
                record = reader.headerRecord
            case 1:
                if let event = try reader.nextRecord() {
                    record = event
                } else {
                    state = 2
                    record = reader.endRecord
                }
            default:
                record = nil
            }
            if record != nil { count += 1 }
            return record
        }
    }
}
