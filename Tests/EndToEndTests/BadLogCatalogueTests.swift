import Foundation
import Testing

private let header = #"{"type":"header","schema":"scrollsim-log/1","scenario":"x","viewport":{"width":100,"height":100},"frameRate":60,"contentSize":{"width":100,"height":100}}"#
private let event0 = #"{"seq":0,"tick":0,"time":0,"type":"step","index":0,"action":"wait"}"#
private let event1 = #"{"seq":1,"tick":1,"time":0.016666666666666666,"type":"didEndDecelerating"}"#
private let end = #"{"type":"end","ticks":2,"events":2,"offset":{"x":0,"y":0}}"#

/// Corrupt logs: every reader (`inspect`, `diff`, `render`) exits 2 naming
/// the line, and writes nothing.
let badLogs: [BadInput] = [
    BadInput(name: "no-end-line", content: [header, event0, event1].joined(separator: "\n") + "\n", location: ": error: truncated log: no end line after line 3"),
    BadInput(name: "cut-last-line", content: [header, event0, event1, String(end.prefix(20))].joined(separator: "\n"), location: ":4:1: error: truncated log"),
    BadInput(name: "empty-log", content: "", location: ": error: empty log (truncated)"),
    BadInput(name: "wrong-schema", content: [header.replacingOccurrences(of: "log/1", with: "log/9"), event0, end].joined(separator: "\n") + "\n", location: #":1: error at $.schema: expected schema "scrollsim-log/1""#),
    BadInput(name: "no-header", content: [event0, event1, end].joined(separator: "\n") + "\n", location: ":1: error at $.type: the first line of a log must be its header"),
    BadInput(name: "malformed-line", content: [header, event0, #"{"seq":1,,}"#, end].joined(separator: "\n") + "\n", location: ":3:10: error:"),
    BadInput(name: "seq-decreases", content: [header, event1, event0, end].joined(separator: "\n") + "\n", location: ":3: error at $.seq: seq 0 does not increase"),
    BadInput(name: "array-line", content: [header, "[1,2]", end].joined(separator: "\n") + "\n", location: ":2:1: error: expected a JSON object on every line"),
    BadInput(name: "event-count", content: [header, event0, end].joined(separator: "\n") + "\n", location: ":3: error at $.events: the end line counts 2 events but the log has 1"),
    BadInput(name: "after-end", content: [header, event0, event1, end, event1].joined(separator: "\n") + "\n", location: ":5:1: error: text after the end line"),
    BadInput(name: "no-type", content: [header, #"{"seq":0,"tick":0,"time":0}"#, end].joined(separator: "\n") + "\n", location: ":2: error at $.type:"),
    // "tick" twice on line 2: the first at byte 10, the second at 68.
    BadInput(name: "duplicate-key", content: [header, #"{"seq":0,"tick":0,"time":0,"type":"step","index":0,"action":"wait","tick":0}"#, end].joined(separator: "\n") + "\n",
             location: #":2:68: error: duplicate key "tick", first written at column 10"#),
    BadInput(name: "nan-in-event", content: [header, #"{"seq":0,"tick":0,"time":NaN,"type":"step"}"#, end].joined(separator: "\n") + "\n", location: ":2: error at $.time: NaN"),
]

@Suite("Corrupt logs are reported with their line")
struct BadLogCatalogueTests {
    @Test("each corrupt log makes inspect, diff and render exit 2 naming the file and line, writing nothing", arguments: badLogs)
    func corruptLog(_ input: BadInput) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "\(input.name).jsonl"
        try Data(input.content.utf8).write(to: folder.appendingPathComponent(name))
        try Data(([header, event0, event1, end].joined(separator: "\n") + "\n").utf8)
            .write(to: folder.appendingPathComponent("good.jsonl"))

        for arguments in [["inspect", name], ["diff", "good.jsonl", name], ["render", name, "-o", "out.svg"]] {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(name + input.location), "\(arguments): \(result.stderr)")
        }
        // The summary parses only the lines it reads fields from; the others
        // are checked without parsing (canonical start, seq, count), so a
        // corrupt line it skips is found where its effect shows, if at all
        // (docs/log-tools.md). Here every corruption is still an error.
        let summary = try CLI.run(["inspect", name, "--summary"], in: folder)
        #expect(summary.status == 2, "\(summary.stderr)")
        #expect(summary.stderr.hasPrefix(name + ":"), "\(summary.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["good.jsonl", name].sorted())
    }

    @Test("invalid UTF-8 in a log line is reported with its line")
    func invalidUTF8() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = Data((header + "\n" + #"{"seq":0,"tick":0,"time":0,"type":"step","action":""#).utf8)
        bytes.append(contentsOf: [0xC3, 0x28])
        bytes.append(contentsOf: Data(("\"}\n" + end + "\n").utf8))
        try bytes.write(to: folder.appendingPathComponent("utf.jsonl"))
        let result = try CLI.run(["inspect", "utf.jsonl"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("utf.jsonl:2:"))
    }

    @Test("the good log of this catalogue is accepted, so the failures above are the corruption's")
    func goodLogReads() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(([header, event0, event1, end].joined(separator: "\n") + "\n").utf8)
            .write(to: folder.appendingPathComponent("good.jsonl"))
        #expect(try CLI.run(["inspect", "good.jsonl"], in: folder).status == 0)
        #expect(try CLI.run(["diff", "good.jsonl", "good.jsonl"], in: folder).status == 0)
    }
}
