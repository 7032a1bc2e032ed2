import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures
import ScrollSimRunner
import Testing

@Suite("LogPicture (scrollsim render)")
struct LogRenderTests {
    typealias F = LogFixtures

    /// viewport 100×200, content 600 tall, 10 ticks per second, 8 ticks.
    static let log = [
        #"{"type":"header","schema":"scrollsim-log/1","scenario":"hand-sticky","viewport":{"width":100,"height":200},"frameRate":10,"contentSize":{"width":100,"height":600}}"#,
        F.event(0, tick: 0, "willDisplay", #""element":{"kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":100,"height":20}}"#),
        F.event(1, tick: 0, "willDisplay", #""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":100}}"#),
        F.event(2, tick: 0, "willDisplay", #""element":{"kind":"cell","section":0,"item":1,"frame":{"x":0,"y":120,"width":100,"height":100}}"#),
        F.event(3, tick: 1, "step", #""index":0,"action":"scrollTo""#),
        F.event(4, tick: 1, "didScroll", #""offset":{"x":0,"y":50}"#),
        F.event(5, tick: 1, "willDisplay", #""element":{"kind":"cell","section":0,"item":2,"frame":{"x":0,"y":220,"width":100,"height":100}}"#),
        F.event(6, tick: 1, "stickyEnter", #""section":0,"originalPoint":{"x":0,"y":0},"frame":{"x":0,"y":50,"width":100,"height":20}"#),
        F.event(7, tick: 2, "didScroll", #""offset":{"x":0,"y":100}"#),
        F.event(8, tick: 3, "didScroll", #""offset":{"x":0,"y":150}"#),
        F.event(9, tick: 3, "didEndDisplaying", #""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":100}}"#),
        F.event(10, tick: 3, "willDisplay", #""element":{"kind":"header","section":1,"item":0,"frame":{"x":0,"y":320,"width":100,"height":20}}"#),
        F.event(11, tick: 4, "didScroll", #""offset":{"x":0,"y":330}"#),
        F.event(12, tick: 4, "stickyExit", #""section":0"#),
        F.event(13, tick: 4, "stickyEnter", #""section":1,"originalPoint":{"x":0,"y":320},"frame":{"x":0,"y":330,"width":100,"height":20}"#),
        #"{"type":"end","ticks":8,"events":14,"offset":{"x":0,"y":330}}"#,
    ].joined(separator: "\n") + "\n"

    static func svg(tick: Int?) throws -> String {
        let reader = try LogReader(text: log)
        var picture = try LogPicture(header: reader.headerRecord, tick: tick)
        while let event = try reader.nextRecord() { try picture.add(event) }
        try picture.finish(end: reader.endRecord)
        return picture.svg()
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("at tick 2: three cells on screen, header 0 pinned at the top of the viewport")
    func tickTwo() throws {
        let svg = try Self.svg(tick: 2)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        // Window 0…600 (3 viewports), scale min(720/600, 420/100) = 1.2, panel origin (40, 90).
        // Offset 100: the viewport is y 90 + 100 × 1.2 = 210, 240 tall.
        #expect(svg.contains(##"<rect x="40" y="210" width="120" height="240" fill="none" stroke="#d6336c""##))
        // Header 0 pinned at y 50 when the offset was 50; at offset 100 it is at 100 → 210, 24 tall.
        #expect(svg.contains(##"<rect x="40" y="210" width="120" height="24" fill="#ffd8a8""##))
        #expect(Self.count(#"class="pinned""#, in: svg) == 1)
        // Cells 0.0, 0.1, 0.2 are on screen at tick 2; header 1 only later.
        #expect(Self.count(#"class="displayed""#, in: svg) == 3)
        #expect(Self.count(#"class="element""#, in: svg) == 1)
        // Two sticky intervals on the timeline: section 0 (0.1…0.4 s) and 1 (0.4 s…end).
        #expect(Self.count(#"class="sticky""#, in: svg) == 2)
        #expect(svg.contains("hand-sticky — tick 2 (0.2 s), offset (0, 100)"))
    }

    @Test("by default the last tick is drawn: header 1 pinned, header 0 not")
    func lastTick() throws {
        let svg = try Self.svg(tick: nil)
        #expect(svg.contains("tick 7 (0.7 s), offset (0, 330)"))
        #expect(svg.contains("header 1 pinned"))
        #expect(!svg.contains("header 0 pinned"))
    }

    @Test("a tick outside the run is an input error")
    func tickOutOfRange() {
        #expect(throws: InputError.self) { try Self.svg(tick: 8) }
        #expect(throws: InputError.self) { try Self.svg(tick: -1) }
    }

    @Test("the SVG is well-formed XML, and text is escaped")
    func wellFormed() throws {
        let named = Self.log.replacingOccurrences(of: #""scenario":"hand-sticky""#, with: #""scenario":"a<b & \"c\"""#)
        let reader = try LogReader(text: named)
        var picture = try LogPicture(header: reader.headerRecord)
        while let event = try reader.nextRecord() { try picture.add(event) }
        try picture.finish(end: reader.endRecord)
        let svg = picture.svg()
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    /// The SVG of the log `lines` (header first, end line last) at `tick`.
    static func svg(_ lines: [String], tick: Int?) throws -> String {
        let reader = try LogReader(text: lines.joined(separator: "\n") + "\n")
        var picture = try LogPicture(header: reader.headerRecord, tick: tick)
        while let event = try reader.nextRecord() { try picture.add(event) }
        try picture.finish(end: reader.endRecord)
        return picture.svg()
    }

    static let insetLog = [
        #"{"type":"header","schema":"scrollsim-log/1","scenario":"inset","viewport":{"width":100,"height":200},"frameRate":10,"contentSize":{"width":100,"height":600},"contentInset":{"top":50,"left":0,"bottom":0,"right":0}}"#,
        F.event(0, tick: 0, "willDisplay", #""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":0,"width":100,"height":100}}"#),
        F.event(1, tick: 1, "viewportChange", #""size":{"width":200,"height":100}"#),
        #"{"type":"end","ticks":2,"events":2,"offset":{"x":0,"y":-50}}"#,
    ]

    @Test("the offset starts at the content inset, and the viewport drawn is the tick's, after a viewportChange")
    func insetAndViewport() throws {
        let before = try Self.svg(Self.insetLog, tick: 0)
        #expect(before.contains("inset — tick 0 (0 s), offset (0, -50)"))
        // Window −50…550 (the inset above 0 stays in it), scale 1.2: the viewport at y 90, 100 × 200.
        #expect(before.contains(##"<rect x="40" y="90" width="120" height="240" fill="none" stroke="#d6336c""##))
        let after = try Self.svg(Self.insetLog, tick: 1)
        // 200 × 100 after the change; window −50…250, scale min(720/300, 420/200) = 2.1.
        #expect(after.contains(##"<rect x="40" y="90" width="420" height="210" fill="none" stroke="#d6336c""##))
    }

    /// Header 0 (20 pt) pinned at offset 100; at offset 210 the next
    /// section, starting at 220, pushes it up to 200 (non-stacked rule).
    static let pushedLog = [
        #"{"type":"header","schema":"scrollsim-log/1","scenario":"pushed","viewport":{"width":100,"height":200},"frameRate":10,"contentSize":{"width":100,"height":1000}}"#,
        F.event(0, tick: 0, "willDisplay", #""element":{"kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":100,"height":20}}"#),
        F.event(1, tick: 0, "willDisplay", #""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":100}}"#),
        F.event(2, tick: 0, "willDisplay", #""element":{"kind":"cell","section":0,"item":1,"frame":{"x":0,"y":120,"width":100,"height":100}}"#),
        F.event(3, tick: 1, "didScroll", #""offset":{"x":0,"y":100}"#),
        F.event(4, tick: 1, "willDisplay", #""element":{"kind":"header","section":1,"item":0,"frame":{"x":0,"y":220,"width":100,"height":20}}"#),
        F.event(5, tick: 1, "willDisplay", #""element":{"kind":"cell","section":1,"item":0,"frame":{"x":0,"y":240,"width":100,"height":100}}"#),
        F.event(6, tick: 1, "stickyEnter", #""section":0,"originalPoint":{"x":0,"y":0},"frame":{"x":0,"y":100,"width":100,"height":20}"#),
        F.event(7, tick: 2, "didScroll", #""offset":{"x":0,"y":210}"#),
        F.event(8, tick: 2, "didEndDisplaying", #""element":{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":100}}"#),
    ]

    @Test("a pushed header is drawn where the next section pushed it, under nothing it does not cover; stacked headers stay, the later above")
    func pushedAndStackedHeaders() throws {
        let pushed = try Self.svg(Self.pushedLog + [#"{"type":"end","ticks":3,"events":9,"offset":{"x":0,"y":210}}"#], tick: 2)
        // Window 10…610, scale 1.2: header 0 at 200 → y 318 (not 330, over header 1 at 342).
        let pinnedRect = ##"<rect x="40" y="318" width="120" height="24" fill="#ffd8a8""##
        let header1 = ##"<rect x="40" y="342" width="120" height="24" fill="#cfe3ff""##
        #expect(pushed.contains(pinnedRect))
        #expect(pushed.contains(header1))
        // zIndex order: the pinned header (1024) after everything at 0.
        let pinnedAt = try #require(pushed.range(of: pinnedRect)), header1At = try #require(pushed.range(of: header1))
        #expect(header1At.lowerBound < pinnedAt.lowerBound)

        // Stacked: header 1 pins under header 0 on the same tick; both stay with the viewport.
        let stacked = try Self.svg(Self.pushedLog + [
            F.event(9, tick: 2, "stickyEnter", #""section":1,"originalPoint":{"x":0,"y":220},"frame":{"x":0,"y":230,"width":100,"height":20}"#),
            #"{"type":"end","ticks":3,"events":10,"offset":{"x":0,"y":210}}"#,
        ], tick: 2)
        let header0Stacked = ##"<rect x="40" y="330" width="120" height="24" fill="#ffd8a8""##
        let header1Stacked = ##"<rect x="40" y="354" width="120" height="24" fill="#ffd8a8""##
        let first = try #require(stacked.range(of: header0Stacked)), second = try #require(stacked.range(of: header1Stacked))
        #expect(first.lowerBound < second.lowerBound)
    }

    @Test("a pinned header that stacked headers push down is drawn where the visible event puts it, not over them")
    func pushedDownByTheStack() throws {
        let header = { (section: Int, y: Int) in
            #"{"kind":"header","section":\#(section),"item":0,"frame":{"x":0,"y":\#(y),"width":100,"height":20}}"#
        }
        let svg = try Self.svg([
            #"{"type":"header","schema":"scrollsim-log/1","scenario":"stack","viewport":{"width":100,"height":200},"frameRate":10,"contentSize":{"width":100,"height":1000}}"#,
            F.event(0, tick: 1, "didScroll", #""offset":{"x":0,"y":500}"#),
            F.event(1, tick: 1, "willDisplay", #""element":"# + header(2, 500)),
            F.event(2, tick: 1, "stickyEnter", #""section":2,"originalPoint":{"x":0,"y":480},"frame":{"x":0,"y":500,"width":100,"height":20}"#),
            F.event(3, tick: 2, "step", #""index":0,"action":"setStackedStickyHeaders""#),
            F.event(4, tick: 2, "willDisplay", #""element":"# + header(0, 500)),
            F.event(5, tick: 2, "willDisplay", #""element":"# + header(1, 520)),
            F.event(6, tick: 2, "stickyEnter", #""section":0,"originalPoint":{"x":0,"y":0},"frame":{"x":0,"y":500,"width":100,"height":20}"#),
            F.event(7, tick: 2, "stickyEnter", #""section":1,"originalPoint":{"x":0,"y":240},"frame":{"x":0,"y":520,"width":100,"height":20}"#),
            F.event(8, tick: 2, "visible", #""elements":["# + [header(0, 500), header(1, 520), header(2, 540)].joined(separator: ",") + "]"),
            #"{"type":"end","ticks":3,"events":9,"offset":{"x":0,"y":500}}"#,
        ], tick: 2)
        // Window 300…900, scale 1.2: headers 0, 1, 2 at 330, 354 and 378, in that order.
        var previous = svg.startIndex
        for y in [330, 354, 378] {
            let rect = try #require(svg.range(of: ##"<rect x="40" y="\##(y)" width="120" height="24" fill="#ffd8a8""##), "y \(y)")
            #expect(rect.lowerBound > previous)
            previous = rect.lowerBound
        }
        #expect(Self.count(#"class="pinned""#, in: svg) == 3)
    }

    @Test("the timeline is zoomed to the range the viewport visited")
    func timelineZoom() throws {
        let svg = try Self.svg([
            #"{"type":"header","schema":"scrollsim-log/1","scenario":"zoom","viewport":{"width":100,"height":200},"frameRate":10,"contentSize":{"width":100,"height":40000}}"#,
            F.event(0, tick: 1, "didScroll", #""offset":{"x":0,"y":500}"#),
            F.event(1, tick: 2, "didScroll", #""offset":{"x":0,"y":1500}"#),
            #"{"type":"end","ticks":3,"events":2,"offset":{"x":0,"y":1500}}"#,
        ], tick: nil)
        // Visited 0…1700, padded by 5 % (85 pt) inside the content.
        #expect(svg.contains("visible range over time (y 0…1785 of 40000 pt)"))
        // The band's top edge at offset 1500: 90 + 1500 / 1785 × 480.
        #expect(svg.contains("493.36"))
    }

    @Test(
        "values no picture can hold are errors at their path",
        arguments: [
            (#""frameRate":10"#, #""frameRate":0"#, "$.frameRate"),
            (#""frameRate":10"#, #""frameRate":1e308"#, "$.frameRate"),
            (#""viewport":{"width":100"#, #""viewport":{"width":1e308"#, "$.viewport.width"),
            (#""time":0.1,"type":"didScroll""#, #""time":1e308,"type":"didScroll""#, "$.time"),
            (#""offset":{"x":0,"y":100}"#, #""offset":{"x":0,"y":-1e300}"#, "$.offset.y"),
            (#""frame":{"x":0,"y":240"#, #""frame":{"x":1e200,"y":240"#, "$.element.frame.x"),
        ]
    )
    func badValues(original: String, replacement: String, path: String) throws {
        var lines = Self.pushedLog + [#"{"type":"end","ticks":3,"events":9,"offset":{"x":0,"y":210}}"#]
        let index = try #require(lines.firstIndex { $0.contains(original) })
        lines[index] = lines[index].replacingOccurrences(of: original, with: replacement)
        do {
            _ = try Self.svg(lines, tick: nil)
            Issue.record("no error for \(replacement)")
        } catch {
            // The reader refuses some values itself, on their line; the picture the rest.
            let location = (error as? InputError)?.location
            #expect(location == .path(path) || location == .linePath(line: 1, path: path), "\(error)")
        }
    }

    static var scenarioFiles: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent($0).path }
    }

    @Test("no scenario's picture, at its first, middle or last tick, has a nan or inf", arguments: scenarioFiles)
    func finiteNumbers(file: String) throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: file)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ScenarioRunner.run(scenario, logPath: path)
        for tick in [0, summary.ticks / 2, nil] {
            let svg = try Self.svg(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init), tick: tick)
            let numbers = svg.replacingOccurrences(of: scenario.name, with: "")
            #expect(!numbers.contains("nan") && !numbers.contains("inf"), "\(file) at tick \(tick.map(String.init) ?? "last")")
        }
    }
}
