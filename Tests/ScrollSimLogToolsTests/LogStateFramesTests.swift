import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import Testing

/// `inspect LOG --at T` shows the frames of tick T: after each step of a
/// self-sizing feed (rows resolving above the viewport move the rows on
/// screen with no display event) and of an App Store feed with orthogonal
/// carousels (a carousel's scroll moves its cells), the displayed elements
/// rebuilt from the log equal what `scrollsim layout SCENARIO --after-step
/// N` shows: the layout queried in the visible rect once step N has run,
/// an independent computation from the simulator's final state rather
/// than from the events.
@Suite struct LogStateFramesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenarios")

    @Test(arguments: ["self-sizing-jump.json", "app-store-feed.json"])
    func displayedFramesAfterEveryStepAreTheLayouts(name: String) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: Self.root.appendingPathComponent(name).path)
        for step in scenario.steps.indices {
            var prefix = scenario
            prefix.steps = Array(scenario.steps[...step])
            prefix.expect = []
            prefix.forbid = []
            // The log as `scrollsim run` writes it, read back.
            var events: [Event] = []
            var header = LogHeader(scenario: prefix.name, viewport: prefix.viewport, contentInset: prefix.contentInset)
            let simulator = Simulator(scenario: prefix, onStart: { header.contentSize = $0.contentSize }) { events.append($0) }
            simulator.start()
            try simulator.perform(prefix.steps)
            var state = LogState(header: header)
            for event in events { state.apply(event) }
            let document = try LayoutDocument.make(for: scenario, afterStep: step)
            guard case .array(let elements)? = document["elements"] else {
                Issue.record("no elements in the layout document")
                return
            }
            let expected = elements.map { element in
                "\(element["kind"].map(JSONWriter.string) ?? "") \(element["section"].map(JSONWriter.string) ?? "") \(element["item"].map(JSONWriter.string) ?? "") \(element["frame"].map(JSONWriter.string) ?? "")"
            }
            let shown = state.displayedElements.map { shown in
                "\(JSONWriter.string(.string(shown.element.kind.rawValue))) \(shown.element.section) \(shown.element.item) \(JSONWriter.string(FieldValue(shown.frame)))"
            }
            #expect(shown == expected, "\(name) after step \(step)")
            #expect(state.contentSize.map(FieldValue.init) == document["contentSize"], "\(name) after step \(step)")
        }
    }
}
