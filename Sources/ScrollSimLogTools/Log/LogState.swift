import ScrollSim
import ScrollSimJSON

/// What the collection view looked like at one tick of a log, rebuilt from
/// its events: `scrollsim inspect --at TICK`.
///
/// Feed it the events in log order with `apply(_:)` up to and including
/// the tick. The offset starts at the header's content inset (`-left`,
/// `-top`, as UIKit starts an inset scroll view) and follows `didScroll`;
/// the displayed set follows `willDisplay`/`didEndDisplaying`, or is the
/// last `visible` event when the log has them; pinned headers follow
/// `stickyEnter`/`stickyExit`; viewport, content size and inset follow
/// their change events; each orthogonal section's offset follows its
/// `sectionDidScroll`; the cells out of and in the reuse pools follow
/// `cellRequest` and `cellEnqueue`.
///
/// - Complexity: O(1) per event except `visible` (O(elements)); memory
///   O(elements on screen).
public struct LogState: Sendable {
    /// The tick the state is for: the last tick applied.
    public private(set) var tick = 0
    /// That tick's time, in seconds.
    public private(set) var time = 0.0
    /// The rounded content offset.
    public private(set) var offset: Point
    /// The viewport (bounds size), when the log records it.
    public private(set) var viewport: Size?
    /// The content size, when the log records it.
    public private(set) var contentSize: Size?
    /// The content inset.
    public private(set) var contentInset: EdgeInsets
    /// The layout's paging offset, once it reported one.
    public private(set) var pagingOffset: Point?
    /// The elements on screen and their displayed frames.
    public private(set) var displayed: [ElementID: Rect] = [:]
    /// The pinned sticky headers: section → frame when it was pinned.
    public private(set) var pinned: [Int: Rect] = [:]
    /// The scenario step running (0-based), once one started.
    public private(set) var step: Int?
    /// That step's action name.
    public private(set) var action: String?
    /// Whether a finger drags the content (`willBeginDragging`…`didEndDragging`).
    public private(set) var isDragging = false
    /// Whether the content decelerates (`willBeginDecelerating`…`didEndDecelerating`).
    public private(set) var isDecelerating = false
    /// Each orthogonal section's own offset: the last `sectionDidScroll`
    /// (sections that have not scrolled are absent).
    public private(set) var sectionOffsets: [Int: Point] = [:]
    /// Cells out of their reuse pools: created or dequeued (`cellRequest`)
    /// and not enqueued since (`cellEnqueue`); `nil` when the log has had no
    /// cell request or enqueue yet.
    public private(set) var liveCells: Int?
    /// Cells waiting in the reuse pools: enqueued and not dequeued since;
    /// `nil` like `liveCells`.
    public private(set) var pooledCells: Int?

    /// Starts from the log's header.
    public init(header: LogHeader) {
        viewport = header.viewport
        contentSize = header.contentSize
        contentInset = header.contentInset
        offset = Point(x: -header.contentInset.left, y: -header.contentInset.top)
    }

    /// Applies the next event.
    public mutating func apply(_ event: Event) {
        tick = event.tick
        time = event.time
        switch event.payload {
        case .step(let index, let action):
            step = index
            self.action = action.rawValue
        case .didScroll(let offset):
            self.offset = offset
        case .willBeginDragging:
            isDragging = true
        case .didEndDragging:
            isDragging = false
        case .willBeginDecelerating:
            isDecelerating = true
        case .didEndDecelerating:
            isDecelerating = false
        case .willDisplay(let shown):
            displayed[shown.element] = shown.frame
        case .didEndDisplaying(let shown):
            displayed[shown.element] = nil
        case .visible(let elements):
            displayed = Dictionary(elements.map { ($0.element, $0.frame) }, uniquingKeysWith: { _, last in last })
        case .stickyEnter(let section, _, let frame):
            pinned[section] = frame
        case .stickyExit(let section):
            pinned[section] = nil
        case .pagingOffset(let offset):
            pagingOffset = offset
        case .viewportChange(let size):
            viewport = size
        case .contentSizeChange(let size):
            contentSize = size
        case .contentInsetChange(let inset):
            contentInset = inset
        case .sectionDidScroll(let section, let offset):
            sectionOffsets[section] = offset
        case .cellRequest(_, _, let reused, _):
            liveCells = (liveCells ?? 0) + 1
            pooledCells = max(0, (pooledCells ?? 0) - (reused ? 1 : 0))
        case .cellEnqueue:
            liveCells = max(0, (liveCells ?? 0) - 1)
            pooledCells = (pooledCells ?? 0) + 1
        default:
            // The other kinds change nothing `LogState` follows.
            break
        }
    }

