import ScrollSim
import ScrollSimJSON
import Testing

/// Scenario reactions (`docs/scenario-format.md`, "Reactions"): decoding,
/// its errors with JSON paths, and errors raised when a reaction runs.
@Suite("Scenario reactions")
struct ReactionsTests {
    /// A 30-row flow list with `reactions` and `steps`.
    private func scenario(reactions: String, steps: String = "") throws(InputError) -> Scenario {
        try ScenarioDecoder.decode("""
            {"viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
             "sections": [{"items": {"count": 30, "size": {"width": 375, "height": 100}}}],
             "reactions": [\(reactions)], "steps": [\(steps)]}
            """)
    }

    private func error(_ reactions: String) -> InputError? {
        do {
            _ = try scenario(reactions: reactions)
            return nil
        } catch {
            return error
        }
    }

    @Test("a reaction decodes its pattern, its conditions, its actions and its count")
    func decodes() throws {
        let decoded = try scenario(reactions: """
            {"when": {"type": "willDisplay", "element": {"kind": "cell", "fromEnd": 2}, "contentOffset": {"y": {"atLeast": 10, "atMost": 20}}},
             "do": [{"insertItems": {"section": 0, "count": 1}}, {"after": 0.5, "scrollToTop": {}}], "times": "always"}
            """)
        let reaction = try #require(decoded.reactions.first)
        #expect(reaction.when.pattern == .object([("type", "willDisplay"), ("element", .object([("kind", "cell")]))]))
        #expect(reaction.when.itemFromEnd == 2)
        #expect(reaction.when.contentOffset == Reaction.OffsetCondition(y: Reaction.Bound(atLeast: 10, atMost: 20)))
        #expect(reaction.times == nil)
        // An omitted insertion point means the end when the action runs (-1).
        #expect(reaction.actions == [
            Reaction.Action(step: .insertItems(section: 0, at: -1, items: [ItemSpec()])),
            Reaction.Action(after: 0.5, step: .scrollToTop),
        ])
    }

    @Test("bad reactions are refused with the path of what is wrong", arguments: [
        (#"{"when": {"type": "didScrol"}, "do": {"scrollToTop": {}}}"#, "$.reactions[0].when.type", "did you mean \"didScroll\"?"),
        (#"{"when": {"type": "step"}, "do": {"drag": {"by": {"y": 1}, "duration": 1}}}"#, "$.reactions[0].do[0].drag", "cannot be a reaction"),
        (#"{"when": {"type": "step"}, "do": {"scrollToTop": {}}, "times": "sometimes"}"#, "$.reactions[0].times", "\"always\""),
        (#"{"when": {"type": "step"}, "do": []}"#, "$.reactions[0].do", "at least one action"),
        (#"{"when": {"type": "step"}}"#, "$.reactions[0]", "missing required key \"do\""),
        (#"{"when": {"type": "step"}, "do": {"scrollToTop": {}}, "often": 1}"#, "$.reactions[0].often", "unknown key"),
    ])
    func badReactions(reaction: String, path: String, message: String) {
        let error = self.error(reaction)
        #expect(error?.description.contains(path) == true, "\(String(describing: error))")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test("a reaction's action that cannot run fails with the reaction's path, and nothing after it runs")
    func runtimeErrorNamesTheReaction() throws {
        let decoded = try scenario(
            reactions: #"{"when": {"type": "step", "index": 1}, "do": {"deleteItems": {"section": 0, "items": [99]}}}"#,
            steps: #"{"wait": 0.1}, {"wait": 0.1}, {"wait": 0.1}"#)
        #expect {
            _ = try Simulator.events(for: decoded)
        } throws: { error in
            (error as? SimulationError)?.jsonPath == "$.reactions[0].do[0].deleteItems.items[0]"
        }
    }

    @Test("times limits how often a reaction fires; each firing applies after the pass that triggered it")
    func timesLimitsFiring() throws {
        let decoded = try scenario(
            reactions: #"{"when": {"type": "step"}, "do": {"insertItems": {"section": 0, "count": 1}}, "times": 2}"#,
            steps: #"{"wait": 0.1}, {"wait": 0.1}, {"wait": 0.1}"#)
        let events = try Simulator.events(for: decoded)
        let inserts = events.filter { $0.type == "dataChange" }
        // Items appended at the end: 30, then 31; the third step finds the
        // reaction spent.
        #expect(inserts.map(\.payload) == [
            .dataChange(action: .insertItems, details: [("section", .int(0)), ("items", .array([.int(30)]))]),
            .dataChange(action: .insertItems, details: [("section", .int(0)), ("items", .array([.int(31)]))]),
        ])
        // Each right after its step event, on the step's tick.
        for insert in inserts {
            let step = try #require(events[..<insert.seq].last { $0.type == "step" })
            #expect(step.tick == insert.tick && step.seq == insert.seq - 1)
        }
        #expect(events.map(\.seq) == Array(0..<events.count))
    }
}

@Suite("Simulator.events(for:) checks expect and forbid")
struct EventsForScenarioTests {
    private func scenario(_ checks: String) throws -> Scenario {
        try ScenarioDecoder.decode("""
            {"viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
             "sections": [{"items": {"count": 30, "size": {"width": 375, "height": 100}}}],
             "steps": [{"scrollTo": {"y": 300}}], \(checks)}
            """)
    }

    @Test("met expectations return the events")
    func met() throws {
        let events = try Simulator.events(for: scenario(#""expect": [{"type": "step"}, {"type": "didScroll", "offset": {"y": 300}}]"#))
        #expect(events.first?.type == "willDisplay")
    }

    @Test("an unmet expect throws with its path; a matched forbid too")
    func unmetAndForbidden() throws {
        let unmet = try scenario(#""expect": [{"type": "step"}, {"type": "didEndDecelerating"}]"#)
        #expect { _ = try Simulator.events(for: unmet) } throws: { error in
            (error as? SimulationError)?.jsonPath == "$.expect[1]"
                && (error as? SimulationError)?.message.contains("didEndDecelerating") == true
        }
        let forbidden = try scenario(#""forbid": [{"type": "didScroll"}]"#)
        #expect { _ = try Simulator.events(for: forbidden) } throws: { error in
            (error as? SimulationError)?.jsonPath == "$.forbid[0]"
        }
    }
}
