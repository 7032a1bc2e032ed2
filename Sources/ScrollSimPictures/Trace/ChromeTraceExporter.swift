import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools

/// Converts an event log into Chrome Trace Event JSON, the format that
/// ui.perfetto.dev and chrome://tracing open (`scrollsim export --format
/// chrome-trace`, `docs/log-tools.md`).
///
/// The trace is written as it is built, one trace event per line, so that
/// memory stays flat whatever the length of the log: feed the log's events
/// in order with `add(_:)`, then call `finish(ticks:)`.
///
/// What the trace holds (process 1 is the scroll view, process 2 its
/// displayed elements):
///
/// | thread or track | trace events |
/// |---|---|
/// | 1 `steps` | one complete slice (`X`) per scenario step, to the next step or the end |
/// | 2 `scrolling` | `drag`, `deceleration`, `animation` and `scroll to top` slices, in sequence; a `rubber band` (in a drag) or `bounce` (in a deceleration) slice nested inside while the offset is past an edge of the scrollable range |
/// | 3 `callbacks` | an instant event (`i`, thread scope) per delegate callback and layout event: every event but `didScroll`, `willDisplay`, `didEndDisplaying`, `visible` and `step` |
/// | 4 `sticky headers` | an async slice (`b`/`e`, category `sticky`, id = section) per pinned interval, since stacked headers are pinned together |
/// | `cells` (from 5, once the log has a cell event) | an instant per `cellRequest`, `cellEnqueue`, `prefetch`, `cancelPrefetch`, `sizeResolved`; an async slice (category `prefetch`, id `"S.I"`) per prefetched item, to its `willDisplay`, its cancel or the end |
/// | `section S` (from 5, one per orthogonal section, in order of first event) | `section S drag` and `section S deceleration` slices |
/// | counters | `offset.x`, `offset.y` at every `didScroll`; `velocity.x`, `velocity.y` (points per second) derived from successive offsets; `section S offset.x`, `section S offset.y` at every `sectionDidScroll` |
/// | process 2, one thread per element | a slice per display lifetime, `willDisplay` → `didEndDisplaying`, cut where a `visible` event moves the element so that each slice's `frame` is true for all of it |
///
/// Times are the log's, in microseconds, rounded to the nanosecond. Slices
/// still open when the log ends are closed at its last tick.
package final class ChromeTraceExporter {
    /// The threads of process 1.
    enum Thread: Int {
        case steps = 1, scrolling, callbacks, sticky
    }

    /// Process 1, the scroll view.
    static let scrollViewProcess = 1
    /// Process 2, one thread per displayed element.
    static let elementsProcess = 2
    /// How far past an edge of the scrollable range an offset must be to
    /// count as overscrolled: offsets are rounded to pixels, and a resting
    /// offset may sit a fraction of a pixel past a fractional edge.
    static let overscrollTolerance = 0.5
    /// The longest time a trace can hold: timestamps are whole nanoseconds
    /// in a double, exact up to 2⁵³ ns (about 104 days).
    static let maximumSeconds = 1e6
    /// Steps that stop a running deceleration without a callback.
    static let motionCancellingActions: Set<Step.Name> = [.scrollTo, .scrollToItem, .scrollToTop, .switchLayout]

    private let write: (String) -> Void
    private let suffix: String
    private var isFirstEvent = true

    private let headerFrameRate: Double?
    private var derivedFrameRate: Double?
    /// Viewport, content size and inset as the log changes them: what the
    /// scrollable range (for bounces) is computed from.
    private var geometry: LogState

    private var lastTime: Int64 = 0
    private var currentTick = Int.min

    // Counters.
    private var offset: Point
    private var offsetAtTickStart: Point
    /// The tick of the last `didScroll` whose following tick has not been
    /// seen yet: a velocity of zero is due on the next tick unless it scrolls.
    private var pendingRestAfterTick: Int?

    // Slices.
    private struct OpenSlice {
        var name: String
        var start: Int64
        var args: [(String, FieldValue)] = []
    }
    private var openStep: OpenSlice?
    private var phase: OpenSlice?
    private var overscroll: OpenSlice?
    /// Slices nested in `phase`, written after it (a parent must come first
    /// when both start at the same time).
    private var children: [(OpenSlice, end: Int64)] = []
    /// Where an animation that ends now began: the last step, or the end of
    /// the last phase, whichever is later.
    private var lastBoundary: Int64 = 0
    private var elementThreads: [ElementID: Int] = [:]
    private var displayed: [ElementID: (start: Int64, frame: Rect)] = [:]
    private var pinned: [Int: Int64] = [:]

    // Cells and orthogonal sections: threads made on first use, so a log
    // without such events has the trace it always had.
    private var nextThread = Thread.sticky.rawValue + 1
    private var cellsThread: Int?
    /// Prefetched items waiting for display: when the prefetch came.
    private var prefetching: [IndexPath: Int64] = [:]
    private var sectionThreads: [Int: Int] = [:]
    private var sectionPhases: [Int: OpenSlice] = [:]

    /// Starts a trace of the log whose header says these things, and writes
    /// its opening and metadata through `write`.
    ///
    /// - Parameters:
    ///   - scenario: the scenario's name, used for the process names.
    ///   - viewport, contentSize, contentInset: what the scrollable range
    ///     (for bounces) is computed from; with no viewport or content size
    ///     no bounce is found.
    ///   - frameRate: ticks per second; without it, derived from the events'
    ///     `tick` and `time`.
    ///   - write: receives the trace's text, in order.
    /// - Throws: `InputError` at `$.frameRate` for a frame rate that is not
    ///   a positive finite number.
    package init(
        scenario: String, viewport: Size?, frameRate: Double?, contentSize: Size?, contentInset: EdgeInsets,
        write: @escaping (String) -> Void
    ) throws(InputError) {
        if let frameRate, !(frameRate.isFinite && frameRate > 0) {
            throw InputError(location: .path("$.frameRate"),
                             message: "frameRate \(Self.describe(frameRate)) is not a positive number of ticks per second")
        }
        for (value, path) in [(contentInset.top, "top"), (contentInset.left, "left"), (contentInset.bottom, "bottom"), (contentInset.right, "right")]
        where !value.isFinite {
            throw InputError(location: .path("$.contentInset.\(path)"), message: "the content inset must be finite")
        }
        self.write = write
        headerFrameRate = frameRate
        geometry = LogState(header: LogHeader(
            scenario: scenario, viewport: viewport, frameRate: frameRate, contentSize: contentSize, contentInset: contentInset))
        offset = geometry.offset
        offsetAtTickStart = offset

        // The envelope is json-c's text of the whole object with an empty
        // event array; the events are streamed in between its brackets.
        let envelope = JSONWriter.string(.object([
            ("traceEvents", .array([])), ("displayTimeUnit", "ms"),
            ("otherData", .object([("scenario", .string(scenario)), ("source", "scrollsim-log/1")])),
        ]))
        let split = envelope.firstRange(of: "[]")!
        write(envelope[..<split.lowerBound] + "[\n")
        suffix = "\n]" + envelope[split.upperBound...] + "\n"

        metadata("process_name", pid: Self.scrollViewProcess, tid: 0, name: "\(scenario): scroll view")
        metadata("process_sort_index", pid: Self.scrollViewProcess, tid: 0, sortIndex: 0)
        metadata("process_name", pid: Self.elementsProcess, tid: 0, name: "\(scenario): displayed elements")
        metadata("process_sort_index", pid: Self.elementsProcess, tid: 0, sortIndex: 1)
        for (thread, name) in [(Thread.steps, "steps"), (.scrolling, "scrolling"), (.callbacks, "callbacks"), (.sticky, "sticky headers")] {
            metadata("thread_name", pid: Self.scrollViewProcess, tid: thread.rawValue, name: name)
            metadata("thread_sort_index", pid: Self.scrollViewProcess, tid: thread.rawValue, sortIndex: thread.rawValue)
        }
    }

    /// Adds the log's next event.
    ///
    /// - Throws: `InputError` with a path inside the event (`$.time`,
    ///   `$.offset`) for a time outside 0…10⁶ s or before the previous
    ///   event's, or a velocity that is not finite.
    package func add(_ event: Event) throws(InputError) {
        let time = try nanoseconds(event.time)
        if event.tick > 0, event.time > 0, derivedFrameRate == nil { derivedFrameRate = Double(event.tick) / event.time }
        if event.tick != currentTick {
            restIfDue(before: event.tick, notAfter: time)
            offsetAtTickStart = offset
            currentTick = event.tick
        }
        lastTime = time
        // The geometry needs no displayed set: a `visible` event would only
        // cost it a dictionary of every element.
        if event.kind != .visible { geometry.apply(event) }

        switch event.payload {
        case .step(let index, let action):
            closeStep(at: time)
            openStep = OpenSlice(name: "step \(index): \(action)", start: time,
                                 args: [("index", .int(index)), ("action", .string(action.rawValue))])
            if Self.motionCancellingActions.contains(action), phase?.name == "deceleration" {
                closePhase(at: time, extra: [("interrupted", true)])
            }
            lastBoundary = time
            return
        case .didScroll(let newOffset):
            try scrolled(to: newOffset, tick: event.tick, at: time)
            return
        case .willDisplay(let shown):
            _ = elementThread(shown.element)
            if displayed[shown.element] == nil { displayed[shown.element] = (time, shown.frame) }
            if !prefetching.isEmpty, shown.element.kind == .cell {
                endPrefetch(shown.element.indexPath, at: time, extra: [])
            }
            return
        case .didEndDisplaying(let shown):
            if let since = displayed.removeValue(forKey: shown.element) {
                displaySlice(shown.element, since: since, end: time, extra: [])
            }
            return
        case .visible(let elements):
            moved(elements, at: time)
            return
        case .willBeginDragging:
            beginPhase("drag", at: time)
        case .willEndDragging(let velocity, let target):
            if phase?.name == "drag" {
                phase?.args += [("velocity", FieldValue(velocity)), ("targetOffset", FieldValue(target))]
            }
        case .didEndDragging(let willDecelerate):
            if phase?.name == "drag" { closePhase(at: time, extra: [("willDecelerate", .bool(willDecelerate))]) }
        case .willBeginDecelerating:
            beginPhase("deceleration", at: time)
        case .didEndDecelerating:
            if phase?.name == "deceleration" { closePhase(at: time, extra: []) }
        case .didEndScrollingAnimation:
            animation("animation", endingAt: time)
        case .didScrollToTop:
            animation("scroll to top", endingAt: time)
        case .stickyEnter(let section, _, let frame):
            if pinned[section] == nil {
                pinned[section] = time
                emit(name: "header \(section) pinned", category: "sticky", phase: "b", ts: time, tid: Thread.sticky.rawValue,
                     id: .int(section), args: [("section", .int(section)), ("frame", FieldValue(frame))])
            }
        case .stickyExit(let section):
            if pinned.removeValue(forKey: section) != nil { stickyEnd(section, at: time, extra: []) }
        case .cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved:
            cellEvent(event, at: time)
            return
        case .sectionDidScroll, .sectionWillBeginDragging, .sectionWillEndDragging, .sectionDidEndDragging,
             .sectionWillBeginDecelerating, .sectionDidEndDecelerating:
            sectionEvent(event.payload, at: time)
            return
        default:
            break
        }
        emit(name: event.type, category: "callback", phase: "i", ts: time, tid: Thread.callbacks.rawValue,
             scope: "t", args: [("seq", .int(event.seq))] + event.payload.fields)
    }

    /// Closes every slice still open at the end of the log and writes the
    /// end of the trace.
    ///
    /// - Parameter ticks: the run's number of ticks (the log's `end` line);
    ///   open slices end at the last tick, or at the last event if later.
    package func finish(ticks: Int?) {
        var end = lastTime
        if let ticks, ticks > 0 { end = max(end, tickNanoseconds(ticks - 1)) }
        if let ticks { restIfDue(before: ticks, notAfter: end) }
        let open: [(String, FieldValue)] = [("open", true)]
        closePhase(at: end, extra: open)
        if var step = openStep {
            step.args += open
            slice(step, end: end, tid: Thread.steps.rawValue)
            openStep = nil
        }
        for (element, since) in displayed.sorted(by: { $0.key < $1.key }) {
            displaySlice(element, since: since, end: end, extra: open)
        }
        displayed = [:]
        for section in pinned.keys.sorted() { stickyEnd(section, at: end, extra: open) }
        pinned = [:]
        for item in prefetching.keys.sorted() { endPrefetch(item, at: end, extra: open) }
        for section in sectionPhases.keys.sorted() { closeSectionPhase(section, at: end, extra: open) }
        write(suffix)
    }

    // MARK: - Scrolling

    private func scrolled(to newOffset: Point, tick: Int, at time: Int64) throws(InputError) {
        offset = newOffset
        let rate = frameRate
        let velocity = Point(x: (newOffset.x - offsetAtTickStart.x) * rate, y: (newOffset.y - offsetAtTickStart.y) * rate)
        guard velocity.x.isFinite, velocity.y.isFinite else {
            throw InputError(location: .path("$.offset"), message: "the offset moves too far in one tick for a finite velocity")
        }
        counter("offset.x", unit: "pt", newOffset.x, at: time)
        counter("offset.y", unit: "pt", newOffset.y, at: time)
        counter("velocity.x", unit: "pt/s", velocity.x, at: time)
        counter("velocity.y", unit: "pt/s", velocity.y, at: time)
        pendingRestAfterTick = tick

        guard let current = phase else { return }
        if isOverscrolled(newOffset) {
            if overscroll == nil {
                overscroll = OpenSlice(name: current.name == "drag" ? "rubber band" : "bounce", start: time,
                                       args: [("offset", FieldValue(newOffset))])
            }
        } else {
            closeOverscroll(at: time)
        }
    }

    /// Writes the zero velocity of the tick after the last `didScroll`
    /// when the offset did not change on it and `tick` is later still.
    private func restIfDue(before tick: Int, notAfter limit: Int64) {
        guard let last = pendingRestAfterTick, tick > last + 1 else { return }
        pendingRestAfterTick = nil
        let time = tickNanoseconds(last + 1, notAfter: limit)
        counter("velocity.x", unit: "pt/s", 0, at: time)
        counter("velocity.y", unit: "pt/s", 0, at: time)
    }

    private func isOverscrolled(_ point: Point) -> Bool {
        guard let viewport = geometry.viewport, let contentSize = geometry.contentSize else { return false }
        let contentInset = geometry.contentInset
        let minX = -contentInset.left, minY = -contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - viewport.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - viewport.height)
        let tolerance = Self.overscrollTolerance
        return point.x < minX - tolerance || point.x > maxX + tolerance
            || point.y < minY - tolerance || point.y > maxY + tolerance
    }

    private func beginPhase(_ name: String, at time: Int64) {
        closePhase(at: time, extra: [("interrupted", true)])
        phase = OpenSlice(name: name, start: time)
    }

    private func closePhase(at time: Int64, extra: [(String, FieldValue)]) {
        guard var current = phase else { return }
        closeOverscroll(at: time)
        current.args += extra
        slice(current, end: time, tid: Thread.scrolling.rawValue)
        for (child, end) in children { slice(child, end: end, tid: Thread.scrolling.rawValue) }
        children = []
        phase = nil
        lastBoundary = time
    }

    private func closeOverscroll(at time: Int64) {
        guard let open = overscroll else { return }
        children.append((open, time))
        overscroll = nil
    }

    /// An animation ends at `time`: it began at the step that started it or
    /// at the end of the phase before it.
    private func animation(_ name: String, endingAt time: Int64) {
        var start = lastBoundary
        if let current = phase {
            start = max(start, current.start)
            closePhase(at: start, extra: [("interrupted", true)])
        }
        slice(OpenSlice(name: name, start: min(start, time)), end: time, tid: Thread.scrolling.rawValue)
        lastBoundary = time
    }

    private func closeStep(at time: Int64) {
        guard let step = openStep else { return }
        slice(step, end: time, tid: Thread.steps.rawValue)
        openStep = nil
    }

    // MARK: - Elements

    private func elementThread(_ element: ElementID) -> Int {
        if let thread = elementThreads[element] { return thread }
        let thread = elementThreads.count + 1
        elementThreads[element] = thread
        metadata("thread_name", pid: Self.elementsProcess, tid: thread, name: Self.label(element))
        metadata("thread_sort_index", pid: Self.elementsProcess, tid: thread, sortIndex: thread)
        return thread
    }

    private func displaySlice(_ element: ElementID, since: (start: Int64, frame: Rect), end: Int64, extra: [(String, FieldValue)]) {
        let thread = elementThread(element)
        emit(name: Self.label(element), category: "display", phase: "X", ts: since.start, duration: end - since.start,
             pid: Self.elementsProcess, tid: thread, args: [("frame", FieldValue(since.frame))] + extra)
    }

    /// A `visible` event: each displayed element whose frame changed since
    /// its slice began (a self-sizing cell resolved above it, an orthogonal
    /// section's scroll, a data change) ends its slice here and starts
    /// another with the new frame, so that a slice's `frame` holds for all
    /// of it. A pinned header's frame follows the offset on every tick
    /// without a `visible` event: its slice keeps the frame it entered with
    /// (the `sticky headers` thread has its pinned interval).
    private func moved(_ elements: [DisplayedElement], at time: Int64) {
        for shown in elements {
            guard let since = displayed[shown.element], since.frame != shown.frame,
                  shown.element.kind == .cell || pinned[shown.element.section] == nil else { continue }
            // Moved in the tick it entered: the slice starts with the frame
            // the tick ends with.
            if since.start < time { displaySlice(shown.element, since: since, end: time, extra: []) }
            displayed[shown.element] = (time, shown.frame)
        }
    }

    /// `cell 0.5`, `header 3`, `ElementTagHeader 0`.
    static func label(_ element: ElementID) -> String {
        element.kind == .cell ? "cell \(element.section).\(element.item)" : "\(element.kind.rawValue) \(element.section)"
    }

    private func stickyEnd(_ section: Int, at time: Int64, extra: [(String, FieldValue)]) {
        emit(name: "header \(section) pinned", category: "sticky", phase: "e", ts: time, tid: Thread.sticky.rawValue,
             id: .int(section), args: extra)
    }

    // MARK: - Cells and orthogonal sections

    private func newThread(_ name: String) -> Int {
        let thread = nextThread
        nextThread += 1
        metadata("thread_name", pid: Self.scrollViewProcess, tid: thread, name: name)
        metadata("thread_sort_index", pid: Self.scrollViewProcess, tid: thread, sortIndex: thread)
        return thread
    }

    /// A cell event: an instant on the `cells` thread; a prefetch starts an
    /// async slice per item not already waiting, a cancel ends them.
    private func cellEvent(_ event: Event, at time: Int64) {
        let thread = cellsThread ?? newThread("cells")
        cellsThread = thread
        emit(name: event.type, category: "cells", phase: "i", ts: time, tid: thread, scope: "t",
             args: [("seq", .int(event.seq))] + event.payload.fields)
        switch event.payload {
        case .prefetch(let items, _):
            for item in items where prefetching[item] == nil {
                prefetching[item] = time
                emit(name: Self.prefetchName(item), category: "prefetch", phase: "b", ts: time, tid: thread,
                     id: .string(Self.itemName(item)), args: [("section", .int(item.section)), ("item", .int(item.item))])
            }
        case .cancelPrefetch(let items, _):
            for item in items { endPrefetch(item, at: time, extra: [("cancelled", true)]) }
        default:
            break
        }
    }

    private func endPrefetch(_ item: IndexPath, at time: Int64, extra: [(String, FieldValue)]) {
        guard prefetching.removeValue(forKey: item) != nil, let thread = cellsThread else { return }
        emit(name: Self.prefetchName(item), category: "prefetch", phase: "e", ts: time, tid: thread,
             id: .string(Self.itemName(item)), args: extra)
    }

    /// `0.5`.
    static func itemName(_ item: IndexPath) -> String { "\(item.section).\(item.item)" }

    /// `prefetch 0.5`.
    static func prefetchName(_ item: IndexPath) -> String { "prefetch \(itemName(item))" }

    /// An orthogonal section's event: its offset as counters, its drags and
    /// decelerations as slices on its own thread.
    private func sectionEvent(_ payload: Event.Payload, at time: Int64) {
        switch payload {
        case .sectionDidScroll(let section, let offset):
            counter("section \(section) offset.x", unit: "pt", offset.x, at: time)
            counter("section \(section) offset.y", unit: "pt", offset.y, at: time)
        case .sectionWillBeginDragging(let section):
            beginSectionPhase(section, "drag", at: time)
        case .sectionWillEndDragging(let section, let velocity, let target):
            if sectionPhases[section]?.name == "section \(section) drag" {
                sectionPhases[section]?.args += [("velocity", FieldValue(velocity)), ("targetOffset", FieldValue(target))]
            }
        case .sectionDidEndDragging(let section, let willDecelerate):
            if sectionPhases[section]?.name == "section \(section) drag" {
                closeSectionPhase(section, at: time, extra: [("willDecelerate", .bool(willDecelerate))])
            }
        case .sectionWillBeginDecelerating(let section):
            beginSectionPhase(section, "deceleration", at: time)
        case .sectionDidEndDecelerating(let section):
            if sectionPhases[section]?.name == "section \(section) deceleration" { closeSectionPhase(section, at: time, extra: []) }
        default:
            break
        }
    }

    private func beginSectionPhase(_ section: Int, _ name: String, at time: Int64) {
        closeSectionPhase(section, at: time, extra: [("interrupted", true)])
        if sectionThreads[section] == nil { sectionThreads[section] = newThread("section \(section)") }
        sectionPhases[section] = OpenSlice(name: "section \(section) \(name)", start: time, args: [("section", .int(section))])
    }

    private func closeSectionPhase(_ section: Int, at time: Int64, extra: [(String, FieldValue)]) {
        guard var open = sectionPhases.removeValue(forKey: section), let thread = sectionThreads[section] else { return }
        open.args += extra
        slice(open, end: time, tid: thread)
    }

    // MARK: - Time

    /// Ticks per second: the header's, else derived from the events.
    private var frameRate: Double { headerFrameRate ?? derivedFrameRate ?? 60 }

    /// The time of `tick` in whole nanoseconds, from the frame rate, kept
    /// between the last event's time and `limit` (a derived frame rate, or
    /// a log's rounding, may put it a little outside).
    private func tickNanoseconds(_ tick: Int, notAfter limit: Int64 = Int64(maximumSeconds * 1e9)) -> Int64 {
        let seconds = min(max(Double(tick) / frameRate, 0), Self.maximumSeconds)
        let value = seconds.isFinite ? Int64((seconds * 1e9).rounded()) : lastTime
        return min(max(value, lastTime), max(limit, lastTime))
    }

    /// Seconds → whole nanoseconds, checked.
    private func nanoseconds(_ seconds: Double) throws(InputError) -> Int64 {
        guard seconds.isFinite, seconds >= 0, seconds <= Self.maximumSeconds else {
            throw InputError(location: .path("$.time"),
                             message: "time \(Self.describe(seconds)) s is outside what a trace can hold (0…\(Int(Self.maximumSeconds)) s)")
        }
        let value = Int64((seconds * 1e9).rounded())
        guard value >= lastTime else {
            throw InputError(location: .path("$.time"),
                             message: "time \(JSONNumberFormat.text(seconds)) s is before the previous event's (\(JSONNumberFormat.text(Double(lastTime) / 1e9)) s)")
        }
        return value
    }

    /// A number for a message: its JSON text, or what it is when it has none.
    static func describe(_ value: Double) -> String {
        value.isFinite ? JSONNumberFormat.text(value) : "\(value)"
    }

    // MARK: - Writing

    private func slice(_ slice: OpenSlice, end: Int64, tid: Int) {
        emit(name: slice.name, category: tid == Thread.steps.rawValue ? EventKind.step.rawValue : "scrolling", phase: "X", ts: slice.start,
             duration: max(end - slice.start, 0), tid: tid, args: slice.args)
    }

    private func counter(_ name: String, unit: String, _ value: Double, at time: Int64) {
        emit(name: name, category: nil, phase: "C", ts: time, tid: 0, args: [(unit, .double(value))])
    }

    private func metadata(_ name: String, pid: Int, tid: Int, name value: String) {
        emit(name: name, category: nil, phase: "M", ts: 0, pid: pid, tid: tid, args: [("name", .string(value))])
    }

    private func metadata(_ name: String, pid: Int, tid: Int, sortIndex: Int) {
        emit(name: name, category: nil, phase: "M", ts: 0, pid: pid, tid: tid, args: [("sort_index", .int(sortIndex))])
    }

    /// One trace event, keys in a fixed order; times in microseconds.
    private func emit(
        name: String, category: String?, phase: String, ts: Int64?, duration: Int64? = nil,
        pid: Int = ChromeTraceExporter.scrollViewProcess, tid: Int, scope: String? = nil, id: FieldValue? = nil,
        args: [(String, FieldValue)]
    ) {
        var fields: [(String, FieldValue)] = [("name", .string(name))]
        if let category { fields.append(("cat", .string(category))) }
        fields.append(("ph", .string(phase)))
        if let ts { fields.append(("ts", .double(Double(ts) / 1000))) }
        if let duration { fields.append(("dur", .double(Double(duration) / 1000))) }
        fields += [("pid", .int(pid)), ("tid", .int(tid))]
        if let scope { fields.append(("s", .string(scope))) }
        if let id { fields.append(("id", id)) }
        if !args.isEmpty { fields.append(("args", .object(args))) }
        write((isFirstEvent ? "" : ",\n") + JSONWriter.string(.object(fields)))
        isFirstEvent = false
    }
}

