/// A deterministic, discrete-time simulation of a `UICollectionView`.
///
/// Time advances only when the simulator runs a step, in ticks of
/// `1/frameRate` seconds; there is no wall clock. Every tick follows the
/// pipeline of the tick order of `docs/simulator.md`: inputs and running motion move the offset and the
/// paging offset; the offset is rounded to pixels and `didScroll` sent if it
/// changed; the layout is invalidated and queried with the visible rect;
/// `didEndDisplaying` and `willDisplay` report what left and entered;
/// sticky transitions follow; then the `visible` event and the gesture end
/// callbacks due this tick.
///
/// Tick 0 is the initial layout (the first `willDisplay`s); the first step
/// starts on tick 1. The physics and every decision where the
/// specification is silent are described in `docs/simulator.md`.
///
/// ```swift
/// var events: [Event] = []
/// let simulator = Simulator(scenario: scenario) { events.append($0) }
/// try simulator.perform(.drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .natural))
/// try simulator.perform(.settle(maxSeconds: 60))
/// ```
public final class Simulator {
    /// The properties of the simulated view; `viewport` changes with `setViewport`.
    public internal(set) var configuration: SimulatorConfiguration
    /// The layout in use.
    public internal(set) var layout: any CollectionViewLayout {
        didSet { stickyLayout = layout as? any StickyHeaderLayout }
    }
    /// `layout` if it has sticky headers: the cast is made once per layout,
    /// not on every tick.
    private var stickyLayout: (any StickyHeaderLayout)?
    /// The collection's contents.
    public internal(set) var data: CollectionData

    /// The current tick; -1 before the initial layout.
    public internal(set) var tick = -1
    /// The displayed content offset (rounded to pixels).
    public internal(set) var contentOffset: Point = .zero
    /// The elements on screen, in canonical order, with their frames.
    public internal(set) var displayed: [DisplayedElement] = []
    /// The number of events emitted so far (the next `seq`).
    public internal(set) var eventCount = 0
    /// The number of steps performed so far (the next step's index).
    public internal(set) var stepCount = 0

    /// The exact content offset; `contentOffset` is this rounded to pixels.
    var exactOffset: Point = .zero
    /// The motion moving the offset by itself, and the tick it started on.
    var motion: (any Motion)?
    var motionStartTick = 0
    /// A running paging-offset animation, and the tick it started on.
    var pagingAnimation: OffsetAnimation?
    var pagingStartTick = 0
    /// The paging offset as last shown (rounded to pixels).
    var shownPagingOffset: Point = .zero
    /// Set when a sticky or paging change needs an offset-only invalidation
    /// on the current tick.
    var needsOffsetOnlyInvalidation = false
    var pinnedSections: [Int] = []
    /// Elements deleted by a data change, to end displaying on this tick.
    var pendingLeft: [DisplayedElement] = []
    /// Pinned sections deleted by a data change, to exit on this tick.
    var pendingStickyExits: [Int] = []
    /// Whether a finger is on the screen (during a `drag` step).
    var isTracking = false
    let onEvent: (Event) -> Void

    /// Creates a simulator for `layout` over `data`; `onEvent` receives
    /// every event as it happens.
    public init(
        configuration: SimulatorConfiguration,
        layout: any CollectionViewLayout,
        data: CollectionData,
        onEvent: @escaping (Event) -> Void
    ) {
        self.configuration = configuration
        self.layout = layout
        self.stickyLayout = layout as? any StickyHeaderLayout
        self.data = data
        self.onEvent = onEvent
        exactOffset = Point(x: -configuration.contentInset.left, y: -configuration.contentInset.top)
        contentOffset = exactOffset
    }

    /// Creates a simulator for the collection view a scenario describes.
    public convenience init(scenario: Scenario, onEvent: @escaping (Event) -> Void) {
        self.init(
            configuration: SimulatorConfiguration(scenario),
            layout: scenario.layout.makeLayout(),
            data: scenario.data,
            onEvent: onEvent
        )
    }

