import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools

/// The data `scrollsim view` embeds in its page: a log folded into compact
/// tables, with the state at every tick as `LogState` replays it, so the
/// page's script draws what the log tools compute and has no replay rules
/// of its own.
///
/// Every event of the log is kept, in order, by a one-letter storage code
/// in `order` (`storedTypes` names the kinds of the first four):
///
/// | code | event | kept in |
/// |---|---|---|
/// | `D` | `willDisplay` | `ops`, code 0 |
/// | `E` | `didEndDisplaying` | `ops`, code 1 |
/// | `S` | `didScroll` | `scroll`: `tick, x, y` |
/// | `V` | `visible` | `visibleCounts`: `tick, count`; what it changes in the displayed set as `ops` codes 2–4 |
/// | `O` | anything else | `other`: the event's fields |
///
/// `ops` is one flat array of numbers: `tick, code, kind, section, item`
/// followed, for codes 0 (display), 2 (frame moved) and 3 (displayed, seen
/// only in a `visible` event), by the frame `x, y, width, height`; code 1
/// (end of display) and 4 (gone, seen only in a `visible` event) have no
/// frame. `kind` indexes `kinds`. The ops are the changes `LogState` makes
/// to its displayed set, event by event: applying them up to and including
/// tick N gives `LogState.displayed` after tick N. `opIds`, present only
/// when some element has a diffable id, pairs an op's number (its position
/// among the ops) with its element's `id`: `op, id, op, id…`.
///
/// `state` holds, per tick, the offset, viewport, content size and content
/// inset of `LogState` after the tick (`null` where the log records none);
/// `pinned`
/// the intervals during which `LogState.pinned` holds a section (`exit`
/// `null` when still pinned at the end); `paging` each tick where
/// `LogState.pagingOffset` changed; `steps` the ticks where a step starts.
/// `releases` (`tick, vx, vy` of each `willEndDragging`: the simulator's
/// own release velocity, points per second) and `layoutBreaks` (ticks of
/// events after which earlier frames are stale) mark events.
///
/// `clamps` marks the ticks where the offset moved without a motion moving
/// it, so a velocity taken from offsets would be a spike there: each is an
/// object `tick, cause, fromX, fromY, toX, toY`. `cause` is the change
/// event that clamped a resting offset into a new scrollable range
/// (`contentSizeChange`, `contentInsetChange`, `viewportChange`,
/// `dataChange`) or the `layoutSwitch` that put the offset where the new
/// layout asked (with or without motion), and `from` the offset the tick's
/// motion left before it; or `cause` is `edge`: a deceleration stopped at
/// an edge of the scrollable range (`bounces: false`) while still faster
/// than a bounce at rest, `from` the offset a tick before.
///
/// `cellLane` (the prefetch lane, `PrefetchLane`) and `sectionTracks`
/// (the orthogonal sections' offsets, drags and decelerations,
/// `SectionTracks`) follow, only when the log has cell or section events.
///
/// So a 1,000,000-item log with a `visible` event on each of its 3,600
/// ticks is embedded without those events' element lists: they are
/// replaced by the few differences they make.
package struct LogViewData {
    /// The storage code of every event, in log order.
    private var order: [UInt8] = []
    private var ops: [FieldValue] = []
    /// The number of ops in `ops`.
    private var opCount = 0
    /// `op, id` pairs: the diffable id of an op's element, for the ops
    /// whose element has one.
    private var opIds: [FieldValue] = []
    private var scroll: [FieldValue] = []
    private var visibleCounts: [FieldValue] = []
    private var other: [FieldValue] = []
    /// `index, seq` pairs where the seq is not the previous one + 1.
    private var seqJumps: [FieldValue] = []
    private var lastSeq: Int?
    private var kinds: [String] = []
    private var kindIndex: [ElementKind: Int] = [:]

    /// The log replayed so far, and the state after each tick before its tick.
    private var state: LogState
    private var series = TickSeries()
    /// The tick `state` is in; its end has not been recorded yet.
    private var stateTick = 0
    private var pinnedSince: [Int: Int] = [:]
    private var pinned: [FieldValue] = []
    private var lastPagingOffset: Point?
    private var paging: [FieldValue] = []
    private var lastStep: Int?
    private var steps: [FieldValue] = []
    private var releases: [FieldValue] = []
    private var layoutBreaks: [FieldValue] = []
    private var clamps: [FieldValue] = []
    /// The offset before the first change event of the current tick that
    /// may clamp it, and that event's kind.
    private var beforeChange: (tick: Int, offset: Point, cause: EventKind)?
    /// The offsets at the end of the last two ticks recorded, latest first.
    private var recentOffsets: [Point] = []
    private var prefetchLane = PrefetchLane()
    private var sectionTracks = SectionTracks()

    private let header: LogHeader
    private var lastTick = 0
    /// Ticks per second as the events' `time` fields give it (tick / time
    /// of the first event after tick 0), for headers without `frameRate`.
    private var frameRateFromTimes: Double?

    /// The event kinds stored by code rather than as records.
    private static let storedKinds: [(code: UInt8, kind: EventKind)] = [
        (UInt8(ascii: "D"), .willDisplay), (UInt8(ascii: "E"), .didEndDisplaying),
        (UInt8(ascii: "S"), .didScroll), (UInt8(ascii: "V"), .visible),
    ]

    /// Events after which the frames displayed before are stale: the page
    /// does not draw those as neighbours of a later tick.
    private static let layoutBreakingKinds: Set<EventKind> = [.viewportChange, .layoutSwitch, .dataChange, .contentInsetChange]

    /// Events after which the simulator puts a resting offset into the new
    /// scrollable range in the same tick (a moving one keeps moving, and
    /// heads for the new edge).
    private static let clampingKinds: Set<EventKind> = [.contentSizeChange, .contentInsetChange, .viewportChange, .dataChange]

    /// The speed, in points per tick, below which a deceleration ending at
    /// an edge is a bounce coming to rest (it ends slower than 0.01 pt/ms
    /// and within 0.5 pt of the edge), not a stop at the edge.
    private static let restingStep = 1.0

    /// The number of events read.
    package var eventCount: Int { order.count }

    /// The last tick of the run, once `finish(end:)` has been called.
    package var finalTick: Int { lastTick }

    /// Starts the data of a log with `header`.
    package init(header: LogHeader) {
        self.header = header
        state = LogState(header: header)
    }

    /// Adds the next event.
    package mutating func add(_ event: Event) {
        let tick = max(event.tick, lastTick)
        lastTick = tick
        record(through: tick)
        if frameRateFromTimes == nil, tick > 0, event.time > 0, (Double(tick) / event.time).isFinite {
            frameRateFromTimes = Double(tick) / event.time
        }
        if event.seq != (lastSeq ?? -1) + 1 { seqJumps += [.int(order.count), .int(event.seq)] }
        lastSeq = event.seq
        if let change = beforeChange, change.tick != tick { beforeChange = nil }
        if event.kind == .layoutSwitch || Self.clampingKinds.contains(event.kind) && state.phase == "idle" {
            beforeChange = (tick, beforeChange?.offset ?? state.offset, event.kind)
        }
        let displayedBefore = state.displayed
        state.apply(event)
        prefetchLane.add(event, tick: tick)
        sectionTracks.add(event, tick: tick)
        switch event.payload {
        case .willDisplay(let shown):
            appendOp(tick: tick, code: 0, shown.element, shown.frame, id: shown.id)
            order.append(UInt8(ascii: "D"))
        case .didEndDisplaying(let shown):
            appendOp(tick: tick, code: 1, shown.element, nil, id: shown.id)
            order.append(UInt8(ascii: "E"))
        case .didScroll(let offset):
            scroll += [.int(tick), .double(offset.x), .double(offset.y)]
            order.append(UInt8(ascii: "S"))
            if let change = beforeChange {
                clamps.append(Self.clamp(tick: tick, cause: change.cause.rawValue, from: change.offset, to: offset))
                beforeChange = nil
            }
        case .didEndDecelerating:
            if let edge = stopAtEdge(tick: tick) { clamps.append(edge) }
            keep(event)
        case .visible(let elements):
            // What the event changed in the replayed set, in its order, then
            // what it removed, in canonical order.
            let after = state.displayed
            for shown in elements where after[shown.element] == shown.frame {
                switch displayedBefore[shown.element] {
                case nil: appendOp(tick: tick, code: 3, shown.element, shown.frame, id: shown.id)
                case let old? where old != shown.frame: appendOp(tick: tick, code: 2, shown.element, shown.frame, id: shown.id)
                default: break
                }
            }
            for element in displayedBefore.keys.sorted() where after[element] == nil {
                appendOp(tick: tick, code: 4, element, nil)
            }
            visibleCounts += [.int(tick), .int(elements.count)]
            order.append(UInt8(ascii: "V"))
        case .willEndDragging(let velocity, _):
            releases += [.int(tick), .double(velocity.x), .double(velocity.y)]
            keep(event)
        default:
            keep(event)
        }
        if Self.layoutBreakingKinds.contains(event.kind), layoutBreaks.last != .int(tick) { layoutBreaks.append(.int(tick)) }
    }

    /// Ends the log, taking the run's length from its `end` line's
    /// `ticks` (the last tick + 1) when known.
    package mutating func finish(ticks: Int?) {
        if let ticks, ticks > 0 { lastTick = max(lastTick, ticks - 1) }
        record(through: lastTick + 1)
    }

    /// Records the state at the end of every tick before `tick`.
    private mutating func record(through tick: Int) {
        while stateTick < tick {
            series.append(state)
            let now = Set(state.pinned.keys)
            for section in pinnedSince.keys.sorted() where !now.contains(section) {
                pinned.append(.object([("section", .int(section)), ("enter", .int(pinnedSince[section] ?? 0)), ("exit", .int(stateTick))]))
                pinnedSince[section] = nil
            }
            for section in now.sorted() where pinnedSince[section] == nil { pinnedSince[section] = stateTick }
            if state.pagingOffset != lastPagingOffset, let offset = state.pagingOffset {
                paging.append(.object([("tick", .int(stateTick)), ("x", .double(offset.x)), ("y", .double(offset.y))]))
            }
            lastPagingOffset = state.pagingOffset
            if state.step != lastStep, state.step != nil { steps.append(.int(stateTick)) }
            lastStep = state.step
            recentOffsets = [state.offset] + recentOffsets.prefix(1)
            stateTick += 1
        }
    }

    /// The embedded data as one value, written through json-c by the page.
    ///
    /// - Parameter failures: the failed expectations of the run, each an
    ///   object made by `LogViewPage.failure(_:report:)`.
    package func value(source: String, failures: [FieldValue], initialTick: Int) -> FieldValue {
        let stillPinned = pinnedSince.keys.sorted().map { section in
            FieldValue.object([("section", .int(section)), ("enter", .int(pinnedSince[section] ?? 0)), ("exit", .null)])
        }
        var pairs: [(String, FieldValue)] = [
            ("format", "scrollsim-view/2"),
            ("source", .string(source)),
            ("header", LogViewInput.headerValue(header)),
            ("ticks", .int(lastTick + 1)),
            ("frameRateFromTimes", frameRateFromTimes.map { .double($0) } ?? .null),
            ("initialTick", .int(initialTick)),
            ("events", .int(order.count)),
            ("order", .string(String(decoding: order, as: UTF8.self))),
            ("storedTypes", .object(Self.storedKinds.map { (String(decoding: [$0.code], as: UTF8.self), .string($0.kind.rawValue)) })),
            ("seqJumps", .array(seqJumps)),
            ("kinds", .array(kinds.map { .string($0) })),
            ("ops", .array(ops)),
            ("scroll", .array(scroll)),
            ("visibleCounts", .array(visibleCounts)),
            ("other", .array(other)),
            ("state", series.value),
            ("pinned", .array(pinned + stillPinned)),
            ("paging", .array(paging)),
            ("steps", .array(steps)),
            ("releases", .array(releases)),
            ("layoutBreaks", .array(layoutBreaks)),
            ("clamps", .array(clamps)),
            ("failures", .array(failures)),
        ]
        if !opIds.isEmpty { pairs.append(("opIds", .array(opIds))) }
        if !prefetchLane.isEmpty { pairs.append(("cellLane", prefetchLane.value)) }
        if !sectionTracks.isEmpty { pairs.append(("sectionTracks", sectionTracks.value(lastTick: lastTick))) }
        return .object(pairs)
    }

    // MARK: - Clamps

    private static func clamp(tick: Int, cause: String, from: Point, to: Point) -> FieldValue {
        .object([
            ("tick", .int(tick)), ("cause", .string(cause)),
            ("fromX", .double(from.x)), ("fromY", .double(from.y)), ("toX", .double(to.x)), ("toY", .double(to.y)),
        ])
    }

    /// A deceleration ending on `tick` that stopped at an edge of the
    /// scrollable range, moving the tick before faster than a bounce at rest.
    private func stopAtEdge(tick: Int) -> FieldValue? {
        guard let viewport = state.viewport, let content = state.contentSize, recentOffsets.count == 2 else { return nil }
        let inset = state.contentInset
        let offset = state.offset, previous = recentOffsets[0], earlier = recentOffsets[1]
        let ranges = [
            (offset.x, previous.x, earlier.x, -inset.left, content.width + inset.right - viewport.width),
            (offset.y, previous.y, earlier.y, -inset.top, content.height + inset.bottom - viewport.height),
        ]
        for (now, before, twoBefore, lower, upper) in ranges where now != before {
            let atEdge = now == lower || now == max(lower, upper)
            if atEdge && abs(before - twoBefore) > Self.restingStep {
                return Self.clamp(tick: tick, cause: "edge", from: previous, to: offset)
            }
        }
        return nil
    }

    // MARK: - Records

    private mutating func keep(_ event: Event) {
        other.append(event.fields)
        order.append(UInt8(ascii: "O"))
    }

    private mutating func appendOp(tick: Int, code: Int, _ element: ElementID, _ frame: Rect?, id: String? = nil) {
        let kind: Int
        if let known = kindIndex[element.kind] {
            kind = known
        } else {
            kind = kinds.count
            kinds.append(element.kind.rawValue)
            kindIndex[element.kind] = kind
        }
        ops += [.int(tick), .int(code), .int(kind), .int(element.section), .int(element.item)]
        if let frame { ops += [frame.minX, frame.minY, frame.width, frame.height].map(Self.number) }
        if let id { opIds += [.int(opCount), .string(id)] }
        opCount += 1
    }

    /// An integral value is written as an integer (`300`, not `300.0`).
    private static func number(_ value: Double) -> FieldValue {
        if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .double(value)
    }
}

/// `LogState`'s offset, viewport, content size and content inset after
/// each tick, as columns.
private struct TickSeries {
    private static let names = [
        "offsetX", "offsetY", "viewportWidth", "viewportHeight", "contentWidth", "contentHeight",
        "insetTop", "insetLeft", "insetBottom", "insetRight",
    ]
    private var columns: [[FieldValue]] = Array(repeating: [], count: names.count)

    mutating func append(_ state: LogState) {
        let values: [Double?] = [
            state.offset.x, state.offset.y, state.viewport?.width, state.viewport?.height,
            state.contentSize?.width, state.contentSize?.height,
            state.contentInset.top, state.contentInset.left, state.contentInset.bottom, state.contentInset.right,
        ]
        for (index, value) in values.enumerated() { columns[index].append(value.map { .double($0) } ?? .null) }
    }

    var value: FieldValue {
        .object(zip(Self.names, columns).map { ($0, .array($1)) })
    }
}
