import ScrollSim
import ScrollSimJSON
import ScrollSimPictures
import Testing

@Suite("LogViewPage (scrollsim view), without a browser")
struct LogViewPageTests {
    /// A header and one displayed cell, for a scenario called `name`.
    static func page(scenario name: String) throws -> String {
        var data = LogViewData(header: LogHeader(scenario: name))
        data.add(Event(seq: 0, tick: 0, time: 0, payload: .willDisplay(DisplayedElement(
            element: ElementID(kind: .cell, indexPath: IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 10)))))
        data.finish(ticks: 1)
        return try LogViewPage(data: data, source: "</script>.jsonl").html()
    }

    @Test("text from the log cannot end the page's script elements or add markup")
    func scriptsCannotBeClosedFromTheLog() throws {
        let html = try Self.page(scenario: "</script><script>alert(1)</script><!--")
        // Only the page's own two script elements end.
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!html.contains("<!--"))
        #expect(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- — scrollsim view</title>"))
        // The data is still the name, as JSON: "<" written as its escape.
        #expect(html.contains(#""scenario":"\u003c/script>\u003cscript>alert(1)\u003c/script>\u003c!--""#))
    }

    @Test("the page needs nothing outside itself")
    func selfContained() throws {
        let html = try Self.page(scenario: "plain")
        for external in ["<link", " src=", "@import", "url(http", "url(//", "fetch(", "XMLHttpRequest", "https://"] {
            #expect(!html.contains(external), "\(external)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("a first tick outside the run is refused with the run's ticks")
    func tickOutsideTheRun() throws {
        var data = LogViewData(header: LogHeader(scenario: "s"))
        data.finish(ticks: 5)
        #expect(throws: InputError.self) { try LogViewPage(data: data, source: "s.jsonl", initialTick: 5) }
        do {
            _ = try LogViewPage(data: data, source: "s.jsonl", initialTick: -1)
            Issue.record("tick -1 was accepted")
        } catch {
            #expect(error.description.contains("tick -1 is outside the run (ticks 0…4)"))
        }
        _ = try LogViewPage(data: data, source: "s.jsonl", initialTick: 4)
    }
}
