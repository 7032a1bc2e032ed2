import ScrollSim
import LogFixtures
import ScrollSimJSON
import ScrollSimLogTools
import Testing

@Suite("LogFilter and LogSummary")
struct LogInspectTests {
    typealias F = LogFixtures

    /// frameRate 10, so time = tick / 10; 10 ticks, so the log ends at 0.9 s.
    static let log = F.log([
        F.event(0, tick: 0, "willDisplay", F.element("header", 0, 0)),
        F.event(1, tick: 0, "willDisplay", F.element("cell", 0, 0)),
        F.event(2, tick: 0, "willDisplay", F.element("cell", 0, 1)),
        F.event(3, tick: 1, "step", #""index":0,"action":"scrollTo""#),
        F.event(4, tick: 1, "didScroll", #""offset":{"x":0,"y":50}"#),
        F.event(5, tick: 2, "didEndDisplaying", F.element("cell", 0, 0)),
        F.event(6, tick: 2, "willDisplay", F.element("cell", 1, 0)),
        F.event(7, tick: 2, "stickyEnter", #""section":0,"originalPoint":{"x":0,"y":0},"frame":{"x":0,"y":50,"width":100,"height":20}"#),
        F.event(8, tick: 4, "stickyExit", #""section":0"#),
        F.event(9, tick: 5, "didEndDisplaying", F.element("header", 0, 0)),
        F.event(10, tick: 6, "stickyEnter", #""section":1,"originalPoint":{"x":0,"y":200},"frame":{"x":0,"y":210,"width":100,"height":20}"#),
        F.event(11, tick: 7, "willDisplay", F.element("cell", 0, 0)),
    ])

    func seqs(_ filter: LogFilter) throws -> [Int] {
        var filter = filter
        let reader = try LogReader(text: Self.log)
        return try reader.readAll().filter { filter.admits($0) }.map(\.seq)
    }

    @Test(
        "filters keep exactly the events counted by hand",
        arguments: [
            (LogFilter(), Array(0...11)),
            (LogFilter(types: ["willDisplay"]), [0, 1, 2, 6, 11]),
            (LogFilter(types: ["willDisplay", "didEndDisplaying"]), [0, 1, 2, 5, 6, 9, 11]),
            (LogFilter(section: 0), [0, 1, 2, 5, 7, 8, 9, 11]),
            (LogFilter(section: 1), [6, 10]),
            (LogFilter(from: 0.2, to: 0.5), [5, 6, 7, 8, 9]),
            (LogFilter(types: ["didEndDisplaying"], section: 0, to: 0.3), [5]),
            (LogFilter(types: ["stickyExit"], section: 1), []),
            // Element filters: the sticky events are about the section's header.
            (LogFilter(kind: .header), [0, 7, 8, 9, 10]),
            (LogFilter(kind: .cell, item: 0), [1, 5, 6, 11]),
            (LogFilter(section: 0, kind: .cell, item: 0), [1, 5, 11]),
            (LogFilter(item: 1), [2]),
            // Ticks and steps: events before the first step belong to none.
            (LogFilter(ticks: 2...2), [5, 6, 7]),
            (LogFilter(ticks: 4...6), [8, 9, 10]),
            (LogFilter(steps: 0...0), Array(3...11)),
            (LogFilter(steps: 1...3), []),
        ]
    )
    func filters(filter: LogFilter, expected: [Int]) throws {
        #expect(try seqs(filter) == expected)
    }

    @Test("the types a reader must parse: those a filter can pass, and step events for a step filter")
    func typesToRead() {
        #expect(LogFilter().typesToRead == nil)
        #expect(LogFilter(ticks: 1...2).typesToRead == nil)
        #expect(LogFilter(types: ["didScroll"]).typesToRead == ["didScroll"])
        #expect(LogFilter(section: 2).typesToRead == LogFilter.sectionFilterTypes)
        #expect(LogFilter(item: 2).typesToRead == LogFilter.elementFilterTypes)
        #expect(LogFilter(types: ["willDisplay", "visible"], kind: .cell).typesToRead == ["willDisplay"])
        #expect(LogFilter(types: ["didScroll"], steps: 1...1).typesToRead == ["didScroll", "step"])
    }

    @Test("with the byte prefilter a reader keeps exactly the events the filter admits", arguments: [0, 1, 2, 7])
    func bytePrefilterAgrees(section: Int) throws {
        var filter = LogFilter(section: section)
        let reader = try LogReader(text: Self.log)
        reader.onlyTypes = filter.typesToRead
        reader.onlyLinesContaining = filter.bytesToRead
        var prefiltered: [Int] = []
        while let event = try reader.next() {
            if filter.admits(event) { prefiltered.append(event.seq) }
        }
        #expect(prefiltered == (try seqs(LogFilter(section: section))))
    }

    @Test("a misspelt type or an empty window is rejected")
    func validation() {
        let error = #expect(throws: InputError.self) { try LogFilter(types: ["stikyEnter"]).validate() }
        #expect(error?.message.contains("did you mean \"stickyEnter\"?") == true)
        #expect(throws: InputError.self) { try LogFilter(from: 2, to: 1).validate() }
        #expect(throws: Never.self) { try LogFilter(types: ["visible"], from: 1, to: 1).validate() }
    }

    func summary(_ filter: LogFilter = LogFilter()) throws -> LogSummary {
        let reader = try LogReader(text: Self.log)
        var summary = LogSummary(header: reader.header, from: filter.from, to: filter.to)
        var filter = filter
        while let event = try reader.next() {
            if filter.admits(event) { summary.add(event) }
        }
        summary.finish(end: reader.end)
        return summary
    }

    @Test("the summary counts types, closes open intervals at the end and totals visible time")
    func wholeLogSummary() throws {
        let summary = try summary()
        #expect(summary.counts.map(\.type) == ["willDisplay", "step", "didScroll", "didEndDisplaying", "stickyEnter", "stickyExit"])
        #expect(summary.counts.map(\.count) == [5, 1, 1, 2, 2, 1])
        #expect(summary.events == 12)
        #expect(summary.ticks == 10)
        #expect(summary.endTime == 0.9)
        #expect(summary.sticky == [
            .init(section: 0, enter: 0.2, exit: 0.4, isOpen: false),
            .init(section: 1, enter: 0.6, exit: 0.9, isOpen: true),
        ])
        #expect(summary.visibility == [
            .init(element: .supplementary(.header, section: 0), seconds: 0.5, intervals: 1),
            .init(element: .cell(0, section: 0), seconds: 0.4, intervals: 2),
            .init(element: .cell(1, section: 0), seconds: 0.9, intervals: 1),
            .init(element: .cell(0, section: 1), seconds: 0.7, intervals: 1),
        ])
        let table = summary.table
        #expect(table.hasPrefix("t: 10 ticks, 0.9 s, 12 events"))
        #expect(table.contains("(still pinned)"))
        let json = JSONWriter.string(summary.json)
        #expect(json.contains(#""counts":{"willDisplay":5,"step":1,"didScroll":1,"didEndDisplaying":2,"stickyEnter":2,"stickyExit":1}"#))
        #expect(json.contains(#"{"section":1,"enter":0.6,"exit":0.9,"open":true}"#))
    }

    @Test("with --to, open intervals close at the window end")
    func windowedSummary() throws {
        let summary = try summary(LogFilter(to: 0.5))
        #expect(summary.events == 10)
        #expect(summary.endTime == 0.5)
        #expect(summary.sticky == [.init(section: 0, enter: 0.2, exit: 0.4, isOpen: false)])
        #expect(summary.visibility.map(\.seconds) == [0.5, 0.2, 0.5, 0.3])
    }

    func state(at tick: Int, in log: String = Self.log) throws -> LogState {
        let reader = try LogReader(text: log)
        var state = LogState(header: reader.header)
        for event in try reader.readAll() where event.tick <= tick { state.apply(event) }
        return state
    }

    @Test("the state at a tick replays the events up to the end of that tick, counted by hand")
    func stateAtTick() throws {
        let start = try state(at: 0)
        #expect(start.offset == Point(x: 0, y: 0))
        #expect(start.displayed.keys.sorted() == [.supplementary(.header, section: 0), .cell(0, section: 0), .cell(1, section: 0)])
        #expect(start.pinned.isEmpty && start.step == nil)
        let two = try state(at: 2)
        #expect(two.offset == Point(x: 0, y: 50))
        #expect(two.step == 0 && two.action == "scrollTo")
        #expect(two.displayed.keys.sorted() == [.supplementary(.header, section: 0), .cell(1, section: 0), .cell(0, section: 1)])
        #expect(two.pinned == [0: Rect(x: 0, y: 50, width: 100, height: 20)])
        // Tick 3 has no events: the same state as tick 2, a tick later.
        #expect(try state(at: 3).displayed == two.displayed)
        let five = try state(at: 5)
        #expect(five.pinned.isEmpty)
        #expect(five.displayed.keys.sorted() == [.cell(1, section: 0), .cell(0, section: 1)])
        #expect(try state(at: 9).pinned.keys.sorted() == [1])
        let json = JSONWriter.string(two.json)
        #expect(json.hasPrefix(#"{"tick":2,"time":0.2,"phase":"idle","step":0,"action":"scrollTo","offset":{"x":0,"y":50},"viewport":{"width":100,"height":100}"#))
        #expect(json.contains(#""pinned":[{"section":0,"frame":{"x":0,"y":50,"width":100,"height":20}}]"#))
    }

    @Test("an inset log starts at (-left, -top); viewport and content size follow their change events")
    func stateFollowsChanges() throws {
        let header = F.header.replacingOccurrences(
            of: #""contentSize":{"width":100,"height":400}"#,
            with: #""contentSize":{"width":100,"height":400},"contentInset":{"top":64,"left":0,"bottom":0,"right":0}"#)
        let log = ([header] + [
            F.event(0, tick: 1, "viewportChange", #""size":{"width":200,"height":100}"#),
            F.event(1, tick: 1, "contentSizeChange", #""size":{"width":200,"height":250}"#),
            F.event(2, tick: 2, "willBeginDragging"),
            F.event(3, tick: 3, "pagingOffset", #""offset":{"x":0,"y":100}"#),
            #"{"type":"end","ticks":4,"events":4}"#,
        ]).joined(separator: "\n") + "\n"
        let initial = try state(at: 0, in: log)
        #expect(initial.offset == Point(x: 0, y: -64))
        #expect(initial.viewport == Size(width: 100, height: 100))
        let later = try state(at: 3, in: log)
        #expect(later.viewport == Size(width: 200, height: 100))
        #expect(later.contentSize == Size(width: 200, height: 250))
        #expect(later.pagingOffset == Point(x: 0, y: 100))
        #expect(later.phase == "dragging")
        let reader = try LogReader(text: log)
        var summary = LogSummary(header: reader.header)
        while let event = try reader.next() { summary.add(event) }
        summary.finish(end: reader.end)
        #expect(summary.contentSize == Size(width: 200, height: 250))
        #expect(summary.table.contains("final content size 200 × 250"))
    }
}
