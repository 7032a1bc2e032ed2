import ArgumentParser
import ScrollSimJSON
import ScrollSimLogTools

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two event logs event by event.",
        discussion: """
            Streams both logs and prints the first line where they differ (with its seq, \
            both versions and the equal lines before it) and how many further lines differ. \
            Header and end lines are compared too. Exits 0 when equal, 1 when they differ, \
            2 when a log is malformed or truncated.
            """
    )

    @Argument(help: "The first log (.jsonl).")
    var left: String

    @Argument(help: "The second log (.jsonl).")
    var right: String

    func run() throws {
        // Byte-identical logs are equal whatever their lines say: settled at
        // the speed of `cmp`, once their frame (header, end line, event
        // count) is checked. Anything else is compared line by line.
        if LogBytes.areIdentical(left, right) {
            try LogBytes.checkFrame(of: left)
            print("logs are equal")
            return
        }
        let difference = try LogDiff.compare(LogReader(path: left), LogReader(path: right))
        guard let difference else {
            print("logs are equal")
            return
        }
        print(difference.report(leftName: left, rightName: right))
        throw ExitCode(1)
    }
}
