import ArgumentParser
import ScrollSimJSON

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Parse and check scenarios without running them.",
        discussion: "Exits 0 when every scenario is valid, 2 at the first invalid one."
    )

    @Argument(help: "Scenario files (JSON), or folders of them (every *.json below, sorted).")
    var scenarios: [String]

    func run() throws {
        for path in try Run.scenarioFiles(scenarios) {
            let scenario = try ScenarioDecoder.decode(contentsOf: path)
            printHuman("\(path): ok (\(scenario.name), \(scenario.steps.count) steps, \(scenario.data.totalItemCount) items)")
        }
    }
}
