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
    /// The diffable identifier of what is displayed, when the scenario
    /// gives one (logged as `id`): the item's for a cell, the section's for
    /// a supplementary view. Taken when the element enters, so that it
    /// still names what left after a data change.
    public var id: String?

    public init(element: ElementID, frame: Rect, transform3D: Transform3D? = nil, id: String? = nil) {
        self.element = element
        self.frame = frame
        self.transform3D = transform3D
        self.id = id
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
        /// `collectionView(_:cellForItemAt:)` was asked for the cell of
        /// `item`; `reused` when the dequeue took it from the pool of
        /// `reuseIdentifier`; `id` the item's diffable id, when the data
        /// gives it one (only with `log.cells`).
        case cellRequest(item: IndexPath, reuseIdentifier: String, reused: Bool, id: String? = nil)
        /// The cell of `item` went back to the pool of `reuseIdentifier`;
        /// `id` the diffable id of the item it was requested for, when it
        /// had one (only with `log.cells`).
        case cellEnqueue(item: IndexPath, reuseIdentifier: String, id: String? = nil)
        /// `collectionView(_:prefetchItemsAt:)`, nearest first; `ids` the
        /// items' diffable ids, in the same order, when every one of them
        /// has one (only with `log.cells`).
        case prefetch(items: [IndexPath], ids: [String]? = nil)
        /// `collectionView(_:cancelPrefetchingForItemsAt:)`; `ids` as for
        /// `prefetch` (only with `log.cells`).
        case cancelPrefetch(items: [IndexPath], ids: [String]? = nil)
        /// The estimated size of `item` was replaced by `size`, the size its
        /// cell prefers; `offsetAdjustment` is what the content offset moved
        /// by to compensate; `id` the item's diffable id, when it has one
        /// (only with `log.cells`).
        case sizeResolved(item: IndexPath, estimated: Size, size: Size, offsetAdjustment: Point, id: String? = nil)
        /// The rounded content offset of orthogonally scrolling `section`
        /// changed (its own scroll view's `scrollViewDidScroll`, which the
        /// collection view's delegate is not sent).
        case sectionDidScroll(section: Int, offset: Point)
        /// A drag of orthogonally scrolling `section` began.
        case sectionWillBeginDragging(section: Int)
        /// A drag of orthogonally scrolling `section` is ending; velocity in
        /// points per second.
        case sectionWillEndDragging(section: Int, velocity: Point, targetOffset: Point)
        /// A drag of orthogonally scrolling `section` ended.
        case sectionDidEndDragging(section: Int, willDecelerate: Bool)
        /// Orthogonally scrolling `section` starts decelerating.
        case sectionWillBeginDecelerating(section: Int)
        /// Orthogonally scrolling `section` came to rest.
        case sectionDidEndDecelerating(section: Int)

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
            case .cellRequest: .cellRequest
            case .cellEnqueue: .cellEnqueue
            case .prefetch: .prefetch
            case .cancelPrefetch: .cancelPrefetch
            case .sizeResolved: .sizeResolved
            case .sectionDidScroll: .sectionDidScroll
            case .sectionWillBeginDragging: .sectionWillBeginDragging
            case .sectionWillEndDragging: .sectionWillEndDragging
            case .sectionDidEndDragging: .sectionDidEndDragging
            case .sectionWillBeginDecelerating: .sectionWillBeginDecelerating
            case .sectionDidEndDecelerating: .sectionDidEndDecelerating
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
            case .cellRequest(let item, let reuseIdentifier, let reused, let id):
                visitor.visit(item)
                visitor.visit(reuseIdentifier)
                visitor.visit(reused)
                visitor.visitOptional(id)
            case .cellEnqueue(let item, let reuseIdentifier, let id):
                visitor.visit(item)
                visitor.visit(reuseIdentifier)
                visitor.visitOptional(id)
            case .prefetch(let items, let ids), .cancelPrefetch(let items, let ids):
                visitor.visit(items)
                visitor.visitOptional(ids)
            case .sizeResolved(let item, let estimated, let size, let adjustment, let id):
                visitor.visit(item)
                visitor.visit(estimated)
                visitor.visit(size)
                visitor.visit(adjustment)
                visitor.visitOptional(id)
            case .sectionDidScroll(let section, let offset):
                visitor.visit(section)
                visitor.visit(offset)
            case .sectionWillBeginDragging(let section), .sectionWillBeginDecelerating(let section),
                .sectionDidEndDecelerating(let section):
                visitor.visit(section)
            case .sectionWillEndDragging(let section, let velocity, let target):
                visitor.visit(section)
                visitor.visit(velocity)
                visitor.visit(target)
            case .sectionDidEndDragging(let section, let willDecelerate):
                visitor.visit(section)
                visitor.visit(willDecelerate)
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
            case .cellRequest:
                guard let item = values.indexPath(), let identifier = values.string(), let reused = values.bool(),
                      let id = values.optionalString() else { return nil }
                payload = .cellRequest(item: item, reuseIdentifier: identifier, reused: reused, id: id)
            case .cellEnqueue:
                guard let item = values.indexPath(), let identifier = values.string(), let id = values.optionalString() else { return nil }
                payload = .cellEnqueue(item: item, reuseIdentifier: identifier, id: id)
            case .prefetch, .cancelPrefetch:
                // The ids, when present, name the items one for one.
                guard let items = values.indexPaths(), let ids = values.optionalStrings(),
                      ids.map({ $0.count == items.count }) ?? true else { return nil }
                payload = kind == .prefetch ? .prefetch(items: items, ids: ids) : .cancelPrefetch(items: items, ids: ids)
            case .sizeResolved:
                guard let item = values.indexPath(), let estimated = values.size(), let size = values.size(),
                      let adjustment = values.point(), let id = values.optionalString() else { return nil }
                payload = .sizeResolved(item: item, estimated: estimated, size: size, offsetAdjustment: adjustment, id: id)
            case .sectionDidScroll:
                payload = values.int().flatMap { section in values.point().map { .sectionDidScroll(section: section, offset: $0) } }
            case .sectionWillBeginDragging: payload = values.int().map { .sectionWillBeginDragging(section: $0) }
            case .sectionWillEndDragging:
                guard let section = values.int(), let velocity = values.point(), let target = values.point() else { return nil }
                payload = .sectionWillEndDragging(section: section, velocity: velocity, targetOffset: target)
            case .sectionDidEndDragging:
                payload = values.int().flatMap { section in values.bool().map { .sectionDidEndDragging(section: section, willDecelerate: $0) } }
            case .sectionWillBeginDecelerating: payload = values.int().map { .sectionWillBeginDecelerating(section: $0) }
            case .sectionDidEndDecelerating: payload = values.int().map { .sectionDidEndDecelerating(section: $0) }
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
