import ScrollSim
import ScrollSimJSON

/// The picture `scrollsim render` draws from a log, as SVG text: the
/// layout around the viewport at one tick, and a timeline of the whole run.
///
/// Left panel, in content coordinates (scaled to fit): every element the
/// log ever displayed, at the frame it was first displayed with (grey);
/// the elements on screen at the tick (blue); pinned sticky headers
/// (orange, labelled); the viewport (red, dashed). Only a window of about
/// three viewports around the viewport is drawn, so that a 100,000-point
/// feed stays legible.
///
/// Right panel: time runs left to right; the blue band is the visible
/// range of the content (`contentOffset … contentOffset + viewport`) along
/// the scroll axis, drawn from `didScroll` events; grey lines mark section
/// starts (headers); below, one orange bar per sticky interval
/// (`stickyEnter`…`stickyExit`, open intervals run to the end; each tick
/// is as wide as 1/frameRate, the last one included); a red line
/// marks the tick.
///
/// The offset before the first `didScroll` is the header's
/// `(−contentInset.left, −contentInset.top)`; the viewport and content size
/// are the header's, changed by `viewportChange` and `contentSizeChange`
/// events up to the tick. Elements are drawn in UIKit's order: by `zIndex`
/// (pinned headers `1024 + section`, everything else 0), then in canonical
/// order. What a log cannot say is approximated: a pinned header is drawn at
/// the frame of its `stickyEnter`, or of the last `visible` event that
/// listed it, moved with the viewport since then; when it is pinned by the
/// non-stacked rule it stops at the end of its section — the start of the
/// next section's first element seen, or its own footer — as the next
/// section pushes it out.
///
/// Values no picture can hold (a `time` of 1e308, a `frameRate` of 0, a
/// coordinate past ±10¹²) are `InputError`s with their path, never `nan` or
/// `inf` in the SVG.
///
/// Feed it a log's records in order with `add(_:)`, then `finish(end:)`
/// and `svg()`.
package struct LogPicture: Sendable {
    /// The tick drawn; the last tick when `nil` at creation.
    package private(set) var tick: Int?

    private let scenario: String
    /// The viewport and content size at `tick`.
    private var viewport: Size
    private let initialViewport: Size
    private var contentSize: Size
    private let frameRate: Double
    /// The offset before the first `didScroll`: the content inset's.
    private let initialOffset: Point
    private var lastTick = 0
    private var endTime = 0.0
    /// Viewport changes over the run: time and new size.
    private var viewports: [(time: Double, size: Size)] = []
    /// The largest content size of the run.
    private var largestContent: Size
    /// The natural origin of each sticky header (`stickyEnter`).
    private var naturalOrigins: [Int: Point] = [:]

    /// First displayed frame of every element, in first-display order.
    private var layoutFrames: [ElementID: Rect] = [:]
    /// Elements on screen at `tick` and their frames.
    private var displayed: [ElementID: Rect] = [:]
    /// Pinned headers at `tick`: the frame when pinned and the offset then.
    private var pinned: [Int: (frame: Rect, offset: Point)] = [:]
    private var offsetAtTick = Point(x: 0, y: 0)
    /// `didScroll` samples: time and offset.
    private var offsets: [(time: Double, offset: Point)] = []
    private var stickyIntervals: [(section: Int, enter: Double, exit: Double?)] = []
    private var openSticky: [Int: Int] = [:]

    /// Starts a picture of the log with `header`, at `tick` (the last tick
    /// when `nil`). A header without a viewport is drawn with a 375 × 667
    /// one, without a content size with the viewport's, without a frame
    /// rate at 60 Hz.
    ///
    /// - Throws: `InputError` at the header's path (`$.frameRate`,
    ///   `$.viewport.width`, …) for a value no picture can hold.
    package init(header: FieldValue, tick: Int? = nil) throws(InputError) {
        if case .string(let name)? = header["scenario"] { scenario = name } else { scenario = "log" }
        viewport = try Self.size(header["viewport"], "$.viewport", positive: true) ?? Size(width: 375, height: 667)
        initialViewport = viewport
        contentSize = try Self.size(header["contentSize"], "$.contentSize") ?? viewport
        largestContent = contentSize
        if let rate = header["frameRate"] {
            guard let value = rate.number, value >= 1, value <= 1000 else {
                throw InputError(location: .path("$.frameRate"),
                                 message: "frameRate \(rate.number.map(Self.describe) ?? "(not a number)") is outside 1…1000 ticks per second")
            }
            frameRate = value
        } else {
            frameRate = 60
        }
        var inset = EdgeInsets.zero
        if let value = header["contentInset"] {
            inset = EdgeInsets(top: try Self.coordinate(value["top"], "$.contentInset.top"),
                               left: try Self.coordinate(value["left"], "$.contentInset.left"),
                               bottom: try Self.coordinate(value["bottom"], "$.contentInset.bottom"),
                               right: try Self.coordinate(value["right"], "$.contentInset.right"))
        }
        initialOffset = Point(x: -inset.left, y: -inset.top)
        offsetAtTick = initialOffset
        self.tick = tick
    }

    /// Adds the next event record.
    ///
    /// - Throws: `InputError` at a path inside the record (`$.time`,
    ///   `$.offset.y`, `$.element.frame.x`, …) for a value no picture can
    ///   hold: a time outside 0…10⁶ s, a coordinate past ±10¹², a negative
    ///   or non-finite size.
    package mutating func add(_ event: FieldValue) throws(InputError) {
        guard case .string(let type)? = event["type"], case .int(let eventTick)? = event["tick"] else { return }
        let time: Double
        if let value = event["time"] {
            guard let seconds = value.number, seconds >= 0, seconds <= Self.maximumSeconds else {
                throw InputError(location: .path("$.time"),
                                 message: "time \(value.number.map(Self.describe) ?? "(not a number)") s is outside 0…\(Int(Self.maximumSeconds)) s")
            }
            time = seconds
        } else {
            time = Double(eventTick) / frameRate
        }
        guard eventTick >= 0, Double(eventTick) <= Self.maximumSeconds * frameRate else {
            throw InputError(location: .path("$.tick"), message: "tick \(eventTick) is outside the ticks of 0…\(Int(Self.maximumSeconds)) s")
        }
        lastTick = max(lastTick, eventTick)
        endTime = max(endTime, time)
        let isBefore = tick.map { eventTick <= $0 } ?? true
        switch EventKind(rawValue: type) {
        case .didScroll:
            let offset = try Self.point(event["offset"], "$.offset")
            offsets.append((time, offset))
            if isBefore { offsetAtTick = offset }
        case .willDisplay:
            let (element, frame) = try Self.displayedElement(event["element"], "$.element")
            if layoutFrames[element] == nil { layoutFrames[element] = frame }
            if isBefore { displayed[element] = frame }
        case .didEndDisplaying:
            let (element, _) = try Self.displayedElement(event["element"], "$.element")
            if isBefore { displayed[element] = nil }
        case .visible:
            guard case .array(let elements)? = event["elements"] else { return }
            var frames: [ElementID: Rect] = [:]
            for (index, value) in elements.enumerated() {
                let (element, frame) = try Self.displayedElement(value, "$.elements[\(index)]")
                frames[element] = frame
            }
            guard isBefore else { return }
            displayed = frames
            // The layout may have moved a pinned header since it pinned
            // (a stacked header pushed down by headers pinned above it).
            for section in pinned.keys {
                if let frame = frames[.supplementary(.header, section: section)] { pinned[section] = (frame, offsetAtTick) }
            }
        case .stickyEnter:
            guard case .int(let section)? = event["section"] else { return }
            let frame = try Self.rect(event["frame"], "$.frame")
            if event["originalPoint"] != nil { naturalOrigins[section] = try Self.point(event["originalPoint"], "$.originalPoint") }
            if isBefore { pinned[section] = (frame, offsetAtTick) }
            if openSticky[section] == nil {
                openSticky[section] = stickyIntervals.count
                stickyIntervals.append((section, time, nil))
            }
        case .stickyExit:
            guard case .int(let section)? = event["section"] else { return }
            if isBefore { pinned[section] = nil }
            if let index = openSticky.removeValue(forKey: section) { stickyIntervals[index].exit = time }
        case .viewportChange:
            let size = try Self.size(event["size"], "$.size", positive: true) ?? viewport
            viewports.append((time, size))
            if isBefore { viewport = size }
        case .contentSizeChange:
            let size = try Self.size(event["size"], "$.size") ?? contentSize
            largestContent = Size(width: max(largestContent.width, size.width), height: max(largestContent.height, size.height))
            if isBefore { contentSize = size }
        default:
            break
        }
    }

    /// Ends the log: takes the run's length from its `end` line and checks
    /// the tick asked for.
    ///
    /// - Throws: `InputError` when the tick is after the last tick.
    package mutating func finish(end: FieldValue?) throws(InputError) {
        if case .int(let ticks)? = end?["ticks"], ticks > 0 {
            lastTick = max(lastTick, ticks - 1)
            endTime = max(endTime, Double(ticks - 1) / frameRate)
        }
        if let tick, tick < 0 || tick > lastTick {
            throw InputError(file: "--tick", message: "tick \(tick) is outside the run (ticks 0…\(lastTick))")
        }
        if tick == nil { tick = lastTick }
    }

    // MARK: - Drawing

    private var isHorizontal: Bool {
        let horizontalMotion = offsets.contains { $0.offset.x != 0 }
        let verticalMotion = offsets.contains { $0.offset.y != 0 }
        if horizontalMotion != verticalMotion { return horizontalMotion }
        return contentSize.width - viewport.width > contentSize.height - viewport.height
    }

    /// The SVG document.
    package func svg() -> String {
        let horizontal = isHorizontal
        let along: (Point) -> Double = { horizontal ? $0.x : $0.y }
        let viewportLength = horizontal ? viewport.width : viewport.height
        let contentLength = max(horizontal ? contentSize.width : contentSize.height, viewportLength)
        let crossLength = max(horizontal ? contentSize.height : contentSize.width, horizontal ? viewport.height : viewport.width)

        // The window of content drawn: a viewport before to two after.
        let offset = along(offsetAtTick)
        // A negative offset (a content inset, a pull) stays in the window.
        let windowStart = min(max(min(offset - viewportLength, contentLength - 3 * viewportLength), 0), offset)
        let windowEnd = min(windowStart + 3 * viewportLength, max(contentLength, offset + viewportLength))
        let windowLength = max(windowEnd - windowStart, 1)
        let panelAlong = 720.0, panelCross = 420.0
        let scale = min(panelAlong / windowLength, panelCross / crossLength)
        let margin = 40.0, top = 90.0
        let layoutWidth = (horizontal ? windowLength : crossLength) * scale
        let layoutHeight = (horizontal ? crossLength : windowLength) * scale
        let timelineLeft = margin + max(layoutWidth, 280) + 70
        let timelineWidth = 560.0
        let timelineHeight = 480.0
        let stickyRows = Set(stickyIntervals.map(\.section)).sorted()
        let totalWidth = timelineLeft + timelineWidth + margin
        let totalHeight = max(top + layoutHeight, top + timelineHeight + 44 + Double(stickyRows.count) * 18) + margin

        /// Content rect → panel coordinates.
        func place(_ rect: Rect) -> Rect {
            if horizontal {
                return Rect(x: margin + (rect.minX - windowStart) * scale, y: top + rect.minY * scale,
                            width: rect.width * scale, height: rect.height * scale)
            }
            return Rect(x: margin + rect.minX * scale, y: top + (rect.minY - windowStart) * scale,
                        width: rect.width * scale, height: rect.height * scale)
        }
        func inWindow(_ rect: Rect) -> Bool {
            let start = horizontal ? rect.minX : rect.minY, end = horizontal ? rect.maxX : rect.maxY
            return end > windowStart && start < windowEnd
        }

        var svg = SVGText(width: totalWidth, height: totalHeight)
        let time = Double(tick ?? lastTick) / frameRate
        svg.text(x: margin, y: 28, "\(scenario) — tick \(tick ?? lastTick) (\(Self.number(time)) s), offset (\(Self.number(offsetAtTick.x)), \(Self.number(offsetAtTick.y)))", size: 16, weight: "bold")
        var legendX = margin
        for (label, fill, stroke) in [("displayed at this tick", "#cfe3ff", "#3a78c2"), ("pinned header", "#ffd8a8", "#e8590c"),
                                      ("displayed at another time", "#e8e8e8", "#b0b0b0"), ("viewport", "none", "#d6336c")] {
            svg.element("rect", ["x": legendX, "y": 42, "width": 14, "height": 10, "fill": fill, "stroke": stroke, "stroke-width": 1.5])
            svg.text(x: legendX + 19, y: 51, label, size: 11)
            legendX += 30 + Double(label.count) * 6
        }
        svg.text(x: margin, y: 78, "\(horizontal ? "x" : "y") \(Self.number(windowStart))…\(Self.number(windowEnd)) of \(Self.number(contentLength)) pt, ×\(Self.number(scale))", size: 11, fill: "#555")

        // Layout panel.
        svg.open("g", ["clip-path": "url(#layout)"])
        svg.element("rect", ["x": margin, "y": top, "width": layoutWidth, "height": layoutHeight, "fill": "#fafafa", "stroke": "#999"])
        let sortedFrames = layoutFrames.sorted { $0.key < $1.key }
        for (element, frame) in sortedFrames where inWindow(frame) && displayed[element] == nil {
            svg.rect(place(frame), fill: "#e8e8e8", stroke: "#b0b0b0", cssClass: "element")
        }
        // UIKit's order: by zIndex (pinned headers 1024 + section, the rest
        // 0), then canonical order.
        var drawn: [(zIndex: Int, element: ElementID, frame: Rect)] = []
        for (element, frame) in displayed where pinned[element.section] == nil || element.kind != .header {
            drawn.append((0, element, frame))
        }
        for (section, entry) in pinned {
            drawn.append((1024 + section, .supplementary(.header, section: section), pinnedFrame(section, entry, horizontal: horizontal)))
        }
        drawn.sort { ($0.zIndex, $0.element) < ($1.zIndex, $1.element) }
        for (zIndex, element, frame) in drawn {
            let placed = place(frame)
            if zIndex > 0 {
                svg.rect(placed, fill: "#ffd8a8", stroke: "#e8590c", strokeWidth: 2, cssClass: "pinned")
                svg.text(x: placed.minX + 4, y: placed.minY + min(placed.height - 2, 13), "header \(element.section) pinned", size: 10, fill: "#a63c06", weight: "bold")
            } else {
                svg.rect(placed, fill: "#cfe3ff", stroke: "#3a78c2", cssClass: "displayed")
                if placed.width > 22 && placed.height > 12 {
                    svg.text(x: placed.minX + 3, y: placed.minY + 11, "\(element.kind == .cell ? "" : element.kind.rawValue + " ")\(element.section).\(element.item)", size: 9, fill: "#1d4f8c")
                }
            }
        }
        let viewportRect = place(Rect(origin: offsetAtTick, size: viewport))
        svg.element("rect", ["x": viewportRect.minX, "y": viewportRect.minY, "width": viewportRect.width, "height": viewportRect.height,
                             "fill": "none", "stroke": "#d6336c", "stroke-width": 2.5, "stroke-dasharray": "8 4", "class": "viewport"])
        svg.close("g")
        svg.clip(id: "layout", x: margin, y: top, width: layoutWidth, height: layoutHeight)

        // Timeline panel, zoomed to the range the viewport visited.
        // Tick k is drawn over [k, k + 1) / frameRate, so the last tick has a width.
        let duration = endTime + 1 / frameRate
        let tx: (Double) -> Double = { timelineLeft + $0 / duration * timelineWidth }
        var samples: [(time: Double, start: Double, length: Double)] = []
        for (time, point) in [(0, initialOffset)] + offsets {
            let size = viewportSize(at: time)
            samples.append((time, along(point), horizontal ? size.width : size.height))
        }
        let visitedStart = samples.map(\.start).min() ?? 0
        let visitedEnd = samples.map { $0.start + $0.length }.max() ?? viewportLength
        let largestLength = max(horizontal ? largestContent.width : largestContent.height, contentLength)
        let padding = max((visitedEnd - visitedStart) * 0.05, 1)
        let rangeStart = max(visitedStart - padding, min(0, visitedStart))
        let rangeEnd = min(visitedEnd + padding, max(largestLength, visitedEnd))
        let rangeLength = max(rangeEnd - rangeStart, 1)
        let ty: (Double) -> Double = { top + ($0 - rangeStart) / rangeLength * timelineHeight }
        svg.text(x: timelineLeft, y: 78, "visible range over time (\(horizontal ? "x" : "y") \(Self.number(rangeStart))…\(Self.number(rangeEnd)) of \(Self.number(largestLength)) pt) and sticky headers", size: 12)
        svg.element("rect", ["x": timelineLeft, "y": top, "width": timelineWidth, "height": timelineHeight, "fill": "#fafafa", "stroke": "#999"])
        for (element, frame) in sortedFrames where element.kind == .header {
            let start = naturalOrigins[element.section].map(along) ?? (horizontal ? frame.minX : frame.minY)
            guard start >= rangeStart, start <= rangeEnd else { continue }
            let y = ty(start)
            svg.element("line", ["x1": timelineLeft, "y1": y, "x2": timelineLeft + timelineWidth, "y2": y, "stroke": "#ccc", "stroke-width": 0.5])
            svg.text(x: timelineLeft + timelineWidth + 4, y: y + 3, "§\(element.section)", size: 8, fill: "#888")
        }
        // The band: a step function of the offset, top edge forward, bottom edge back.
        var topEdge: [(Double, Double)] = [], bottomEdge: [(Double, Double)] = []
        for (index, sample) in samples.enumerated() {
            let next = index + 1 < samples.count ? samples[index + 1].time : duration
            topEdge += [(tx(sample.time), ty(sample.start)), (tx(next), ty(sample.start))]
            bottomEdge += [(tx(sample.time), ty(sample.start + sample.length)), (tx(next), ty(sample.start + sample.length))]
        }
        let points = (topEdge + bottomEdge.reversed()).map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
        svg.element("polygon", ["points": points, "fill": "#cfe3ff", "stroke": "#3a78c2", "stroke-width": 1, "class": "visible-range"])

        let rowTop = top + timelineHeight + 44
        svg.text(x: timelineLeft, y: rowTop - 6, stickyRows.isEmpty ? "no sticky header pinned" : "sticky headers (pinned intervals)", size: 11)
        for (row, section) in stickyRows.enumerated() {
            let y = rowTop + Double(row) * 18
            svg.text(x: timelineLeft - 56, y: y + 11, "section \(section)", size: 10)
            svg.element("rect", ["x": timelineLeft, "y": y, "width": timelineWidth, "height": 14, "fill": "#f1f1f1"])
            for interval in stickyIntervals where interval.section == section {
                let start = tx(interval.enter), end = tx(interval.exit ?? duration)
                svg.element("rect", ["x": start, "y": y, "width": max(end - start, 1), "height": 14, "fill": "#ffa94d", "stroke": "#e8590c", "class": "sticky"])
            }
        }
        let markerX = tx(time)
        let markerBottom = rowTop + Double(stickyRows.count) * 18
        svg.element("line", ["x1": markerX, "y1": top, "x2": markerX, "y2": markerBottom, "stroke": "#d6336c", "stroke-width": 1.5, "class": "tick-marker"])
        svg.text(x: timelineLeft, y: top + timelineHeight + 14, "0 s", size: 10, fill: "#666")
        svg.text(x: timelineLeft + timelineWidth - 40, y: top + timelineHeight + 14, "\(Self.number(duration)) s", size: 10, fill: "#666")
        return svg.finish()
    }

    /// The viewport in force at `time`.
    private func viewportSize(at time: Double) -> Size {
        viewports.last { $0.time <= time }?.size ?? initialViewport
    }

    /// Where a pinned header is at `tick`: its `stickyEnter` frame moved
    /// with the viewport since then and, when it is pinned by the
    /// non-stacked rule, no further than the end of its section (the start
    /// of its footer or of the next section's first element seen).
    ///
    /// The log does not say which rule pinned a header; the pinned
    /// interval does: a stacked header shares its interval with other
    /// pinned headers, or stays pinned with the viewport past its
    /// section's end. Otherwise the next section pushes it out.
    private func pinnedFrame(_ section: Int, _ entry: (frame: Rect, offset: Point), horizontal: Bool) -> Rect {
        let along: (Rect) -> Double = { horizontal ? $0.minX : $0.minY }
        let alongPoint: (Point) -> Double = { horizontal ? $0.x : $0.y }
        let shift = Point(x: offsetAtTick.x - entry.offset.x, y: offsetAtTick.y - entry.offset.y)
        let frame = horizontal ? entry.frame.offsetBy(dx: shift.x, dy: 0) : entry.frame.offsetBy(dx: 0, dy: shift.y)
        let natural = naturalOrigins[section].map(alongPoint) ?? along(entry.frame)
        let length = horizontal ? frame.width : frame.height
        var end = Double.infinity
        for (element, seen) in layoutFrames where element.section > section || (element.section == section && element.kind == .footer) {
            var start = along(seen)
            if element.kind == .header, let origin = naturalOrigins[element.section] { start = alongPoint(origin) }
            if start >= natural + length, start < end { end = start }
        }
        guard end.isFinite, along(frame) > end - length else { return frame }
        // The pinned interval drawn, and whether it is stacked.
        let now = Double(tick ?? lastTick) / frameRate + 1e-9
        guard let interval = stickyIntervals.last(where: { $0.section == section && $0.enter <= now }) else { return frame }
        let exit = interval.exit ?? .infinity
        let shared = stickyIntervals.contains { other in
            other.section != section && other.enter < exit && interval.enter < (other.exit ?? .infinity)
        }
        let staysPastEnd = offsets.contains { sample in
            sample.time >= interval.enter && sample.time < exit
                && along(entry.frame) + alongPoint(sample.offset) - alongPoint(entry.offset) >= end
        }
        guard !shared && !staysPastEnd else { return frame }
        let position = max(end - length, natural)
        return horizontal ? Rect(x: position, y: frame.minY, width: frame.width, height: frame.height)
            : Rect(x: frame.minX, y: position, width: frame.width, height: frame.height)
    }

    // MARK: - Reading records

    /// The longest run a picture draws, in seconds.
    static let maximumSeconds = 1e6
    /// The largest coordinate a picture draws, in points.
    static let maximumCoordinate = 1e12

    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "a picture never writes nan or inf")
        return JSONNumberFormat.text((value * 100).rounded() / 100)
    }

    /// A number for a message: its JSON text, or what it is when it has none.
    static func describe(_ value: Double) -> String {
        value.isFinite ? JSONNumberFormat.text(value) : "\(value)"
    }

    static func coordinate(_ value: FieldValue?, _ path: String, minimum: Double = -maximumCoordinate) throws(InputError) -> Double {
        guard let number = value?.number else {
            throw InputError(location: .path(path), message: value == nil ? "missing number" : "expected a number")
        }
        guard number >= minimum, number <= maximumCoordinate else {
            throw InputError(location: .path(path),
                             message: "\(describe(number)) is outside \(describe(minimum))…\(describe(maximumCoordinate)) pt")
        }
        return number
    }

    static func size(_ value: FieldValue?, _ path: String, positive: Bool = false) throws(InputError) -> Size? {
        guard let value else { return nil }
        let size = Size(width: try coordinate(value["width"], "\(path).width", minimum: 0),
                        height: try coordinate(value["height"], "\(path).height", minimum: 0))
        if positive, size.width == 0 || size.height == 0 {
            throw InputError(location: .path(size.width == 0 ? "\(path).width" : "\(path).height"), message: "a viewport must not be empty")
        }
        return size
    }

    static func point(_ value: FieldValue?, _ path: String) throws(InputError) -> Point {
        Point(x: try coordinate(value?["x"], "\(path).x"), y: try coordinate(value?["y"], "\(path).y"))
    }

    static func rect(_ value: FieldValue?, _ path: String) throws(InputError) -> Rect {
        Rect(origin: try point(value, path), size: try size(value, path) ?? Size(width: 0, height: 0))
    }

    static func displayedElement(_ value: FieldValue?, _ path: String) throws(InputError) -> (ElementID, Rect) {
        guard let value, case .string(let kind)? = value["kind"], case .int(let section)? = value["section"],
              case .int(let item)? = value["item"]
        else { throw InputError(location: .path(path), message: "expected an element {kind, section, item, frame}") }
        return (ElementID(kind: ElementKind(rawValue: kind), indexPath: IndexPath(item: item, section: section)),
                try rect(value["frame"], "\(path).frame"))
    }
}
