import LogFixtures
import ScrollSim
@testable import ScrollSimJSON
import Testing

@Suite("LogReader")
struct LogReaderTests {
    typealias F = LogFixtures

    @Test("reads the header, every event in order and the end line")
    func readsCompleteLog() throws {
        let reader = try LogReader(text: F.log([
            F.event(0, tick: 0, "willDisplay", F.element("cell", 0, 0)),
            F.event(1, tick: 1, "step", #""index":0,"action":"wait""#),
            F.event(2, tick: 1, "didScroll", #""offset":{"x":0,"y":5}"#),
        ]))
        #expect(reader.header == LogHeader(
            scenario: "t", viewport: Size(width: 100, height: 100), frameRate: 10,
            contentSize: Size(width: 100, height: 400)))
        let events = try reader.readAll()
        #expect(events == [
            Event(seq: 0, tick: 0, time: 0, payload: .willDisplay(DisplayedElement(
                element: .cell(0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 50)))),
            Event(seq: 1, tick: 1, time: 0.1, payload: .step(index: 0, action: .wait)),
            Event(seq: 2, tick: 1, time: 0.1, payload: .didScroll(offset: Point(x: 0, y: 5))),
        ])
        #expect(reader.end == LogEnd(ticks: 10, events: 3, offset: Point(x: 0, y: 0)))
        #expect(reader.eventCount == 3)
        #expect(try reader.next() == nil)
    }

    @Test("a log without its end line is truncated")
    func missingEndIsTruncated() throws {
        let text = [F.header, F.event(0, tick: 0, "willDisplay", F.element("cell", 0, 0))].joined(separator: "\n") + "\n"
        let reader = try LogReader(text: text, name: "cut.jsonl")
        #expect(try reader.next() != nil)
        let error = #expect(throws: InputError.self) { try reader.next() }
        #expect(error?.message.contains("truncated") == true)
        #expect(error?.description.hasPrefix("cut.jsonl: error: truncated log") == true)
    }

    @Test("a last line cut in the middle is truncated, with its line number")
    func cutLineIsTruncated() throws {
        let text = F.header + "\n" + F.event(0, tick: 0, "step", #""index":0,"action":"wait""#) + "\n" + #"{"seq":1,"tick":1,"ti"#
        let reader = try LogReader(text: text)
        _ = try reader.next()
        let error = #expect(throws: InputError.self) { try reader.next() }
        #expect(error?.message.contains("truncated") == true)
        #expect(error?.location == .lineColumn(line: 3, column: 1))
    }

    @Test("an empty file is reported, not read as an empty log")
    func emptyFile() {
        let error = #expect(throws: InputError.self) { try LogReader(text: "") }
        #expect(error?.message.contains("truncated") == true)
    }

    @Test("a malformed line is reported with its line number and column")
    func malformedLine() throws {
        // Line 3 (header = 1) has a trailing comma at byte 45.
        let bad = #"{"seq":1,"tick":1,"time":0.1,"type":"wait",}"#
        let text = F.log([F.event(0, tick: 0, "step", #""index":0,"action":"wait""#), bad])
        let reader = try LogReader(text: text, name: "bad.jsonl")
        _ = try reader.next()
        let error = #expect(throws: InputError.self) { try reader.next() }
        guard case .lineColumn(let line, _)? = error?.location else {
            Issue.record("expected a line:column location, got \(String(describing: error))")
            return
        }
        #expect(line == 3)
        #expect(error?.description.hasPrefix("bad.jsonl:3:") == true)
    }

    @Test("a line that is not an object, and an event without seq, are errors at their line")
    func notAnEvent() throws {
        let array = try LogReader(text: F.log(["[1,2]"]))
        #expect(throws: InputError(file: "<input>", location: .lineColumn(line: 2, column: 1),
                                   message: "expected a JSON object on every line, found an array")) {
            try array.next()
        }
        let noSeq = try LogReader(text: F.log([#"{"tick":0,"time":0,"type":"step"}"#]))
        let error = #expect(throws: InputError.self) { try noSeq.next() }
        #expect(error?.location == .linePath(line: 2, path: "$.seq"))
    }

    @Test("seq must increase")
    func seqMustIncrease() throws {
        let reader = try LogReader(text: F.log([
            F.event(0, tick: 0, "step", #""index":0,"action":"wait""#),
            F.event(2, tick: 1, "didScroll", #""offset":{"x":0,"y":5}"#),
            F.event(2, tick: 1, "didScroll", #""offset":{"x":0,"y":6}"#),
        ]))
        _ = try reader.next()
        _ = try reader.next()
        let error = #expect(throws: InputError.self) { try reader.next() }
        #expect(error?.location == .linePath(line: 4, path: "$.seq"))
        #expect(error?.message.contains("does not increase") == true)
    }

    @Test(
        "a bad header is rejected at line 1",
        arguments: [
            (#"{"type":"header","schema":"scrollsim-log/2"}"#, "$.schema"),
            (#"{"type":"header"}"#, "$.schema"),
            (#"{"seq":0,"tick":0,"time":0,"type":"step"}"#, "$.type"),
        ]
    )
    func badHeader(line: String, path: String) {
        let error = #expect(throws: InputError.self) { try LogReader(text: line + "\n") }
        #expect(error?.location == .linePath(line: 1, path: path))
    }

    @Test("the end line's event count must match, and nothing may follow it")
    func endLineChecks() throws {
        let wrongCount = F.header + "\n" + #"{"type":"end","ticks":1,"events":3}"# + "\n"
        let reader = try LogReader(text: wrongCount)
        let error = #expect(throws: InputError.self) { try reader.next() }
        #expect(error?.location == .linePath(line: 2, path: "$.events"))

        let trailing = F.log([]) + F.event(0, tick: 0, "step") + "\n"
        let trailingReader = try LogReader(text: trailing)
        let trailingError = #expect(throws: InputError.self) { try trailingReader.next() }
        #expect(trailingError?.location == .lineColumn(line: 3, column: 1))
    }

    @Test("a missing file names the file")
    func missingFile() {
        let error = #expect(throws: InputError.self) { try LogReader(path: "/no/such/log.jsonl") }
        #expect(error?.description.hasPrefix("/no/such/log.jsonl: error: cannot open") == true)
    }

    @Test("reads what LogWriter writes, for a simulated scenario")
    func roundTripsSimulatorLog() throws {
        let scenario = try ScenarioDecoder.decode(#"""
        {"name": "rt", "viewport": {"width": 100, "height": 100}, "layout": {"type": "flow", "itemSize": {"width": 100, "height": 50}, "minimumLineSpacing": 0},
         "sections": [{"items": {"count": 10, "size": {"width": 100, "height": 50}}}],
         "steps": [{"scrollTo": {"y": 100}}]}
        """#)
        let events = try Simulator.events(for: scenario)
        let reader = try LogReader(text: LogWriter.text(scenario: "rt", events: events))
        // Written and read back, the events are the simulator's.
        #expect(try reader.readAll() == events)
    }
}
