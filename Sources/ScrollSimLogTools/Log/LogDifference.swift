import ScrollSim
import ScrollSimJSON

/// How two logs differ: the changes that align them, each with the equal
/// lines before it, and totals.
public struct LogDifference: Hashable, Sendable {
    /// Lines only one log has at one place: `removed` from the left log,
    /// `added` in the right one (a changed line is one of each).
    public struct Change: Hashable, Sendable {
        /// The 1-based line number of the change in the left log (for lines
        /// only the right log has, the left line they come before).
        public var leftLine: Int
        /// The 1-based line number of the change in the right log.
        public var rightLine: Int
        /// The left log's lines, in order.
        public var removed: [FieldValue]
        /// The right log's lines, in order.
        public var added: [FieldValue]
        /// The equal lines just before the change, oldest first, at most
        /// `LogDiff.contextSize`.
        public var context: [FieldValue]

        /// The `seq` of the change's first event line, or `nil` when it
        /// holds only header or `end` lines.
        public var seq: Int? {
            for record in removed + added {
                if case .int(let seq)? = record["seq"] { return seq }
            }
            return nil
        }
    }

    /// How many changes are kept for the report; later ones are counted.
    package static let keptChanges = 10
    /// How many lines of each side of a change the report prints.
    package static let printedLines = 8

    /// The first changes, at most `keptChanges`.
    public private(set) var changes: [Change] = []
    /// The number of changes.
    public private(set) var changeCount = 0
    /// Lines only the left log has, over every change.
    public private(set) var removedLines = 0
    /// Lines only the right log has, over every change.
    public private(set) var addedLines = 0
    /// The number of lines of the left log, header and `end` included.
    public var leftLineCount = 0
    /// The number of lines of the right log, header and `end` included.
    public var rightLineCount = 0

    init() {}

    mutating func add(
        _ removed: [FieldValue], _ added: [FieldValue], at position: (left: Int, right: Int), context: [FieldValue]
    ) {
        guard !removed.isEmpty || !added.isEmpty else { return }
        changeCount += 1
        removedLines += removed.count
        addedLines += added.count
        guard changes.count < Self.keptChanges else { return }
        changes.append(Change(leftLine: position.left, rightLine: position.right, removed: removed, added: added, context: context))
    }

    /// The first change.
    public var first: Change? { changes.first }

    /// The report `scrollsim diff` prints: totals, then each kept change
    /// with its place, its context lines and both sides (`-` left, `+`
    /// right).
    public func report(leftName: String, rightName: String) -> String {
        var lines: [String] = []
        lines.append("logs differ: \(changeCount) change\(changeCount == 1 ? "" : "s"), "
            + "\(removedLines) line\(removedLines == 1 ? "" : "s") only in \(leftName), "
            + "\(addedLines) only in \(rightName) "
            + "(\(leftName): \(leftLineCount) lines, \(rightName): \(rightLineCount) lines)")
        for change in changes {
            lines.append("")
            let place = change.seq.map { "seq \($0)" } ?? kindOfLine(change)
            lines.append("@@ \(leftName) line \(change.leftLine), \(rightName) line \(change.rightLine) (\(place))")
            for record in change.context { lines.append("    \(OneLine.text(JSONWriter.string(record)))") }
            for record in change.removed.prefix(Self.printedLines) { lines.append("  - \(OneLine.text(JSONWriter.string(record)))") }
            if change.removed.count > Self.printedLines { lines.append("  - … \(change.removed.count - Self.printedLines) more") }
            for record in change.added.prefix(Self.printedLines) { lines.append("  + \(OneLine.text(JSONWriter.string(record)))") }
            if change.added.count > Self.printedLines { lines.append("  + … \(change.added.count - Self.printedLines) more") }
            if change.removed.isEmpty { lines.append("  (only in \(rightName))") }
            if change.added.isEmpty { lines.append("  (only in \(leftName))") }
            if change.removed.count == 1, change.added.count == 1,
               let fields = Self.differingFields(change.removed[0], change.added[0]), !fields.isEmpty {
                lines.append("  fields that differ: \(fields.joined(separator: ", "))")
            }
        }
        if changeCount > changes.count {
            lines.append("")
            lines.append("… \(changeCount - changes.count) further changes not shown")
        }
        return lines.joined(separator: "\n")
    }

    private func kindOfLine(_ change: Change) -> String {
        switch (change.removed.first ?? change.added.first)?["type"] {
        case .string("header")?: "header"
        case .string("end")?: "end line"
        default: "event"
        }
    }

    /// The top-level keys whose values differ, when both lines are of one
    /// type; `seq` is a position, not a difference.
    private static func differingFields(_ left: FieldValue, _ right: FieldValue) -> [String]? {
        guard case .object(let a) = left, case .object(let b) = right, left["type"] == right["type"] else { return nil }
        let positional: Set<String> = left["type"] == "end" ? ["seq", "events"] : ["seq"]
        var keys: [String] = []
        for (key, value) in a where !positional.contains(key) && right[key].map({ JSONWriter.string($0) }) != JSONWriter.string(value) {
            keys.append(key)
        }
        for (key, _) in b where left[key] == nil { keys.append(key) }
        return keys
    }
}
