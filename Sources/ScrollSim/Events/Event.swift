/// One thing the simulated collection view told its delegate (or that the
/// simulator records about itself), stamped with its place in time.
public struct Event: Hashable, Sendable {
    /// Position in the log: 0, 1, 2… strictly increasing.
    public var seq: Int
    /// The tick the event happened on.
    public var tick: Int
    /// The virtual time of that tick, in seconds (`tick / frameRate`).
    public var time: Double
    /// What happened.
    public var payload: Payload

    /// Creates an event.
    public init(seq: Int, tick: Int, time: Double, payload: Payload) {
        self.seq = seq
        self.tick = tick
        self.time = time
        self.payload = payload
    }

    /// The event's type name as written in logs (`"didScroll"`, …).
    public var type: String { payload.type }
}

/// An element as it appears on screen: identity and displayed frame.
public struct DisplayedElement: Hashable, Sendable {
    public var element: ElementID
    public var frame: Rect

    public init(element: ElementID, frame: Rect) {
        self.element = element
        self.frame = frame
    }
}

extension Event {
    /// What happened, with the fields `docs/log-tools.md` gives each event type.
    public enum Payload: Hashable, Sendable {
        /// A scenario step starts; `index` is 0-based, `action` its name.
        case step(index: Int, action: String)
        /// `scrollViewDidScroll`: the rounded content offset changed.
        case didScroll(offset: Point)
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`;
        /// velocity in points per second.
        case willEndDragging(velocity: Point, targetOffset: Point)
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating
        case didEndDecelerating
        case didEndScrollingAnimation
        /// `willDisplay` for a cell or supplementary view.
        case willDisplay(DisplayedElement)
        /// `didEndDisplaying` for a cell or supplementary view.
        case didEndDisplaying(DisplayedElement)
        /// A sticky header became pinned.
        case stickyEnter(section: Int, originalPoint: Point, frame: Rect)
        /// A sticky header stopped being pinned or visible.
        case stickyExit(section: Int)
        /// The whole visible set, in canonical order.
        case visible([DisplayedElement])
        /// The layout's paging offset changed.
        case pagingOffset(offset: Point)
        /// The layout ran `prepare()` (only with `log.layout`).
        case prepare(reason: String)
        /// The layout was invalidated (only with `log.layout`).
        case invalidate(offsetOnly: Bool)
        /// Items or sections were inserted, deleted or reloaded.
        case dataChange(action: String, details: [(String, FieldValue)])
        /// The collection view switched to another layout.
        case layoutSwitch(layout: String, animated: Bool)
        /// The viewport (bounds size) changed.
        case viewportChange(size: Size)
        /// The layout's content size changed after a `prepare` (data,
        /// viewport, inset or layout changes). The log header keeps the
        /// initial size.
        case contentSizeChange(size: Size)
        /// The content inset changed (`setContentInset`).
        case contentInsetChange(inset: EdgeInsets)
        /// `scrollViewDidScrollToTop`: a scroll to top ended.
        case didScrollToTop

        /// The type name written in logs.
        public var type: String {
            switch self {
            case .step: "step"
            case .didScroll: "didScroll"
            case .willBeginDragging: "willBeginDragging"
            case .willEndDragging: "willEndDragging"
            case .didEndDragging: "didEndDragging"
            case .willBeginDecelerating: "willBeginDecelerating"
            case .didEndDecelerating: "didEndDecelerating"
            case .didEndScrollingAnimation: "didEndScrollingAnimation"
            case .willDisplay: "willDisplay"
            case .didEndDisplaying: "didEndDisplaying"
            case .stickyEnter: "stickyEnter"
            case .stickyExit: "stickyExit"
            case .visible: "visible"
            case .pagingOffset: "pagingOffset"
            case .prepare: "prepare"
            case .invalidate: "invalidate"
            case .dataChange: "dataChange"
            case .layoutSwitch: "layoutSwitch"
            case .viewportChange: "viewportChange"
            case .contentSizeChange: "contentSizeChange"
            case .contentInsetChange: "contentInsetChange"
            case .didScrollToTop: "didScrollToTop"
            }
        }

        /// The type-specific fields, in log order.
        public var fields: [(String, FieldValue)] {
            switch self {
            case .step(let index, let action):
                [("index", .int(index)), ("action", .string(action))]
            case .didScroll(let offset):
                [("offset", FieldValue(offset))]
            case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating,
                .didEndScrollingAnimation, .didScrollToTop:
                []
            case .willEndDragging(let velocity, let target):
                [("velocity", FieldValue(velocity)), ("targetOffset", FieldValue(target))]
            case .didEndDragging(let willDecelerate):
                [("willDecelerate", .bool(willDecelerate))]
            case .willDisplay(let shown), .didEndDisplaying(let shown):
                [("element", FieldValue(shown.element, frame: shown.frame))]
            case .stickyEnter(let section, let originalPoint, let frame):
                [
                    ("section", .int(section)), ("originalPoint", FieldValue(originalPoint)),
                    ("frame", FieldValue(frame)),
                ]
            case .stickyExit(let section):
                [("section", .int(section))]
            case .visible(let elements):
                [("elements", .array(elements.map { FieldValue($0.element, frame: $0.frame) }))]
            case .pagingOffset(let offset):
                [("offset", FieldValue(offset))]
            case .prepare(let reason):
                [("reason", .string(reason))]
            case .invalidate(let offsetOnly):
                [("offsetOnly", .bool(offsetOnly))]
            case .dataChange(let action, let details):
                [("action", .string(action))] + details
            case .layoutSwitch(let layout, let animated):
                [("layout", .string(layout)), ("animated", .bool(animated))]
            case .viewportChange(let size), .contentSizeChange(let size):
                [("size", FieldValue(size))]
            case .contentInsetChange(let inset):
                [("inset", .object([
                    ("top", .double(inset.top)), ("left", .double(inset.left)),
                    ("bottom", .double(inset.bottom)), ("right", .double(inset.right)),
                ]))]
            }
        }

        public static func == (lhs: Payload, rhs: Payload) -> Bool {
            lhs.type == rhs.type && FieldValue.object(lhs.fields) == FieldValue.object(rhs.fields)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(FieldValue.object(fields))
        }
    }

    /// The whole event as one object in log key order: `seq`, `tick`,
    /// `time`, `type`, then the type's fields.
    public var fields: FieldValue {
        .object(
            [
                ("seq", .int(seq)), ("tick", .int(tick)), ("time", .double(time)),
                ("type", .string(type)),
            ] + payload.fields
        )
    }
}