extension ChromeTraceExporter {
    /// Writes the trace of the log `reader` reads, event by event, through
    /// `write`.
    ///
    /// - Throws: `InputError` for a malformed log (from the reader) or a
    ///   value no trace can hold, with the log's line and the path in it
    ///   (`PATH:7: error at $.time: …`).
    package static func export(_ reader: LogReader, write: @escaping (String) -> Void) throws(InputError) {
        let header = reader.header
        let exporter = try located(reader, line: 1) { () throws(InputError) in
            try ChromeTraceExporter(
                scenario: header.scenario, viewport: header.viewport, frameRate: header.frameRate,
                contentSize: header.contentSize, contentInset: header.contentInset, write: write)
        }
        while let event = try reader.next() {
            try located(reader, line: reader.lineNumber) { () throws(InputError) in try exporter.add(event) }
        }
        exporter.finish(ticks: reader.end?.ticks)
    }

    /// Runs `body`, giving its errors the reader's file and `line`.
    private static func located<T>(_ reader: LogReader, line: Int, _ body: () throws(InputError) -> T) throws(InputError) -> T {
        do {
            return try body()
        } catch {
            var located = error
            located.file = reader.name
            if case .path(let path) = error.location { located.location = .linePath(line: line, path: path) }
            throw located
        }
    }
}
