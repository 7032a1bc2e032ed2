import ArgumentParser
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Filter and summarise an event log, or show the state at a tick.",
        discussion: """
            Prints the events that pass every filter, one JSON line each. With --summary, prints \
            instead counts per type, sticky intervals per section, how long each element was \
            visible and the final content size, over the filtered events (a table, or one JSON \
            object with --json); with cell events, cells created and reused, prefetches and their \
            lead time, size resolutions; with orthogonal sections, each one's scrolling. With \
            --at TICK, prints the state at the end of that tick: offset, viewport, content size \
            and inset, paging offset, pinned headers and displayed elements, each orthogonal \
            section's offset and the cells out of and in the reuse pools. A section, kind or item \
            filter matches events about elements: willDisplay and didEndDisplaying by their \
            element, stickyEnter and stickyExit as the section's header, cellRequest, cellEnqueue \
            and sizeResolved by their cell, prefetch and cancelPrefetch by any of their cells; a \
            section filter also matches the orthogonal sections' section… events. \
            Exits 2 for a malformed or truncated log.
            """
    )

    @Argument(help: "The log (.jsonl).")
    var log: String

    @Option(name: .customLong("type"), help: "Keep events of this type (repeatable).")
    var types: [String] = []

    @Option(help: "Keep events about this section.")
    var section: Int?

    @Option(help: "Keep events about elements of this kind (cell, header, footer or a custom kind).")
    var kind: String?

    @Option(help: "Keep events about this item (supplementary views are item 0).")
    var item: Int?

    @Option(help: "Keep events at or after this time, in seconds.")
    var from: Double?

    @Option(help: "Keep events at or before this time, in seconds.")
    var to: Double?

    @Option(help: "Keep events of this tick, or of a range of ticks (12 or 12...40).")
    var tick: RangeArgument?

    @Option(help: "Keep events of this scenario step, or of a range of steps (0-based: 3 or 3...5).")
    var step: RangeArgument?

    @Option(help: "Print the state at the end of this tick instead of events.")
    var at: Int?

    @Flag(help: "Print a summary instead of the events.")
    var summary = false

    @Flag(help: "Print the summary or the state as JSON.")
    var json = false

    func validate() throws {
        if summary && at != nil { throw ValidationError("--summary and --at cannot be combined") }
        if let at, at < 0 { throw ValidationError("--at must be a tick, 0 or more") }
    }

    func run() throws {
        var filter = LogFilter(
            types: Set(types), section: section, kind: kind.map(ElementKind.init(rawValue:)), item: item,
            from: from, to: to, ticks: tick?.range, steps: step?.range)
        try filter.validate()
        let reader = try LogReader(path: log)
        if let at {
            try printState(at: at, reader: reader)
            return
        }
        // The log's fixed key order gives every line's type in its first
        // bytes: lines of types the filter cannot pass need no parsing.
        if let typesToRead = filter.typesToRead { reader.onlyTypes = typesToRead }
        reader.onlyLinesContaining = filter.bytesToRead
        if !summary {
            // The lines as the log writer writes them, through reused json-c
            // objects, to standard output in blocks.
            let output = try OutputFile(path: "-", inputs: [log])
            var lines = EventLineWriter()
            var buffer: [UInt8] = []
            buffer.reserveCapacity(1 << 16)
            while let event = try reader.next() {
                guard filter.admits(event) else { continue }
                // A line as the writer writes it is printed as read (it
                // was checked in full); any other is written anew.
                let printed = reader.withLastLine { bytes, isCanonical in
                    if isCanonical {
                        buffer.append(contentsOf: bytes)
                        buffer.append(0x0A)
                    }
                    return isCanonical
                }
                if !printed { lines.append(event, to: &buffer) }
                if buffer.count >= 1 << 16 {
                    buffer.withUnsafeBytes { output.write($0) }
                    buffer.removeAll(keepingCapacity: true)
                    // A closed pipe (`| head`): nobody reads the rest.
                    if output.hasFailed { break }
                }
            }
            buffer.withUnsafeBytes { output.write($0) }
            try output.commit()
            return
        }
        var result = LogSummary(header: reader.header, from: from, to: to)
        if filter == LogFilter(), reader.header.frameRate != nil {
            // Without filters the summary only counts most lines: those are
            // read for their type alone (the end time comes from the end
            // line's tick count and the frame rate).
            reader.onlyTypes = LogSummary.typesRead
            reader.onSkippedEvent = { _, type in result.count(type: type) }
        }
        while let event = try reader.next() {
            if filter.admits(event) { result.add(event) }
        }
        result.finish(end: reader.end)
        if json { print(JSONWriter.string(result.json)) } else { printHuman(result.table) }
    }

    private func printState(at tick: Int, reader: LogReader) throws {
        var state = LogState(header: reader.header)
        while let event = try reader.next() {
            guard event.tick <= tick else { break }
            state.apply(event)
        }
        // Read to the end: a truncated or malformed log is an error even
        // past the tick.
        while try reader.nextRecord() != nil {}
        guard let end = reader.end, tick < end.ticks else {
            let ticks = reader.end?.ticks ?? 0
            throw InputError(file: "--at", message: "tick \(tick) is past the log's last tick (\(max(ticks - 1, 0)))")
        }
        if json { print(JSONWriter.string(state.json)) } else { printHuman(state.table) }
    }
}

/// A tick or step option: one number, or an inclusive range `A...B` (0 or more).
struct RangeArgument: ExpressibleByArgument {
    var range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: true)
        if parts.count == 1, let value = Int(parts[0]), value >= 0, !argument.contains(".") {
            range = value...value
        } else if parts.count == 2, argument.contains("..."), let low = Int(parts[0]), let high = Int(parts[1]),
                  low >= 0, low <= high {
            range = low...high
        } else {
            return nil
        }
    }

    static var defaultValueDescription: String { "N or A...B" }
}
