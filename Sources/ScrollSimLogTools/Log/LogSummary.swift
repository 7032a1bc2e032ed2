import ScrollSim
import ScrollSimJSON

/// The summary `scrollsim inspect --summary` prints: events per type,
/// sticky intervals per section, how long each element was visible, the
/// length of the run and the final content size; and, when the log has
/// them, cell requests, reuse and prefetches (`cells`) and how each
/// orthogonal section scrolled (`sections`).
///
/// Feed it events in log order with `add(_:)`, then `finish(end:)`.
/// Intervals still open at the end (a header still pinned, a cell still on
/// screen) are closed at the end time: the time of the last tick, or the
/// end of the `--to` window when that is earlier. An interval whose start
/// is not in the events seen (filtered out by `--from`) starts at the
/// window start (0 without one). Times are rounded to microseconds so that
/// differences of tick times print cleanly.
///
/// - Complexity: O(1) per event; memory O(elements and sections seen).
public struct LogSummary: Sendable {
    /// A section's sticky header pinned from `enter` to `exit`, in seconds.
    public struct StickyInterval: Hashable, Sendable {
        /// The header's section.
        public var section: Int
        /// When it was pinned (`stickyEnter`), in seconds.
        public var enter: Double
        /// When it stopped being pinned (`stickyExit`) or the end time.
        public var exit: Double
        /// Whether the header was still pinned at the end (`exit` is then
        /// the end time).
        public var isOpen: Bool

        /// Creates an interval.
        public init(section: Int, enter: Double, exit: Double, isOpen: Bool) {
            self.section = section
            self.enter = enter
            self.exit = exit
            self.isOpen = isOpen
        }
    }

    /// How long an element was on screen in total, over how many
    /// `willDisplay`…`didEndDisplaying` intervals.
    public struct Visibility: Hashable, Sendable {
        /// The element.
        public var element: ElementID
        /// Seconds on screen in total.
        public var seconds: Double
        /// How many times it appeared.
        public var intervals: Int

        /// Creates a visibility total.
        public init(element: ElementID, seconds: Double, intervals: Int) {
            self.element = element
            self.seconds = seconds
            self.intervals = intervals
        }
    }

    /// The scenario name from the header.
    public let scenario: String
    /// Ticks per second from the header (nil when absent).
    public let frameRate: Double?
    /// The window start (`--from`), if any.
    public let from: Double?
    /// The window end (`--to`), if any.
    public let to: Double?

    /// Events added, per type, in order of first appearance.
    public private(set) var counts: [(type: String, count: Int)] = []
    /// The number of events added.
    public private(set) var events = 0
    /// Closed sticky intervals, by section then enter time (complete after
    /// `finish`).
    public private(set) var sticky: [StickyInterval] = []
    /// Visible time per element in canonical order (after `finish`).
    public private(set) var visibility: [Visibility] = []
    /// Ticks simulated, from the `end` line.
    public private(set) var ticks: Int?
    /// The content size at the end: the header's, changed by every
    /// `contentSizeChange` seen; `nil` when the log records neither.
    public private(set) var contentSize: Size?
    /// The time intervals still open are closed at.
    public private(set) var endTime = 0.0
    /// Cell requests, reuse, prefetches and size resolutions (empty when the
    /// log has no cell events).
    public private(set) var cells = CellActivity()
    /// How each orthogonal section scrolled, by section (after `finish`;
    /// empty when the log has no section events).
    public private(set) var sections: [SectionScrolling] = []

    private var countIndex: [String: Int] = [:]
    private var openSticky: [Int: Double] = [:]
    private var openVisible: [ElementID: Double] = [:]
    private var visibleTotals: [ElementID: (seconds: Double, intervals: Int)] = [:]
    private var lastTime = 0.0
    private var sectionIndex: [Int: Int] = [:]

    /// Starts a summary of the log with `header`, over the window
    /// `from`…`to` (seconds).
    public init(header: LogHeader, from: Double? = nil, to: Double? = nil) {
        scenario = header.scenario
        frameRate = header.frameRate
        contentSize = header.contentSize
        self.from = from
        self.to = to
    }