    /// The current virtual time, in seconds.
    public var time: Double { Double(max(tick, 0)) / configuration.frameRate }

    /// The visible rect: the content offset and the viewport size.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: configuration.viewport) }

    /// Whether nothing is moving: no finger down, no deceleration, bounce,
    /// paging spring or animation running.
    public var isIdle: Bool { motion == nil && pagingAnimation == nil && !isTracking }

    /// The range the content offset can rest in, per axis:
    /// `-inset.top … contentHeight + inset.bottom - viewport.height`.
    public var scrollableRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = configuration.contentInset, size = layout.contentSize, viewport = configuration.viewport
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, size.width + inset.right - viewport.width)
        let maxY = max(minY, size.height + inset.bottom - viewport.height)
        return (minX...maxX, minY...maxY)
    }

    /// Runs the initial layout on tick 0, if it has not run yet: `prepare`,
    /// then `willDisplay` for everything initially visible.
    public func start() {
        guard tick < 0 else { return }
        tick = 0
        prepareLayout(reason: "initial")
        if let paging = layout as? any PagingOffsetLayout { shownPagingOffset = paging.pagingOffset }
        updateDisplay()
    }

    /// Runs one step, starting on a new tick with its `step` event.
    ///
    /// - Throws: `SimulationError` when the step cannot run as written
    ///   (a missing item or section, a capability the layout lacks, a
    ///   `settle` that does not come to rest in time).
    public func perform(_ step: Step) throws(SimulationError) {
        start()
        // A step that cannot run fails before it starts: no tick, no event.
        try check(step, index: stepCount)
        tick += 1
        let index = stepCount
        emit(.step(index: index, action: step.action))
        stepCount += 1

        switch step {
        case .drag(let translation, let duration, let release):
            performDrag(translation: translation, duration: duration, release: release)
        case .fling(let velocity):
            performFling(velocity: velocity)
        case .scrollTo(let x, let y, let animated):
            scroll(to: Point(x: x ?? exactOffset.x, y: y ?? exactOffset.y), animated: animated)
        case .scrollToItem(let indexPath, let position, let animated):
            let target = try targetOffset(forItemAt: indexPath, position: position, step: index)
            scroll(to: target, animated: animated)
        case .wait(let seconds):
            let ticks = max(1, Int((seconds * configuration.frameRate).rounded()))
            runTick()
            for _ in 1..<ticks { advance() }
        case .settle(let maxSeconds):
            try settle(maxSeconds: maxSeconds, step: index)
        case .swipePage(let direction, let duration):
            let paging = try pagingLayout(step: index, action: "swipePage")
            let width = configuration.viewport.width
            var target = paging.pagingOffset
            target.x += direction == .left ? -width : width
            animatePagingOffset(to: target, duration: duration * 1000)
        case .setPagingOffset(let offset, let animated):
            _ = try pagingLayout(step: index, action: "setPagingOffset")
            if animated {
                animatePagingOffset(to: offset, duration: OffsetAnimation.standardDuration)
            } else {
                pagingAnimation = nil
                runTick(pagingOffset: offset)
            }
        case .setStickyHeaders(let add, let remove, let removeAll):
            try setStickyHeaders(add: add, remove: remove, removeAll: removeAll, step: index)
        case .setStackedStickyHeaders(let stacked):
            try setStackedStickyHeaders(stacked, step: index)
        case .setViewport(let size):
            setViewport(size)
        case .insertItems, .deleteItems, .insertSections, .deleteSections, .reloadData:
            changeData(step)
        case .switchLayout(let configuration, let animated):
            switchLayout(to: configuration, animated: animated)
        }
    }

    /// Runs every step of `steps` in order.
    public func perform(_ steps: [Step]) throws(SimulationError) {
        for step in steps { try perform(step) }
    }

    /// Runs `scenario` from start to end and returns its events.
    public static func events(for scenario: Scenario) throws(SimulationError) -> [Event] {
        var events: [Event] = []
        let simulator = Simulator(scenario: scenario) { events.append($0) }
        simulator.start()
        try simulator.perform(scenario.steps)
        return events
    }

    /// Throws unless `step` can run against the current layout and data:
    /// the items and sections it names exist, and the layout has the
    /// capability it needs.
    private func check(_ step: Step, index: Int) throws(SimulationError) {
        switch step {
        case .scrollToItem(let indexPath, let position, _):
            _ = try targetOffset(forItemAt: indexPath, position: position, step: index)
        case .swipePage, .setPagingOffset:
            _ = try pagingLayout(step: index, action: step.action)
        case .setStickyHeaders(let add, let remove, _):
            try checkStickyHeaders(add: add, remove: remove, step: index, action: step.action)
        case .setStackedStickyHeaders:
            try checkStickyHeaders(add: [], remove: [], step: index, action: step.action)
        case .insertItems, .deleteItems, .insertSections, .deleteSections:
            try checkDataChange(step, step: index)
        case .drag, .fling, .scrollTo, .wait, .settle, .setViewport, .reloadData, .switchLayout:
            break
        }
    }

    // MARK: - Running time

    /// Moves to the next tick and runs it with no new input.
    func advance() {
        tick += 1
        runTick()
    }

    private func settle(maxSeconds: Double, step: Int) throws(SimulationError) {
        let limit = tick + Int((maxSeconds * configuration.frameRate).rounded(.up))
        runTick()
        while !isIdle {
            guard tick < limit else {
                throw SimulationError(stepIndex: step, field: "settle.maxSeconds",
                                      message: "still moving after \(maxSeconds) s; raise maxSeconds or check the scenario")
            }
            advance()
        }
    }

    // MARK: - The tick pipeline

    /// Runs the tick order of `docs/simulator.md` steps 1–7 for the current tick.
    ///
    /// - Parameters:
    ///   - input: the offset the running step puts the content at this
    ///     tick (a drag), applied after any running motion.
    ///   - pagingOffset: a paging offset the running step sets this tick.
    ///   - endCallbacks: gesture callbacks the step sends at the end of the
    ///     tick (a release); motion end callbacks come first.
    func runTick(input: Point? = nil, pagingOffset: Point? = nil, endCallbacks stepCallbacks: () -> [Event.Payload] = { [] }) {
        // 1. Inputs and motion.
        var endCallbacks: [Event.Payload] = []
        if var running = motion {
            let elapsed = Double(tick - motionStartTick) * 1000 / configuration.frameRate
            let sample = running.sample(atMilliseconds: elapsed)
            exactOffset = sample.offset
            if sample.isFinished {
                motion = nil
                endCallbacks.append(running.endEvent)
            } else {
                motion = running
            }
        }
        if let input { exactOffset = input }
        var newPagingOffset = pagingOffset
        if let animation = pagingAnimation {
            let elapsed = Double(tick - pagingStartTick) * 1000 / configuration.frameRate
            let sample = animation.sample(atMilliseconds: elapsed)
            newPagingOffset = sample.offset
            if sample.isFinished { pagingAnimation = nil }
        }

        // 2. Pixel rounding, didScroll and pagingOffset.
        let rounded = Point(x: roundToPixel(exactOffset.x), y: roundToPixel(exactOffset.y))
        let scrolled = rounded != contentOffset
        if scrolled {
            contentOffset = rounded
            if configuration.log.didScroll { emit(.didScroll(offset: rounded)) }
        }
        if let newPagingOffset, let paging = layout as? any PagingOffsetLayout {
            let shown = Point(x: roundToPixel(newPagingOffset.x), y: roundToPixel(newPagingOffset.y))
            if shown != shownPagingOffset {
                shownPagingOffset = shown
                paging.pagingOffset = shown
                emit(.pagingOffset(offset: shown))
                needsOffsetOnlyInvalidation = true
            }
        }

        // 3.–6. Layout pass, visible-set diff, sticky transitions, visible.
        invalidateIfNeeded(scrolled: scrolled)
        updateDisplay()

        // 7. Gesture end callbacks.
        for payload in endCallbacks { emit(payload) }
        for payload in stepCallbacks() { emit(payload) }
    }

    func roundToPixel(_ value: Double) -> Double {
        // Adding +0 turns a −0 (from −inset, or rounding −0.1 px) into 0,
        // so logs never print "-0".
        (value * configuration.screenScale).rounded() / configuration.screenScale + 0
    }

    func prepareLayout(reason: String) {
        layout.prepare(in: LayoutContext(bounds: visibleRect, contentInset: configuration.contentInset, data: data))
        if configuration.log.layout { emit(.prepare(reason: reason)) }
        // A prepared layout is current for these bounds.
        needsOffsetOnlyInvalidation = false
    }

    /// Step 3: the bounds-change invalidation the layout asks for on a
    /// scroll, or the offset-only one a sticky or paging change needs.
    private func invalidateIfNeeded(scrolled: Bool) {
        let bounds = visibleRect
        var context: LayoutInvalidationContext?
        if scrolled && layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            context = layout.invalidationContext(forBoundsChange: bounds)
        } else if needsOffsetOnlyInvalidation {
            context = LayoutInvalidationContext(isOffsetOnly: true, bounds: bounds)
        }
        needsOffsetOnlyInvalidation = false
        guard let context else { return }
        layout.invalidateLayout(with: context)
        if configuration.log.layout { emit(.invalidate(offsetOnly: context.isOffsetOnly)) }
        if !context.isOffsetOnly { prepareLayout(reason: "boundsChange") }
    }

    /// Steps 3–6: query the layout, diff the visible set, report sticky
    /// transitions and the visible set.
    func updateDisplay() {
        let rect = visibleRect
        let attributes = layout.layoutAttributesForElements(in: rect)
        var now: [DisplayedElement] = []
        now.reserveCapacity(attributes.count)
        var sorted = true
        for a in attributes where a.frame.intersects(rect) {
            if sorted, let last = now.last, a.element < last.element { sorted = false }
            now.append(DisplayedElement(element: a.element, frame: a.frame))
        }
        if !sorted { now.sort { $0.element < $1.element } }

        let diff = VisibleSetDiff(from: displayed, to: now)
        displayed = now
        var left = diff.left
        if !pendingLeft.isEmpty {
            left = (pendingLeft + left).sorted { $0.element < $1.element }
            pendingLeft = []
        }
        for shown in left { emit(.didEndDisplaying(shown)) }
        for shown in diff.entered { emit(.willDisplay(shown)) }
        reportStickyTransitions()

        switch configuration.log.visible {
        case .everyTick: emit(.visible(now))
        case .changes where !diff.isEmpty || !left.isEmpty: emit(.visible(now))
        case .changes, .off: break
        }
    }

    private func reportStickyTransitions() {
        for section in pendingStickyExits { emit(.stickyExit(section: section)) }
        pendingStickyExits = []
        guard let sticky = stickyLayout else {
            for section in pinnedSections { emit(.stickyExit(section: section)) }
            pinnedSections = []
            return
        }
        let rect = visibleRect
        var pinned = sticky.pinnedHeaders.filter { $0.frame.intersects(rect) }
        if !pinned.isEmpty || !pinnedSections.isEmpty {
            // Skipped when nothing is pinned before or now (most ticks
            // of most layouts).
            if pinned.count > 1 { pinned.sort { $0.section < $1.section } }
            for section in pinnedSections where !pinned.contains(where: { $0.section == section }) {
                emit(.stickyExit(section: section))
            }
            for header in pinned where !pinnedSections.contains(header.section) {
                emit(.stickyEnter(section: header.section, originalPoint: header.originalPoint, frame: header.frame))
            }
            pinnedSections = pinned.map(\.section)
        }
    }

    func emit(_ payload: Event.Payload) {
        onEvent(Event(seq: eventCount, tick: max(tick, 0), time: time, payload: payload))
        eventCount += 1
    }
}

extension Array {
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
