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
/// What a log cannot say is approximated: the initial offset is (0, 0)
/// until the first `didScroll` (logs do not carry `contentInset`); a pinned
/// header is drawn at its `stickyEnter` frame moved with the viewport since
/// then (exact for stacked headers, approximate for a header being pushed
/// out by the next section's).
///
/// Feed it a log's records in order with `add(_:)`, then `finish(end:)`
/// and `svg()`.
public struct LogPicture: Sendable {
    /// The tick drawn; the last tick when `nil` at creation.
    public private(set) var tick: Int?

    private let scenario: String
    private let viewport: Size
    private var contentSize: Size
    private let frameRate: Double
    private var lastTick = 0
    private var endTime = 0.0

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
    /// when `nil`).
    public init(header: FieldValue, tick: Int? = nil) {
        if case .string(let name)? = header["scenario"] { scenario = name } else { scenario = "log" }
        viewport = Self.size(header["viewport"]) ?? Size(width: 375, height: 667)
        contentSize = Self.size(header["contentSize"]) ?? viewport
        frameRate = header["frameRate"]?.number ?? 60
        self.tick = tick
    }

    /// Adds the next event record.
    public mutating func add(_ event: FieldValue) {
        guard case .string(let type)? = event["type"], case .int(let eventTick)? = event["tick"] else { return }
        let time = event["time"]?.number ?? Double(eventTick) / frameRate
        lastTick = max(lastTick, eventTick)
        endTime = max(endTime, time)
        let isBefore = tick.map { eventTick <= $0 } ?? true
        switch type {
        case "didScroll":
            guard let offset = Self.point(event["offset"]) else { return }
            offsets.append((time, offset))
            if isBefore { offsetAtTick = offset }
        case "willDisplay":
            guard let (element, frame) = Self.displayedElement(event["element"]) else { return }
            if layoutFrames[element] == nil { layoutFrames[element] = frame }
            if isBefore { displayed[element] = frame }
        case "didEndDisplaying":
            guard let (element, _) = Self.displayedElement(event["element"]) else { return }
            if isBefore { displayed[element] = nil }
        case "visible":
            guard isBefore, case .array(let elements)? = event["elements"] else { return }
            displayed = [:]
            for value in elements {
                if let (element, frame) = Self.displayedElement(value) { displayed[element] = frame }
            }
        case "stickyEnter":
            guard case .int(let section)? = event["section"], let frame = Self.rect(event["frame"]) else { return }
            if isBefore { pinned[section] = (frame, offsetAtTick) }
            if openSticky[section] == nil {
                openSticky[section] = stickyIntervals.count
                stickyIntervals.append((section, time, nil))
            }
        case "stickyExit":
            guard case .int(let section)? = event["section"] else { return }
            if isBefore { pinned[section] = nil }
            if let index = openSticky.removeValue(forKey: section) { stickyIntervals[index].exit = time }
        case "viewportChange":
            break
        default:
            break
        }
    }

