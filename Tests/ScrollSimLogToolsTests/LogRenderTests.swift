import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScrollSim
import LogFixtures
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures
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
        var picture = LogPicture(header: reader.headerRecord, tick: tick)
        while let event = try reader.nextRecord() { picture.add(event) }
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
        var picture = LogPicture(header: reader.headerRecord)
        while let event = try reader.nextRecord() { picture.add(event) }
        try picture.finish(end: reader.endRecord)
        let svg = picture.svg()
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
