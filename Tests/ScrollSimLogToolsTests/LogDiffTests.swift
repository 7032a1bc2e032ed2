import Foundation
import ScrollSim
import LogFixtures
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimTesting
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

    @Test("a changed event is one change, with its context and the fields that differ")
    func differAtSeq() throws {
        var changed = Self.events
        // seq 3 and seq 5 differ: lines 5 and 7 (header is line 1, seq 0 is line 2).
        changed[3] = F.event(3, tick: 2, "didScroll", #""offset":{"x":0,"y":21}"#)
        changed[5] = F.event(5, tick: 4, "didScroll", #""offset":{"x":0,"y":41}"#)
        let difference = try #require(try compare(Self.events, changed))
        #expect(difference.changeCount == 2)
        #expect(difference.removedLines == 2 && difference.addedLines == 2)
        let first = try #require(difference.first)
        #expect(first.leftLine == 5 && first.rightLine == 5)
        #expect(first.seq == 3)
        #expect(first.removed.map { $0["offset"]?["y"] } == [20])
        #expect(first.added.map { $0["offset"]?["y"] } == [21])
        // The three equal lines before it: seq 0, 1 and 2.
        #expect(first.context.map { $0["seq"] } == [0, 1, 2])
        #expect(difference.leftLineCount == 8)
        let report = difference.report(leftName: "a.jsonl", rightName: "b.jsonl")
        #expect(report.hasPrefix("logs differ: 2 changes, 2 lines only in a.jsonl, 2 only in b.jsonl"))
        #expect(report.contains("@@ a.jsonl line 5, b.jsonl line 5 (seq 3)"))
        #expect(report.contains(#"  - {"seq":3,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":20}}"#))
        #expect(report.contains(#"  + {"seq":3,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":21}}"#))
        #expect(report.contains("fields that differ: offset"))
    }

    @Test("one extra event is one change of one line, not a cascade over the renumbered rest")
    func insertionDoesNotCascade() throws {
        var longer = Self.events
        longer.insert(F.event(2, tick: 1, "didEndScrollingAnimation"), at: 2)
        // Renumber the events after it, as a real run would.
        for index in 3..<longer.count {
            longer[index] = longer[index].replacingFirst(#"{"seq":\#(index - 1),"#, with: #"{"seq":\#(index),"#)
        }
        let difference = try #require(try compare(Self.events, longer))
        #expect(difference.changeCount == 1)
        #expect(difference.removedLines == 0 && difference.addedLines == 1)
        #expect(difference.first?.added.map { $0["type"] } == ["didEndScrollingAnimation"])
        #expect(difference.first?.rightLine == 4)
        #expect(difference.first?.leftLine == 4)
        let report = difference.report(leftName: "a", rightName: "b")
        #expect(report.contains("(only in b)"))
        // And the other way round: a deletion.
        let reverse = try #require(try compare(longer, Self.events))
        #expect(reverse.removedLines == 1 && reverse.addedLines == 0)
    }

    @Test("a shorter log: the missing events are one change")
    func lengthMismatch() throws {
        let short = Array(Self.events.prefix(4))
        let difference = try #require(try compare(short, Self.events))
        #expect(difference.changeCount == 1)
        #expect(difference.first?.added.map { $0["seq"] } == [4, 5])
        // Before the short log's end line (line 6), at the long one's line 6.
        #expect(difference.first?.leftLine == 6 && difference.first?.rightLine == 6)
        #expect(difference.removedLines == 0)
        #expect(difference.leftLineCount == 6)
        #expect(difference.rightLineCount == 8)
    }

    @Test("different headers differ at line 1, unless headers are ignored")
    func headerDiffers() throws {
        let other = F.log(Self.events).replacingFirst(#""scenario":"t""#, with: #""scenario":"u""#)
        let difference = try #require(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: other)))
        #expect(difference.first?.leftLine == 1)
        #expect(difference.first?.seq == nil)
        #expect(difference.report(leftName: "a", rightName: "b").contains("line 1 (header)"))
        #expect(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: other),
                                    options: .init(ignoresHeader: true)) == nil)
        #expect(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: other),
                                    options: .init(ignoredFields: ["scenario"])) == nil)
    }

    @Test("ignored fields are left out at any depth")
    func ignoredFields() throws {
        let retimed = Self.events.map { $0.replacingFirst(#""time":"#, with: #""time":9"#) }
        #expect(try compare(Self.events, retimed) != nil)
        #expect(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: F.log(retimed)),
                                    options: .init(ignoredFields: ["time"])) == nil)
        var moved = Self.events
        moved[0] = F.event(0, tick: 0, "willDisplay", F.element("cell", 0, 0, y: 7))
        #expect(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: F.log(moved)),
                                    options: .init(ignoredFields: ["frame"])) == nil)
        #expect(try LogDiff.compare(LogReader(text: F.log(Self.events)), LogReader(text: F.log(moved)),
                                    options: .init(ignoredFields: ["time"])) != nil)
    }

    @Test("byte-equal lines are settled unparsed; a differing line is parsed and its errors reported")
    func byteEqualLinesAreNotParsed() throws {
        // Out of range for a Double: parsing this line is an error.
        let unreadable = #"{"seq":1,"tick":1,"time":0.1,"type":"didScroll","offset":{"x":0,"y":1e999}}"#
        var left = Self.events
        left[1] = unreadable
        #expect(try LogDiff.compare(LogReader(text: F.log(left)), LogReader(text: F.log(left))) == nil)
        let error = #expect(throws: InputError.self) {
            try LogDiff.compare(LogReader(text: F.log(left)), LogReader(text: F.log(Self.events)))
        }
        #expect(error?.location == .linePath(line: 3, path: "$.offset.y"))
    }

    /// The fewest lines only one log has: n + m − 2·LCS, by dynamic
    /// programming over whole lines without `seq`.
    static func editDistance(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return a.count + b.count - 2 * table[0][0]
    }

    @Test("sparse edits: the aligned diff counts as many lines as the brute-force LCS distance", arguments: 0..<40)
    func alignmentMatchesLCS(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        // Events that are all different (tick = index), as in a real log.
        let base = (0..<60).map { "didScroll#\($0)" }
        var edited = base
        // Edits at least three lines apart, from the end so that indices hold.
        var position = edited.count - 1 - Int.random(in: 0...4, using: &random)
        var next = 1_000
        while position > 0 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: edited.insert("didScroll#\(next)", at: position)
            case 1: edited.remove(at: position)
            default: edited[position] = "didScroll#\(next)"
            }
            next += 1
            position -= Int.random(in: 3...12, using: &random)
        }
        func log(_ names: [String]) -> String {
            F.log(names.enumerated().map { index, name in
                let tick = Int(name.split(separator: "#")[1])!
                return F.event(index, tick: tick, "didScroll", #""offset":{"x":0,"y":\#(tick)}"#)
            }, ticks: 2_000)
        }
        let expected = Self.editDistance(base, edited)
        let difference = try LogDiff.compare(LogReader(text: log(base)), LogReader(text: log(edited)))
        #expect((difference?.removedLines ?? 0) + (difference?.addedLines ?? 0) == expected)
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