    /// The displayed elements in canonical order.
    public var displayedElements: [DisplayedElement] {
        displayed.map { DisplayedElement(element: $0.key, frame: $0.value) }.sorted { $0.element < $1.element }
    }

    /// What the scroll view is doing: `dragging`, `decelerating` or `idle`.
    public var phase: String {
        isDragging ? "dragging" : isDecelerating ? "decelerating" : "idle"
    }
}

extension LogState {
    /// The state as one JSON object (`inspect --at TICK --json`); `sections`
    /// (`[{"section","offset"}]`) and `cells` (`{"live","pooled"}`) follow
    /// only when the log has such events.
    public var json: FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("tick", .int(tick)), ("time", .double(time)), ("phase", .string(phase)),
            (EventKind.step.rawValue, step.map(FieldValue.int) ?? .null), ("action", action.map(FieldValue.string) ?? .null),
            ("offset", FieldValue(offset)),
        ]
        pairs.append(("viewport", viewport.map(FieldValue.init) ?? .null))
        pairs.append(("contentSize", contentSize.map(FieldValue.init) ?? .null))
        pairs.append(("contentInset", .object([
            ("top", .double(contentInset.top)), ("left", .double(contentInset.left)),
            ("bottom", .double(contentInset.bottom)), ("right", .double(contentInset.right)),
        ])))
        pairs.append((EventKind.pagingOffset.rawValue, pagingOffset.map(FieldValue.init) ?? .null))
        pairs.append(("pinned", .array(pinned.keys.sorted().map { section in
            .object([("section", .int(section)), ("frame", FieldValue(pinned[section]!))])
        })))
        pairs.append(("displayed", .array(displayedElements.map { FieldValue($0.element, frame: $0.frame) })))
        if !sectionOffsets.isEmpty {
            pairs.append(("sections", .array(sectionOffsets.keys.sorted().map { section in
                .object([("section", .int(section)), ("offset", FieldValue(sectionOffsets[section]!))])
            })))
        }
        if let liveCells, let pooledCells {
            pairs.append(("cells", .object([("live", .int(liveCells)), ("pooled", .int(pooledCells))])))
        }
        return .object(pairs)
    }

    /// The state as text, for people.
    public var table: String {
        func point(_ p: Point) -> String { "(\(NumberText.short(p.x)), \(NumberText.short(p.y)))" }
        func size(_ s: Size?) -> String { s.map { "\(NumberText.short($0.width)) × \(NumberText.short($0.height))" } ?? "not recorded" }
        func rect(_ r: Rect) -> String {
            "x \(NumberText.short(r.origin.x)), y \(NumberText.short(r.origin.y)), "
                + "\(NumberText.short(r.size.width)) × \(NumberText.short(r.size.height))"
        }
        var lines = ["tick \(tick) (\(NumberText.short(time)) s), \(phase)"
            + (step.map { ", step \($0)\(action.map { " (\($0))" } ?? "")" } ?? "")]
        lines.append("  offset        \(point(offset))")
        lines.append("  viewport      \(size(viewport))")
        lines.append("  content size  \(size(contentSize))")
        let inset = contentInset
        if inset != EdgeInsets() {
            lines.append("  content inset top \(NumberText.short(inset.top)), left \(NumberText.short(inset.left)), "
                + "bottom \(NumberText.short(inset.bottom)), right \(NumberText.short(inset.right))")
        }
        if let pagingOffset { lines.append("  paging offset \(point(pagingOffset))") }
        lines.append("")
        lines.append("pinned headers")
        if pinned.isEmpty { lines.append("  (none)") }
        for section in pinned.keys.sorted() { lines.append("  section \(section): \(rect(pinned[section]!))") }
        lines.append("")
        let shown = displayedElements
        lines.append("displayed (\(shown.count))")
        if shown.isEmpty { lines.append("  (none)") }
        lines += LogSummary.columns(
            shown.isEmpty ? [] : [["element", "section", "item", "frame"]] + shown.map {
                [OneLine.text($0.element.kind.rawValue), String($0.element.section), String($0.element.item), rect($0.frame)]
            },
            rightAligned: [1, 2])
        if !sectionOffsets.isEmpty {
            lines.append("")
            lines.append("orthogonal sections")
            for section in sectionOffsets.keys.sorted() { lines.append("  section \(section): offset \(point(sectionOffsets[section]!))") }
        }
        if let liveCells, let pooledCells {
            lines.append("")
            lines.append("cells: \(liveCells) out of the reuse pools, \(pooledCells) in them")
        }
        return lines.joined(separator: "\n")
    }
}
