/// Checks a run against a list of `Invariant`s as it goes: fed every event
/// from the simulator's `onEvent`, and told when each step ends.
///
/// ```swift
/// var monitor = InvariantMonitor(scenario.invariants)
/// var simulator: Simulator!
/// simulator = Simulator(scenario: scenario) { monitor.observe($0, in: simulator) }
/// simulator.onVisibleSetChange = { monitor.visibleSetChanged(simulator) }
/// for step in scenario.steps {
///     try simulator.perform(step)
///     monitor.stepEnded(simulator)
/// }
/// #expect(monitor.violations.isEmpty)
/// ```
///
/// Only the first violation of each invariant is kept, and an invariant is
/// not checked again once broken.
package struct InvariantMonitor {
    /// The invariants, in the order violations name them by index.
    package let invariants: [Invariant]
    /// The first violation of each broken invariant, in the order found.
    package private(set) var violations: [InvariantViolation] = []

    private var broken: [Bool]
    private var expectedSeq = 0
    private var tick = 0
    private var step: Int?
    /// The displayed elements, as the display events told them.
    private var displayed = Set<ElementID>()
    /// Whether the offset last moved by a finger (a drag or a fling) rather
    /// than by a programmatic scroll: only then must a rest be on a multiple.
    private var gestureMoved = false
    /// Natural frames seen since the layout was last prepared.
    private var naturalFrames: [ElementID: Rect] = [:]
    /// The simulator's `prepareCount` when `naturalFrames` were seen: a
    /// `prepare` is known from the simulator, not from the log, so the
    /// verdict does not depend on `log.layout`.
    private var naturalFramesPrepareCount = -1
    private let needsDisplayTracking: Bool

    /// Creates a monitor for `invariants`.
    package init(_ invariants: [Invariant]) {
        self.invariants = invariants
        broken = Array(repeating: false, count: invariants.count)
        needsDisplayTracking = invariants.contains(.displayedAtMostOnce)
    }

    /// Whether any invariant is broken.
    package var isViolated: Bool { !violations.isEmpty }

    /// Looks at the next event; `simulator` is the one that emitted it.
    package mutating func observe(_ event: Event, in simulator: Simulator) {
        if invariants.isEmpty { return }
        tick = event.tick
        switch event.payload {
        case .step(let index, let action):
            step = index
            switch action {
            case .drag, .fling: gestureMoved = true
            case .wait, .settle: break
            default: gestureMoved = false
            }
        case .willDisplay(let shown) where needsDisplayTracking:
            if !displayed.insert(shown.element).inserted {
                report(.displayedAtMostOnce, "willDisplay for \(shown.element), which is already displayed (seq \(event.seq))")
            }
        case .didEndDisplaying(let shown) where needsDisplayTracking:
            if displayed.remove(shown.element) == nil {
                report(.displayedAtMostOnce, "didEndDisplaying for \(shown.element), which is not displayed (seq \(event.seq))")
            }
        case .contentSizeChange, .dataChange, .layoutSwitch, .viewportChange, .contentInsetChange:
            naturalFrames = [:]
        default:
            break
        }
        if event.seq != expectedSeq {
            report(.denseSeq, "seq \(event.seq) where \(expectedSeq) was due")
        }
        expectedSeq = event.seq + 1
        switch event.payload {
        case .didEndDecelerating:
            checkState(simulator, rest: true)
        case .didEndScrollingAnimation, .didScrollToTop:
            checkState(simulator, rest: false)
        default:
            break
        }
    }

    /// Checks the state on a pass whose visible set changed: connect it to
    /// the simulator's `onVisibleSetChange`, so that the check points are
    /// the same whether `visible` events are logged or not.
    package mutating func visibleSetChanged(_ simulator: Simulator) {
        if invariants.isEmpty { return }
        checkState(simulator, rest: false)
    }

    /// Checks the state at the end of a step (the simulator is between
    /// ticks, so everything it shows agrees).
    package mutating func stepEnded(_ simulator: Simulator) {
        if invariants.isEmpty { return }
        checkState(simulator, rest: gestureMoved && simulator.isIdle)
    }

    // MARK: - State invariants

    private mutating func checkState(_ simulator: Simulator, rest: Bool) {
        for (index, invariant) in invariants.enumerated() where !broken[index] {
            switch invariant {
            case .noOverlap(let kind):
                checkOverlap(kind, simulator, index)
            case .restingOffsetMultipleOf(let x, let y) where rest:
                checkMultiple(x: x, y: y, simulator, index)
            case .offsetInRange:
                checkOffset(simulator, rest: rest, index)
            case .displayedMatchesLayout:
                checkDisplayed(simulator, index)
            case .layoutConformance:
                checkConformance(simulator, index)
            case .restingOffsetMultipleOf, .displayedAtMostOnce, .denseSeq:
                break
            }
        }
    }

    private mutating func checkOverlap(_ kind: Invariant.OverlapKind, _ simulator: Simulator, _ index: Int) {
        var frames: [(String, Rect)] = []
        switch kind {
        case .pinnedHeaders:
            let rect = simulator.visibleRect
            let pinned = (simulator.layout as? any StickyHeaderLayout)?.pinnedHeaders ?? []
            frames = pinned.filter { $0.frame.intersects(rect) }.map { ("header of section \($0.section)", $0.frame) }
        case .headers, .footers, .cells:
            let wanted: ElementKind = kind == .headers ? .header : kind == .footers ? .footer : .cell
            frames = simulator.displayed.filter { $0.element.kind == wanted }.map { ("\($0.element)", $0.frame) }
        }
        guard frames.count > 1 else { return }
        frames.sort { $0.1.minY < $1.1.minY || ($0.1.minY == $1.1.minY && $0.1.minX < $1.1.minX) }
        for i in frames.indices {
            for j in (i + 1)..<frames.count {
                // Sorted by minY: nothing further down can meet frame i.
                if frames[j].1.minY >= frames[i].1.maxY - 0.001 { break }
                let a = frames[i].1, b = frames[j].1
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if width > 0.001 && height > 0.001 {
                    report(index, "\(frames[i].0) at \(a) overlaps \(frames[j].0) at \(b)")
                    return
                }
            }
        }
    }

    private mutating func checkMultiple(x: Double?, y: Double?, _ simulator: Simulator, _ index: Int) {
        let offset = simulator.contentOffset
        let tolerance = 0.5 / simulator.configuration.screenScale
        for (axis, value, multiple) in [("x", offset.x, x), ("y", offset.y, y)] {
            guard let multiple, multiple > 0 else { continue }
            let remainder = value - (value / multiple).rounded() * multiple
            if abs(remainder) > tolerance {
                report(index, "the offset rests at \(axis) \(value), not a multiple of \(multiple)")
                return
            }
        }
    }

    private mutating func checkOffset(_ simulator: Simulator, rest: Bool, _ index: Int) {
        let offset = simulator.contentOffset
        guard offset.x.isFinite && offset.y.isFinite else {
            report(index, "the content offset \(offset) is not finite")
            return
        }
        guard rest else { return }
        let range = simulator.scrollableRange
        let tolerance = 0.5 / simulator.configuration.screenScale
        if offset.x < range.x.lowerBound - tolerance || offset.x > range.x.upperBound + tolerance
            || offset.y < range.y.lowerBound - tolerance || offset.y > range.y.upperBound + tolerance
        {
            report(index, "a deceleration ended at \(offset), outside the scrollable range x \(range.x), y \(range.y)")
        }
    }

    /// A rect around the visible rect holding everything a brute-force
    /// comparison needs: the whole content for small collections, three
    /// viewports each way for large ones (the visible query must agree with
    /// any wider query).
    private func window(_ simulator: Simulator) -> Rect {
        if simulator.data.totalItemCount <= 5_000 { return Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12) }
        let rect = simulator.visibleRect
        return Rect(x: rect.minX - 3 * rect.width, y: rect.minY - 3 * rect.height, width: 7 * rect.width, height: 7 * rect.height)
    }

    private mutating func checkDisplayed(_ simulator: Simulator, _ index: Int) {
        let rect = simulator.visibleRect
        let sticky = simulator.layout is any StickyHeaderLayout
        let compared: (ElementID) -> Bool = { !sticky || $0.kind == .cell }
        var expected: [ElementID: Rect] = [:]
        for attributes in simulator.layout.layoutAttributesForElements(in: window(simulator))
            where attributes.frame.intersects(rect) && compared(attributes.element)
        {
            expected[attributes.element] = attributes.frame
        }
        var shown: [ElementID: Rect] = [:]
        for element in simulator.displayed where compared(element.element) { shown[element.element] = element.frame }
        if let missing = expected.keys.filter({ shown[$0] == nil }).min() {
            report(index, "\(missing) meets the visible rect \(rect) but is not displayed")
        } else if let extra = shown.keys.filter({ expected[$0] == nil }).min() {
            report(index, "\(extra) is displayed, but the layout does not place it in the visible rect \(rect)")
        } else if let moved = shown.keys.filter({ shown[$0] != expected[$0] }).min() {
            report(index, "\(moved) is displayed at \(shown[moved]!), the layout places it at \(expected[moved]!)")
        }
    }

    private mutating func checkConformance(_ simulator: Simulator, _ index: Int) {
        let layout = simulator.layout
        let rect = simulator.visibleRect
        let size = layout.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            report(index, rule: 5, "content size \(size) is not finite and non-negative")
            return
        }
        // Rule 2: no element twice in the query of the rect in use.
        let visible = layout.layoutAttributesForElements(in: rect)
        var ids = Set<ElementID>()
        for attributes in visible where !ids.insert(attributes.element).inserted {
            report(index, rule: 2, "\(attributes.element) appears twice in the query of \(rect)")
            return
        }
        // Rule 6: the displayed set in canonical order.
        let displayed = simulator.displayed
        for i in displayed.indices.dropFirst() where !(displayed[i - 1].element < displayed[i].element) {
            report(index, rule: 6, "the displayed set is not in canonical order: \(displayed[i - 1].element) before \(displayed[i].element)")
            return
        }
        // Rule 1: the query of the rect agrees with a wider query.
        let sticky = layout is any StickyHeaderLayout
        let compared: (LayoutAttributes) -> Bool = { !sticky || $0.element.kind == .cell }
        let wide = layout.layoutAttributesForElements(in: window(simulator))
        let expected = Set(wide.filter { $0.frame.intersects(rect) && compared($0) }.map(\.element))
        let got = Set(visible.filter { $0.frame.intersects(rect) && compared($0) }.map(\.element))
        if let missing = expected.subtracting(got).min() {
            report(index, rule: 1, "\(missing) meets \(rect) but the visible query leaves it out")
            return
        }
        if let extra = got.subtracting(expected).min() {
            report(index, rule: 1, "the visible query of \(rect) returns \(extra), which a wider query does not place there")
            return
        }
        // Rule 3: item queries agree with the wide query.
        for attributes in wide where attributes.element.kind == .cell && attributes.frame.intersects(rect) && compared(attributes) {
            let single = layout.layoutAttributesForItem(at: attributes.element.indexPath)?.frame
            if single != attributes.frame {
                report(index, rule: 3, "layoutAttributesForItem(at: \(attributes.element.indexPath)) is \(single.map { "\($0)" } ?? "nil"), the query says \(attributes.frame)")
                return
            }
        }
        // Rules 4 and 5 on the natural frames near the rect. Natural frames
        // may move on any `prepare`, logged or not.
        if simulator.prepareCount != naturalFramesPrepareCount {
            naturalFrames = [:]
            naturalFramesPrepareCount = simulator.prepareCount
        }
        let viewport = simulator.configuration.viewport
        for attributes in layout.naturalLayoutAttributesForElements(in: window(simulator).intersectionBounds(rect)) {
            let frame = attributes.frame
            if frame.width > 0 && frame.height > 0 {
                let fitsAcross = frame.maxX <= max(size.width, viewport.width) + 0.001
                if fitsAcross && (frame.maxY > size.height + 0.001 || frame.minY < -0.001) {
                    report(index, rule: 5, "\(attributes.element) at \(frame) is outside the content size \(size)")
                    return
                }
            }
            if let earlier = naturalFrames[attributes.element], earlier != frame {
                report(index, rule: 4, "the natural frame of \(attributes.element) moved from \(earlier) to \(frame) with no prepare for a change of data, bounds size, inset or layout")
                return
            }
            if naturalFrames.count < 100_000 { naturalFrames[attributes.element] = frame }
        }
    }

    // MARK: - Reporting

    private mutating func report(_ invariant: Invariant, _ message: String) {
        guard let index = invariants.firstIndex(of: invariant) else { return }
        report(index, message)
    }

    private mutating func report(_ index: Int, rule: Int = 0, _ message: String) {
        guard !broken[index] else { return }
        broken[index] = true
        violations.append(InvariantViolation(index: index, invariant: invariants[index], rule: rule, tick: tick, step: step, message: message))
    }
}

private extension Rect {
    /// `self` cut down to a band two viewports around `rect` (so the
    /// natural-frame check stays near the rect in use).
    func intersectionBounds(_ rect: Rect) -> Rect {
        let band = Rect(x: rect.minX - rect.width, y: rect.minY - rect.height, width: 3 * rect.width, height: 3 * rect.height)
        let minX = Swift.max(minX, band.minX), minY = Swift.max(minY, band.minY)
        let maxX = Swift.min(maxX, band.maxX), maxY = Swift.min(maxY, band.maxY)
        return Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
