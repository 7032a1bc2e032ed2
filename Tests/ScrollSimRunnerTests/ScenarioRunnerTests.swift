import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

@Suite("ScenarioRunner")
struct ScenarioRunnerTests {
    @Test("a run lets go of its simulator, layout and log writer when it returns")
    func runReleasesItsSimulator() throws {
        let scenario = try ScenarioDecoder.decode(#"{"name":"r","viewport":{"width":320,"height":480},"layout":{"type":"flow"},"sections":[{"items":{"count":30,"size":{"width":100,"height":50}}}],"steps":[{"scrollTo":{"y":300,"animated":true}}]}"#)
        let (summary, probe) = try Self.runWatchingItsLayout(scenario)
        #expect(summary.events > 10)
        #expect(probe.madeOne)
        #expect(probe.layout == nil, "the run's layout, held by its simulator, is freed")
    }

    @Test("a run with a reaction timer still pending at its end lets go of its simulator", arguments: 1...50)
    func pendingTimerReleased(run: Int) throws {
        // The reaction fires on the first didScroll and schedules its action
        // 100 s later; the run settles within a second, so the timer is
        // still pending when it returns. A timer that held its simulator
        // would keep it, its layout and its log writer alive for ever.
        let scenario = try ScenarioDecoder.decode(#"{"name":"t","viewport":{"width":320,"height":480},"layout":{"type":"flow"},"sections":[{"items":{"count":30,"size":{"width":100,"height":50}}}],"reactions":[{"when":{"type":"didScroll"},"do":{"scrollTo":{"y":0},"after":100}}],"steps":[{"scrollTo":{"y":300,"animated":false}}]}"#)
        let (summary, probe) = try Self.runWatchingItsLayout(scenario)
        #expect(summary.counts.contains { $0.type == "didScroll" }, "the reaction was triggered")
        #expect(probe.madeOne)
        #expect(probe.layout == nil, "run \(run): the simulator, holding a pending timer, is freed")
    }

    /// Runs `scenario` to a log in a temporary folder, its layout watched
    /// weakly by the returned probe.
    private static func runWatchingItsLayout(_ scenario: Scenario) throws -> (ScenarioRunner.Summary, LayoutProbe) {
        var scenario = scenario
        let probe = LayoutProbe()
        let configuration = scenario.layout
        scenario.layout = .custom(CustomLayoutConfiguration(typeName: "probe", options: .null) {
            let layout = configuration.makeLayout()
            probe.layout = layout
            return layout
        })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try ScenarioRunner.run(scenario, logPath: folder.appendingPathComponent("log.jsonl").path), probe)
    }
}

/// Keeps a weak reference to the layout a run makes.
private final class LayoutProbe: @unchecked Sendable {
    weak var layout: (any CollectionViewLayout)? {
        didSet { if layout != nil { madeOne = true } }
    }
    private(set) var madeOne = false
}
