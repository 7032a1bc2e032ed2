import Foundation
import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures
import ScrollSimRunner
import ScrollSimTesting
import Testing

/// What a trace of a log must hold, counted from the log alone with the
/// rules of `docs/log-tools.md` ("`scrollsim export`"), not by the exporter.
struct ExpectedTrace: Equatable, CustomStringConvertible {
    var steps = 0
    var drags = 0
    var decelerations = 0
    var animations = 0
    var scrollsToTop = 0
    var displaySlices = 0
    var elements = 0
    var instants = 0
    var offsetSamples = 0
    var velocitySamples = 0
    var pinnedIntervals = 0
    var prefetchSlices = 0
    var sectionSlices = 0
    var sectionOffsetSamples = 0

    static let notInstants: Set<String> = [
        "didScroll", "willDisplay", "didEndDisplaying", "visible", "step",
        "sectionDidScroll", "sectionWillBeginDragging", "sectionWillEndDragging", "sectionDidEndDragging",
        "sectionWillBeginDecelerating", "sectionDidEndDecelerating",
    ]

    /// Counts from the raw records of the log `text`.
    init(log text: String) throws {
        let reader = try LogReader(text: text)
        var scrollTicks = Set<Int>()
        var elementNames = Set<String>()
        // Prefetched items waiting for their display or cancel: a prefetch
        // slice starts for an item not already waiting.
        var waiting = Set<String>()
        func itemKey(_ value: FieldValue?) -> String { value.map { JSONWriter.string(.object([("s", $0["section"]!), ("i", $0["item"]!)])) } ?? "" }
        func elementKey(_ element: FieldValue) -> String {
            JSONWriter.string(.object([("k", element["kind"]!), ("s", element["section"]!), ("i", element["item"]!)]))
        }
        // A display slice also ends, and the next begins, where a `visible`
        // event gives a displayed element (a pinned header aside) a frame
        // other than its slice's, unless the slice began at that very time.
        var sliceOf: [String: (time: FieldValue, frame: FieldValue)] = [:]
        var pinnedSections = Set<FieldValue>()
        while let record = try reader.nextRecord() {
            guard case .string(let type)? = record["type"], case .int(let tick)? = record["tick"] else { continue }
            switch type {
            case "step": steps += 1
            case "willBeginDragging": drags += 1
            case "willBeginDecelerating": decelerations += 1
            case "didEndScrollingAnimation": animations += 1
            case "didScrollToTop": scrollsToTop += 1
            case "willDisplay":
                displaySlices += 1
                if let element = record["element"] {
                    elementNames.insert(elementKey(element))
                    if sliceOf[elementKey(element)] == nil { sliceOf[elementKey(element)] = (record["time"]!, element["frame"]!) }
                }
            case "didEndDisplaying":
                if let element = record["element"] { sliceOf[elementKey(element)] = nil }
            case "stickyExit":
                if let section = record["section"] { pinnedSections.remove(section) }
            case "visible":
                guard case .array(let shown)? = record["elements"] else { break }
                for element in shown {
                    guard let since = sliceOf[elementKey(element)], since.frame != element["frame"]!,
                          element["kind"] == .string("cell") || !pinnedSections.contains(element["section"]!) else { continue }
                    if since.time != record["time"]! { displaySlices += 1 }
                    sliceOf[elementKey(element)] = (record["time"]!, element["frame"]!)
                }
            case "didScroll":
                offsetSamples += 1
                scrollTicks.insert(tick)
            case "stickyEnter":
                pinnedIntervals += 1
                if let section = record["section"] { pinnedSections.insert(section) }
            case "prefetch":
                if case .array(let items)? = record["items"] {
                    for item in items where waiting.insert(itemKey(item)).inserted { prefetchSlices += 1 }
                }
            case "cancelPrefetch":
                if case .array(let items)? = record["items"] { for item in items { waiting.remove(itemKey(item)) } }
            case "sectionWillBeginDragging", "sectionWillBeginDecelerating": sectionSlices += 1
            case "sectionDidScroll": sectionOffsetSamples += 1
            default: break
            }
            if type == "willDisplay", let element = record["element"], element["kind"] == .string("cell") {
                waiting.remove(itemKey(element))
            }
            if !Self.notInstants.contains(type) { instants += 1 }
        }
        elements = elementNames.count
        guard let ticks = reader.end?.ticks else { throw InputError(message: "no ticks") }
        // One velocity per didScroll, and a zero on the tick after a tick
        // that scrolled when that tick did not (and is part of the run).
        let rests = scrollTicks.filter { !scrollTicks.contains($0 + 1) && $0 + 1 <= ticks - 1 }.count
        velocitySamples = offsetSamples + rests
    }

