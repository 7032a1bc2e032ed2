import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

@Suite("ScenarioRunner")
struct ScenarioRunnerTests {
    @Test("a run lets go of its simulator, layout and log writer when it returns")
    func runReleasesItsSimulator() throws {
        var scenario = try ScenarioDecoder.decode(#"{"name":"r","viewport":{"width":320,"height":480},"layout":{"type":"flow"},"sections":[{"items":{"count":30,"size":{"width":100,"height":50}}}],"steps":[{"scrollTo":{"y":300,"animated":true}}]}"#)
        let probe = LayoutProbe()
        let configuration = scenario.layout
        scenario.layout = .custom(CustomLayoutConfiguration(typeName: "probe", options: .null) {
            let layout = configuration.makeLayout()
            probe.layout = layout
            return layout
        })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try ScenarioRunner.run(scenario, logPath: folder.appendingPathComponent("log.jsonl").path)
        #expect(summary.events > 10)
        #expect(probe.madeOne)
        #expect(probe.layout == nil, "the run's layout, held by its simulator, is freed")
    }
}

/// Keeps a weak reference to the layout a run makes.
private final class LayoutProbe: @unchecked Sendable {
    weak var layout: (any CollectionViewLayout)? {
        didSet { if layout != nil { madeOne = true } }
    }
    private(set) var madeOne = false
}
