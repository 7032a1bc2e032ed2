import ScrollSim
import ScrollSimJSON
import Testing

@testable import ScrollSimBench

/// The C baseline of `scrollsim bench` writes the very bytes our writer
/// writes: otherwise the log-writing ratio would compare different work.
@Suite struct PlainJSONCLogTests {
    /// The lines `JSONWriter` gives the events, as `LogWriter` writes them.
    private func ourLines(_ events: [Event]) -> String {
        events.map { JSONWriter.string($0.fields) + "\n" }.joined()
    }

    @Test func writesTheBytesOfOurWriterForASimulatedScroll() throws {
        let benchmarkCase = BenchmarkData.flexSticky(items: 3_000)
        var scenario = Benchmarks.scriptedScroll(benchmarkCase)
        scenario.steps = Array(scenario.steps.prefix(12))
        var events: [Event] = []
        let simulator = Simulator(scenario: scenario) { events.append($0) }
        simulator.start()
        try simulator.perform(scenario.steps)
        #expect(events.count > 100)
        #expect(Set(events.map(\.type)).isSuperset(of: ["visible", "didScroll", "willDisplay", "stickyEnter"]))

        #expect(PlainJSONCLog(events).text() == ourLines(events))
    }

    @Test func writesEveryKindOfValueAsOurWriterDoes() {
        let awkwardNumbers: [Double] = [
            0.1, 1.0 / 3, 2.0 / 3, -0.0, 0, 300, -17, 1e-7, 0.0001, 1e-5, 123.456, 1e20, 9_007_199_254_740_992,
            123_456_789_012_345_680, 0.016666666666666666, 2.2250738585072014e-308, .greatestFiniteMagnitude, -1.5e-300,
        ]
        let details: [(String, FieldValue)] = [
            ("null", .null), ("yes", .bool(true)), ("no", .bool(false)), ("int", .int(-42)), ("big", .int(Int.max)),
            ("numbers", .array(awkwardNumbers.map { .double($0) })),
            ("text", .string("quote \" backslash \\ slash / tab \t newline \n control \u{1} é 🙂")),
            ("empty", .string("")), ("nested", .object([("a", .array([.object([]), .array([]), .null])), ("b", .int(0))])),
        ]
        let events = [
            Event(seq: 0, tick: 0, time: 0, payload: .dataChange(action: .insertItems, details: details)),
            Event(seq: 1, tick: 1, time: 1.0 / 60, payload: .willBeginDragging),
            Event(seq: 2, tick: 7, time: 7.0 / 60, payload: .contentInsetChange(inset: EdgeInsets(top: 0.1, left: -3, bottom: 2.5, right: 1e-9))),
            Event(seq: 3, tick: 3600, time: 60, payload: .step(index: 12, action: .scrollTo)),
        ]
        #expect(PlainJSONCLog(events).text() == ourLines(events))
    }

    /// Where the C idiom (15 to 17 digits) and the log's shortest form part:
    /// subnormal numbers, which no log holds (frames and times are far from
    /// 1e-308). Both read back to the same double.
    @Test func subnormalsAreTheOneDifferenceAndReadBackAlike() {
        let event = Event(seq: 0, tick: 0, time: .leastNonzeroMagnitude, payload: .willBeginDragging)
        #expect(PlainJSONCLog([event]).text() == #"{"seq":0,"tick":0,"time":4.94065645841247e-324,"type":"willBeginDragging"}"# + "\n")
        #expect(ourLines([event]) == #"{"seq":0,"tick":0,"time":5e-324,"type":"willBeginDragging"}"# + "\n")
        #expect(Double("4.94065645841247e-324") == .leastNonzeroMagnitude)
    }

    /// The obvious C program's numbers: json-c's `%.17g`, the rest as ours.
    @Test func withJSONCNumbersOnlyTheNumberTextDiffers() {
        let event = Event(seq: 3, tick: 2, time: 0.1, payload: .didScroll(offset: Point(x: 300, y: 2.5)))
        #expect(PlainJSONCLog([event]).text(numbers: .jsonC)
            == #"{"seq":3,"tick":2,"time":0.10000000000000001,"type":"didScroll","offset":{"x":300.0,"y":2.5}}"# + "\n")
        #expect(ourLines([event]) == #"{"seq":3,"tick":2,"time":0.1,"type":"didScroll","offset":{"x":300,"y":2.5}}"# + "\n")
    }

    @Test func writesNothingForNoEvents() {
        #expect(PlainJSONCLog([]).text() == "")
    }
}

@Suite struct FreshProcessTests {
    @Test func jobsReadBackFromTheirArguments() {
        let jobs: [FreshProcessJob] = [.coldPrepare(layout: "flex", items: 1_000_000), .readLog(path: "/tmp/a:b.jsonl"), .idle,
                                       .cellLifecycleFlicks(prefetching: true), .cellLifecycleFlicks(prefetching: false)]
        for job in jobs { #expect(FreshProcessJob(argument: job.argument) == job) }
        for bad in ["", "prepare", "prepare:flow", "prepare:circle:10", "prepare:flow:0", "prepare:flow:x", "read:", "idle:1", "walk", "flicks", "flicks:", "flicks:other"] {
            #expect(FreshProcessJob(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func coldPrepareReportsTimeAndPeakMemory() {
        let fields = FreshProcessJob.fields(of: FreshProcessJob.coldPrepare(layout: "waterfall", items: 1_000).run())
        #expect((fields["nanoseconds"] ?? 0) > 0)
        #expect((fields["peakKB"] ?? 0) > 0)
    }

    @Test func readLogCountsTheEventsOfALog() throws {
        let events = (0..<5).map { Event(seq: $0, tick: $0, time: Double($0) / 60, payload: .didScroll(offset: Point(x: 0, y: Double($0)))) }
        let path = "/tmp/scrollsim-bench-tests-\(getpid()).jsonl"
        try LogWriter.text(scenario: "five", events: events).write(toFile: path)
        defer { unlink(path) }
        let fields = FreshProcessJob.fields(of: FreshProcessJob.readLog(path: path).run())
        #expect(fields["events"] == 5)
    }

    @Test func outputIsWhatTheChildPrintsWhenItExitsZero() {
        #expect(FreshProcess.output(of: ["/bin/sh", "-c", "echo peakKB=12 events=3"]) == "peakKB=12 events=3\n")
        #expect(FreshProcess.output(of: ["/bin/sh", "-c", "echo partial; exit 3"]) == nil)
        #expect(FreshProcess.output(of: ["/nonexistent/scrollsim"]) == nil)
    }

    @Test func fieldsIgnoreWhatIsNotANumber() {
        #expect(FreshProcessJob.fields(of: "nanoseconds=12.5 peakKB=x other junk=1\n") == ["nanoseconds": 12.5, "junk": 1])
    }
}

#if canImport(Glibc)
import Glibc

extension String {
    fileprivate func write(toFile path: String) throws {
        guard let file = fopen(path, "w") else { throw WriteError() }
        defer { fclose(file) }
        fputs(self, file)
    }
}

private struct WriteError: Error {}
#endif
