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

    /// The event's type name as written in logs: its kind's name.
    public var type: String { payload.kind.rawValue }

    /// The event's kind.
    public var kind: EventKind { payload.kind }
}

/// An element as it appears on screen: identity and displayed frame.
public struct DisplayedElement: Hashable, Sendable {
    public var element: ElementID
    public var frame: Rect
    /// The layout's transform of the element when it is not the identity
    /// (logged as `transform3D`), else `nil`.
    public var transform3D: Transform3D?

    public init(element: ElementID, frame: Rect, transform3D: Transform3D? = nil) {
        self.element = element
        self.frame = frame
        self.transform3D = transform3D
    }
}

extension Event {
    /// What happened, with the fields `EventKind.fields` declares for each
    /// kind (`docs/log-tools.md`): one case per kind, its associated values
    /// the kind's fields in order.
    public enum Payload: Hashable, Sendable {
        /// A scenario step starts; `index` is 0-based, `action` its name.
        case step(index: Int, action: Step.Name)
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
        case prepare(reason: PrepareReason)
        /// The layout was invalidated (only with `log.layout`).
        case invalidate(offsetOnly: Bool)
        /// Items or sections were inserted, deleted or reloaded; `details`
        /// are the action's optional fields of `EventKind.dataChange`.
        case dataChange(action: DataChangeAction, details: [(String, FieldValue)])
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

        /// The event's kind.
        public var kind: EventKind {
            switch self {
            case .step: .step
            case .didScroll: .didScroll
            case .willBeginDragging: .willBeginDragging
            case .willEndDragging: .willEndDragging
            case .didEndDragging: .didEndDragging
            case .willBeginDecelerating: .willBeginDecelerating
            case .didEndDecelerating: .didEndDecelerating
            case .didEndScrollingAnimation: .didEndScrollingAnimation
            case .willDisplay: .willDisplay
            case .didEndDisplaying: .didEndDisplaying
            case .stickyEnter: .stickyEnter
            case .stickyExit: .stickyExit
            case .visible: .visible
            case .pagingOffset: .pagingOffset
            case .prepare: .prepare
            case .invalidate: .invalidate
            case .dataChange: .dataChange
            case .layoutSwitch: .layoutSwitch
            case .viewportChange: .viewportChange
            case .contentSizeChange: .contentSizeChange
            case .contentInsetChange: .contentInsetChange
            case .didScrollToTop: .didScrollToTop
            }
        }

        /// The type name written in logs: the kind's name.
        public var type: String { kind.rawValue }

        /// Hands the values of the kind's fields (`kind.fields`) to
        /// `visitor`, in order, one call per field; an optional field the
        /// event goes without is visited as `nil`.
        @inlinable
        public func visitValues<Visitor: EventValueVisitor>(_ visitor: inout Visitor) {
            switch self {
            case .step(let index, let action):
                visitor.visit(index)
                visitor.visit(action.rawValue)
            case .didScroll(let offset), .pagingOffset(let offset):
                visitor.visit(offset)
            case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop:
                break
            case .willEndDragging(let velocity, let target):
                visitor.visit(velocity)
                visitor.visit(target)
            case .didEndDragging(let willDecelerate):
                visitor.visit(willDecelerate)
            case .willDisplay(let shown), .didEndDisplaying(let shown):
                visitor.visit(shown)
            case .stickyEnter(let section, let originalPoint, let frame):
                visitor.visit(section)
                visitor.visit(originalPoint)
                visitor.visit(frame)
            case .stickyExit(let section):
                visitor.visit(section)
            case .visible(let elements):
                visitor.visit(elements)
            case .prepare(let reason):
                visitor.visit(reason.rawValue)
            case .invalidate(let offsetOnly):
                visitor.visit(offsetOnly)
            case .dataChange(let action, let details):
                visitor.visit(action.rawValue)
                for field in EventKind.dataChange.fields.dropFirst() {
                    visitor.visit(details.first { $0.0 == field.name }?.1)
                }
            case .layoutSwitch(let layout, let animated):
                visitor.visit(layout)
                visitor.visit(animated)
            case .viewportChange(let size), .contentSizeChange(let size):
                visitor.visit(size)
            case .contentInsetChange(let inset):
                visitor.visit(inset)
            }
        }

        /// The payload of `kind` whose field values, in the order of
        /// `kind.fields`, are `values` (`nil` for an optional field left
        /// out); `nil` when a value is not of its field's type.
        public init?(kind: EventKind, values: [FieldValue?]) {
            var values = EventValueList(values)
            let payload: Payload?
            switch kind {
            case .step:
                payload = values.int().flatMap { index in values.choice(Step.Name.self).map { .step(index: index, action: $0) } }
            case .didScroll: payload = values.point().map { .didScroll(offset: $0) }
            case .willBeginDragging: payload = .willBeginDragging
            case .willEndDragging:
                payload = values.point().flatMap { velocity in values.point().map { .willEndDragging(velocity: velocity, targetOffset: $0) } }
            case .didEndDragging: payload = values.bool().map { .didEndDragging(willDecelerate: $0) }
            case .willBeginDecelerating: payload = .willBeginDecelerating
            case .didEndDecelerating: payload = .didEndDecelerating
            case .didEndScrollingAnimation: payload = .didEndScrollingAnimation
            case .didScrollToTop: payload = .didScrollToTop
            case .willDisplay: payload = values.element().map { .willDisplay($0) }
            case .didEndDisplaying: payload = values.element().map { .didEndDisplaying($0) }
            case .stickyEnter:
                guard let section = values.int(), let point = values.point(), let frame = values.rect() else { return nil }
                payload = .stickyEnter(section: section, originalPoint: point, frame: frame)
            case .stickyExit: payload = values.int().map { .stickyExit(section: $0) }
            case .visible: payload = values.elements().map { .visible($0) }
            case .pagingOffset: payload = values.point().map { .pagingOffset(offset: $0) }
            case .prepare: payload = values.choice(PrepareReason.self).map { .prepare(reason: $0) }
            case .invalidate: payload = values.bool().map { .invalidate(offsetOnly: $0) }
            case .dataChange:
                guard let action = values.choice(DataChangeAction.self) else { return nil }
                let details = zip(kind.fields.dropFirst(), values.rest()).compactMap { field, value in value.map { (field.name, $0) } }
                payload = .dataChange(action: action, details: details)
            case .layoutSwitch:
                payload = values.string().flatMap { layout in values.bool().map { .layoutSwitch(layout: layout, animated: $0) } }
            case .viewportChange: payload = values.size().map { .viewportChange(size: $0) }
            case .contentSizeChange: payload = values.size().map { .contentSizeChange(size: $0) }
            case .contentInsetChange: payload = values.insets().map { .contentInsetChange(inset: $0) }
            }
            guard let payload else { return nil }
            self = payload
        }

        /// The type-specific fields, in log order: `kind.fields` with the
        /// event's values.
        public var fields: [(String, FieldValue)] {
            var builder = FieldPairsBuilder(fields: kind.fields)
            visitValues(&builder)
            return builder.pairs
        }

        public static func == (lhs: Payload, rhs: Payload) -> Bool {
            lhs.kind == rhs.kind && FieldValue.object(lhs.fields) == FieldValue.object(rhs.fields)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
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
