/// The run loop's queue (`docs/simulator.md`, "The run loop"): how deeply
/// callbacks and layout passes are nested, the changes they made that wait for the current
/// pass to end, the changes scheduled for later ticks, what is running (for
/// errors) and an error waiting for the next call that can throw.
///
/// It only keeps these; the simulator decides when to apply them.
struct RunLoopQueue {
    /// A change made from a callback, waiting for the current pass to end.
    struct DeferredChange {
        let origin: SimulationError.Origin
        let apply: () throws(SimulationError) -> Void
    }

    /// A change scheduled for a later tick.
    struct Timer {
        let tick: Int
        let change: DeferredChange
    }

    /// How deeply callbacks (`onEvent`, the delegate) are nested.
    private(set) var callbackDepth = 0
    /// How deeply layout passes (a pass of the tick order, the layout's
    /// `prepare` and queries, and what the layout calls from them) are nested.
    private(set) var layoutPassDepth = 0
    /// Whether deferred changes are being applied.
    private(set) var isDraining = false
    /// Changes made from callbacks, to apply when the current pass is over.
    private var deferredChanges: [DeferredChange] = []
    /// Changes scheduled for a later tick (a reaction's `after`), in the
    /// order they fall due.
    private var timers: [Timer] = []
    /// What is running, for errors: a step, a reaction or a direct call.
    var origin: SimulationError.Origin = .call
    /// The error of a change made on the initial display, or of a stop,
    /// for the next call that can throw.
    private(set) var pendingError: SimulationError?

    /// Whether a callback is running.
    var isInCallback: Bool { callbackDepth > 0 }

    /// Whether a layout pass is running.
    var isInLayoutPass: Bool { layoutPassDepth > 0 }

    /// Whether changes made now wait for the current pass to end: a
    /// callback or a layout pass is running.
    var defersChanges: Bool { callbackDepth > 0 || layoutPassDepth > 0 }

    /// Whether changes are scheduled for later ticks.
    var hasTimers: Bool { !timers.isEmpty }

    /// Whether changes wait for the current pass to end.
    var hasDeferredChanges: Bool { !deferredChanges.isEmpty }

    // MARK: - Callbacks

    /// A callback starts.
    mutating func enterCallback() { callbackDepth += 1 }

    /// A callback ended.
    mutating func leaveCallback() { callbackDepth -= 1 }

    /// A layout pass starts.
    mutating func enterLayoutPass() { layoutPassDepth += 1 }

    /// A layout pass ended.
    mutating func leaveLayoutPass() { layoutPassDepth -= 1 }

    // MARK: - Changes

    /// Queues a change for the end of the current pass.
    mutating func enqueue(_ change: DeferredChange) {
        deferredChanges.append(change)
    }

    /// Schedules a change for `tick`: after those due by then, so that the
    /// due ones are always a prefix.
    mutating func schedule(_ change: DeferredChange, onTick tick: Int) {
        let index = timers.lastIndex { $0.tick <= tick }.map { $0 + 1 } ?? 0
        timers.insert(Timer(tick: tick, change: change), at: index)
    }

    /// Queues the scheduled changes due by `tick`, in the order they fall
    /// due, then the order they were scheduled. The cost is theirs, not the
    /// pending ones' (a reaction on every didScroll with a long `after`
    /// keeps thousands pending).
    mutating func queueTimers(dueBy tick: Int) {
        guard let first = timers.first, first.tick <= tick else { return }
        let dueCount = timers.firstIndex { $0.tick > tick } ?? timers.count
        deferredChanges += timers[..<dueCount].map(\.change)
        timers.removeFirst(dueCount)
    }

    /// Starts applying the queue; `false` if it is being applied already
    /// (a change that calls a verb: the outer drain goes on).
    mutating func beginDraining() -> Bool {
        guard !isDraining else { return false }
        isDraining = true
        return true
    }

    /// Ends applying the queue.
    mutating func endDraining() { isDraining = false }

    /// Takes the next queued change, oldest first.
    mutating func next() -> DeferredChange? {
        deferredChanges.isEmpty ? nil : deferredChanges.removeFirst()
    }

    /// Drops the queued changes (after one failed).
    mutating func discardChanges() { deferredChanges = [] }

    // MARK: - Errors

    /// Keeps `error` for the next call that can throw, unless one waits already.
    mutating func hold(_ error: SimulationError) {
        if pendingError == nil { pendingError = error }
    }

    /// The error waiting for the next call that can throw, now taken.
    mutating func takeError() -> SimulationError? {
        defer { pendingError = nil }
        return pendingError
    }
}
