import ScrollSim
import Testing

@testable import ScrollSimJSON

/// A minimal scenario with `extra` top-level keys.
private func scenario(_ extra: String) -> String {
    #"{"name": "p", "viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "#
        + #""sections": [{"items": {"count": 3, "size": {"width": 50, "height": 60}}}], \#(extra)}"#
}

@Suite("Scenario patterns: counts, scopes, bounds and patterns that cannot match")
struct PatternDecodingTests {
    @Test("well-formed counts, scopes and bounds decode as written")
    func accepted() throws {
        // Three steps: a scope naming steps 0-2 must name steps that exist.
        let s = try ScenarioDecoder.decode(scenario(#"""
            "steps": [{"wait": 0.1}, {"wait": 0.1}, {"wait": 0.1}],
            "expect": [{"type": "didScroll", "offset": {"y": {"approx": 23.33, "within": 0.01}}, "count": {"atLeast": 1},
                        "during": {"steps": [0, 2]}},
                       {"type": "willDisplay", "element": {"section": {"atLeast": 1, "atMost": 3}}, "count": 0, "during": {"time": [0, 1.5]}}],
            "forbid": [{"type": "didEndDisplaying", "during": {"ticks": [0, 10]}}]
            """#))
        let first = try ExpectationPattern(parsing: s.expect[0])
        #expect(first.count == MatchCount(atLeast: 1))
        #expect(first.during == .steps(0, 2))
        #expect(first.fields["offset"]?["y"].flatMap(NumericBound.init(pattern:)) == .approx(23.33, within: 0.01))
        let second = try ExpectationPattern(parsing: s.expect[1])
        #expect(second.count == .exactly(0))
        #expect(second.during == .time(0, 1.5))
    }

    /// (the extra keys, the JSON path, a part of the message).
    static let refusals: [(String, String, String)] = [
        (#""expect": [{"type": "didScroll", "count": -1}]"#, "$.expect[0].count", "at least 0"),
        (#""expect": [{"type": "didScroll", "count": 1.5}]"#, "$.expect[0].count", "integer"),
        (#""expect": [{"type": "didScroll", "count": {"atLeast": 3, "atMost": 2}}]"#, "$.expect[0].count", "more than"),
        (#""expect": [{"type": "didScroll", "count": {}}]"#, "$.expect[0].count", "atLeast"),
        (#""expect": [{"type": "didScroll", "count": {"atleast": 1}}]"#, "$.expect[0].count.atleast", "did you mean \"atLeast\""),
        (#""expect": [{"type": "didScroll", "during": {"step": -1}}]"#, "$.expect[0].during.step", "at least 0"),
        (#""expect": [{"type": "didScroll", "during": {"steps": [2, 1]}}]"#, "$.expect[0].during.steps", "after the last"),
        (#""expect": [{"type": "didScroll", "during": {"ticks": [1]}}]"#, "$.expect[0].during.ticks", "two values"),
        (#""expect": [{"type": "didScroll", "during": {"time": [1, 0.5]}}]"#, "$.expect[0].during.time", "after the end"),
        (#""expect": [{"type": "didScroll", "during": {"tick": [1, 2]}}]"#, "$.expect[0].during.tick", "did you mean \"ticks\""),
        (#""expect": [{"type": "didScroll", "during": {"step": 1, "ticks": [1, 2]}}]"#, "$.expect[0].during", "one of"),
        (#""expect": [{"type": "didScroll", "offset": {"y": {"approx": 1}}}]"#, "$.expect[0].offset.y", "both \"approx\" and \"within\""),
        (#""expect": [{"type": "didScroll", "offset": {"y": {"approx": 1, "within": -1}}}]"#, "$.expect[0].offset.y", "at least 0"),
        (#""expect": [{"type": "didScroll", "offset": {"y": {"atLeast": 5, "atMost": 1}}}]"#, "$.expect[0].offset.y", "more than"),
        (#""expect": [{"type": "didScroll", "offset": {"y": {"atLeast": "5"}}}]"#, "$.expect[0].offset.y", "must be a number"),
        (#""expect": [{"type": "didScroll", "offset": {"y": {"atLeast": 5, "above": 1}}}]"#, "$.expect[0].offset.y", "not \"above\""),
        (#""forbid": [{"type": "didScroll", "count": 2}]"#, "$.forbid[0].count", "move it to \"expect\""),
        (#""expect": [{"type": "didScroll", "contentOffset": {"y": 1}}]"#, "$.expect[0]", "did you mean \"offset\"?"),
        // Types the log options leave out can never match.
        (#""forbid": [{"type": "prepare", "reason": "boundsChange"}]"#, "$.forbid[0].type", #"turn them on with "log": {"layout": true}"#),
        (#""expect": [{"type": "invalidate"}]"#, "$.expect[0].type", #""log": {"layout": true}"#),
        (#""log": {"didScroll": false}, "forbid": [{"type": "didScroll"}]"#, "$.forbid[0].type", #""log": {"didScroll": true}"#),
        (#""log": {"visible": "off"}, "expect": [{"type": "visible", "count": 0}]"#, "$.expect[0].type", #""log": {"visible": "changes"}"#),
    ]

    @Test("malformed patterns and patterns that cannot match are refused at their path", arguments: refusals)
    func refused(extra: String, path: String, message: String) {
        #expect {
            _ = try ScenarioDecoder.decode(scenario(extra))
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location == .path(path) && error.message.contains(message)
        }
    }

    @Test("with the option on, the same patterns are accepted")
    func loggedTypes() throws {
        _ = try ScenarioDecoder.decode(scenario(#""log": {"layout": true}, "forbid": [{"type": "prepare", "reason": "boundsChange"}, {"type": "invalidate"}]"#))
        _ = try ScenarioDecoder.decode(scenario(#""log": {"visible": "everyTick"}, "expect": [{"type": "visible", "count": {"atLeast": 1}}]"#))
    }

    @Test("the decoder refuses more counted and forbidden patterns per type than the budget, at the first one past it")
    func budget() throws {
        let limit = ExpectationChecker.maximumPatternsPerType
        func scenario(expect: Int, forbidUntyped: Int) -> String {
            let counted = (0..<expect).map { #"{"type": "willDisplay", "element": {"item": \#($0)}, "count": 1}"# }
            let forbidden = (0..<forbidUntyped).map { #"{"offset": {"y": -\#($0 + 1)}}"# }
            return #"{"name": "many", "viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"}, "#
                + #""sections": [{"items": {"count": 5, "size": {"width": 100, "height": 100}}}], "#
                + #""expect": [\#(counted.joined(separator: ","))], "forbid": [\#(forbidden.joined(separator: ","))]}"#
        }
        _ = try ScenarioDecoder.decode(scenario(expect: limit, forbidUntyped: 0))
        // 999 willDisplay patterns and 2 untyped forbids: a willDisplay
        // event could match 1,001; the second forbid is the one past it.
        #expect {
            _ = try ScenarioDecoder.decode(scenario(expect: limit - 1, forbidUntyped: 2))
        } throws: { error in
            (error as? InputError)?.location == .path("$.forbid[1]")
        }
        #expect {
            _ = try ScenarioDecoder.decode(scenario(expect: limit + 1, forbidUntyped: 0))
        } throws: { error in
            (error as? InputError)?.location == .path("$.expect[\(limit)]")
        }
    }
}
