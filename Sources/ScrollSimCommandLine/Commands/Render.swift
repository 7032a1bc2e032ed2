import ArgumentParser
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a log, or a scenario's run, as SVG.",
        discussion: """
            Draws the layout around the viewport at a tick (elements displayed then in blue, \
            pinned headers in orange, the viewport dashed red) and a timeline of the visible \
            range and sticky intervals over the whole run. A .jsonl input is read as a log; \
            anything else is run as a scenario first (in memory, no log written). The SVG \
            appears only once complete.
            """
    )

    @Argument(help: ScenarioOrLog.argumentHelp)
    var input: String

    @Option(help: "The tick to draw (default: the last).")
    var tick: Int?

    @Option(name: .shortAndLong, help: "The SVG file to write ('-' for standard output).")
    var output: String

    func run() throws {
        let picture: LogPicture
        switch try ScenarioOrLog(path: input) {
        case .log(let path):
            picture = try drawLog(at: path)
        case .scenario(let scenario, let path):
            guard let drawn = try drawRun(of: scenario, path: path) else { return }
            picture = drawn
        }
        let file = try OutputFile(path: output, inputs: [input])
        file.write(picture.svg())
        try file.commit()
    }

    /// The log at `path` drawn as it is read, record by record.
    private func drawLog(at path: String) throws(InputError) -> LogPicture {
        let reader = try LogReader(path: path)
        var picture = try located(line: 1) { () throws(InputError) in try LogPicture(header: reader.headerRecord, tick: tick) }
        while let event = try reader.nextRecord() {
            try located(line: reader.lineNumber) { () throws(InputError) in try picture.add(event) }
        }
        try picture.finish(end: reader.endRecord)
        return picture
    }

    /// A run of `scenario` drawn as it is simulated; `nil` when the run
    /// never started, so there is nothing to draw.
    private func drawRun(of scenario: Scenario, path: String) throws(InputError) -> LogPicture? {
        let tick = tick
        let (drawing, ticks) = try ScenarioStream.run(scenario, path: path) { contentSize throws(InputError) in
            try LogPicture(header: LogWriter.header(scenario: scenario, contentSize: contentSize), tick: tick)
        } add: { picture, event throws(InputError) in
            try picture.add(event.fields)
        }
        guard var picture = drawing else { return nil }
        try picture.finish(end: .object([("type", "end"), ("ticks", .int(ticks))]))
        return picture
    }

    /// Runs `body`, giving its errors the input's name and `line`.
    private func located<T>(line: Int, _ body: () throws(InputError) -> T) throws(InputError) -> T {
        do {
            return try body()
        } catch {
            var located = error
            located.file = input
            if case .path(let path) = error.location { located.location = .linePath(line: line, path: path) }
            throw located
        }
    }
}