    /// The event types whose fields the summary reads; it only counts the
    /// others (see `count(type:)`).
    package static let typesRead = Set(kindsRead.map(\.rawValue))

    /// The event kinds `add(_:)` reads the fields of.
    package static let kindsRead: Set<EventKind> = Set<EventKind>([
        .stickyEnter, .stickyExit, .willDisplay, .didEndDisplaying, .contentSizeChange,
    ]).union(CellActivity.kindsRead).union(SectionScrolling.kindsRead)

    /// Counts an event of `type` that is not in `typesRead`, without its
    /// fields: the fast path for logs whose other lines are not parsed.
    package mutating func count(type: String) {
        events += 1
        if let index = countIndex[type] {
            counts[index].count += 1
        } else {
            countIndex[type] = counts.count
            counts.append((type, 1))
        }
    }

    /// Adds the next event.
    public mutating func add(_ event: Event) {
        count(type: event.type)
        let time = event.time
        lastTime = time
        switch event.payload {
        case .stickyEnter(let section, _, _):
            if openSticky[section] == nil { openSticky[section] = time }
        case .stickyExit(let section):
            let enter = openSticky.removeValue(forKey: section) ?? (from ?? 0)
            sticky.append(StickyInterval(section: section, enter: enter, exit: time, isOpen: false))
        case .willDisplay(let shown):
            if openVisible[shown.element] == nil { openVisible[shown.element] = time }
            // Only a prefetch, a cell event, makes a display count for the cells.
            if !cells.isEmpty { cells.add(event) }
        case .didEndDisplaying(let shown):
            let start = openVisible.removeValue(forKey: shown.element) ?? (from ?? 0)
            addVisible(shown.element, seconds: time - start)
        case .contentSizeChange(let size):
            contentSize = size
        case .cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved:
            cells.add(event)
        case .sectionDidScroll(let section, _), .sectionWillBeginDragging(let section),
             .sectionWillEndDragging(let section, _, _), .sectionDidEndDragging(let section, _),
             .sectionWillBeginDecelerating(let section), .sectionDidEndDecelerating(let section):
            addSection(section, event.payload)
        default:
            break
        }
    }

    /// Closes the open intervals at the end of the log (`end` is its end
    /// line, if read) and sorts the results.
    public mutating func finish(end: LogEnd?) {
        if let end { ticks = end.ticks }
        var endTime = lastTime
        if let ticks, let frameRate, ticks > 0 { endTime = max(endTime, Double(ticks - 1) / frameRate) }
        if let to { endTime = min(endTime, to) }
        self.endTime = Self.rounded(endTime)
        for (section, enter) in openSticky {
            sticky.append(StickyInterval(section: section, enter: enter, exit: endTime, isOpen: true))
        }
        openSticky = [:]
        for (element, start) in openVisible { addVisible(element, seconds: endTime - start) }
        openVisible = [:]
        sticky = sticky.map {
            StickyInterval(section: $0.section, enter: Self.rounded($0.enter), exit: Self.rounded($0.exit), isOpen: $0.isOpen)
        }.sorted { ($0.section, $0.enter) < ($1.section, $1.enter) }
        visibility = visibleTotals.map { Visibility(element: $0.key, seconds: Self.rounded($0.value.seconds), intervals: $0.value.intervals) }
            .sorted { $0.element < $1.element }
        cells.finish()
        sections.sort { $0.section < $1.section }
        sectionIndex = [:]
    }

    private mutating func addSection(_ section: Int, _ payload: Event.Payload) {
        if sectionIndex[section] == nil {
            sectionIndex[section] = sections.count
            sections.append(SectionScrolling(section: section))
        }
        sections[sectionIndex[section]!].add(payload)
    }

    private mutating func addVisible(_ element: ElementID, seconds: Double) {
        var total = visibleTotals[element] ?? (0, 0)
        total.seconds += max(0, seconds)
        total.intervals += 1
        visibleTotals[element] = total
    }

    package static func rounded(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000_000
    }
}

