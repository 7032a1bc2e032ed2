/// Every kind of event a log holds: the one declaration of the log's event
/// vocabulary.
///
/// A kind's name in logs is its case name (`stickyEnter`); its fields, in
/// log order, with their types, are `fields`. Everything that must know the
/// kinds — the log writer and the typed reader, pattern validation and its
/// "did you mean", `inspect`'s filter and summary, the `view` page, the log's
/// JSON Schema — takes them from here or is checked against them by a test.
/// `docs/log-tools.md` ("Adding an event kind") says how to add one.
public enum EventKind: String, CaseIterable, Hashable, Sendable {
    /// A scenario step starts.
    case step
    /// `scrollViewDidScroll`: the rounded content offset changed.
    case didScroll
    /// `scrollViewWillBeginDragging`.
    case willBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    case willEndDragging
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging
    /// `scrollViewWillBeginDecelerating`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation`.
    case didEndScrollingAnimation
    /// `scrollViewDidScrollToTop`.
    case didScrollToTop
    /// `willDisplay` for a cell or supplementary view.
    case willDisplay
    /// `didEndDisplaying` for a cell or supplementary view.
    case didEndDisplaying
    /// A sticky header became pinned.
    case stickyEnter
    /// A sticky header stopped being pinned or visible.
    case stickyExit
    /// The whole visible set.
    case visible
    /// The layout's paging offset changed.
    case pagingOffset
    /// The layout ran `prepare()`.
    case prepare
    /// The layout was invalidated.
    case invalidate
    /// Items or sections were inserted, deleted, moved or reloaded.
    case dataChange
    /// The collection view switched to another layout.
    case layoutSwitch
    /// The viewport (bounds size) changed.
    case viewportChange
    /// The content size changed.
    case contentSizeChange
    /// The content inset changed.
    case contentInsetChange
    /// `collectionView(_:cellForItemAt:)` was asked for a cell: a new one
    /// or one from the reuse pool of its identifier (`log.cells`).
    case cellRequest
    /// A cell went back to the reuse pool of its identifier (`log.cells`).
    case cellEnqueue
    /// `collectionView(_:prefetchItemsAt:)` (`log.cells`).
    case prefetch
    /// `collectionView(_:cancelPrefetchingForItemsAt:)` (`log.cells`).
    case cancelPrefetch
    /// A self-sizing item's estimated size was replaced by the size its
    /// cell prefers, with the offset adjustment applied (`log.cells`).
    case sizeResolved
    /// An orthogonally scrolling section's offset changed.
    case sectionDidScroll
    /// A drag of an orthogonally scrolling section began.
    case sectionWillBeginDragging
    /// A drag of an orthogonally scrolling section is ending.
    case sectionWillEndDragging
    /// A drag of an orthogonally scrolling section ended.
    case sectionDidEndDragging
    /// An orthogonally scrolling section starts decelerating.
    case sectionWillBeginDecelerating
    /// An orthogonally scrolling section came to rest.
    case sectionDidEndDecelerating

    /// The kind's own fields, in log order, after the fields every event
    /// has (`EventVocabulary.commonFields`).
    public var fields: [EventField] { Self.declarations[ordinal] }

    /// The kind's position in `allCases`, 0-based.
    ///
    /// A Swift enum without associated values is stored as its case's
    /// index in declaration order (a test checks it against `allCases`), so
    /// this costs no lookup: the log writer finds a kind's line template by
    /// it on every event.
    public var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    private static let declarations = allCases.map(\.declaredFields)

    /// The declaration: each kind's fields as `docs/log-tools.md` gives them.
    private var declaredFields: [EventField] {
        switch self {
        case .step:
            [EventField("index", .integer), EventField("action", .choice(Step.Name.self))]
        case .didScroll, .pagingOffset:
            [EventField("offset", .point)]
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop:
            []
        case .willEndDragging:
            [EventField("velocity", .point), EventField("targetOffset", .point)]
        case .didEndDragging:
            [EventField("willDecelerate", .boolean)]
        case .willDisplay, .didEndDisplaying:
            [EventField("element", .element)]
        case .stickyEnter:
            [EventField("section", .integer), EventField("originalPoint", .point), EventField("frame", .rect)]
        case .stickyExit:
            [EventField("section", .integer)]
        case .visible:
            [EventField("elements", .array(.element))]
        case .prepare:
            [EventField("reason", .choice(PrepareReason.self))]
        case .invalidate:
            [EventField("offsetOnly", .boolean)]
        case .dataChange:
            // Which of the optional fields a change has depends on its
            // action (`docs/log-tools.md`); they come in this order.
            [
                EventField("action", .choice(DataChangeAction.self)),
                EventField("section", .integer, optional: true),
                EventField("sections", .either(.integer, .array(.integer)), optional: true),
                EventField("items", .either(.integer, .array(.integer)), optional: true),
                EventField("from", .either(.integer, .indexPath), optional: true),
                EventField("to", .either(.integer, .indexPath), optional: true),
            ]
        case .layoutSwitch:
            [EventField("layout", .text), EventField("animated", .boolean)]
        case .viewportChange, .contentSizeChange:
            [EventField("size", .size)]
        case .contentInsetChange:
            [EventField("inset", .insets)]
        // The diffable ids (`id`, `ids`) come last, and only when the
        // scenario's data gives them (`docs/log-tools.md`).
        case .cellRequest:
            [
                EventField("item", .indexPath), EventField("reuseIdentifier", .text), EventField("reused", .boolean),
                EventField("id", .text, optional: true),
            ]
        case .cellEnqueue:
            [EventField("item", .indexPath), EventField("reuseIdentifier", .text), EventField("id", .text, optional: true)]
        case .prefetch, .cancelPrefetch:
            [EventField("items", .array(.indexPath)), EventField("ids", .array(.text), optional: true)]
        case .sizeResolved:
            [
                EventField("item", .indexPath), EventField("estimated", .size), EventField("size", .size),
                EventField("offsetAdjustment", .point), EventField("id", .text, optional: true),
            ]
        case .sectionDidScroll:
            [EventField("section", .integer), EventField("offset", .point)]
        case .sectionWillBeginDragging, .sectionWillBeginDecelerating, .sectionDidEndDecelerating:
            [EventField("section", .integer)]
        case .sectionWillEndDragging:
            [EventField("section", .integer), EventField("velocity", .point), EventField("targetOffset", .point)]
        case .sectionDidEndDragging:
            [EventField("section", .integer), EventField("willDecelerate", .boolean)]
        }
    }
}