    init() {}

    /// The same counts read from a validated trace's summary.
    init(trace summary: TraceEventValidator.Summary) {
        steps = summary.completeSlices.filter { $0.pid == 1 && $0.tid == 1 }.count
        drags = summary.slices["drag"] ?? 0
        decelerations = summary.slices["deceleration"] ?? 0
        animations = summary.slices["animation"] ?? 0
        scrollsToTop = summary.slices["scroll to top"] ?? 0
        displaySlices = summary.slicesByProcess[2] ?? 0
        elements = summary.threadNames[2]?.count ?? 0
        instants = summary.instants.values.reduce(0, +)
        offsetSamples = summary.counters["offset.y"] ?? 0
        velocitySamples = summary.counters["velocity.y"] ?? 0
        pinnedIntervals = summary.asyncSlices.filter { $0.key.hasSuffix(" pinned") }.values.reduce(0, +)
        prefetchSlices = summary.asyncSlices.filter { $0.key.hasPrefix("prefetch ") }.values.reduce(0, +)
        sectionSlices = summary.slices.filter { $0.key.hasPrefix("section ") }.values.reduce(0, +)
        sectionOffsetSamples = summary.counters.filter { $0.key.hasPrefix("section ") && $0.key.hasSuffix(" offset.x") }.values.reduce(0, +)
        #expect(summary.counters["offset.x"] == summary.counters["offset.y"])
        #expect(summary.counters["velocity.x"] == summary.counters["velocity.y"])
    }

    var description: String {
        "steps \(steps), drags \(drags), decelerations \(decelerations), animations \(animations), scrolls to top \(scrollsToTop), "
            + "display slices \(displaySlices) over \(elements) elements, instants \(instants), offsets \(offsetSamples), "
            + "velocities \(velocitySamples), pinned \(pinnedIntervals), prefetches \(prefetchSlices), "
            + "section slices \(sectionSlices), section offsets \(sectionOffsetSamples)"
    }
}

