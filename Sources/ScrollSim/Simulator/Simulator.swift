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
    /// The properties of the simulated view; `viewport` and `contentInset`
    /// change with `setViewportSize(_:)` and `setContentInset(_:)`.
    public internal(set) var configuration: SimulatorConfiguration
    /// The layout in use.
    public internal(set) var layout: any CollectionViewLayout {
        didSet { stickyLayout = layout as? any StickyHeaderLayout }
    }
    /// `layout` if it has sticky headers: the cast is made once per layout,
    /// not on every tick.
    private(set) var stickyLayout: (any StickyHeaderLayout)?
    /// The collection's contents, as last loaded from the data source (or
    /// as given, and edited by scenario steps, without one).
    public internal(set) var data: CollectionData

    /// The delegate told about scrolling and display, as
    /// `UICollectionView.delegate` (held weakly, as UIKit holds it).
    public weak var delegate: (any CollectionViewDelegate)?
    /// The data source asked for contents on `reloadData()` and batch
    /// updates, as `UICollectionView.dataSource` (held weakly).
    public weak var dataSource: (any CollectionViewDataSource)?

    /// The current tick; -1 before the initial layout.
    public internal(set) var tick = -1
    /// The displayed content offset (rounded to pixels).
    public internal(set) var contentOffset: Point = .zero
    /// The layout's content size as of its last `prepare`.
    public internal(set) var contentSize: Size = .zero
    /// The number of events emitted so far (the next `seq`).
    public internal(set) var eventCount = 0
    /// The number of steps performed so far (the next step's index).
    public internal(set) var stepCount = 0

    /// The exact content offset; `contentOffset` is this rounded to pixels.
    var exactOffset: Point = .zero
    /// The motion moving the offset by itself.
    var motion: ActiveMotion?
    /// A running paging-offset animation.
    var pagingAnimation: ActiveMotion?
    /// The paging offset as last shown (rounded to pixels).
    var shownPagingOffset: Point = .zero
    /// Set when a sticky or paging change needs an offset-only invalidation
    /// on the current tick.
    var needsOffsetOnlyInvalidation = false
    /// The displayed set and the pinned headers.
    var display = DisplayTracker()
    /// The finger, while one is on the screen.
    var finger: Finger?
    /// UIKit's repeated-flick streak.
    var fastScroll = FastScrollStreak()
    /// The scenario's reactions and how many times each may still fire.
    var reactions: [ReactionState] = []

    // The run loop: changes made from callbacks wait for the pass to end.
    /// How deeply callbacks (`onEvent`, the delegate) are nested.
    var callbackDepth = 0
    /// Whether deferred changes are being applied.
    var isDraining = false
    /// Changes made from callbacks, to apply when the current pass is over.
    var deferredChanges: [DeferredChange] = []
    /// Changes scheduled for a later tick (a reaction's `after`), in the
    /// order they fall due.
    var timers: [Timer] = []
    /// The error of a change made on the initial display, or of a stop,
    /// for the next call that can throw.
    var startError: SimulationError?
    /// What is running, for errors: a step, a reaction or a direct call.
    var origin: SimulationError.Origin = .call

    private let onStart: ((Simulator) -> Void)?
    private let onEvent: (Event) -> Void

    /// Creates a simulator for `layout` over `data`.
    ///
    /// - Parameters:
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
        self.data = data
        self.onStart = onStart
        self.onEvent = onEvent
        exactOffset = Point(x: -configuration.contentInset.left, y: -configuration.contentInset.top)
        contentOffset = exactOffset
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

    // MARK: - State

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
    public var isTracking: Bool { finger != nil }

    /// Whether the content is being dragged (`isDragging`). ScrollSim has no
    /// pan hysteresis: dragging starts at touch-down.
    public var isDragging: Bool { finger != nil }

    /// Whether the content is decelerating after a release, bouncing or
    /// settling on a page (`isDecelerating`).
    public var isDecelerating: Bool { motion?.isDeceleration ?? false }

    /// The content inset the scrollable range uses. ScrollSim has no safe
    /// area, so this is `configuration.contentInset`.
    public var adjustedContentInset: EdgeInsets { configuration.contentInset }

    /// Whether nothing is moving: no finger down, no deceleration, bounce,
    /// paging spring or animation running, and nothing scheduled.
    public var isIdle: Bool { motion == nil && pagingAnimation == nil && finger == nil && timers.isEmpty }

    /// The range the content offset can rest in, per axis:
    /// `-inset.top … contentHeight + inset.bottom - viewport.height`,
    /// read from the layout's current content size.
    public var scrollableRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let bounds = scrollBounds
        return (bounds.x, bounds.y)
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
        layout.prepare(in: layoutContext)
        if acceptsContentSize() { contentSize = layout.contentSize }
        onStart?(self)
        if configuration.log.layout { emit(.prepare(reason: "initial")) }
        if let paging = layout as? any PagingOffsetLayout { shownPagingOffset = paging.pagingOffset }
        updateDisplay()
        // start() cannot throw: an error of a change a callback made on the
        // initial display surfaces from the next call that can.
        do { try drainDeferredChanges() } catch { startError = error }
    }

    /// Stops the run: the next call that moves time (or applies a change)
    /// throws `error`. For an observer that must end a run from `onEvent`
    /// (a log that reached its size budget).
    public func stop(_ error: SimulationError) {
        if startError == nil { startError = error }
    }

    /// Runs the initial layout if needed, and throws what it left.
    func started() throws(SimulationError) {
        start()
        if let error = startError {
            startError = nil
            throw error
        }
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
        if eventCount == configuration.budget.maximumEvents + 1 {
            stop(error([], .budgetReached(.events(configuration.budget.maximumEvents))))
        }
        callbackDepth += 1
        defer { callbackDepth -= 1 }
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
        // target (see `release(velocity:)`); the rest are not delegate calls.
        case .willEndDragging, .step, .stickyEnter, .stickyExit, .visible, .pagingOffset, .prepare,
            .invalidate, .dataChange, .layoutSwitch, .viewportChange, .contentSizeChange, .contentInsetChange:
            break
        }
    }
}
