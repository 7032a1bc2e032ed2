import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import Testing

/// The log tools on the cell events (`log.cells`) and the orthogonal
/// sections' own scroll events, over a hand-written log whose every figure
/// is derived by hand below.
@Suite("inspect on cell and orthogonal-section events")
struct CellAndSectionInspectTests {
    typealias F = LogFixtures

    /// The hand-written log; its figures are derived in `LogFixtures.cellsAndSections`.
    static let log = F.cellsAndSections

    func summary() throws -> LogSummary {
        let reader = try LogReader(text: Self.log)
        var summary = LogSummary(header: reader.header)
        while let event = try reader.next() { summary.add(event) }
        summary.finish(end: reader.end)
        return summary
    }

    @Test("the cell figures: created 2, reused 2 of 4 (0.5), 5 prefetched, 3 shown, 2 never (1 cancelled, 1 waiting), leads 0.3/0.4/0.6 s")
    func cellSummary() throws {
        let cells = try summary().cells
        #expect(!cells.isEmpty)
        #expect(cells.requests == 4 && cells.created == 2 && cells.reused == 2)
        #expect(cells.reuseRatio == 0.5)
        #expect(cells.enqueued == 1)
        #expect(cells.prefetchCalls == 3)
        // 0.3, 0.4, 0.5, 0.6, 1.0: 0.4 prefetched twice while waiting counts once.
        #expect(cells.prefetched == 5)
        // 0.3 and 0.4 requested, 0.6 displayed without a request.
        #expect(cells.prefetchedShown == 3)
        #expect(cells.cancelledBeforeShown == 1 && cells.waitingAtEnd == 1 && cells.neverShown == 2)
        #expect(cells.prefetched == cells.prefetchedShown + cells.neverShown)
        // 0.5 and 0.9 are listed by the cancel.
        #expect(cells.cancelled == 2)
        #expect(cells.leadTimes == [0.3, 0.4, 0.6])
        #expect(cells.medianLeadTime == 0.4)
        #expect(cells.sizeResolutions == 2)
        // 30 − 10.
        #expect(cells.offsetAdjustment == Point(x: 0, y: 20))
    }

    @Test("the section figures: section 2 scrolled 350 pt in 2 drags and 1 deceleration, resting at 290 then 250; section 4 10 pt")
    func sectionSummary() throws {
        let sections = try summary().sections
        #expect(sections.map(\.section) == [2, 4])
        #expect(sections[0].distance == 350)
        #expect(sections[0].drags == 2 && sections[0].decelerations == 1)
        #expect(sections[0].rests == [Point(x: 290, y: 0), Point(x: 250, y: 0)])
        #expect(sections[0].offset == Point(x: 250, y: 0))
        #expect(sections[1].distance == 10 && sections[1].drags == 0 && sections[1].rests.isEmpty)
    }

