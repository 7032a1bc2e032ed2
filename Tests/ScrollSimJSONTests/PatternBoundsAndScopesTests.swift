import ScrollSim
import ScrollSimJSON
import Testing

/// Bounds are accepted on every number field of every event, `item`
/// included; a scope that cannot occur is refused with its path.
@Suite struct PatternBoundsAndScopesTests {
    /// Every path to a number inside `type`, with the object around it.
    static func numberPaths(_ type: EventFieldType, _ path: [String]) -> [[String]] {
        switch type {
        case .integer, .number: return [path]
        case .array(let element): return numberPaths(element, path)
        case .either(let first, let second): return numberPaths(first, path) + numberPaths(second, path)
        default: return (type.members ?? []).flatMap { numberPaths($0.type, path + [$0.name]) }
        }
    }

    /// `{"type": T, a: {b: {"atLeast": 0}}}` for the path `[a, b]`.
    static func pattern(_ type: String, _ path: [String]) -> FieldValue {
        var value: FieldValue = ["atLeast": 0]
        for key in path.reversed() { value = .object([(key, value)]) }
        guard case .object(let pairs) = value else { return value }
        return .object([("type", .string(type))] + pairs)
    }

    static let everyNumberField: [(String, [String])] = EventKind.allCases.flatMap { kind in
        kind.fields.flatMap { field in numberPaths(field.type, [field.name]).map { (kind.rawValue, $0) } }
    }

    @Test func thereAreNumberFieldsToCheck() {
        // willDisplay's element alone has section, item and frame.x/y/width/height.
        #expect(Self.everyNumberField.contains { $0.0 == "willDisplay" && $0.1 == ["element", "item"] })
        #expect(Self.everyNumberField.contains { $0.0 == "sizeResolved" && $0.1 == ["item", "item"] })
        #expect(Self.everyNumberField.count > 40)
    }

    @Test func aBoundIsAcceptedOnEveryNumberField() {
        for (type, path) in Self.everyNumberField {
            let problems = EventVocabulary.problems(in: Self.pattern(type, path))
            #expect(problems.isEmpty, "\(type) \(path.joined(separator: ".")): \(problems)")
        }
    }

    static func scenario(steps: String, expect: String, extra: String = "") -> String {
        """
        {"viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 100}}}],
         "steps": \(steps), "expect": [\(expect)]\(extra)}
        """
    }

    @Test func anItemBoundDecodes() throws {
        // The trial's pattern: refused as `unknown key of element.item "atLeast"` before.
        let text = Self.scenario(steps: "[]", expect: #"{"type": "willDisplay", "element": {"item": {"atLeast": 3}}}"#)
        let scenario = try ScenarioDecoder.decode(text)
        #expect(scenario.expect.count == 1)
    }

    // Two steps: `wait 1` is 60 ticks at 60 Hz, `scrollToTop` at most its
    // animation; the decoder's upper bound is 1 + Σ (seconds × 60, rounded
    // up, + 2). A step index of 2 or more cannot occur.
    @Test(arguments: [
        (#"{"type": "didScroll", "during": {"step": 7}}"#, "$.expect[0].during.step", "step 7 does not exist: the scenario has 2 steps (0–1)"),
        (#"{"type": "didScroll", "during": {"steps": [2, 3]}}"#, "$.expect[0].during.steps[0]", "step 2 does not exist"),
        (#"{"type": "didScroll", "during": {"steps": [0, 3]}}"#, "$.expect[0].during.steps[1]", "step 3 does not exist"),
        (#"{"type": "didScroll", "during": {"ticks": [2000000, 2000001]}}"#, "$.expect[0].during.ticks[0]", "tick 2000000 is after"),
        (#"{"type": "didScroll", "during": {"time": [40000, 40001]}}"#, "$.expect[0].during.time[0]", "40000 s is after"),
    ])
    func aScopeThatCannotOccurIsRefused(pattern: String, path: String, message: String) {
        let text = Self.scenario(steps: #"[{"wait": 1}, {"scrollToTop": {}}]"#, expect: pattern)
        do {
            _ = try ScenarioDecoder.decode(text)
            Issue.record("accepted \(pattern)")
        } catch {
            #expect(error.description.contains(path), "\(error.description)")
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func aTickWindowPastTheStepsIsRefused() throws {
        // One `wait 1` step at 60 Hz: at most 1 + (60 + 2) = 63 ticks.
        let late = Self.scenario(steps: #"[{"wait": 1}]"#, expect: #"{"type": "didScroll", "during": {"ticks": [64, 100]}}"#)
        #expect(throws: InputError.self) { try ScenarioDecoder.decode(late) }
        let reachable = Self.scenario(steps: #"[{"wait": 1}]"#, expect: #"{"type": "didScroll", "during": {"ticks": [63, 100]}}"#)
        _ = try ScenarioDecoder.decode(reachable)
        // 1.1 s is tick 66 at 60 Hz, past 63.
        let time = Self.scenario(steps: #"[{"wait": 1}]"#, expect: #"{"type": "didScroll", "during": {"time": [1.1, 2]}}"#)
        #expect(throws: InputError.self) { try ScenarioDecoder.decode(time) }
    }

    @Test func exploreMayRunMoreSteps() throws {
        // Explore adds steps after the scenario's own: step 7 may occur there.
        let text = Self.scenario(steps: "[]", expect: #"{"type": "didScroll", "during": {"step": 7}}"#,
                                 extra: #", "explore": {"steps": ["drag"]}"#)
        _ = try ScenarioDecoder.decode(text)
    }
}
