/// A deterministic, discrete-time simulation of a `UICollectionView`: a
/// run loop your layout, delegate and data source live in, with a clock
/// only your test advances.
///
/// Time moves in ticks of `1/frameRate` seconds, and only when you call
/// `advance(ticks:)`, `advance(seconds:)`, `runUntilIdle(maxSeconds:)` or
/// perform a scenario `Step`. Every tick follows the tick order of
/// `docs/simulator.md`: the finger and any running motion move the offset
/// and the paging offset; the offset is rounded to pixels and `didScroll`
/// sent if it changed; the layout is invalidated and queried with the
/// visible rect; `didEndDisplaying` and `willDisplay` report what left and
/// entered; sticky transitions follow; then the `visible` event and the
/// callbacks of motions that ended.
///
/// The UIKit verbs (`setContentOffset(_:animated:)`,
/// `scrollToItem(at:at:animated:)`, `performBatchUpdates(_:)`,
/// `reloadData()`, `setContentInset(_:)`, the finger) apply at once, on the
/// current tick, and never move time. Called from a delegate callback or a
/// scenario reaction, they apply when the current pass is over, on the
/// same tick: the log stays consistent, `seq` always 0, 1, 2…
///
/// Tick 0 is the initial layout (the first `willDisplay`s).
///
/// ```swift
/// var events: [Event] = []
/// let simulator = Simulator(scenario: scenario) { events.append($0) }
/// simulator.start()
/// try simulator.touchDown()
/// try simulator.moveFinger(by: Point(x: 0, y: -300), duration: 0.25)
/// try simulator.advance(seconds: 0.25)
/// try simulator.liftFinger()
/// try simulator.runUntilIdle(maxSeconds: 60)
/// ```
public final class Simulator {
    // Stored state is `@exclusivity(unchecked)`: the runtime's exclusivity
    // check costs about 75 instructions per access, six per event in
    // `emit`. No access can overlap another: the state is held by values
    // (`ScrollViewState`, `RunLoopQueue`, `DisplayTracker`…) whose mutating
    // methods call no user code, and every call out (`onEvent`, the
    // delegate, the layout, reactions) happens between accesses, never
    // inside one. Keep it so when adding state.

    /// The properties of the simulated view; `viewport` and `contentInset`
    /// change with `setViewportSize(_:)` and `setContentInset(_:)`.
    @exclusivity(unchecked) public internal(set) var configuration: SimulatorConfiguration
    /// The layout in use.
    @exclusivity(unchecked) public internal(set) var layout: any CollectionViewLayout {
        didSet {
            stickyLayout = layout as? any StickyHeaderLayout
            orthogonalLayout = layout as? any OrthogonalScrollingLayout
            preparedLayout = layout as? any PreparedLayoutProblemReporting
            keptLayout = layout as? any KeptElementsLayout
        }
    }
    /// `layout` if it has orthogonally scrolling sections (cast once per layout).
    @exclusivity(unchecked) private(set) var orthogonalLayout: (any OrthogonalScrollingLayout)?
    /// `layout` if it has sticky headers: the cast is made once per layout,
    /// not on every tick.
    @exclusivity(unchecked) private(set) var stickyLayout: (any StickyHeaderLayout)?
    /// `layout` if it reports problems of its own preparation, which every
    /// checked answer asks first (cast once per layout).
    @exclusivity(unchecked) private(set) var preparedLayout: (any PreparedLayoutProblemReporting)?
    /// `layout` if it lends the elements it keeps, which every query of
    /// the display and the look-ahead reads in place (cast once per layout).
    @exclusivity(unchecked) private(set) var keptLayout: (any KeptElementsLayout)?
    /// The collection's contents, as last loaded from the data source (or
    /// as given, and edited by scenario steps, without one).
    @exclusivity(unchecked) public internal(set) var data: CollectionData
    /// Whether some item of `data` still has an estimated size: the
    /// display pass looks for cells to self-size only then. Every change of
    /// `data` calls `dataDidChange()`.
    @exclusivity(unchecked) private(set) var hasEstimatedSizes: Bool
    /// Whether some section or item has a diffable id, which display
    /// events then carry.
    @exclusivity(unchecked) private(set) var hasIdentifiers: Bool

