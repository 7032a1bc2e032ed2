import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import Testing

@Suite("Numbers for people: two decimals at most, durations from ticks")
struct HumanNumberTests {
    @Test("two decimals at most, trailing zeros dropped", arguments: [
        (1886.6666666666667, "1886.67"), (0.5, "0.5"), (3.0, "3"), (-0.004, "0"), (-2.345, "-2.35"),
        (0.1 + 0.2, "0.3"), (19.999, "20"), (1e20, "1e+20"), (0.05, "0.05"), (12.10, "12.1"),
    ])
    func short(value: Double, text: String) {
        #expect(NumberText.short(value) == text)
    }

    @Test("a header pinned from tick 5 to tick 40 at 60 Hz was pinned 35 ticks: 0.58 s")
    func pinnedFromTicks() throws {
        // 5/60 = 0.083333…, 40/60 = 0.666666…: rounded to microseconds
        // 0.083333 and 0.666667, whose difference 0.583334 the table
        // printed; 35 ticks / 60 Hz = 0.58333… prints 0.58.
        let header = LogHeader(scenario: "s", viewport: Size(width: 100, height: 100), frameRate: 60,
                               contentSize: Size(width: 100, height: 1000.0 / 3), contentInset: .zero)
        var summary = LogSummary(header: header)
        summary.add(Event(seq: 0, tick: 5, time: 5.0 / 60, payload: .stickyEnter(
            section: 0, originalPoint: Point(x: 0, y: 0), frame: Rect(x: 0, y: 10, width: 100, height: 20))))
        summary.add(Event(seq: 1, tick: 40, time: 40.0 / 60, payload: .stickyExit(section: 0)))
        summary.finish(end: nil)
        let table = summary.table
        #expect(table.contains("0.58 s"), "\(table)")
        #expect(!table.contains("0.583334"))
        #expect(table.contains("final content size 100 × 333.33"))
        // The JSON keeps the exact times.
        #expect(JSONWriter.string(summary.json).contains(#""exit":0.666667"#))
        // No number in the text has more than two decimals.
        let long = table.split(whereSeparator: { !"0123456789.".contains($0) }).filter { part in
            guard let dot = part.firstIndex(of: ".") else { return false }
            return part[part.index(after: dot)...].count > 2
        }
        #expect(long.isEmpty, "\(long)")
    }
}
