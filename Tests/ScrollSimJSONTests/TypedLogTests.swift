import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

@Suite("Typed log round trip")
struct TypedLogTests {
    typealias F = LogFixtures

    /// A random event of every payload type in turn, with doubles that need
    /// the shortest round-trip text (thirds, negative zero, large values).
    static func randomEvents(count: Int, seed: UInt64) -> [Event] {
        var random = SplitMix64(seed: seed)
        func double() -> Double {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: Double(Int.random(in: -500...5000, using: &random))
            case 1: Double(Int.random(in: -3000...3000, using: &random)) / 3
            case 2: -0.0
            case 3: Double.random(in: -1e9...1e9, using: &random)
            default: Double(Int.random(in: 0...100, using: &random)) + 0.5
            }
        }
        func point() -> Point { Point(x: double(), y: double()) }
        func size() -> Size { Size(width: abs(double()), height: abs(double())) }
        func rect() -> Rect { Rect(origin: point(), size: size()) }
        func element() -> DisplayedElement {
            let kinds: [ElementKind] = [.cell, .header, .footer, "ElementTagHeader", "badge \"quoted\"\n"]
            let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
            return DisplayedElement(
                element: ElementID(kind: kind, indexPath: IndexPath(
                    item: kind == .cell ? Int.random(in: 0...10_000, using: &random) : 0,
                    section: Int.random(in: 0...999, using: &random))),
                frame: rect())
        }
        func bool() -> Bool { Bool.random(using: &random) }
        func indexPath() -> IndexPath {
            IndexPath(item: Int.random(in: 0...10_000, using: &random), section: Int.random(in: 0...99, using: &random))
        }
        let payloads: [() -> Event.Payload] = [
            { .step(index: Int.random(in: 0...99, using: &random), action: [.drag, .wait, .scrollTo, .setContentInset][Int.random(in: 0..<4, using: &random)]) },
            { .didScroll(offset: point()) },
            { .willBeginDragging },
            { .willEndDragging(velocity: point(), targetOffset: point()) },
            { .didEndDragging(willDecelerate: bool()) },
            { .willBeginDecelerating },
            { .didEndDecelerating },
            { .didEndScrollingAnimation },
            { .willDisplay(element()) },
            { .didEndDisplaying(element()) },
            { .stickyEnter(section: Int.random(in: 0...999, using: &random), originalPoint: point(), frame: rect()) },
            { .stickyExit(section: Int.random(in: 0...999, using: &random)) },
            { .visible((0..<Int.random(in: 0...6, using: &random)).map { _ in element() }) },
            { .pagingOffset(offset: point()) },
            { .prepare(reason: [.initial, .dataChange, .viewportChange][Int.random(in: 0..<3, using: &random)]) },
            { .invalidate(offsetOnly: bool()) },
            { .dataChange(action: .insertItems, details: [
                ("section", .int(Int.random(in: 0...9, using: &random))),
                ("items", .array([.int(1), .int(Int.random(in: 2...50, using: &random))])),
            ]) },
            { .dataChange(action: .moveItem, details: [
                ("from", .object([("section", .int(0)), ("item", .int(3))])),
                ("to", .object([("section", .int(1)), ("item", .int(Int.random(in: 0...9, using: &random)))])),
            ]) },
            { .layoutSwitch(layout: "grid", animated: bool()) },
            { .viewportChange(size: size()) },
            { .contentSizeChange(size: size()) },
            { .contentInsetChange(inset: EdgeInsets(top: abs(double()), left: 0, bottom: abs(double()), right: 1.5)) },
            { .didScrollToTop },
            // The cell events, with and without diffable ids.
            { .cellRequest(item: indexPath(), reuseIdentifier: "Row", reused: bool(), id: bool() ? "k\(Int.random(in: 0...99, using: &random))" : nil) },
            { .cellEnqueue(item: indexPath(), reuseIdentifier: "cell", id: bool() ? "é \"quoted\"" : nil) },
            { let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in indexPath() }
              return .prefetch(items: items, ids: bool() ? items.map { "\($0.section)-\($0.item)" } : nil) },
            { let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in indexPath() }
              return .cancelPrefetch(items: items, ids: bool() ? items.map { "\($0.section)-\($0.item)" } : nil) },
            { .sizeResolved(item: indexPath(), estimated: size(), size: size(), offsetAdjustment: point(), id: bool() ? "" : nil) },
        ]
        var tick = 0
        return (0..<count).map { seq in
            tick += Int.random(in: 0...2, using: &random)
            return Event(seq: seq, tick: tick, time: Double(tick) / 60, payload: payloads[seq % payloads.count]())
        }
    }

    @Test("every event type reads back as the Event that was written", arguments: [1, 2, 3] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        let events = Self.randomEvents(count: 28 * 40, seed: seed)
        let reader = try LogReader(text: LogWriter.text(scenario: "round trip", events: events))
        let read = try reader.readAll()
        #expect(read.count == events.count)
        for (written, back) in zip(events, read) where written != back {
            Issue.record("seq \(written.seq): wrote \(written), read \(back)")
        }
        #expect(reader.end == LogEnd(ticks: (events.last?.tick ?? -1) + 1, events: events.count))
        // Read back and written again, the text is the same.
        #expect(LogWriter.text(scenario: "round trip", events: read)
            == LogWriter.text(scenario: "round trip", events: events))
    }

    @Test(
        "a field missing or of the wrong type is an error with its line and JSON path",
        arguments: [
            (#""offset":{"x":0}"#, "didScroll", "$.offset", "missing field \"y\""),
            (#""offset":{"x":0,"y":"5"}"#, "didScroll", "$.offset.y", "expected a number, found a string"),
            (#""element":{"kind":"cell","section":0,"item":1.5,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
             "willDisplay", "$.element.item", "expected an integer"),
            (#""elements":[{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":0,"width":1,"height":1}},3]"#,
             "visible", "$.elements[1]", "expected an object"),
            (#""section":0,"extra":true"#, "stickyExit", "$.extra", "unknown field \"extra\""),
            (#""item":{"section":0,"item":1},"reuseIdentifier":"cell","reused":false,"id":7"#,
             "cellRequest", "$.id", "expected a string, found"),
            (#""items":[{"section":0,"item":1},{"section":0,"item":2}],"ids":["a"]"#,
             "prefetch", "$.ids", "expected 2 ids, one per item of \"items\", found 1"),
            ("", "stikyExit", "$.type", "did you mean \"stickyExit\"?"),
        ]
    )
    func typedErrors(fields: String, type: String, path: String, message: String) throws {
        let reader = try LogReader(text: F.log([F.event(0, tick: 1, "step", #""index":0,"action":"wait""#), F.event(1, tick: 1, type, fields)]), name: "bad.jsonl")
        _ = try reader.next()
        let error = try #require(throws: InputError.self) { try reader.next() }
        #expect(error.location == .linePath(line: 3, path: path))
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test("the header's viewport and frame rate are checked where they are given")
    func headerChecks() throws {
        let zeroRate = F.header.replacingOccurrences(of: #""frameRate":10"#, with: #""frameRate":0"#)
        let error = try #require(throws: InputError.self) { try LogReader(text: zeroRate + "\n") }
        #expect(error.location == .linePath(line: 1, path: "$.frameRate"))
        let minimal = #"{"type":"header","schema":"scrollsim-log/1","scenario":"swift"}"#
        let header = try LogReader(text: minimal + "\n" + #"{"type":"end","ticks":0,"events":0}"# + "\n").header
        #expect(header == LogHeader(scenario: "swift"))
    }
}
