import Foundation
import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures
import Testing

/// The page's data and script: the state the page draws at each tick is
/// `LogState`'s, and the script is valid JavaScript.
@Suite("LogViewData and the page's script")
struct LogViewDataTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let scenarios: [String] = {
        let root = packageRoot.appendingPathComponent("scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    /// The page's data of every scenario in `scenarios/`, read back as the
    /// script reads it, equals at every tick a `LogState` fed the same
    /// events: offset, viewport, content size, pinned sections, paging
    /// offset, and the displayed set rebuilt from `ops`.
    @Test("the data holds LogState's state at every tick", arguments: scenarios)
    func dataIsLogStateAtEveryTick(path: String) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: path)
        let events = try Simulator.events(for: scenario)
        let header = LogHeader(scenario: scenario.name, viewport: scenario.viewport, frameRate: scenario.frameRate,
                               contentSize: Size(width: 1, height: 1), contentInset: scenario.contentInset)
        var data = LogViewData(header: header)
        for event in events { data.add(event) }
        let ticks = (events.last?.tick ?? 0) + 1
        data.finish(ticks: ticks)
        let value = data.value(source: path, failures: [], initialTick: 0)
        #expect(value["ticks"] == .int(ticks))

        let state = try #require(value["state"])
        func column(_ name: String) throws -> [FieldValue] {
            guard case .array(let values)? = state[name] else { throw Missing(name: name) }
            return values
        }
        let offsetX = try column("offsetX"), offsetY = try column("offsetY")
        let viewportWidth = try column("viewportWidth"), contentHeight = try column("contentHeight")
        let insetTop = try column("insetTop"), insetLeft = try column("insetLeft")
        #expect(offsetX.count == ticks && contentHeight.count == ticks)
        guard case .array(let ops)? = value["ops"], case .array(let kinds)? = value["kinds"],
              case .array(let pinned)? = value["pinned"], case .array(let paging)? = value["paging"]
        else { throw Missing(name: "ops, kinds, pinned or paging") }