    @Test("the summary's text and JSON carry the new blocks")
    func summaryText() throws {
        let summary = try summary()
        let table = summary.table
        #expect(table.contains("\ncells\n"))
        #expect(table.contains("  cells reused             2 (50 %)\n"))
        #expect(table.contains("  prefetched, never shown  2 (1 cancelled first, 1 still waiting at the end)\n"))
        #expect(table.contains("  prefetch lead time       min 0.3 s, median 0.4 s, max 0.6 s over 3\n"))
        #expect(table.contains("  size resolutions         2, offset adjusted by (0, 20) in all\n"))
        #expect(table.hasSuffix("""
            orthogonal sections
              section  scrolled  drags  decelerations  offset    rest offsets
                    2    350 pt      2              1  (250, 0)  (290, 0), (250, 0)
                    4     10 pt      0              0  (10, 0)   (none)
            """))
        let json = JSONWriter.string(summary.json)
        #expect(json.contains(#""cells":{"requests":4,"created":2,"reused":2,"reuseRatio":0.5,"enqueued":1,"prefetchCalls":3,"prefetched":5,"prefetchedShown":3,"neverShown":2,"cancelledBeforeShown":1,"waitingAtEnd":1,"cancelled":2,"leadTime":{"count":3,"min":0.3,"median":0.4,"max":0.6},"sizeResolutions":2,"offsetAdjustment":{"x":0,"y":20}}"#))
        #expect(json.hasSuffix(#""sections":[{"section":2,"distance":350,"drags":2,"decelerations":1,"rests":[{"x":290,"y":0},{"x":250,"y":0}],"offset":{"x":250,"y":0}},{"section":4,"distance":10,"drags":0,"decelerations":0,"rests":[],"offset":{"x":10,"y":0}}]}"#))
    }

    @Test("a log without cell or section events has neither block")
    func noNewBlocks() throws {
        let reader = try LogReader(text: LogInspectTests.log)
        var summary = LogSummary(header: reader.header)
        while let event = try reader.next() { summary.add(event) }
        summary.finish(end: reader.end)
        #expect(summary.cells.isEmpty && summary.sections.isEmpty)
        #expect(!summary.table.contains("cells") && !summary.table.contains("orthogonal"))
        let json = JSONWriter.string(summary.json)
        #expect(!json.contains(#""cells""#) && !json.contains(#""sections""#))
    }

    @Test("an even number of lead times has the mean of the middle two as median")
    func evenMedian() {
        var cells = CellActivity()
        let header = DisplayedElement(element: .cell(0, section: 0), frame: Rect(x: 0, y: 0, width: 1, height: 1))
        cells.add(Event(seq: 0, tick: 0, time: 0, payload: .prefetch(items: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])))
        cells.add(Event(seq: 1, tick: 1, time: 0.1, payload: .willDisplay(header)))
        var second = header
        second.element = .cell(1, section: 0)
        cells.add(Event(seq: 2, tick: 4, time: 0.4, payload: .willDisplay(second)))
        cells.finish()
        // Leads 0.1 and 0.4: median (0.1 + 0.4) / 2 = 0.25.
        #expect(cells.leadTimes == [0.1, 0.4])
        #expect(cells.medianLeadTime == 0.25)
        #expect(cells.reuseRatio == nil)
    }

    func state(at tick: Int) throws -> LogState {
        let reader = try LogReader(text: Self.log)
        var state = LogState(header: reader.header)
        for event in try reader.readAll() where event.tick <= tick { state.apply(event) }
        return state
    }

    @Test("the state at a tick has each section's offset and the cells out of and in the pools")
    func stateAtTick() throws {
        let start = try state(at: 0)
        #expect(start.sectionOffsets.isEmpty && start.liveCells == nil && start.pooledCells == nil)
        #expect(!JSONWriter.string(start.json).contains(#""cells""#))
        // Tick 5: 0.0 and 0.3 created (2 live), 0.0 enqueued: 1 live, 1 pooled.
        let five = try state(at: 5)
        #expect(five.liveCells == 1 && five.pooledCells == 1)
        // Tick 6: 0.4 dequeued from the pool: 2 live, 0 pooled.
        let six = try state(at: 6)
        #expect(six.liveCells == 2 && six.pooledCells == 0)
        // Tick 12: 0.5 reused with the pool empty (a log from the middle): 3 live, 0 pooled.
        #expect(try state(at: 12).liveCells == 3)
        #expect(try state(at: 14).sectionOffsets == [2: Point(x: 80, y: 0)])
        let end = try state(at: 19)
        #expect(end.sectionOffsets == [2: Point(x: 250, y: 0), 4: Point(x: 10, y: 0)])
        let json = JSONWriter.string(end.json)
        #expect(json.hasSuffix(#""sections":[{"section":2,"offset":{"x":250,"y":0}},{"section":4,"offset":{"x":10,"y":0}}],"cells":{"live":3,"pooled":0}}"#))
        #expect(end.table.hasSuffix("""
            orthogonal sections
              section 2: offset (250, 0)
              section 4: offset (10, 0)

            cells: 3 out of the reuse pools, 0 in them
            """))
    }

    func seqs(_ filter: LogFilter) throws -> [Int] {
        var filter = filter
        let reader = try LogReader(text: Self.log)
        return try reader.readAll().filter { filter.admits($0) }.map(\.seq)
    }

    @Test(
        "filters on the new kinds keep exactly the events listed by hand",
        arguments: [
            (LogFilter(types: ["prefetch"]), [0, 5, 12]),
            (LogFilter(types: ["cellRequest", "cellEnqueue"]), [1, 3, 7, 8, 15]),
            (LogFilter(types: ["sectionDidScroll"]), [17, 18, 22, 23, 26, 28]),
            // A cell's history: its prefetches, request and display.
            (LogFilter(section: 0, kind: .cell, item: 4), [0, 5, 8, 9]),
            (LogFilter(item: 5), [0, 10, 15]),
            (LogFilter(section: 1), [12]),
            // Section events pass a section filter only, not a kind or item filter.
            (LogFilter(section: 4), [28]),
            (LogFilter(section: 2), Array(16...27)),
            (LogFilter(section: 2, kind: .cell), []),
            (LogFilter(types: ["sizeResolved"], section: 0, item: 7), [14]),
        ]
    )
    func filters(filter: LogFilter, expected: [Int]) throws {
        #expect(try seqs(filter) == expected)
    }

    @Test("with the byte and type prefilters a reader keeps exactly the events the filter admits", arguments: [0, 1, 2, 4])
    func prefiltersAgree(section: Int) throws {
        for base in [LogFilter(section: section), LogFilter(section: section, kind: .cell), LogFilter(section: section, item: 4)] {
            var filter = base
            let reader = try LogReader(text: Self.log)
            reader.onlyTypes = filter.typesToRead
            reader.onlyLinesContaining = filter.bytesToRead
            var prefiltered: [Int] = []
            while let event = try reader.next() {
                if filter.admits(event) { prefiltered.append(event.seq) }
            }
            #expect(prefiltered == (try seqs(base)))
        }
    }
}