extension LogSummary {
    /// The summary as one JSON object (`inspect --summary --json`):
    /// `{"scenario","ticks","duration","events","contentSize","counts":{type: n},
    /// "sticky":[{"section","enter","exit","open"}],
    /// "visibility":[{"kind","section","item","seconds","intervals"}]}`,
    /// then `"cells"` and `"sections"` when the log has such events (see
    /// `cellsJSON`, `sectionsJSON`).
    public var json: FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("scenario", .string(scenario)),
            ("ticks", ticks.map(FieldValue.int) ?? .null),
            ("duration", .double(endTime)),
            ("events", .int(events)),
            ("contentSize", contentSize.map(FieldValue.init) ?? .null),
            ("counts", .object(counts.map { ($0.type, .int($0.count)) })),
            ("sticky", .array(sticky.map {
                .object([("section", .int($0.section)), ("enter", .double($0.enter)),
                         ("exit", .double($0.exit)), ("open", .bool($0.isOpen))])
            })),
            ("visibility", .array(visibility.map {
                .object([("kind", .string($0.element.kind.rawValue)), ("section", .int($0.element.section)),
                         ("item", .int($0.element.item)), ("seconds", .double($0.seconds)),
                         ("intervals", .int($0.intervals))])
            })),
        ]
        if !cells.isEmpty { pairs.append(("cells", cellsJSON)) }
        if !sections.isEmpty { pairs.append(("sections", sectionsJSON)) }
        return .object(pairs)
    }

    /// `{"requests","created","reused","reuseRatio","enqueued",
    /// "prefetchCalls","prefetched","prefetchedShown","neverShown",
    /// "cancelledBeforeShown","waitingAtEnd","cancelled",
    /// "leadTime":{"count","min","median","max"},"sizeResolutions",
    /// "offsetAdjustment":{"x","y"}}` (`null` for a ratio or lead time
    /// without samples).
    package var cellsJSON: FieldValue {
        let lead: FieldValue
        if let median = cells.medianLeadTime, let first = cells.leadTimes.first, let last = cells.leadTimes.last {
            lead = .object([("count", .int(cells.leadTimes.count)), ("min", .double(first)), ("median", .double(median)),
                            ("max", .double(last))])
        } else {
            lead = .null
        }
        return .object([
            ("requests", .int(cells.requests)), ("created", .int(cells.created)), ("reused", .int(cells.reused)),
            ("reuseRatio", cells.reuseRatio.map { .double(Self.rounded($0)) } ?? .null), ("enqueued", .int(cells.enqueued)),
            ("prefetchCalls", .int(cells.prefetchCalls)), ("prefetched", .int(cells.prefetched)),
            ("prefetchedShown", .int(cells.prefetchedShown)), ("neverShown", .int(cells.neverShown)),
            ("cancelledBeforeShown", .int(cells.cancelledBeforeShown)), ("waitingAtEnd", .int(cells.waitingAtEnd)),
            ("cancelled", .int(cells.cancelled)), ("leadTime", lead),
            ("sizeResolutions", .int(cells.sizeResolutions)), ("offsetAdjustment", FieldValue(cells.offsetAdjustment)),
        ])
    }

    /// `[{"section","distance","drags","decelerations","rests":[{"x","y"}],
    /// "offset":{"x","y"}}]`, by section.
    package var sectionsJSON: FieldValue {
        .array(sections.map {
            .object([
                ("section", .int($0.section)), ("distance", .double($0.distance)), ("drags", .int($0.drags)),
                ("decelerations", .int($0.decelerations)), ("rests", .array($0.rests.map { FieldValue($0) })),
                ("offset", FieldValue($0.offset)),
            ])
        })
    }

    /// The summary as aligned text tables, for people.
    public var table: String {
        var lines: [String] = []
        let ticksText = ticks.map { "\($0) ticks" } ?? "? ticks"
        lines.append("\(scenario.isEmpty ? "log" : OneLine.text(scenario)): \(ticksText), \(seconds(endTime)), \(events) events")
        if let contentSize {
            lines.append("final content size \(NumberText.short(contentSize.width)) × \(NumberText.short(contentSize.height))")
        }
        lines.append("")
        lines.append("events by type")
        lines += Self.columns([["type", "count"]] + counts.map { [$0.type, String($0.count)] }, rightAligned: [1])
        lines.append("")
        lines.append("sticky headers")
        if sticky.isEmpty {
            lines.append("  (none pinned)")
        } else {
            lines += Self.columns(
                [["section", "enter", "exit", "pinned for"]]
                    + sticky.map {
                        [String($0.section), seconds($0.enter), $0.isOpen ? "(still pinned)" : seconds($0.exit),
                         duration($0.exit - $0.enter)]
                    },
                rightAligned: [0, 1, 3])
        }
        lines.append("")
        lines.append("time visible")
        if visibility.isEmpty {
            lines.append("  (no element displayed)")
        } else {
            lines += Self.columns(
                [["element", "section", "item", "visible for", "intervals"]]
                    + visibility.map {
                        [OneLine.text($0.element.kind.rawValue), String($0.element.section), String($0.element.item),
                         duration($0.seconds), String($0.intervals)]
                    },
                rightAligned: [1, 2, 3, 4])
        }
        if !cells.isEmpty { lines += [""] + cellLines }
        if !sections.isEmpty { lines += [""] + sectionLines }
        return lines.joined(separator: "\n")
    }

    /// The `cells` block of the table.
    private var cellLines: [String] {
        func percent(_ part: Int, of whole: Int) -> String {
            whole > 0 ? " (\(NumberText.short(Double(part) / Double(whole) * 100)) %)" : ""
        }
        var rows: [[String]] = [
            ["cell requests", "\(cells.requests)"],
            ["cells created", "\(cells.created)"],
            ["cells reused", "\(cells.reused)\(percent(cells.reused, of: cells.requests))"],
            ["cells enqueued", "\(cells.enqueued)"],
            ["items prefetched", "\(cells.prefetched) in \(cells.prefetchCalls) prefetch call\(cells.prefetchCalls == 1 ? "" : "s")"],
            ["prefetched, then shown", "\(cells.prefetchedShown)"],
            ["prefetched, never shown", "\(cells.neverShown) (\(cells.cancelledBeforeShown) cancelled first, \(cells.waitingAtEnd) still waiting at the end)"],
            ["prefetches cancelled", "\(cells.cancelled)"],
        ]
        if let median = cells.medianLeadTime, let first = cells.leadTimes.first, let last = cells.leadTimes.last {
            rows.append(["prefetch lead time", "min \(duration(first)), median \(duration(median)), max \(duration(last)) over \(cells.leadTimes.count)"])
        } else {
            rows.append(["prefetch lead time", "(no prefetched cell displayed)"])
        }
        let adjustment = cells.offsetAdjustment
        rows.append(["size resolutions", "\(cells.sizeResolutions), offset adjusted by (\(NumberText.short(adjustment.x)), \(NumberText.short(adjustment.y))) in all"])
        return ["cells"] + Self.columns(rows, rightAligned: [])
    }

    /// The `orthogonal sections` block of the table.
    private var sectionLines: [String] {
        func point(_ p: Point) -> String { "(\(NumberText.short(p.x)), \(NumberText.short(p.y)))" }
        return ["orthogonal sections"] + Self.columns(
            [["section", "scrolled", "drags", "decelerations", "offset", "rest offsets"]]
                + sections.map {
                    [String($0.section), "\(NumberText.short($0.distance)) pt", String($0.drags), String($0.decelerations),
                     point($0.offset), $0.rests.isEmpty ? "(none)" : $0.rests.map(point).joined(separator: ", ")]
                },
            rightAligned: [0, 1, 2, 3])
    }

    /// A time for people: two decimals at most.
    private func seconds(_ value: Double) -> String { NumberText.seconds(value) }

    /// A length of time for people, from its number of ticks: times in
    /// the log are tick / frame rate, so a difference of two is a whole
    /// number of ticks give or take rounding, and `35 / 60` prints as
    /// `0.58 s` where the difference of rounded times gave `0.583334 s`.
    private func duration(_ value: Double) -> String {
        guard let frameRate, frameRate > 0 else { return NumberText.seconds(value) }
        return NumberText.duration(ticks: Int((value * frameRate).rounded()), frameRate: frameRate)
    }

    static func columns(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return rightAligned.contains(column) ? padding + text : text + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
