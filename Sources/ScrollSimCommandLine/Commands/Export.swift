import ArgumentParser
import ScrollSim
import ScrollSimJSON
import ScrollSimPictures

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Convert a log, or a scenario's run, to another format.",
        discussion: """
            --format chrome-trace writes Chrome Trace Event JSON for ui.perfetto.dev and \
            chrome://tracing: steps, drags, decelerations, bounces and animations as slices, \
            callbacks as instant events, offset and velocity as counters, and each element's \
            display lifetimes on its own track. A .jsonl input is read as a log; anything else \
            is run as a scenario first (in memory, no log written). The output appears only \
            once complete.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case chromeTrace = "chrome-trace"
    }

    @Argument(help: ScenarioOrLog.argumentHelp)
    var input: String

    @Option(help: "The output format: chrome-trace.")
    var format: Format

    @Option(name: .shortAndLong, help: "The file to write ('-' for standard output).")
    var output: String

    func run() throws {
        let file = try OutputFile(path: output, inputs: [input])
        switch try ScenarioOrLog(path: input) {
        case .log(let path):
            try ChromeTraceExporter.export(LogReader(path: path), write: file.write)
        case .scenario(let scenario, let path):
            try exportRun(of: scenario, path: path, to: file)
        }
        try file.commit()
    }

    /// A run of `scenario` written to `file` as it is simulated.
    private func exportRun(of scenario: Scenario, path: String, to file: OutputFile) throws(InputError) {
        let (exporter, ticks) = try ScenarioStream.run(scenario, path: path) { contentSize throws(InputError) in
            try ChromeTraceExporter(
                scenario: scenario.name, viewport: scenario.viewport, frameRate: scenario.frameRate,
                contentSize: contentSize, contentInset: scenario.contentInset, write: file.write)
        } add: { exporter, event throws(InputError) in
            try exporter.add(event)
        }
        exporter?.finish(ticks: ticks)
    }
}
