import Foundation
import Testing

/// Diffable ids in display events: logged with the element, matched by
/// patterns, kept by an element that left after a data change.
@Suite("Diffable ids in display events")
struct IdentifierEventTests {
    /// A 200-pt viewport over 100-pt rows under a 50-pt header. By hand:
    /// the first apply (a reloadData) shows the header [0, 50), "a" [50,
    /// 150) and "b" [150, 250); the second deletes "a": it ends displaying
    /// with its id, and "c" comes into view.
    static let scenario = #"""
        {"name": "ids", "viewport": {"width": 375, "height": 200},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
         "sections": [],
         "steps": [
           {"apply": {"sections": [{"id": "list", "header": {"height": 50}, "items": ["a", "b", "c", "d"]}]}},
           {"apply": {"sections": [{"id": "list", "header": {"height": 50}, "items": ["b", "c", "d"]}]}}
         ],
         "expect": [
           {"type": "willDisplay", "element": {"kind": "header", "id": "list"}, "during": {"step": 0}, "count": 1},
           {"type": "willDisplay", "element": {"kind": "cell", "item": 0, "id": "a"}, "during": {"step": 0}},
           {"type": "didEndDisplaying", "element": {"kind": "cell", "id": "a"}, "during": {"step": 1}},
           {"type": "willDisplay", "element": {"kind": "cell", "id": "c"}, "during": {"step": 1}}
         ],
         "forbid": [{"type": "willDisplay", "element": {"id": "d"}}]}
        """#

    @Test("display events carry the ids and patterns match them")
    func idsInTheLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scenario.write(to: folder.appendingPathComponent("ids.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "ids.json", "-o", "ids.jsonl"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOf: folder.appendingPathComponent("ids.jsonl"), encoding: .utf8)
        #expect(log.contains(#""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":50,"width":375,"height":100},"id":"a"}"#), "\(log)")
        #expect(log.contains(#""element":{"kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":375,"height":50},"id":"list"}"#), "\(log)")
        // inspect reads them back and filters by them as any field.
        let inspect = try CLI.run(["inspect", "ids.jsonl", "--type", "didEndDisplaying"], in: folder)
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains(#""id":"a""#), "\(inspect.stdout)")
    }

    @Test("a pattern on an id that never shows fails the run")
    func missingId() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.scenario.replacingOccurrences(of: #""id": "c"}, "during": {"step": 1}"#, with: #""id": "z"}, "during": {"step": 1}"#)
        try text.write(to: folder.appendingPathComponent("ids.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "ids.json", "-o", "/dev/null"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("ids.json: error at $.expect[3]"), "\(result.stderr)")
    }
}
