import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import Testing

@Suite("LogState against the simulator's own visible sets")
struct LogStatePropertyTests {
    static let scenarios: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    @Test("there are scenarios to check")
    func scenariosExist() {
        #expect(Self.scenarios.count >= 10)
    }

    /// The displayed set `inspect --at` rebuilds from `willDisplay` and
    /// `didEndDisplaying` alone equals, at every tick, the set of the last
    /// `visible` event — the simulator's own visible query, logged on every
    /// tick where it changed — for every scenario in `scenarios/`.
    @Test("the displayed set replayed from display events is the visible set at every tick", arguments: scenarios)
    func displayedSetMatchesVisible(path: String) throws {
        var scenario = try ScenarioDecoder.decode(contentsOf: path)
        scenario.log.visible = .changes
        let events = try Simulator.events(for: scenario)
        var state = LogState(header: LogHeader(scenario: scenario.name, contentInset: scenario.contentInset))
        var visible: Set<ElementID> = []
        var checked = 0
        var index = 0
        let lastTick = events.last?.tick ?? 0
        for tick in 0...lastTick {
            while index < events.count, events[index].tick == tick {
                let event = events[index]
                if case .visible(let elements) = event.payload {
                    visible = Set(elements.map(\.element))
                } else {
                    state.apply(event)
                }
                index += 1
            }
            let replayed = Set(state.displayed.keys)
            if replayed != visible {
                Issue.record("tick \(tick): replayed \(replayed.sorted()) but visible \(visible.sorted())")
                return
            }
            checked += 1
        }
        #expect(checked == lastTick + 1)
    }
}
