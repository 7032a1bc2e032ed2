import ScrollSim
import ScrollSimJSON
import ScrollSimRunner
import Testing

@Suite("Expectation reports: one readable block")
struct ExpectationReportTests {
    /// A `visible` event of `count` cells, each 100 tall.
    static func visible(seq: Int, count: Int) -> Event {
        Event(seq: seq, tick: seq, time: Double(seq) / 60, payload: .visible((0..<count).map {
            DisplayedElement(element: .cell($0, section: 0), frame: Rect(x: 0, y: Double($0) * 100, width: 375, height: 100))
        }))
    }

    @Test("a long visible event is cut to fit 300 characters, naming how many elements are left out")
    func shortenedLine() {
        let line = ExpectationReport.line(Self.visible(seq: 7, count: 200).fields, prefix: "  > ", suffix: "   <- one too many")
        #expect(line.count <= ExpectationReport.maximumLineLength)
        #expect(line.hasPrefix(#"  > {"seq":7,"tick":7,"#))
        #expect(line.hasSuffix("   <- one too many"))
        // Whatever number of elements is kept, the rest are counted.
        #expect(line.contains(" more\"]"))
        // A short event is left whole.
        let short = ExpectationReport.line(Self.visible(seq: 1, count: 1).fields, prefix: "    ")
        #expect(short == "    " + JSONWriter.string(Self.visible(seq: 1, count: 1).fields))
    }

    @Test("a count failure over visible events: expected, count, the match too many, every line within 300 characters")
    func countReport() throws {
        let pattern: FieldValue = .object([("type", "visible"), ("count", .object([("atMost", 1)]))])
        var checker = ExpectationChecker(expect: [pattern], forbid: [])
        for seq in 0..<4 { checker.observe(Self.visible(seq: seq, count: 50 + seq)) }
        let failure = try #require(checker.failures.first)
        let text = ExpectationReport.text(failure, scenarioPath: "s.json")
        let lines = text.split(separator: "\n").map(String.init)
        // Four visible events, at most one allowed: the second (seq 1) is one too many.
        #expect(lines[0] == #"s.json: error at $.expect[0]: expected at most 1 match, found 4: {"type":"visible","count":{"atMost":1}}"#)
        #expect(lines[1] == #"  expected: {type: "visible"}, count at most 1"#)
        #expect(lines[2] == "  matched at seq 0, seq 1, seq 2, seq 3")
        #expect(lines[3] == "  match 2, the first one too many, and the events up to it:")
        #expect(lines[5].hasPrefix(#"  > {"seq":1,"#) && lines[5].hasSuffix("<- one too many"))
        #expect(lines.allSatisfy { $0.count <= ExpectationReport.maximumLineLength })
    }
}
