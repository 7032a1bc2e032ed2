/// A deterministic, discrete-time simulation of a `UICollectionView`.
///
/// Time advances only when the simulator runs a step, in ticks of
/// `1/frameRate` seconds; there is no wall clock. Every tick follows the
/// pipeline of SPEC §3.1: motion moves the offset; the offset is rounded to
/// pixels and `didScroll` sent if it changed; the layout is invalidated and
/// queried with the visible rect; `didEndDisplaying` and `willDisplay`
/// report what left and entered; sticky transitions follow; then the
/// `visible` event and the gesture end callbacks due this tick.
///
/// Tick 0 is the initial layout (the first `willDisplay`s); the first step
/// starts on tick 1.
///
/// ```swift
/// var events: [Event] = []
/// let simulator = Simulator(scenario: scenario) { events.append($0) }
/// try simulator.perform(.scrollTo(x: nil, y: 500, animated: true))
/// ```
public final class Simulator {
    /// The fixed properties of the simulated view.
    public let configuration: SimulatorConfiguration
    /// The layout in use.
    public private(set) var layout: any CollectionViewLayout
    /// The collection's contents.
    public private(set) var data: CollectionData

    /// The current tick; -1 before the initial layout.
    public private(set) var tick = -1
    /// The displayed content offset (rounded to pixels).
    public private(set) var contentOffset: Point = .zero
    /// The elements on screen, in canonical order, with their frames.
    public private(set) var displayed: [DisplayedElement] = []
    /// The number of events emitted so far (the next `seq`).
    public private(set) var eventCount = 0
    /// The number of steps performed so far (the next step's index).
    public private(set) var stepCount = 0

    /// The exact content offset; `contentOffset` is this rounded to pixels.
    private var exactOffset: Point = .zero
    private var motion: OffsetAnimation?
    private var pinnedSections: [Int] = []
    private let onEvent: (Event) -> Void

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

    /// Whether nothing is moving.
    public var isIdle: Bool { motion == nil }

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
        updateDisplay()
    }

    /// Runs one step to its end, starting on a new tick.
    ///
    /// - Throws: `SimulationError` when the step cannot run as written.
    public func perform(_ step: Step) throws(SimulationError) {
        start()
        tick += 1
        emit(.step(index: stepCount, action: step.action))
        stepCount += 1

        switch step {
        case .scrollTo(let x, let y, let animated):
            let target = Point(x: x ?? exactOffset.x, y: y ?? exactOffset.y)
            if animated && target != contentOffset {
                motion = OffsetAnimation(from: exactOffset, to: target, startTime: time)
                runTick()
                while motion != nil { advance() }
            } else {
                motion = nil
                exactOffset = target
                runTick()
            }
        case .wait(let seconds):
            let ticks = max(1, Int((seconds * configuration.frameRate).rounded()))
            runTick()
            for _ in 1..<ticks { advance() }
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

    // MARK: - The tick pipeline

    /// Moves to the next tick and runs it.
    private func advance() {
        tick += 1
        runTick()
    }

    /// Runs SPEC §3.1 steps 1–7 for the current tick.
    private func runTick() {
        var endCallbacks: [Event.Payload] = []
        if let animation = motion {
            let (offset, isFinished) = animation.offset(at: time)
            exactOffset = offset
            if isFinished {
                motion = nil
                endCallbacks.append(.didEndScrollingAnimation)
            }
        }

        let rounded = Point(x: roundToPixel(exactOffset.x), y: roundToPixel(exactOffset.y))
        if rounded != contentOffset {
            contentOffset = rounded
            if configuration.log.didScroll { emit(.didScroll(offset: rounded)) }
            invalidateForBoundsChange()
        }
        updateDisplay()
        for payload in endCallbacks { emit(payload) }
    }

    private func roundToPixel(_ value: Double) -> Double {
        (value * configuration.screenScale).rounded() / configuration.screenScale
    }

    private func prepareLayout(reason: String) {
        layout.prepare(in: LayoutContext(bounds: visibleRect, contentInset: configuration.contentInset, data: data))
        if configuration.log.layout { emit(.prepare(reason: reason)) }
    }

    private func invalidateForBoundsChange() {
        let bounds = visibleRect
        guard layout.shouldInvalidateLayout(forBoundsChange: bounds) else { return }
        let context = layout.invalidationContext(forBoundsChange: bounds)
        layout.invalidateLayout(with: context)
        if configuration.log.layout { emit(.invalidate(offsetOnly: context.isOffsetOnly)) }
        if !context.isOffsetOnly { prepareLayout(reason: "boundsChange") }
    }

    /// Steps 3–6: query the layout, diff the visible set, report sticky
    /// transitions and the visible set.
    private func updateDisplay() {
        let rect = visibleRect
        var now = layout.layoutAttributesForElements(in: rect).compactMap { attributes in
            attributes.frame.intersects(rect)
                ? DisplayedElement(element: attributes.element, frame: attributes.frame) : nil
        }
        if !now.isSorted(by: { $0.element < $1.element }) {
            now.sort { $0.element < $1.element }
        }

        let diff = VisibleSetDiff(from: displayed, to: now)
        displayed = now
        for shown in diff.left { emit(.didEndDisplaying(shown)) }
        for shown in diff.entered { emit(.willDisplay(shown)) }
        reportStickyTransitions()

        switch configuration.log.visible {
        case .everyTick: emit(.visible(now))
        case .changes where !diff.isEmpty: emit(.visible(now))
        case .changes, .off: break
        }
    }

    private func reportStickyTransitions() {
        guard let sticky = layout as? any StickyHeaderLayout else { return }
        let rect = visibleRect
        let pinned = sticky.pinnedHeaders.filter { $0.frame.intersects(rect) }
        let pinnedNow = pinned.map(\.section)
        for section in pinnedSections where !pinnedNow.contains(section) {
            emit(.stickyExit(section: section))
        }
        for header in pinned where !pinnedSections.contains(header.section) {
            emit(.stickyEnter(section: header.section, originalPoint: header.originalPoint, frame: header.frame))
        }
        pinnedSections = pinnedNow
    }

    private func emit(_ payload: Event.Payload) {
        onEvent(Event(seq: eventCount, tick: max(tick, 0), time: time, payload: payload))
        eventCount += 1
    }
}

extension Array {
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
