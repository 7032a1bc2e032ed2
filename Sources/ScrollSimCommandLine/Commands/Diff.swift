import ArgumentParser
import ScrollSimJSON
import ScrollSimLogTools

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two event logs event by event.",
        discussion: """
            Streams both logs and aligns them: an event only one log has is one change, not a \
            cascade. Prints each change (where, the equal lines before it, the lines only in the \
            first log with -, only in the second with +) and totals. seq, and the end line's \
            event count, are positions and not compared. Header and end lines are compared \
            unless told otherwise. Exits 0 when equal, 1 when they differ, 2 when a log is \
            malformed or truncated.
            """
    )

    @Argument(help: "The first log (.jsonl).")
    var left: String

    @Argument(help: "The second log (.jsonl).")
    var right: String

    @Option(name: .customLong("ignore"), help: "Leave this field out of every line, at any depth (repeatable: --ignore time).")
    var ignoredFields: [String] = []

    @Flag(help: "Leave the header lines out (logs of two scenarios with different names or viewports).")
    var ignoreHeader = false

    func run() throws {
        // Byte-identical logs are equal whatever their lines say: settled at
        // the speed of `cmp`, once their frame (header, end line, event
        // count) is checked. Anything else is compared line by line.
        if LogBytes.areIdentical(left, right) {
            try LogBytes.checkFrame(of: left)
            printHuman("logs are equal")
            return
        }
        let options = LogDiff.Options(ignoredFields: Set(ignoredFields), ignoresHeader: ignoreHeader)
        let difference = try LogDiff.compare(LogReader(path: left), LogReader(path: right), options: options)
        guard let difference else {
            printHuman("logs are equal")
            return
        }
        printHuman(difference.report(leftName: left, rightName: right))
        throw ExitCode(1)
    }
}
