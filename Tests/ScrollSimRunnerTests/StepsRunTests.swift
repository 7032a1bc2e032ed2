import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// The scenarios of `scenarios/` that exercise steps, run through the JSON
/// boundary: their expectations hold and their logs are byte-identical
/// from run to run.
@Suite("Scenario steps, run")
struct StepsRunTests {
    private static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios")

    @Test("expectations hold and two runs write the same bytes", arguments: ["flow-drag-fling", "flow-paging"])
    func byteIdentical(name: String) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: Self.scenarios.appendingPathComponent("\(name).json").path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("steps-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.jsonl").path, second = folder.appendingPathComponent("b.jsonl").path
        let summary = try ScenarioRunner.run(scenario, logPath: first)
        _ = try ScenarioRunner.run(scenario, logPath: second)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        let a = try Data(contentsOf: URL(fileURLWithPath: first)), b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a.count > 1000)
        #expect(a == b)
    }

    @Test("a step that fails while running becomes an InputError with the step's path")
    func runtimeError() throws {
        let scenario = try ScenarioDecoder.decode("""
            {"viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
             "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}],
             "steps": [{"fling": {"velocity": {"y": 5000}}}, {"settle": {"maxSeconds": 0.1}}]}
            """)
        #expect(throws: InputError.self) {
            try ScenarioRunner.run(scenario, logPath: FileManager.default.temporaryDirectory
                .appendingPathComponent("never-\(UUID().uuidString).jsonl").path)
        }
        do {
            _ = try Simulator.events(for: scenario)
        } catch {
            #expect(error.jsonPath == "$.steps[1].settle.maxSeconds")
        }
    }
}
