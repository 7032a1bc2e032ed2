import ArgumentParser
import ScrollSim
import ScrollSimJSON
import ScrollSimPictures

struct View: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Write an interactive HTML timeline of a log, or of a scenario's run.",
        discussion: """
            One self-contained HTML file (no network, no external assets): a scrubber over the \
            ticks, the layout at the scrubbed tick drawn to scale, offset and velocity plots, \
            lanes for sticky headers and displayed sections, and the event list, filterable by \
            type. A .jsonl input is read as a log; anything else is run as a scenario first (in \
            memory), and its failed expectations are marked where they were looked for. The page \
            opens at #tick=N when its address says so. The file appears only once complete.
            """
    )

    @Argument(help: ScenarioOrLog.argumentHelp)
    var input: String

    @Option(help: "For a log: the scenario whose expect and forbid patterns to check against it and mark in the page.")
    var scenario: String?

    @Option(help: "The tick the page shows first (default: 0; the address's #tick=N wins).")
    var tick: Int?

    @Option(name: .shortAndLong, help: "The HTML file to write ('-' for standard output).")
    var output: String

    func run() throws {
        // A usage error, refused before the input is read.
        if scenario != nil, !ScenarioOrLog.isLog(input) {
            throw ValidationError("--scenario is for a log (.jsonl); a scenario input is checked against its own expectations")
        }
        let page: LogViewPage
        switch try ScenarioOrLog(path: input) {
        case .log(let path):
            let expectations = try scenario.map { path throws(InputError) in (try ScenarioDecoder.decode(contentsOf: path), path) }
            page = try LogViewPage(logPath: path, expectations: expectations, initialTick: tick)
        case .scenario(let scenario, let path):
            page = try LogViewPage(scenario: scenario, path: path, initialTick: tick)
        }
        let file = try OutputFile(path: output, inputs: [input] + (scenario.map { [$0] } ?? []))
        file.write(page.html())
        try file.commit()
    }
}