@Suite("scrollsim export --format chrome-trace")
struct ChromeTraceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The trace of the log `text`.
    static func trace(ofLog text: String) throws -> String {
        var output = ""
        try ChromeTraceExporter.export(LogReader(text: text)) { output += $0 }
        return output
    }

    /// The log `scrollsim run` writes for the scenario file at `path`.
    static func log(ofScenario path: String) throws -> String {
        let scenario = try ScenarioDecoder.decode(contentsOf: path)
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        _ = try ScenarioRunner.run(scenario, logPath: logPath)
        return try String(contentsOfFile: logPath, encoding: .utf8)
    }

    /// Validates the trace of `log` and checks its counts against the log's.
    @discardableResult
    static func checkTrace(ofLog log: String, _ name: String) throws -> TraceEventValidator.Summary {
        let trace = try trace(ofLog: log)
        let (errors, summary) = TraceEventValidator.check(trace)
        #expect(errors.isEmpty, "\(name): \(errors.prefix(5))")
        let expected = try ExpectedTrace(log: log)
        #expect(ExpectedTrace(trace: summary) == expected, "\(name)")
        return summary
    }

    static var scenarioFiles: [String] {
        let root = packageRoot.appendingPathComponent("scenarios")
        let walker = FileManager.default.enumerator(atPath: root.path)
        return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("every scenario's trace is valid trace JSON with the slices and counters its log implies", arguments: scenarioFiles)
    func everyScenario(file: String) throws {
        let path = Self.packageRoot.appendingPathComponent("scenarios").appendingPathComponent(file).path
        let log = try Self.log(ofScenario: path)
        let summary = try Self.checkTrace(ofLog: log, file)
        // Every bounce or rubber band lies inside a deceleration or drag.
        for child in summary.completeSlices where child.name == "bounce" || child.name == "rubber band" {
            let parent = child.name == "bounce" ? "deceleration" : "drag"
            #expect(summary.completeSlices.contains { $0.name == parent && $0.start <= child.start && child.end <= $0.end },
                    "\(file): \(child.name) at \(child.start) ns is not inside a \(parent)")
        }
    }

    @Test("golden logs written from Swift, with minimal headers, export too", arguments: ["golden-flow", "inset-list", "paged-fling", "photo-grid", "sample-drag"])
    func goldenLogs(name: String) throws {
        let path = Self.packageRoot.appendingPathComponent("Tests/ScrollSimTestingTests/Snapshots/\(name).jsonl").path
        try Self.checkTrace(ofLog: String(contentsOfFile: path, encoding: .utf8), name)
    }

    @Test("cell events are instants and prefetches async slices on a cells thread; each section has a thread of drags and decelerations and offset counters")
    func cellsAndSections() throws {
        let log = LogFixtures.cellsAndSections
        let trace = try Self.trace(ofLog: log)
        let summary = try Self.checkTrace(ofLog: log, "cells-and-sections")
        // Threads 5 and 6 of process 1, made on first use.
        #expect(summary.threadNames[1]?[5] == "cells")
        #expect(summary.threadNames[1]?[6] == "section 2")
        #expect(summary.threadNames[1]?[7] == nil)
        // Instants: 3 prefetch, 4 cellRequest, 1 cellEnqueue, 1 cancelPrefetch, 2 sizeResolved; nothing else.
        #expect(summary.instants == ["prefetch": 3, "cellRequest": 4, "cellEnqueue": 1, "cancelPrefetch": 1, "sizeResolved": 2])
        // One prefetch slice per waiting item: 0.3, 0.4, 0.5, 0.6, 1.0.
        #expect(summary.asyncSlices == ["prefetch 0.3": 1, "prefetch 0.4": 1, "prefetch 0.5": 1, "prefetch 0.6": 1, "prefetch 1.0": 1])
        // 0.3: prefetched at 0 s, displayed at 0.3 s; 0.5 cancelled at 0.7 s; 1.0 open from 0.9 s to the last tick, 1.9 s.
        #expect(trace.contains(#"{"name":"prefetch 0.3","cat":"prefetch","ph":"b","ts":0,"pid":1,"tid":5,"id":"0.3","args":{"section":0,"item":3}}"#))
        #expect(trace.contains(#"{"name":"prefetch 0.3","cat":"prefetch","ph":"e","ts":300000,"pid":1,"tid":5,"id":"0.3"}"#))
        #expect(trace.contains(#"{"name":"prefetch 0.5","cat":"prefetch","ph":"e","ts":700000,"pid":1,"tid":5,"id":"0.5","args":{"cancelled":true}}"#))
        #expect(trace.contains(#"{"name":"prefetch 1.0","cat":"prefetch","ph":"e","ts":1900000,"pid":1,"tid":5,"id":"1.0","args":{"open":true}}"#))
        #expect(trace.contains(#"{"name":"cellRequest","cat":"cells","ph":"i","ts":600000,"pid":1,"tid":5,"s":"t","args":{"seq":8,"item":{"section":0,"item":4},"reuseIdentifier":"cell","reused":true}}"#))
        // Section 2: drag 1.3…1.4 s with its release, deceleration 1.4…1.6 s, drag 1.7…1.7 s.
        let slices = summary.completeSlices.filter { $0.tid == 6 }.map { "\($0.name) \($0.start / 1_000_000)…\($0.end / 1_000_000) ms" }
        #expect(slices == ["section 2 drag 1300…1400 ms", "section 2 deceleration 1400…1600 ms", "section 2 drag 1700…1700 ms"])
        #expect(trace.contains(#""args":{"section":2,"velocity":{"x":500,"y":0},"targetOffset":{"x":300,"y":0},"willDecelerate":true}"#))
        // Offsets: 30, 80, 300, 290, 250 for section 2; 10 for section 4.
        #expect(summary.counterSamples["section 2 offset.x"]?.map { $0.args[0].1.number! } == [30, 80, 300, 290, 250])
        #expect(summary.counterSamples["section 4 offset.x"]?.map { $0.args[0].1.number! } == [10])
        // The collection view's own tracks are untouched.
        #expect(summary.counters["offset.y"] == nil && summary.slices["drag"] == nil)
    }

    /// The frames the trace gives the displayed elements when each step
    /// ends equal what `scrollsim layout SCENARIO --after-step N` shows:
    /// the layout queried in the visible rect once step N has run, computed
    /// from the simulator's final state rather than from the events. On the
    /// self-sizing feed, rows resolving above the viewport move the rows on
    /// screen with no display event; on the App Store feed a carousel's
    /// scroll moves its cells. Process 2 holds the display slices. The run of steps 0…N ends at step N's end,
    /// so the slices still open there (`"open": true`) are what is on
    /// screen then, with the frames they hold.
    @Test("display slices follow every move: the frames open at each step's end are the layout's", arguments: ["self-sizing-jump.json", "app-store-feed.json"])
    func framesFollowMoves(name: String) throws {
        let scenario = try ScenarioDecoder.decode(
            contentsOf: Self.packageRoot.appendingPathComponent("scenarios").appendingPathComponent(name).path)
        var moves = 0
        for step in scenario.steps.indices {
            var prefix = scenario
            prefix.steps = Array(scenario.steps[...step])
            prefix.expect = []
            prefix.forbid = []
            let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: logPath) }
            _ = try ScenarioRunner.run(prefix, logPath: logPath)
            let log = try String(contentsOfFile: logPath, encoding: .utf8)
            let trace = try Self.trace(ofLog: log)
            guard case .array(let traceEvents)? = try JSONParser.parse(trace)["traceEvents"] else {
                Issue.record("no traceEvents")
                return
            }
            var open: [String] = []
            var slicesPerThread: [FieldValue: Int] = [:]
            for event in traceEvents where event["pid"] == .int(2) && event["ph"] == "X" {
                slicesPerThread[event["tid"]!, default: 0] += 1
                guard event["args"]?["open"] == .bool(true), let frame = event["args"]?["frame"] else { continue }
                open.append("\(event["name"].map(JSONWriter.string) ?? "") \(JSONWriter.string(frame))")
            }
            if step == scenario.steps.count - 1 { moves = slicesPerThread.values.reduce(0, +) - slicesPerThread.count }
            let document = try LayoutDocument.make(for: scenario, afterStep: step)
            guard case .array(let elements)? = document["elements"] else {
                Issue.record("no elements in the layout document")
                return
            }
            // The trace names a cell `cell S.I`, another element `KIND S`.
            let expected = elements.map { element -> String in
                let kind = element["kind"].flatMap { if case .string(let kind) = $0 { kind } else { nil } } ?? ""
                let section = element["section"].map(JSONWriter.string) ?? "", item = element["item"].map(JSONWriter.string) ?? ""
                let label = kind == "cell" ? "cell \(section).\(item)" : "\(kind) \(section)"
                return "\(JSONWriter.string(.string(label))) \(element["frame"].map(JSONWriter.string) ?? "")"
            }
            #expect(open.sorted() == expected.sorted(), "\(name) after step \(step)")
        }
        // Both runs move displayed elements: some element had a slice cut.
        #expect(moves > 0, "\(name): no display slice was cut")
    }

    /// 100 × 100 viewport, six rows of 100 × 50 with flow's 10 pt line
    /// spacing: content 100 × 350, offsets 0…250.
    static func shortList(frameRate: Double = 60) -> Scenario {
        Scenario(
            name: "short", viewport: Size(width: 100, height: 100), frameRate: frameRate,
            layout: .flow(FlowLayoutConfiguration(itemSize: Size(width: 100, height: 50))),
            data: CollectionData(sections: [SectionData(items: .uniform(count: 6, size: Size(width: 100, height: 50)))])
        )
    }

    @Test("a pull past the top is a rubber band in the drag, then a bounce in the deceleration; a fling past the end bounces")
    func bounces() throws {
        let recorder = SimulationRecorder(scenario: Self.shortList())
        try recorder.run(.drag(translation: Point(x: 0, y: 60), duration: 0.25, release: .natural), .settle(maxSeconds: 10),
                         .fling(velocity: Point(x: 0, y: 3000)), .settle(maxSeconds: 10))
        let log = recorder.logText(named: "short")
        #expect(log.hasPrefix(#"{"type":"header","schema":"scrollsim-log/1","scenario":"short","viewport":{"width":100,"height":100},"frameRate":60,"contentSize":{"width":100,"height":350}}"#))
        let summary = try Self.checkTrace(ofLog: log, "short")
        #expect(summary.slices["drag"] == 2)
        #expect(summary.slices["deceleration"] == 2)
        #expect(summary.slices["rubber band"] == 1)
        #expect(summary.slices["bounce"] == 2)
        let slices = summary.completeSlices.filter { $0.pid == 1 && $0.tid == 2 }
        let drags = slices.filter { $0.name == "drag" }, decelerations = slices.filter { $0.name == "deceleration" }
        let rubberBand = try #require(slices.first { $0.name == "rubber band" })
        #expect(drags[0].start < rubberBand.start && rubberBand.end == drags[0].end)
        let bounces = slices.filter { $0.name == "bounce" }.sorted { $0.start < $1.start }
        // The pull's bounce starts with the deceleration, on the release tick:
        // the release hands the bounce's first frame off at once.
        #expect(bounces[0].start == decelerations[0].start && bounces[0].end <= decelerations[0].end)
        #expect(bounces[1].start > decelerations[1].start && bounces[1].end <= decelerations[1].end)
        // The fling's bounce starts when the offset passes 250.
        let passed = try #require(summary.counterSamples["offset.y"]?.first { $0.time > drags[1].start && $0.args[0].1.number! > 250.5 })
        #expect(bounces[1].start == passed.time)
    }

    @Test("velocity is the change of offset per tick, in points per second, and zero once the offset rests")
    func velocity() throws {
        var scenario = Self.shortList()
        scenario.data = CollectionData(sections: [SectionData(items: .uniform(count: 100, size: Size(width: 100, height: 50)))])
        let recorder = SimulationRecorder(scenario: scenario)
        try recorder.run(.drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .natural), .settle(maxSeconds: 10),
                         .wait(seconds: 0.1))
        let summary = try Self.checkTrace(ofLog: recorder.logText(named: "velocity"), "velocity")
        let velocities = try #require(summary.counterSamples["velocity.y"]).map { $0.args[0].1.number! }
        let offsets = try #require(summary.counterSamples["offset.y"]).map { $0.args[0].1.number! }
        // 300 pt over 15 ticks: 20 pt a tick at 60 Hz.
        #expect(Array(velocities.prefix(15)) == Array(repeating: 1200, count: 15))
        #expect(Array(offsets.prefix(15)) == (1...15).map { Double($0 * 20) })
        #expect(velocities.last == 0)
        // Forward all the way; a tick whose rounded offset did not change reads 0.
        #expect(velocities.allSatisfy { $0 >= 0 })
        #expect(summary.counterSamples["velocity.x"]?.allSatisfy { $0.args[0].1.number == 0 } == true)
    }

    @Test("without a frame rate in the header, ticks are timed from the events; open slices end at the last tick")
    func derivedFrameRate() throws {
        let log = [
            #"{"type":"header","schema":"scrollsim-log/1","scenario":"bare"}"#,
            #"{"seq":0,"tick":0,"time":0,"type":"willDisplay","element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":0,"width":10,"height":10}}}"#,
            #"{"seq":1,"tick":1,"time":0.1,"type":"willBeginDragging"}"#,
            #"{"seq":2,"tick":1,"time":0.1,"type":"didScroll","offset":{"x":0,"y":5}}"#,
            #"{"seq":3,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":7}}"#,
            #"{"seq":4,"tick":5,"time":0.5,"type":"didEndDragging","willDecelerate":false}"#,
            #"{"type":"end","ticks":8,"events":5}"#,
        ].joined(separator: "\n") + "\n"
        let summary = try Self.checkTrace(ofLog: log, "bare")
        // 10 ticks a second, from tick 1 at 0.1 s: 50 then 20 pt a tick, then at rest on tick 3.
        let velocities = try #require(summary.counterSamples["velocity.y"])
        #expect(velocities.map(\.time) == [100_000_000, 200_000_000, 300_000_000])
        #expect(velocities.map { $0.args[0].1.number! } == [50, 20, 0])
        // The cell is still on screen: its slice ends at the last tick, 0.7 s.
        let cell = try #require(summary.completeSlices.first { $0.pid == 2 })
        #expect(cell.start == 0 && cell.end == 700_000_000)
        #expect(summary.slices["drag"] == 1)
    }

    @Test("a log with a content inset: the initial offset and the range come from the header; no rubber band inside the inset")
    func insetFeed() throws {
        let log = try Self.log(ofScenario: Self.packageRoot.appendingPathComponent("scenarios/flex-sticky-inset.json").path)
        #expect(log.prefix(while: { $0 != "\n" }).contains(#""contentInset":{"top":88,"left":0,"bottom":34,"right":0}"#))
        let summary = try Self.checkTrace(ofLog: log, "flex-sticky-inset")
        #expect(summary.slices["rubber band"] == nil)
        #expect(summary.slices["bounce"] == nil)
        #expect(summary.slices["animation"] == 1)
        // The first drag moves 20 pt a tick from −88: 1200 pt/s from the first tick.
        let velocities = try #require(summary.counterSamples["velocity.y"])
        #expect(velocities.first?.args[0].1.number == 1200)
        // Headers 0 and 2 are pinned together: async slices, one per interval.
        #expect(summary.asyncSlices == ["header 0 pinned": 1, "header 2 pinned": 1])
    }

    @Test("a scroll to top is a slice of its own")
    func scrollToTop() throws {
        let log = try Self.log(ofScenario: Self.packageRoot.appendingPathComponent("scenarios/scroll-to-top.json").path)
        let summary = try Self.checkTrace(ofLog: log, "scroll-to-top")
        #expect(summary.slices["scroll to top"] == 1)
        // From its step to didScrollToTop.
        let slice = try #require(summary.completeSlices.first { $0.name == "scroll to top" })
        let step = try #require(summary.completeSlices.first { $0.name.hasSuffix(": scrollToTop") })
        #expect(slice.start == step.start)
        let reader = try LogReader(text: log)
        var end: Double?
        while let event = try reader.next() {
            if case .didScrollToTop = event.payload, end == nil { end = event.time }
        }
        #expect(slice.end == TraceEventValidator.nanoseconds(try #require(end) * 1e6))
    }

    @Test("a touch-down during a deceleration ends it, marked interrupted, where the next drag begins")
    func interruptedDeceleration() throws {
        var scenario = Self.shortList()
        scenario.data = CollectionData(sections: [SectionData(items: .uniform(count: 100, size: Size(width: 100, height: 50)))])
        let recorder = SimulationRecorder(scenario: scenario)
        try recorder.run(.fling(velocity: Point(x: 0, y: 2000)), .wait(seconds: 0.2), .fling(velocity: Point(x: 0, y: 2000)),
                         .settle(maxSeconds: 10))
        let log = recorder.logText(named: "twice")
        let summary = try Self.checkTrace(ofLog: log, "twice")
        let slices = summary.completeSlices.filter { $0.pid == 1 && $0.tid == 2 }.sorted { $0.start < $1.start }
        #expect(slices.map(\.name) == ["drag", "deceleration", "drag", "deceleration"])
        #expect(slices[1].end == slices[2].start)
        let trace = try Self.trace(ofLog: log)
        #expect(trace.split(separator: "\n").filter { $0.contains(#""name":"deceleration""#) && $0.contains(#""interrupted":true"#) }.count == 1)
    }

    @Test(
        "the validator rejects what the format forbids",
        arguments: [
            (#"[{"name":"a","ph":"X","ts":0,"dur":10,"pid":1,"tid":1},{"name":"b","ph":"X","ts":5,"dur":10,"pid":1,"tid":1}]"#, "overlap"),
            (#"[{"name":"a","ph":"B","ts":0,"pid":1,"tid":1}]"#, "never end"),
            (#"[{"name":"a","ph":"E","ts":0,"pid":1,"tid":1}]"#, "ends nothing"),
            (#"[{"name":"a","ph":"B","ts":0,"pid":1,"tid":1},{"name":"b","ph":"B","ts":1,"pid":1,"tid":1},{"name":"a","ph":"E","ts":2,"pid":1,"tid":1},{"name":"b","ph":"E","ts":3,"pid":1,"tid":1}]"#, "is open"),
            (#"[{"name":"a","ph":"X","ts":0,"pid":1,"tid":1}]"#, "dur"),
            (#"[{"name":"a","ph":"X","ts":0,"dur":-1,"pid":1,"tid":1}]"#, "dur"),
            (#"[{"name":"a","ph":"C","ts":0,"pid":1,"tid":1,"args":{"v":"x"}}]"#, "numeric"),
            (#"[{"name":"a","ph":"i","ts":0,"pid":1,"tid":1,"s":"x"}]"#, "scope"),
            (#"[{"name":"a","ph":"b","ts":0,"pid":1,"tid":1,"cat":"c"}]"#, "id"),
            (#"[{"name":"a","ph":"b","ts":0,"pid":1,"tid":1,"cat":"c","id":1}]"#, "never end"),
            (#"[{"name":"a","ph":"Q","ts":0,"pid":1,"tid":1}]"#, "phase"),
            (#"[{"name":"a","ph":"i","pid":1,"tid":1}]"#, "no ts"),
            (#"[{"name":"a","ph":"i","ts":0,"tid":1}]"#, "pid"),
            (#"[{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{}}]"#, "args.name"),
            (#"{"traceEvents":[],"displayTimeUnit":"s"}"#, "displayTimeUnit"),
        ]
    )
    func validatorRejects(trace: String, message: String) {
        let errors = TraceEventValidator.check(trace).errors
        #expect(errors.contains { $0.contains(message) }, "\(errors)")
    }

    @Test("the validator accepts nested, touching and separate slices, paired async events and instants")
    func validatorAccepts() {
        let trace = #"""
        {"traceEvents":[
        {"name":"outer","ph":"X","ts":0,"dur":10,"pid":1,"tid":1},
        {"name":"inner","ph":"X","ts":0,"dur":10,"pid":1,"tid":1},
        {"name":"next","ph":"X","ts":10,"dur":0,"pid":1,"tid":1},
        {"name":"other thread","ph":"X","ts":5,"dur":10,"pid":1,"tid":2},
        {"name":"a","ph":"B","ts":1,"pid":1,"tid":3},{"ph":"E","ts":2,"pid":1,"tid":3},
        {"name":"p","cat":"c","ph":"b","ts":1,"pid":1,"tid":1,"id":3},{"name":"p","cat":"c","ph":"e","ts":20,"pid":1,"tid":1,"id":3},
        {"name":"q","cat":"c","ph":"b","ts":2,"pid":1,"tid":1,"id":4},{"name":"q","cat":"c","ph":"e","ts":30,"pid":1,"tid":1,"id":4},
        {"name":"tap","ph":"i","ts":3,"pid":1,"tid":1,"s":"t"},
        {"name":"offset","ph":"C","ts":3,"pid":1,"tid":0,"args":{"pt":1.5}},
        {"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"main"}}
        ],"displayTimeUnit":"ms"}
        """#
        let (errors, summary) = TraceEventValidator.check(trace)
        #expect(errors == [])
        #expect(summary.slices == ["outer": 1, "inner": 1, "next": 1, "other thread": 1])
        #expect(summary.asyncSlices == ["p": 1, "q": 1])
        #expect(summary.counters == ["offset": 1])
    }
}
