import ScrollSim

/// What a log says about cells (`log.cells`): requests and reuse, prefetches
/// and what became of them, and self-sizing resolutions — the `cells` part
/// of `inspect --summary`.
///
/// Feed it events in log order with `add(_:)`, then `finish()`. A prefetch
/// of an item starts a wait that ends when the item's cell is requested
/// (`cellRequest`) or displayed (`willDisplay`) — the prefetch was used — or
/// when the item is cancelled (`cancelPrefetch`) first; a wait still open at
/// the end was never used either. A prefetch of an item already waiting
/// counts once. The lead time of a used prefetch runs from the prefetch to
/// the cell's `willDisplay`.
///
/// - Complexity: O(1) per event and per listed item; memory O(items
///   waiting + used prefetches).
public struct CellActivity: Hashable, Sendable {
    /// `cellRequest` events.
    public private(set) var requests = 0
    /// Requests answered with a new cell (`reused: false`).
    public private(set) var created = 0
    /// Requests answered from a reuse pool (`reused: true`).
    public private(set) var reused = 0
    /// `cellEnqueue` events: cells put back into their pool.
    public private(set) var enqueued = 0
    /// `prefetch` events.
    public private(set) var prefetchCalls = 0
    /// Items prefetched (an item already waiting is not counted again).
    public private(set) var prefetched = 0
    /// Prefetched items whose cell was then requested or displayed.
    public private(set) var prefetchedShown = 0
    /// Prefetched items cancelled before their cell was requested or displayed.
    public private(set) var cancelledBeforeShown = 0
    /// Prefetched items still waiting at the end: never requested, never
    /// displayed, never cancelled (after `finish()`).
    public private(set) var waitingAtEnd = 0
    /// Items listed by `cancelPrefetch` events, waiting or not.
    public private(set) var cancelled = 0
    /// The lead times of used prefetches, prefetch → `willDisplay`, in
    /// seconds, ascending (after `finish()`; rounded to microseconds).
    public private(set) var leadTimes: [Double] = []
    /// `sizeResolved` events.
    public private(set) var sizeResolutions = 0
    /// The sum of their `offsetAdjustment`s: how far self-sizing moved the
    /// content offset in all.
    public private(set) var offsetAdjustment = Point(x: 0, y: 0)
    /// Whether any cell event was added.
    public private(set) var isEmpty = true

    /// Prefetched items waiting: when the prefetch came, and whether the
    /// cell was requested since.
    private var waiting: [IndexPath: Wait] = [:]

    private struct Wait: Hashable, Sendable {
        var time: Double
        var requested: Bool
    }

    /// An empty record.
    public init() {}

    /// The event kinds this record reads.
    package static let kindsRead: Set<EventKind> = [
        .cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved, .willDisplay,
    ]

    /// Adds the next event (kinds other than the cell events and a cell's
    /// `willDisplay` are ignored).
    public mutating func add(_ event: Event) {
        switch event.payload {
        case .cellRequest(let item, _, let wasReused, _):
            isEmpty = false
            requests += 1
            if wasReused { reused += 1 } else { created += 1 }
            if let wait = waiting[item], !wait.requested {
                waiting[item] = Wait(time: wait.time, requested: true)
                prefetchedShown += 1
            }
        case .cellEnqueue:
            isEmpty = false
            enqueued += 1
        case .prefetch(let items, _):
            isEmpty = false
            prefetchCalls += 1
            for item in items where waiting[item] == nil {
                waiting[item] = Wait(time: event.time, requested: false)
                prefetched += 1
            }
        case .cancelPrefetch(let items, _):
            isEmpty = false
            cancelled += items.count
            for item in items {
                guard let wait = waiting.removeValue(forKey: item) else { continue }
                if !wait.requested { cancelledBeforeShown += 1 }
            }
        case .sizeResolved(_, _, _, let adjustment, _):
            isEmpty = false
            sizeResolutions += 1
            offsetAdjustment = Point(x: offsetAdjustment.x + adjustment.x, y: offsetAdjustment.y + adjustment.y)
        case .willDisplay(let shown) where !waiting.isEmpty && shown.element.kind == .cell:
            let item = shown.element.indexPath
            guard let wait = waiting.removeValue(forKey: item) else { return }
            if !wait.requested { prefetchedShown += 1 }
            leadTimes.append(max(0, event.time - wait.time))
        default:
            break
        }
    }

    /// Counts the prefetches still waiting and sorts the lead times.
    public mutating func finish() {
        waitingAtEnd += waiting.values.filter { !$0.requested }.count
        waiting = [:]
        leadTimes = leadTimes.map(LogSummary.rounded).sorted()
    }

    /// Prefetched items never requested nor displayed: cancelled first, or
    /// still waiting at the end.
    public var neverShown: Int { cancelledBeforeShown + waitingAtEnd }

    /// `reused / requests`; `nil` without requests.
    public var reuseRatio: Double? {
        requests > 0 ? Double(reused) / Double(requests) : nil
    }

    /// The median lead time (the mean of the middle two for an even
    /// count); `nil` without used prefetches.
    public var medianLeadTime: Double? {
        guard !leadTimes.isEmpty else { return nil }
        let middle = leadTimes.count / 2
        if leadTimes.count % 2 == 1 { return leadTimes[middle] }
        return LogSummary.rounded((leadTimes[middle - 1] + leadTimes[middle]) / 2)
    }
}