    /// Ends the log: takes the run's length from its `end` line and checks
    /// the tick asked for.
    ///
    /// - Throws: `InputError` when the tick is after the last tick.
    public mutating func finish(end: FieldValue?) throws(InputError) {
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
    public func svg() -> String {
        let horizontal = isHorizontal
        let along: (Point) -> Double = { horizontal ? $0.x : $0.y }
        let viewportLength = horizontal ? viewport.width : viewport.height
        let contentLength = max(horizontal ? contentSize.width : contentSize.height, viewportLength)
        let crossLength = max(horizontal ? contentSize.height : contentSize.width, horizontal ? viewport.height : viewport.width)

        // The window of content drawn: a viewport before to two after.
        let offset = along(offsetAtTick)
        let windowStart = max(min(offset - viewportLength, contentLength - 3 * viewportLength), 0)
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
        for (element, frame) in displayed.sorted(by: { $0.key < $1.key }) where pinned[element.section] == nil || element.kind != .header {
            let placed = place(frame)
            svg.rect(placed, fill: "#cfe3ff", stroke: "#3a78c2", cssClass: "displayed")
            if placed.width > 22 && placed.height > 12 {
                svg.text(x: placed.minX + 3, y: placed.minY + 11, "\(element.kind == .cell ? "" : element.kind.rawValue + " ")\(element.section).\(element.item)", size: 9, fill: "#1d4f8c")
            }
        }
        for (section, entry) in pinned.sorted(by: { $0.key < $1.key }) {
            let shift = Point(x: offsetAtTick.x - entry.offset.x, y: offsetAtTick.y - entry.offset.y)
            let frame = horizontal ? entry.frame.offsetBy(dx: shift.x, dy: 0) : entry.frame.offsetBy(dx: 0, dy: shift.y)
            let placed = place(frame)
            svg.rect(placed, fill: "#ffd8a8", stroke: "#e8590c", strokeWidth: 2, cssClass: "pinned")
            svg.text(x: placed.minX + 4, y: placed.minY + min(placed.height - 2, 13), "header \(section) pinned", size: 10, fill: "#a63c06", weight: "bold")
        }
        let viewportRect = place(Rect(origin: offsetAtTick, size: viewport))
        svg.element("rect", ["x": viewportRect.minX, "y": viewportRect.minY, "width": viewportRect.width, "height": viewportRect.height,
                             "fill": "none", "stroke": "#d6336c", "stroke-width": 2.5, "stroke-dasharray": "8 4", "class": "viewport"])
        svg.close("g")
        svg.clip(id: "layout", x: margin, y: top, width: layoutWidth, height: layoutHeight)

        // Timeline panel.
        // Tick k is drawn over [k, k + 1) / frameRate, so the last tick has a width.
        let duration = endTime + 1 / frameRate
        let tx: (Double) -> Double = { timelineLeft + $0 / duration * timelineWidth }
        let ty: (Double) -> Double = { top + $0 / contentLength * timelineHeight }
        svg.text(x: timelineLeft, y: 78, "visible range over time (\(horizontal ? "x" : "y"), 0…\(Self.number(contentLength)) pt) and sticky headers", size: 12)
        svg.element("rect", ["x": timelineLeft, "y": top, "width": timelineWidth, "height": timelineHeight, "fill": "#fafafa", "stroke": "#999"])
        for (element, frame) in sortedFrames where element.kind == .header {
            let y = ty(horizontal ? frame.minX : frame.minY)
            svg.element("line", ["x1": timelineLeft, "y1": y, "x2": timelineLeft + timelineWidth, "y2": y, "stroke": "#ccc", "stroke-width": 0.5])
            svg.text(x: timelineLeft + timelineWidth + 4, y: y + 3, "§\(element.section)", size: 8, fill: "#888")
        }
        // The band: a step function of the offset, top edge forward, bottom edge back.
        var samples: [(time: Double, start: Double)] = [(0, 0)]
        for sample in offsets { samples.append((sample.time, along(sample.offset))) }
        var topEdge: [(Double, Double)] = []
        for (index, sample) in samples.enumerated() {
            let next = index + 1 < samples.count ? samples[index + 1].time : duration
            topEdge.append((tx(sample.time), ty(sample.start)))
            topEdge.append((tx(next), ty(sample.start)))
        }
        let bottomEdge = topEdge.reversed().map { ($0.0, $0.1 + viewportLength / contentLength * timelineHeight) }
        let points = (topEdge + bottomEdge).map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
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

    // MARK: - Reading records

    static func number(_ value: Double) -> String {
        JSONNumberFormat.text((value * 100).rounded() / 100)
    }

    static func size(_ value: FieldValue?) -> Size? {
        guard let width = value?["width"]?.number, let height = value?["height"]?.number else { return nil }
        return Size(width: width, height: height)
    }

    static func point(_ value: FieldValue?) -> Point? {
        guard let x = value?["x"]?.number, let y = value?["y"]?.number else { return nil }
        return Point(x: x, y: y)
    }

    static func rect(_ value: FieldValue?) -> Rect? {
        guard let origin = point(value), let size = size(value) else { return nil }
        return Rect(origin: origin, size: size)
    }

    static func displayedElement(_ value: FieldValue?) -> (ElementID, Rect)? {
        guard let value, case .string(let kind)? = value["kind"], case .int(let section)? = value["section"],
            case .int(let item)? = value["item"], let frame = rect(value["frame"])
        else { return nil }
        return (ElementID(kind: ElementKind(rawValue: kind), indexPath: IndexPath(item: item, section: section)), frame)
    }
}