        var replay = LogState(header: header)
        var next = 0, op = 0
        var displayed: [String: [Double]] = [:]
        for tick in 0..<ticks {
            while next < events.count, events[next].tick <= tick {
                replay.apply(events[next])
                next += 1
            }
            // The ops of the tick, applied as the script applies them.
            while op < ops.count, ops[op].number.map({ Int($0) <= tick }) ?? false {
                let code = Int(ops[op + 1].number ?? -1)
                let key = "\(kinds[Int(ops[op + 2].number ?? 0)]) \(ops[op + 3]) \(ops[op + 4])"
                if code == 1 || code == 4 {
                    displayed[key] = nil
                    op += 5
                } else {
                    displayed[key] = (5..<9).map { ops[op + $0].number ?? .nan }
                    op += 9
                }
            }
            #expect(offsetX[tick].number == replay.offset.x && offsetY[tick].number == replay.offset.y, "tick \(tick)")
            #expect(viewportWidth[tick].number == replay.viewport?.width, "tick \(tick)")
            #expect(contentHeight[tick].number == replay.contentSize?.height, "tick \(tick)")
            #expect(insetTop[tick].number == replay.contentInset.top && insetLeft[tick].number == replay.contentInset.left, "tick \(tick)")
            let expected = Dictionary(uniqueKeysWithValues: replay.displayed.map { element, frame in
                ("\(FieldValue.string(element.kind.rawValue)) \(FieldValue.int(element.section)) \(FieldValue.int(element.item))",
                 [frame.minX, frame.minY, frame.width, frame.height])
            })
            #expect(displayed == expected, "tick \(tick)")
            let pinnedNow = Set(pinned.compactMap { interval -> Int? in
                guard case .int(let section)? = interval["section"], case .int(let enter)? = interval["enter"] else { return nil }
                let exit: Int? = if case .int(let exit)? = interval["exit"] { exit } else { nil }
                return enter <= tick && exit.map { $0 > tick } ?? true ? section : nil
            })
            #expect(pinnedNow == Set(replay.pinned.keys), "tick \(tick)")
            let page = paging.last { $0["tick"]?.number.map { Int($0) <= tick } ?? false }
            #expect(page.flatMap { $0["x"]?.number } == replay.pagingOffset?.x, "tick \(tick)")
        }
        #expect(op == ops.count)
    }

    /// The data of a scenario, as `scrollsim view` makes it from a run.
    static func data(of scenario: Scenario, contentHeight: Double) throws -> FieldValue {
        let events = try Simulator.events(for: scenario)
        var data = LogViewData(header: LogHeader(
            scenario: scenario.name, viewport: scenario.viewport, frameRate: scenario.frameRate,
            contentSize: Size(width: 375, height: contentHeight), contentInset: scenario.contentInset))
        for event in events { data.add(event) }
        data.finish(ticks: (events.last?.tick ?? 0) + 1)
        return data.value(source: scenario.name, failures: [], initialTick: 0)
    }

    static func clamps(_ value: FieldValue) -> [String] {
        guard case .array(let clamps)? = value["clamps"] else { return [] }
        return clamps.map { clamp in
            let cause: String = if case .string(let cause)? = clamp["cause"] { cause } else { "-" }
            let numbers = ["tick", "fromY", "toY"].map { clamp[$0]?.number.map { "\($0)" } ?? "-" }
            return "\(numbers[0]) \(cause) \(numbers[1]) \(numbers[2])"
        }
    }

    /// `scenarios/pull-to-refresh.json`: the release at tick 31 sets the
    /// inset's top to 60 while the content bounces (no clamp: the bounce
    /// heads for −60); on tick 91, one second (60 ticks) later, three rows
    /// arrive (3000 → 3300 pt) and the inset goes back to 0 while the
    /// content rests at −60: that offset is outside the new range 0…2700
    /// and is clamped to 0 in the same tick. The inset column follows.
    @Test("a resting offset clamped by an inset change is a clamp, and the inset is given per tick")
    func insetChangeClamp() throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: Self.packageRoot.appendingPathComponent("scenarios/pull-to-refresh.json").path)
        // 30 rows of 100 pt.
        let value = try Self.data(of: scenario, contentHeight: 3000)
        #expect(Self.clamps(value) == ["91.0 contentInsetChange -60.0 0.0"])
        guard case .array(let top)? = value["state"]?["insetTop"], case .array(let height)? = value["state"]?["contentHeight"]
        else { throw Missing(name: "insetTop or contentHeight") }
        #expect(top[30] == .double(0) && top[31] == .double(60) && top[90] == .double(60) && top[91] == .double(0))
        #expect(height[90] == .double(3000) && height[91] == .double(3300))
    }

    /// 20 rows of 100 pt under a 600 pt viewport scroll 0…1400. A 5000 pt/s
    /// fling would travel 2495 pt (`docs/simulator.md`: v·d/(1 − d) with
    /// d = 0.998 per ms, 5 pt/ms · 499), so without bounces it stops at 1400
    /// at full speed: one `edge` clamp, on the tick of `didEndDecelerating`,
    /// from the offset a tick before. With bounces it overshoots, comes
    /// back and rests slowly: no clamp. A fling from the start that ends
    /// inside the range has none either.
    @Test("a deceleration stopped at an edge without bounces is marked; a bounce that comes to rest is not",
          arguments: [(false, 20, true), (true, 20, false), (false, 60, false)])
    func stopAtEdge(bounces: Bool, rows: Int, marked: Bool) throws {
        let json = """
            {"name": "edge", "viewport": {"width": 375, "height": 600}, "scrollView": {"bounces": \(bounces)},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0, "minimumInteritemSpacing": 0},
             "sections": [{"items": {"count": \(rows), "size": {"width": 375, "height": 100}}}],
             "steps": [{"fling": {"velocity": {"y": 5000}}}, {"settle": {}}]}
            """
        let scenario = try ScenarioDecoder.decode(json)
        let events = try Simulator.events(for: scenario)
        let value = try Self.data(of: scenario, contentHeight: Double(rows) * 100)
        let clamps = Self.clamps(value)
        if marked {
            let end = try #require(events.last { $0.kind == .didEndDecelerating })
            let scrolls = events.compactMap { event -> (Int, Double)? in
                if case .didScroll(let offset) = event.payload { (event.tick, offset.y) } else { nil }
            }
            let before = try #require(scrolls.last { $0.0 < end.tick })
            #expect(scrolls.last?.1 == 1400)
            #expect(clamps == ["\(Double(end.tick)) edge \(before.1) 1400.0"])
        } else {
            #expect(clamps == [])
        }
    }

    @Test("the page's script passes node --check, and the page is filled in")
    func scriptIsValidJavaScript() throws {
        let script = Self.packageRoot.appendingPathComponent("Sources/ScrollSimPictures/View/Page/view.js").path
        guard let node = ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile)
        else {
            Issue.record("node is not installed: scripts/setup --tests installs it")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", script]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        // A script with a syntax error fails the check: the check can fail.
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).js")
        try "const x = ;\n".write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: node)
        check.arguments = ["--check", broken.path]
        check.standardError = Pipe()
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus != 0)

        var data = LogViewData(header: LogHeader(scenario: "{{script}}"))
        data.finish(ticks: 1)
        let html = try LogViewPage(data: data, source: "s.jsonl").html()
        // Every placeholder is filled, once; a value that looks like one
        // stays as it is: the name's two "{{" (title and data) are the only ones.
        #expect(html.contains("<title>{{script}} — scrollsim view</title>"))
        #expect(html.components(separatedBy: "{{").count == 3)
        let source = try String(contentsOfFile: script, encoding: .utf8)
        #expect(html.contains(source))
    }

    @Test("the prefetch lane and the section tracks of a hand-written log, lived out by hand")
    func cellLaneAndSectionTracks() throws {
        let reader = try LogReader(text: LogFixtures.cellsAndSections)
        var data = LogViewData(header: reader.header)
        while let event = try reader.next() { data.add(event) }
        data.finish(ticks: reader.end?.ticks)
        let value = data.value(source: "t", failures: [], initialTick: 0)
        // Lives in order of their start (ticks; see LogFixtures.cellsAndSections):
        // 0.3, 0.4 and 0.5 prefetched at 0; 0.3 requested at 2, shown at 3; 0.4 requested
        // and shown at 6; 0.5 cancelled at 7; 0.0 requested and shown at 1, ended at 5;
        // 0.6 prefetched at 4 (0.4 was already waiting), shown at 8 without a request;
        // 1.0 prefetched at 9, still waiting; 0.5 requested again at 12, a new life.
        func life(_ section: Int, _ item: Int, _ ticks: [Int?]) -> String {
            let names = ["prefetch", "request", "display", "end", "cancel"]
            return #"{"section":\#(section),"item":\#(item),"#
                + zip(names, ticks).map { #""\#($0)":\#($1.map(String.init) ?? "null")"# }.joined(separator: ",") + "}"
        }
        let lane = [
            life(0, 3, [0, 2, 3, nil, nil]), life(0, 4, [0, 6, 6, nil, nil]), life(0, 5, [0, nil, nil, nil, 7]),
            life(0, 0, [nil, 1, 1, 5, nil]), life(0, 6, [4, nil, 8, nil, nil]), life(1, 0, [9, nil, nil, nil, nil]),
            life(0, 5, [nil, 12, nil, nil, nil]),
        ]
        #expect(JSONWriter.string(try #require(value["cellLane"])) == "[" + lane.joined(separator: ",") + "]")
        // Section 2's offsets at ticks 13…17; drags 13–14 and 17–17, a deceleration 14–16.
        #expect(JSONWriter.string(try #require(value["sectionTracks"])) == #"[{"section":2,"ticks":[13,14,15,16,17],"x":[30,80,300,290,250],"y":[0,0,0,0,0],"drags":[13,14,17,17],"decelerations":[14,16]},{"section":4,"ticks":[18],"x":[10],"y":[0],"drags":[],"decelerations":[]}]"#)
    }

    @Test("a log without cell or section events has no lane or tracks in its data")
    func noLaneWithoutCellEvents() throws {
        let reader = try LogReader(text: LogFixtures.log([LogFixtures.event(0, tick: 0, "willDisplay", LogFixtures.element("cell", 0, 0))]))
        var data = LogViewData(header: reader.header)
        while let event = try reader.next() { data.add(event) }
        data.finish(ticks: reader.end?.ticks)
        let value = data.value(source: "t", failures: [], initialTick: 0)
        #expect(value["cellLane"] == nil && value["sectionTracks"] == nil)
    }

    @Test("the ids of displayed elements are kept by op number; a log without ids has no opIds")
    func displayIds() throws {
        func element(_ item: Int, y: Double, id: String?) -> DisplayedElement {
            DisplayedElement(element: .cell(item, section: 0), frame: Rect(x: 0, y: y, width: 10, height: 10), id: id)
        }
        // Ops by hand: 0 willDisplay of 0.0 ("a"), 1 willDisplay of 0.1 (no
        // id), then the visible event adds 0.2 ("c", op 2, code 3: seen only
        // there) and moves nothing; 3 didEndDisplaying of 0.0 ("a").
        let events: [Event.Payload] = [
            .willDisplay(element(0, y: 0, id: "a")), .willDisplay(element(1, y: 10, id: nil)),
            .visible([element(0, y: 0, id: "a"), element(1, y: 10, id: nil), element(2, y: 20, id: "c")]),
            .didEndDisplaying(element(0, y: 0, id: "a")),
        ]
        var data = LogViewData(header: LogHeader(scenario: "ids"))
        for (seq, payload) in events.enumerated() { data.add(Event(seq: seq, tick: seq, time: Double(seq) / 60, payload: payload)) }
        data.finish(ticks: events.count)
        #expect(data.value(source: "t", failures: [], initialTick: 0)["opIds"]
            == .array([.int(0), .string("a"), .int(2), .string("c"), .int(3), .string("a")]))

        var without = LogViewData(header: LogHeader(scenario: "no ids"))
        without.add(Event(seq: 0, tick: 0, time: 0, payload: .willDisplay(element(0, y: 0, id: nil))))
        without.finish(ticks: 1)
        #expect(without.value(source: "t", failures: [], initialTick: 0)["opIds"] == nil)
    }

    struct Missing: Error {
        var name: String
    }
}
