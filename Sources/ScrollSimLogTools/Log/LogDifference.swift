import ScrollSim
import ScrollSimJSON

/// Where two logs first differ, with what came before and how much more
/// differs.
public struct LogDifference: Hashable, Sendable {
    /// The 1-based line number of the first difference (the same line in
    /// both logs; line 1 is the header).
    public var line: Int
    /// The first differing line of the left log; `nil` when it had ended.
    public var left: FieldValue?
    /// The first differing line of the right log; `nil` when it had ended.
    public var right: FieldValue?
    /// The equal lines just before the difference, oldest first, at most
    /// `LogDiff.contextSize`.
    public var context: [FieldValue]
    /// How many later lines (by position) differ too, lines only one log
    /// has included.
    public var furtherDifferences = 0
    /// The number of lines of the left log, header and `end` included.
    public var leftLineCount = 0
    /// The number of lines of the right log, header and `end` included.
    public var rightLineCount = 0

    /// Creates a difference at `line`.
    public init(line: Int, left: FieldValue?, right: FieldValue?, context: [FieldValue]) {
        self.line = line
        self.left = left
        self.right = right
        self.context = context
    }

    /// The `seq` of the first differing event (the left one's when both
    /// are events), or `nil` when the difference is in a header or `end`
    /// line.
    public var seq: Int? {
        for record in [left, right] {
            if case .int(let seq)? = record?["seq"] { return seq }
        }
        return nil
    }

    /// The report `scrollsim diff` prints: the position, the context lines,
    /// both versions of the line (`-` left, `+` right), and the count of
    /// further differences.
    public func report(leftName: String, rightName: String) -> String {
        var lines: [String] = []
        let place = seq.map { "line \(line) (seq \($0))" } ?? "line \(line) (\(kindOfLine))"
        lines.append("logs differ at \(place):")
        if !context.isEmpty {
            lines.append("  \(context.count) equal line\(context.count == 1 ? "" : "s") before it:")
            for record in context { lines.append("    \(JSONWriter.string(record))") }
        }
        lines.append("  - \(leftName): \(describe(left, against: right))")
        lines.append("  + \(rightName): \(describe(right, against: left))")
        if let fields = differingFields, !fields.isEmpty {
            lines.append("  fields that differ: \(fields.joined(separator: ", "))")
        }
        lines.append("  \(furtherDifferences) further line\(furtherDifferences == 1 ? "" : "s") differ "
            + "(\(leftName): \(leftLineCount) lines, \(rightName): \(rightLineCount) lines)")
        return lines.joined(separator: "\n")
    }

    private func describe(_ record: FieldValue?, against other: FieldValue?) -> String {
        guard let record else { return "(log ended)" }
        let text = JSONWriter.string(record)
        if record["type"] == "end" && other?["type"] != "end" { return text + "  (this log ends here)" }
        return text
    }

    private var kindOfLine: String {
        switch (left ?? right)?["type"] {
        case .string("header")?: "header"
        case .string("end")?: "end line"
        default: "event"
        }
    }

    /// The top-level keys whose values differ, when both lines exist.
    private var differingFields: [String]? {
        guard case .object(let a)? = left, case .object(let b)? = right, a.first?.0 == b.first?.0,
            left?["type"] == right?["type"]
        else { return nil }
        var keys: [String] = []
        for (key, value) in a where right?[key].map({ JSONWriter.string($0) }) != JSONWriter.string(value) {
            keys.append(key)
        }
        for (key, _) in b where left?[key] == nil { keys.append(key) }
        return keys
    }
}
