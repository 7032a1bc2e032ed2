import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// What a run decides never depends on what it logs: random scenarios run
/// under every combination of the `log` options (2 × 3 × 2 × 2 = 24) give
/// the same outcome, the same expectation verdicts and the same invariant
/// violations (invariant, rule, tick, step). The oracle is the run itself
/// under the first combination.
@Suite struct LoggingIndependenceTests {
    /// Every combination of the `log` options.
    static let logOptions: [LogOptions] = [true, false].flatMap { didScroll in
        LogOptions.VisibleMode.allCases.flatMap { visible in
            [false, true].flatMap { layout in
                [false, true].map { cells in LogOptions(didScroll: didScroll, visible: visible, layout: layout, cells: cells) }
            }
        }
    }

    /// A verdict, without what only the log's numbering shows (seqs).
    struct Verdict: Equatable, CustomStringConvertible {
        var error: String?
        var failures: [String] = []
        var violations: [String] = []
        var description: String { "error \(error ?? "none"); failures \(failures); violations \(violations)" }
    }

    static func verdict(of scenario: Scenario) -> Verdict {
        do {
            let summary = try ScenarioRunner.run(scenario, logPath: "/dev/null")
            return Verdict(
                failures: summary.failures.map { failure in
                    // Seqs (where a search started) number what was logged: left out.
                    let check = switch failure.kind {
                    case .unmet(let index, _): "expect[\(index)]"
                    case .forbidden(let index): "forbid[\(index)]"
                    }
                    return "\(check) matched \(failure.matchCount) \(failure.scopeNotReached ?? "")"
                },
                violations: summary.invariantViolations.map { "\($0.invariant.name.rawValue) rule \($0.rule) tick \($0.tick) step \($0.step ?? -1)" })
        } catch {
            return Verdict(error: error.description)
        }
    }

    /// A random self-sizing feed (rows estimated at one height, preferring
    /// others, so that a pass can resolve rows both ways with the content
    /// size unchanged) and random scrolls and data changes.
    static func scenario(seed: UInt64) -> Scenario {
        var random = SplitMix64(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let count = int(20...80)
        let estimate = Double(int(4...15) * 10)
        let heights = (0..<int(1...4)).map { _ in Double(int(4...30) * 10) }
        let items = (0..<count).map { index in
            ItemSpec(width: 375, height: heights[index % heights.count], estimatedSize: Size(width: 375, height: estimate))
        }
        var scenario = Scenario(
            name: "random-\(seed)", viewport: Size(width: 375, height: Double(int(5...9) * 100)),
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 375, height: 100), minimumLineSpacing: 0)),
            data: CollectionData(sections: [SectionData(items: .explicit(items))]))
        var remaining = count
        scenario.steps = (0..<int(2...6)).map { _ in
            switch int(0...6) {
            case 0:
                remaining -= 1
                return .deleteItems(section: 0, items: [int(0...(remaining))])
            case 1:
                remaining += 1
                return .insertItems(section: 0, at: int(0...(remaining - 1)), items: [items[0]])
            case 2: return .scrollTo(x: nil, y: Double(int(0...(count * 15))) * 10, animated: int(0...1) == 1)
            case 3: return .fling(velocity: Point(x: 0, y: Double(int(-40...40) * 100)))
            case 4: return .drag(translation: Point(x: 0, y: Double(int(-60...60) * 10)), duration: 0.25, release: .natural)
            case 5: return .scrollToItem(IndexPath(item: int(0...(remaining - 1)), section: 0), position: .top, animated: true)
            default: return .settle(maxSeconds: 60)
            }
        }
        scenario.invariants = [.noOverlap(.cells), .displayedAtMostOnce, .denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance]
        // Patterns on events every combination logs.
        scenario.expect = [
            ["type": "willDisplay", "element": ["item": .int(int(0...30))]],
            ["type": "didEndDisplaying", "count": ["atMost": .int(int(0...20))]],
            ["type": "contentSizeChange", "during": ["step": 0]],
        ]
        scenario.forbid = [["type": "willDisplay", "element": ["item": .int(int(0...count))], "during": ["steps": [1, 1]]]]
        return scenario
    }

    @Test(arguments: 0..<24 as Range<UInt64>)
    func aRandomScenarioGetsTheSameVerdictWhateverItLogs(seed: UInt64) {
        var scenario = Self.scenario(seed: seed)
        var first: Verdict?
        for options in Self.logOptions {
            scenario.log = options
            let verdict = Self.verdict(of: scenario)
            if let first {
                #expect(verdict == first, "seed \(seed), log \(options): \(verdict) differs from \(first)")
            } else {
                first = verdict
            }
        }
    }

    /// The trial's case: 60 self-sizing rows estimated at 120 pt preferring
    /// 120, 180 and 90 pt in turn, row 43 deleted, an animated scroll to
    /// 6550. On tick 11 one pass resolves rows 26, 28 and 29 (heights cycle
    /// 120, 180, 90 from row 0, so 26 → 90, 28 → 180, 29 → 90 from their
    /// 120-pt estimate: −30 + 60 − 30 = 0 pt): the content size stays put,
    /// so the layout is prepared (reason `selfSizing`) with no
    /// `contentSizeChange`, and row 26 moves from its estimate. Rule 4 (natural frames
    /// stay put with no prepare) must not fire: a prepare happened, logged
    /// (`"layout": true`) or not. Both runs pass.
    @Test(arguments: [#"{"cells": true}"#, #"{"layout": true, "cells": true}"#, "{}"])
    func aSelfSizingPrepareThatChangesNoContentSizeIsAPrepareWhetherLoggedOrNot(log: String) throws {
        let text = """
            {"name": "ss", "viewport": {"width": 375, "height": 667},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
             "sections": [{"items": {"count": 60, "estimated": {"width": 375, "height": 120}, "width": 375, "heights": [120, 180, 90]}}],
             "log": \(log),
             "steps": [{"deleteItems": {"section": 0, "items": [43]}}, {"scrollTo": {"y": 6550, "animated": true}}, {"settle": {}}],
             "invariants": [{"layoutConformance": true}]}
            """
        let summary = try ScenarioRunner.run(try ScenarioDecoder.decode(text), logPath: "/dev/null")
        #expect(summary.invariantViolations.isEmpty, "\(summary.invariantViolations)")
    }
}
