import ArgumentParser
import ScrollSimJSON
import ScrollSimLogTools

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Filter and summarise an event log.",
        discussion: """
            Prints the events that pass every filter, one JSON line each. With --summary, prints \
            instead counts per type, sticky intervals per section and how long each element was \
            visible, over the filtered events (a table, or one JSON object with --json). A section \
            filter matches an event's section field or its element's section. Exits 2 for a \
            malformed or truncated log.
            """
    )

    @Argument(help: "The log (.jsonl).")
    var log: String

    @Option(name: .customLong("type"), help: "Keep events of this type (repeatable).")
    var types: [String] = []

    @Option(help: "Keep events about this section.")
    var section: Int?

    @Option(help: "Keep events at or after this time, in seconds.")
    var from: Double?

    @Option(help: "Keep events at or before this time, in seconds.")
    var to: Double?

    @Flag(help: "Print a summary instead of the events.")
    var summary = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func run() throws {
        let filter = LogFilter(types: Set(types), section: section, from: from, to: to)
        try filter.validate()
        let reader = try LogReader(path: log)
        // The log's fixed key order gives every line's type in its first
        // bytes: lines of other types need no parsing.
        if !types.isEmpty { reader.onlyTypes = Set(types) }
        if !summary {
            while let event = try reader.next() {
                if filter.matches(event) { print(JSONWriter.string(event)) }
            }
            return
        }
        var result = LogSummary(header: reader.header, from: from, to: to)
        while let event = try reader.next() {
            if filter.matches(event) { result.add(event) }
        }
        result.finish(end: reader.end)
        print(json ? JSONWriter.string(result.json) : result.table)
    }
}
