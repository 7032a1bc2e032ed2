import Foundation
import ScrollSim
import LogFixtures
import ScrollSimJSON
import ScrollSimLogTools
import Testing

@Suite("LogDiff")
struct LogDiffTests {
    typealias F = LogFixtures

    static let events = [
        F.event(0, tick: 0, "willDisplay", F.element("cell", 0, 0)),
        F.event(1, tick: 1, "step", #""index":0,"action":"scrollTo""#),
        F.event(2, tick: 1, "didScroll", #""offset":{"x":0,"y":10}"#),
        F.event(3, tick: 2, "didScroll", #""offset":{"x":0,"y":20}"#),
        F.event(4, tick: 3, "didScroll", #""offset":{"x":0,"y":30}"#),
        F.event(5, tick: 4, "didScroll", #""offset":{"x":0,"y":40}"#),
    ]

    func compare(_ a: [String], _ b: [String]) throws -> LogDifference? {
        try LogDiff.compare(LogReader(text: F.log(a)), LogReader(text: F.log(b)))
    }

    @Test("equal logs have no difference")
    func equal() throws {
        #expect(try compare(Self.events, Self.events) == nil)
    }

    @Test("numbers compare by value and spacing does not matter")
    func canonicalComparison() throws {
        var spaced = Self.events
        spaced[2] = #"{ "seq": 2, "tick": 1, "time": 0.1, "type": "didScroll", "offset": {"x": 0.0, "y": 10.0} }"#
        #expect(try compare(Self.events, spaced) == nil)
    }

    @Test("the first differing event is found, with context and a count of further differences")
    func differAtSeq() throws {
        var changed = Self.events
        // seq 3 and seq 5 differ: line 5 (header is line 1, seq 0 is line 2).
        changed[3] = F.event(3, tick: 2, "didScroll", #""offset":{"x":0,"y":21}"#)
        changed[5] = F.event(5, tick: 4, "didScroll", #""offset":{"x":0,"y":41}"#)
        let difference = try #require(try compare(Self.events, changed))
        #expect(difference.line == 5)
        #expect(difference.seq == 3)
        #expect(difference.left?["offset"]?["y"] == 20)
        #expect(difference.right?["offset"]?["y"] == 21)
        // The three equal lines before it: seq 0, 1 and 2.
        #expect(difference.context.map { $0["seq"] } == [0, 1, 2])
        #expect(difference.furtherDifferences == 1)
        #expect(difference.leftLineCount == 8)
        let report = difference.report(leftName: "a.jsonl", rightName: "b.jsonl")
        #expect(report.contains("logs differ at line 5 (seq 3)"))
        #expect(report.contains(#"- a.jsonl: {"seq":3,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":20}}"#))
        #expect(report.contains(#"+ b.jsonl: {"seq":3,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":21}}"#))
        #expect(report.contains("fields that differ: offset"))
        #expect(report.contains("1 further line differ"))
    }

    @Test("a shorter log differs where it ends; every extra line counts")
    func lengthMismatch() throws {
        let short = Array(Self.events.prefix(4))
        let difference = try #require(try compare(short, Self.events))
        // Line 6 is the short log's end line against seq 4 of the long one.
        #expect(difference.line == 6)
        #expect(difference.left?["type"] == "end")
        #expect(difference.right?["seq"] == 4)
        #expect(difference.seq == 4)
        // Line 7: seq 5 against nothing; line 8: end against nothing.
        #expect(difference.furtherDifferences == 2)
        #expect(difference.leftLineCount == 6)
        #expect(difference.rightLineCount == 8)
        let report = difference.report(leftName: "a", rightName: "b")
        #expect(report.contains("(this log ends here)"))
        #expect(!report.contains("fields that differ"))
    }

    @Test("different headers differ at line 1")
    func headerDiffers() throws {
        let other = F.log(Self.events).replacingFirst(#""scenario":"t""#, with: #""scenario":"u""#)
        let difference = try #require(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: other)))
        #expect(difference.line == 1)
        #expect(difference.seq == nil)
        #expect(difference.report(leftName: "a", rightName: "b").contains("line 1 (header)"))
    }

    @Test("a truncated log is an error even after a difference")
    func truncatedIsError() throws {
        var changed = Self.events
        changed[1] = F.event(1, tick: 1, "step", #""index":0,"action":"wait""#)
        let truncated = ([F.header] + changed).joined(separator: "\n") + "\n"
        #expect(throws: InputError.self) {
            try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: truncated))
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
