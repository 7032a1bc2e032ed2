import Foundation
import Testing

/// Diffable ids in display, cell and prefetch events: logged with the
/// element or beside the item, matched by patterns, kept by an element or a
/// cell that left after a data change, absent where the data has none.
@Suite("Diffable ids in display, cell and prefetch events")
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

    /// A 375×600 viewport over 30 rows of 100 pt with ids r0…r29, cells
    /// logged, the default distances (requested 0.25 × 600 = 150 pt ahead,
    /// prefetched 600 pt ahead, kept within 150 pt). By hand, as in
    /// `CellLifecycleTests`:
    /// * tick 0: rows 0–5 are visible, each requested before its display;
    ///   ahead (600…1200) rows 6 and 7 lie within 150 pt and get cells, 8–11
    ///   are prefetched, nearest first.
    /// * step 0, a jump to 1000: rows 0–5 end and go back to the pool; 10–15
    ///   are requested from it; 16 and 17 get new cells; 8 and 9 left the
    ///   prefetch range (cancelled), 18–21 entered it; 6 and 7 lie outside
    ///   the kept window (850…1750): enqueued last.
    /// * step 1 deletes r12. Rows 10 and 11 keep their paths; every later
    ///   path now names the next row, so the cells of 12–17 were made for
    ///   other content: the hidden 16 and 17 go back on the next pass with
    ///   the ids they were requested for (r16, r17), the displayed 12–15 at
    ///   their didEndDisplaying (r12…r15); the rows now at 12–17 are r13…r18,
    ///   requested anew; the prefetched r18…r21 moved to 17–20 and stay
    ///   prefetched, so only row 21 (now r22) is prefetched.
    static let cellScenario: String = {
        let rows = (0..<30).map { #"{"id": "r\#($0)"}"# }.joined(separator: ", ")
        let kept = (0..<30).filter { $0 != 12 }.map { #""r\#($0)""# }.joined(separator: ", ")
        return #"""
            {"name": "cell-ids", "viewport": {"width": 375, "height": 600},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
             "log": {"cells": true},
             "sections": [{"id": "list", "items": [\#(rows)]}],
             "steps": [{"scrollTo": {"y": 1000}}, {"apply": {"sections": [{"id": "list", "items": [\#(kept)]}]}}],
             "expect": [
               {"type": "cellRequest", "item": {"item": 7}, "id": "r7", "during": {"ticks": [0, 0]}, "count": 1},
               {"type": "prefetch", "ids": ["r8", "r9", "r10", "r11"], "during": {"ticks": [0, 0]}},
               {"type": "cancelPrefetch", "ids": ["r8", "r9"], "during": {"step": 0}},
               {"type": "cellEnqueue", "item": {"item": 12}, "id": "r12", "during": {"step": 1}},
               {"type": "cellRequest", "item": {"item": 16}, "id": "r17", "during": {"step": 1}}
             ],
             "forbid": [{"type": "cellRequest", "id": "r12", "during": {"step": 1}}]}
            """#
    }()

    /// The cell and prefetch lines of `log`, without `seq`, `tick` and `time`.
    static func cellLines(_ log: String) -> [String] {
        let types = [#""type":"cellRequest""#, #""type":"cellEnqueue""#, #""type":"prefetch""#, #""type":"cancelPrefetch""#]
        return log.split(separator: "\n").filter { line in types.contains { line.contains($0) } }.map { line in
            String(line[line.range(of: #""type""#)!.lowerBound...].dropLast())
        }
    }

    static func request(_ item: Int, reused: Bool, _ id: String) -> String {
        #""type":"cellRequest","item":{"section":0,"item":\#(item)},"reuseIdentifier":"cell","reused":\#(reused),"id":"\#(id)""#
    }

    static func enqueue(_ item: Int, _ id: String) -> String {
        #""type":"cellEnqueue","item":{"section":0,"item":\#(item)},"reuseIdentifier":"cell","id":"\#(id)""#
    }

    static func prefetch(_ type: String, _ items: [Int], _ ids: [String]) -> String {
        let paths = items.map { #"{"section":0,"item":\#($0)}"# }.joined(separator: ",")
        return #""type":"\#(type)","items":[\#(paths)],"ids":[\#(ids.map { "\"\($0)\"" }.joined(separator: ","))]"#
    }

    @Test("cell requests, enqueues and prefetches carry the ids of their items; an enqueue the id its cell was made for")
    func cellEventIds() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.cellScenario.write(to: folder.appendingPathComponent("cells.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "cells.json", "-o", "cells.jsonl"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOf: folder.appendingPathComponent("cells.jsonl"), encoding: .utf8)
        let initial = (0...7).map { Self.request($0, reused: false, "r\($0)") } + [Self.prefetch("prefetch", [8, 9, 10, 11], ["r8", "r9", "r10", "r11"])]
        let jump = (0...5).map { Self.enqueue($0, "r\($0)") } + (10...15).map { Self.request($0, reused: true, "r\($0)") }
            + [Self.request(16, reused: false, "r16"), Self.request(17, reused: false, "r17"),
               Self.prefetch("cancelPrefetch", [8, 9], ["r8", "r9"]), Self.prefetch("prefetch", [18, 19, 20, 21], ["r18", "r19", "r20", "r21"]),
               Self.enqueue(6, "r6"), Self.enqueue(7, "r7")]
        let delete = [Self.enqueue(16, "r16"), Self.enqueue(17, "r17")] + (12...15).map { Self.enqueue($0, "r\($0)") }
            + (12...17).map { Self.request($0, reused: true, "r\($0 + 1)") } + [Self.prefetch("prefetch", [21], ["r22"])]
        #expect(Self.cellLines(log) == initial + jump + delete)
        // inspect prints them and filters by item as before.
        let inspect = try CLI.run(["inspect", "cells.jsonl", "--type", "cellEnqueue", "--item", "12"], in: folder)
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains(#""item":{"section":0,"item":12},"reuseIdentifier":"cell","id":"r12""#), "\(inspect.stdout)")
    }

    @Test("a pattern on a cell event's id is checked: a wrong id fails the run")
    func cellPatternFails() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Row 16 holds r17 after the deletion, not r16.
        let text = Self.cellScenario.replacingOccurrences(of: #""item": {"item": 16}, "id": "r17""#, with: #""item": {"item": 16}, "id": "r16""#)
        try text.write(to: folder.appendingPathComponent("cells.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "cells.json", "-o", "/dev/null"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cells.json: error at $.expect[4]"), "\(result.stderr)")
    }

    /// Three self-sizing rows estimated 100 pt high that prefer 150, in a
    /// 300-pt viewport: at their estimates all three meet 0…300, so all are
    /// requested and resolved before the first display (no offset to
    /// adjust at the top); row 0 has no id, so its events have none.
    @Test("sizeResolved carries the item's id, and an item without one has no id field")
    func sizeResolvedIds() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = #""estimated": {"width": 375, "height": 100}, "size": {"width": 375, "height": 150}"#
        let scenario = #"""
            {"name": "sized-ids", "viewport": {"width": 375, "height": 300},
             "layout": {"type": "flow", "minimumLineSpacing": 0}, "log": {"cells": true},
             "sections": [{"items": [{\#(row)}, {"id": "b", \#(row)}, {"id": "c", \#(row)}]}], "steps": []}
            """#
        try scenario.write(to: folder.appendingPathComponent("sized.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "sized.json", "-o", "sized.jsonl"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOf: folder.appendingPathComponent("sized.jsonl"), encoding: .utf8)
        let resolved = log.split(separator: "\n").filter { $0.contains(#""type":"sizeResolved""#) }
        #expect(resolved.count == 3, "\(log)")
        #expect(resolved.first?.hasSuffix(#""offsetAdjustment":{"x":0,"y":0}}"#) == true, "\(log)")
        #expect(resolved.dropFirst().first?.hasSuffix(#""offsetAdjustment":{"x":0,"y":0},"id":"b"}"#) == true, "\(log)")
        #expect(resolved.last?.hasSuffix(#""offsetAdjustment":{"x":0,"y":0},"id":"c"}"#) == true, "\(log)")
        // The requests name them too; row 0's has no id.
        #expect(log.contains(#""item":{"section":0,"item":0},"reuseIdentifier":"cell","reused":false}"#), "\(log)")
        #expect(log.contains(#""item":{"section":0,"item":1},"reuseIdentifier":"cell","reused":false,"id":"b"}"#), "\(log)")
    }
}
