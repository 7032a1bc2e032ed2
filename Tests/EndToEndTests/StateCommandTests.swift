import Foundation
import Testing

/// A scenario's `state` entries under `scrollsim run`: passing, failing
/// with the field, the bound and the value, malformed (exit 2), and
/// independent of the log options.
@Suite("State assertions in run")
struct StateCommandTests {
    /// 100 rows of 100 pt, no spacing, in a 600-pt viewport, and one jump
    /// to y 2000. By hand: the content is 100 × 100 = 10000 pt tall and
    /// 375 wide; before the step (tick 0) rows 0…5 fill [0, 600); after it
    /// rows 20…25 fill [2000, 2600) (row 26 starts at 2600, outside).
    static func scenario(state: String, log: String = "") -> String {
        #"{"name": "state", "viewport": {"width": 375, "height": 600}, "#
            + #""layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0}, "#
            + #""sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}], "#
            + #""steps": [{"scrollTo": {"y": 2000}}]\#(log), "state": \#(state)}"#
    }

    static let holds = #"""
        [{"after": {"tick": 0}, "offset": {"x": 0, "y": 0}, "displayed": {"items": [[0, 5], [0, 4], [0, 3], [0, 2], [0, 1], [0, 0]]}},
         {"after": {"step": 0}, "offset": {"y": {"approx": 2000, "within": 0.001}}, "displayed": {"count": 6, "items": [[0, 20], [0, 21], [0, 22], [0, 23], [0, 24], [0, 25]]}, "pinned": []},
         {"after": "end", "contentSize": {"width": 375, "height": {"atLeast": 10000, "atMost": 10000}}, "contentInset": {"top": 0}}]
        """#

    static func run(_ text: String) throws -> CLI.Result {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("state.json"), atomically: true, encoding: .utf8)
        return try CLI.run(["run", "state.json", "-o", "/dev/null"], in: folder)
    }

    @Test("true entries pass, whatever is logged")
    func holdsUnderEveryLogOption() throws {
        for log in ["", #", "log": {"didScroll": false, "visible": "off"}"#, #", "log": {"visible": "everyTick", "layout": true, "cells": true}"#] {
            let result = try Self.run(Self.scenario(state: Self.holds, log: log))
            #expect(result.status == 0, "\(log): \(result.stderr)")
            #expect(result.stdout.contains("1 scenario: 1 passed, 0 failed"), "\(result.stdout)")
        }
    }

    @Test("a false entry fails the run, naming the field, the bound and the value")
    func falseEntry() throws {
        let state = #"[{"after": {"step": 0}, "offset": {"y": {"atLeast": 2100}}, "displayed": {"count": {"atMost": 5}}}]"#
        let result = try Self.run(Self.scenario(state: state, log: #", "log": {"didScroll": false}"#))
        #expect(result.status == 1)
        #expect(result.stderr.contains("state.json: error at $.state[0].offset.y: after step 0, offset.y is 2000, expected ≥ 2100"), "\(result.stderr)")
        #expect(result.stderr.contains("state.json: error at $.state[0].displayed.count: after step 0, displayed.count is 6, expected ≤ 5"), "\(result.stderr)")
        #expect(result.stdout.contains("1 scenario: 0 passed, 1 failed"), "\(result.stdout)")
    }

    @Test("a malformed entry, or one whose moment cannot come, is exit 2 at its JSON path", arguments: [
        (#"[{"after": {"step": 1}, "offset": {"y": 0}}]"#, "$.state[0].after.step"),
        (#"[{"after": {"tick": 100000}, "offset": {"y": 0}}]"#, "$.state[0].after.tick"),
        (#"[{"after": "later", "offset": {"y": 0}}]"#, "$.state[0].after"),
        (#"[{"after": "end", "offset": {"z": 0}}]"#, "$.state[0].offset.z"),
        (#"[{"after": "end", "offset": {"y": {"atLeast": 3, "atMost": 1}}}]"#, "$.state[0].offset.y"),
        (#"[{"after": "end", "displayed": {"items": [[0]]}}]"#, "$.state[0].displayed.items[0]"),
        (#"[{"after": "end", "sectionOffsets": {"1": {"x": 0}}}]"#, "$.state[0].sectionOffsets.1"),
        (#"[{"after": "end"}]"#, "$.state[0]"),
        (#"[{"after": "end", "ofset": {"y": 0}}]"#, "$.state[0].ofset"),
    ])
    func malformed(state: String, path: String) throws {
        let result = try Self.run(Self.scenario(state: state))
        #expect(result.status == 2)
        #expect(result.stderr.contains("state.json: error at \(path):"), "\(result.stderr)")
    }
}