    /// The delegate told about scrolling and display, as
    /// `UICollectionView.delegate` (held weakly, as UIKit holds it).
    @exclusivity(unchecked) public weak var delegate: (any CollectionViewDelegate)?
    /// The data source asked for contents on `reloadData()` and batch
    /// updates, as `UICollectionView.dataSource` (held weakly).
    @exclusivity(unchecked) public weak var dataSource: (any CollectionViewDataSource)?
    /// Told which items will need their data soon and which no longer, as
    /// `UICollectionView.prefetchDataSource` (held weakly; see "Cells" in
    /// `docs/simulator.md`).
    @exclusivity(unchecked) public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
        didSet { cells.setNeedsLookAhead() }
    }
    /// The UIKit layer, which makes the cell objects the simulator asks for.
    @exclusivity(unchecked) package weak var cellObserver: (any CellLifecycleObserver)? {
        didSet { cells.setNeedsLookAhead() }
    }

    /// The current tick; -1 before the initial layout.
    @exclusivity(unchecked) public internal(set) var tick = -1
    /// The layout's content size as of its last `prepare`.
    @exclusivity(unchecked) public internal(set) var contentSize: Size = .zero
    /// The number of events emitted so far (the next `seq`).
    @exclusivity(unchecked) public internal(set) var eventCount = 0
    /// The number of steps performed so far (the next step's index).
    @exclusivity(unchecked) public internal(set) var stepCount = 0
    /// The number of times the layout was prepared so far, logged or not:
    /// what checkers that must know of every `prepare` (whatever `log.layout`
    /// says) compare.
    @exclusivity(unchecked) package internal(set) var prepareCount = 0
    /// Called on every pass whose visible set changed (an element entered,
    /// left or moved), where a `visible` event would be logged, whatever
    /// `log.visible` says: the check points of `InvariantMonitor`.
    @exclusivity(unchecked) package var onVisibleSetChange: (() -> Void)?

    /// The collection view's own scroll view: offset, finger, motion.
    @exclusivity(unchecked) var scrollView: ScrollViewState
    /// The orthogonal sections' own scroll views and the finger's routing.
    @exclusivity(unchecked) var orthogonal = OrthogonalScrollViews()
    /// The layout's paging offset and its animation.
    @exclusivity(unchecked) var pagingOffset = PagingOffsetState()
    /// Set when a sticky or paging change needs an offset-only invalidation
    /// on the current tick.
    @exclusivity(unchecked) var needsOffsetOnlyInvalidation = false
    /// The displayed set and the pinned headers.
    @exclusivity(unchecked) var display = DisplayTracker()
    /// The cell lifecycle: the cells, the pools, the prefetches, the strip
    /// ahead, and what to do with them on each pass.
    @exclusivity(unchecked) var cells = CellLifecycle()
    /// The scenario's reactions and how many times each may still fire.
    @exclusivity(unchecked) var reactions: [ReactionState] = []
    /// Callback nesting, deferred changes, timers, what is running.
    @exclusivity(unchecked) var runLoop = RunLoopQueue()
    /// Called with the simulator at the end of every tick, just before the
    /// next one starts: where `StateChecker` reads a tick's state.
    @exclusivity(unchecked) package var onTickEnd: ((Simulator) -> Void)?

    private let onStart: ((Simulator) -> Void)?
    private let onEvent: (Event) -> Void
    /// Asked before every tick: an error it returns ends the call that
    /// would move time, as a budget does. `explore` stops a run there when
    /// its wall-clock limit passes inside a long step.
    package var tickCheck: (() -> SimulationError?)?

    /// Creates a simulator for `layout` over `data`.
    ///
    /// - Parameters:
    ///   - configuration: the viewport, content inset, frame rate, physics and budgets.
    ///   - layout: the layout to run; the simulator prepares and queries it.
    ///   - data: the sections and items at the start.
    ///   - onStart: called once when the initial layout is prepared, before
    ///     the first event: where a log writer learns the content size.
    ///   - onEvent: receives every event as it happens.
    public init(
        configuration: SimulatorConfiguration,
        layout: any CollectionViewLayout,
        data: CollectionData,
        onStart: ((Simulator) -> Void)? = nil,
        onEvent: @escaping (Event) -> Void
    ) {
        self.configuration = configuration
        self.layout = layout
        self.stickyLayout = layout as? any StickyHeaderLayout
        self.preparedLayout = layout as? any PreparedLayoutProblemReporting
        self.keptLayout = layout as? any KeptElementsLayout
        self.orthogonalLayout = layout as? any OrthogonalScrollingLayout
        self.data = data
        self.hasEstimatedSizes = data.sections.contains { $0.items.hasEstimatedSizes }
        self.hasIdentifiers = data.hasIdentifiers
        self.onStart = onStart
        self.onEvent = onEvent
        scrollView = ScrollViewState(offset: Point(x: -configuration.contentInset.left, y: -configuration.contentInset.top))
    }

    /// Creates a simulator for `layout` over `data` with scenario reactions.
    public convenience init(
        configuration: SimulatorConfiguration, layout: any CollectionViewLayout, data: CollectionData,
        reactions: [Reaction], onStart: ((Simulator) -> Void)? = nil, onEvent: @escaping (Event) -> Void
    ) {
        self.init(configuration: configuration, layout: layout, data: data, onStart: onStart, onEvent: onEvent)
        self.reactions = reactions.map { ReactionState(reaction: $0, remaining: $0.times) }
    }

    /// Creates a simulator for the collection view a scenario describes,
    /// with its reactions.
    public convenience init(
        scenario: Scenario, onStart: ((Simulator) -> Void)? = nil, onEvent: @escaping (Event) -> Void
    ) {
        self.init(
            configuration: SimulatorConfiguration(scenario),
            layout: scenario.layout.makeLayout(),
            data: scenario.data,
            onStart: onStart,
            onEvent: onEvent
        )
        reactions = scenario.reactions.map { ReactionState(reaction: $0, remaining: $0.times) }
    }

    /// Brings what is derived from `data` up to date after a change.
    func dataDidChange() {
        hasEstimatedSizes = data.sections.contains { $0.items.hasEstimatedSizes }
        hasIdentifiers = data.hasIdentifiers
    }

    /// The diffable id of `element` in the data of now: the item's for a
    /// cell, its section's for any other kind.
    func identifier(of element: ElementID) -> String? {
        guard data.sections.indices.contains(element.section) else { return nil }
        let section = data.sections[element.section]
        guard element.kind == .cell else { return section.id }
        guard case .explicit(let items) = section.items, items.indices.contains(element.item) else { return nil }
        return items[element.item].id
    }

    /// The diffable id of the item at `indexPath` (what cell events log);
    /// `nil` at once when the data has no ids.
    func itemIdentifier(at indexPath: IndexPath) -> String? {
        hasIdentifiers ? identifier(of: ElementID(kind: .cell, indexPath: indexPath)) : nil
    }

    /// The diffable ids of the cells of `items`, in order, when every one
    /// has one (what `prefetch` and `cancelPrefetch` log), else `nil`.
    func identifiers(of items: [IndexPath]) -> [String]? {
        guard hasIdentifiers else { return nil }
        var ids: [String] = []
        ids.reserveCapacity(items.count)
        for item in items {
            guard let id = itemIdentifier(at: item) else { return nil }
            ids.append(id)
        }
        return ids
    }

    // MARK: - State

    /// The displayed content offset (rounded to pixels).
    public var contentOffset: Point { scrollView.contentOffset }

    /// The exact content offset; `contentOffset` is this rounded to pixels.
    var exactOffset: Point { scrollView.exactOffset }

    /// The current virtual time, in seconds.
    public var time: Double { Double(max(tick, 0)) / configuration.frameRate }

    /// The visible rect: the content offset and the viewport size.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: configuration.viewport) }

    /// The elements on screen, in canonical order, with their frames.
    public var displayed: [DisplayedElement] { display.displayed }

    /// The index paths of the cells on screen, as
    /// `indexPathsForVisibleItems` (in canonical order).
    public var indexPathsForVisibleItems: [IndexPath] {
        display.displayed.lazy.filter { $0.element.kind == .cell }.map(\.element.indexPath)
    }

    /// The sections whose header is pinned, ascending.
    public var pinnedSections: [Int] { display.pinnedSections }

    /// Whether a finger is on the screen (`isTracking`).
    public var isTracking: Bool { scrollView.finger != nil }

    /// Whether the content is being dragged (`isDragging`). ScrollSim has no
    /// pan hysteresis: dragging starts at touch-down.
    public var isDragging: Bool { scrollView.finger != nil }

    /// Whether the content is decelerating after a release, bouncing or
    /// settling on a page (`isDecelerating`).
    public var isDecelerating: Bool { scrollView.motion?.isDeceleration ?? false }

    /// The content inset the scrollable range uses. ScrollSim has no safe
    /// area, so this is `configuration.contentInset`.
    public var adjustedContentInset: EdgeInsets { configuration.contentInset }

    /// Whether nothing is moving: no finger down, no deceleration, bounce,
    /// paging spring or animation running, and nothing scheduled.
    public var isIdle: Bool { scrollView.isIdle && pagingOffset.isIdle && !runLoop.hasTimers && orthogonal.isIdle }

    /// Whether a finger is down anywhere: on the collection view, on an
    /// orthogonal section, or not yet decided between them.
    var hasFingerDown: Bool { scrollView.finger != nil || orthogonal.hasFinger }

    /// The range the content offset can rest in, per axis:
    /// `-inset.top … contentHeight + inset.bottom - viewport.height`,
    /// read from the layout's current content size.
    public var scrollableRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let bounds = scrollBounds
        return (bounds.x, bounds.y)
    }

    /// The scroll view's geometry of now: its range, size and settings.
    var scrollGeometry: ScrollGeometry {
        ScrollGeometry(bounds: scrollBounds, viewport: configuration.viewport, settings: configuration.scrollView,
                       screenScale: configuration.screenScale)
    }

    var scrollBounds: ScrollBounds {
        let inset = configuration.contentInset, size = layout.contentSize, viewport = configuration.viewport
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, size.width + inset.right - viewport.width)
        let maxY = max(minY, size.height + inset.bottom - viewport.height)
        return ScrollBounds(x: minX...maxX, y: minY...maxY)
    }

    // MARK: - Starting

    /// Runs the initial layout on tick 0, if it has not run yet: `prepare`,
    /// then `willDisplay` for everything initially visible.
    public func start() {
        guard tick < 0 else { return }
        tick = 0
        runLoop.enterLayoutPass()
        layout.prepare(in: layoutContext)
        prepareCount += 1
        if acceptsContentSize() { contentSize = layout.contentSize }
        onStart?(self)
        if configuration.log.layout { emit(.prepare(reason: .initial)) }
        if let paging = layout as? any PagingOffsetLayout { pagingOffset.reset(to: paging.pagingOffset) }
        updateDisplay()
        runLoop.leaveLayoutPass()
        // start() cannot throw: an error of a change a callback made on the
        // initial display surfaces from the next call that can.
        do { try drainDeferredChanges() } catch { runLoop.hold(error) }
    }

    /// Stops the run: the next call that moves time (or applies a change)
    /// throws `error`. For an observer that must end a run from `onEvent`
    /// (a log that reached its size budget).
    public func stop(_ error: SimulationError) {
        runLoop.hold(error)
    }

    /// Runs the initial layout if needed, and throws what it left.
    package func started() throws(SimulationError) {
        start()
        if let error = runLoop.takeError() { throw error }
    }

    var layoutContext: LayoutContext {
        LayoutContext(bounds: visibleRect, contentInset: configuration.contentInset, data: data)
    }

    // MARK: - Events

    /// Logs `payload` on the current tick, then tells the delegate and the
    /// reactions.
    func emit(_ payload: Event.Payload) {
        let event = Event(seq: eventCount, tick: max(tick, 0), time: time, payload: payload)
        eventCount += 1
        // `eventCount - 1`, not `maximumEvents + 1`: a budget of Int.max
        // (no budget) must not overflow.
        if eventCount - 1 == configuration.budget.maximumEvents {
            stop(error([], .budgetReached(.events(configuration.budget.maximumEvents))))
        }
        runLoop.enterCallback()
        defer { runLoop.leaveCallback() }
        onEvent(event)
        if let delegate { tell(delegate, about: payload) }
        if !reactions.isEmpty { react(to: event) }
    }

    private func tell(_ delegate: any CollectionViewDelegate, about payload: Event.Payload) {
        switch payload {
        case .didScroll: delegate.scrollViewDidScroll(self)
        case .willBeginDragging: delegate.scrollViewWillBeginDragging(self)
        case .didEndDragging(let willDecelerate): delegate.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating(self)
        case .didEndDecelerating: delegate.scrollViewDidEndDecelerating(self)
        case .didEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation(self)
        case .didScrollToTop: delegate.scrollViewDidScrollToTop(self)
        case .willDisplay(let shown):
            if shown.element.kind == .cell {
                delegate.collectionView(self, willDisplayCellForItemAt: shown.element.indexPath)
            } else {
                delegate.collectionView(self, willDisplaySupplementaryViewOfKind: shown.element.kind,
                                        at: shown.element.indexPath)
            }
        case .didEndDisplaying(let shown):
            if shown.element.kind == .cell {
                delegate.collectionView(self, didEndDisplayingCellForItemAt: shown.element.indexPath)
            } else {
                delegate.collectionView(self, didEndDisplayingSupplementaryViewOfKind: shown.element.kind,
                                        at: shown.element.indexPath)
            }
        // willEndDragging is asked before it is logged, with its inout
        // target (see `release(velocity:handOff:)`); the rest are not delegate calls.
        case .willEndDragging, .step, .stickyEnter, .stickyExit, .visible, .pagingOffset, .prepare,
            .invalidate, .dataChange, .layoutSwitch, .viewportChange, .contentSizeChange, .contentInsetChange,
            .cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved:
            break
        // An orthogonal section's own scroll view tells the layout, never
        // the collection view's delegate.
        case .sectionDidScroll, .sectionWillBeginDragging, .sectionWillEndDragging, .sectionDidEndDragging,
            .sectionWillBeginDecelerating, .sectionDidEndDecelerating:
            break
        }
    }
}
