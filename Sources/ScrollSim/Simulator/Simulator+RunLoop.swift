// The run loop: advancing time, and applying changes made from callbacks
// once the pass that made them is over (`docs/simulator.md`, "The run loop").
extension Simulator {
    /// The most changes callbacks may make on one tick before the run is
    /// stopped as a loop (a delegate that scrolls on every `didScroll` it
    /// causes, say).
    static let changesPerTickLimit = 10_000

    // MARK: - Time

    /// Runs `ticks` ticks with no new input: motion continues, the finger
    /// moves as it was told, scheduled changes apply.
    ///
    /// - Throws: a `SimulationError` a change made from a callback raised.
    public func advance(ticks: Int = 1) throws(SimulationError) {
        try refuseFromCallback("advance")
        try started()
        for _ in 0..<max(ticks, 0) { try runNextTick() }
    }

    /// Runs the ticks that make up `seconds` of virtual time (rounded to
    /// whole ticks).
    public func advance(seconds: Double) throws(SimulationError) {
        try advance(ticks: Int((seconds * configuration.frameRate).rounded()))
    }

    /// Runs ticks until nothing moves (`isIdle`).
    ///
    /// - Throws: `SimulationError` if something still moves after
    ///   `maxSeconds` of virtual time.
    public func runUntilIdle(maxSeconds: Double = 60) throws(SimulationError) {
        try runUntilIdle(maxSeconds: maxSeconds, field: ["maxSeconds"])
    }

    func runUntilIdle(maxSeconds: Double, field: [SimulationError.ArgumentStep]) throws(SimulationError) {
        try refuseFromCallback("runUntilIdle")
        try started()
        let limit = tick + Int((maxSeconds * configuration.frameRate).rounded(.up))
        while !isIdle {
            guard tick < limit else {
                throw error(field, .stillMoving(afterSeconds: maxSeconds))
            }
            try runNextTick()
        }
    }

    /// Moves to the next tick and runs its pass, then the changes callbacks
    /// and timers made for it.
    func runNextTick() throws(SimulationError) {
        try started()
        try checkTickBudget()
        onTickEnd?(self)
        tick += 1
        advanceFinger()
        runTick()
        try applyDueTimers()
        try started()  // a stop on this tick (a refused layout answer) ends the call that ran it
    }

    /// Moves the finger to the current tick.
    func advanceFinger() {
        scrollView.advanceFinger(toTick: tick, frameRate: configuration.frameRate,
                                 repeatedFlickAcceleration: configuration.scrollView.repeatedFlickAcceleration)
        advanceOrthogonalFinger()
    }

    /// Throws once the run has used its tick budget, or when `tickCheck`
    /// says stop.
    func checkTickBudget() throws(SimulationError) {
        if let tickCheck, let stop = tickCheck() { throw stop }
        guard tick < configuration.budget.maximumTicks else {
            throw error([], .budgetReached(.ticks(configuration.budget.maximumTicks)))
        }
    }

    /// Applies the scheduled changes due by now, and what callbacks made.
    func applyDueTimers() throws(SimulationError) {
        runLoop.queueTimers(dueBy: tick)
        try drainDeferredChanges()
    }

    // MARK: - Changes

    /// Applies `change` now, or, when called from inside a callback (a
    /// delegate method, `onEvent`) or a layout pass (the layout, or a
    /// handler it calls), once the current pass is over.
    func perform(change: @escaping () throws(SimulationError) -> Void) throws(SimulationError) {
        guard !runLoop.defersChanges else {
            runLoop.enqueue(RunLoopQueue.DeferredChange(origin: runLoop.origin, apply: change))
            return
        }
        try started()
        do {
            try change()
        } catch {
            runLoop.discardChanges()
            throw error
        }
        try drainDeferredChanges()
    }

    /// Schedules `change` to apply `seconds` from now (at least one tick).
    func schedule(afterSeconds seconds: Double, origin: SimulationError.Origin, change: @escaping () throws(SimulationError) -> Void) {
        let ticks = max(1, Int((seconds * configuration.frameRate).rounded()))
        runLoop.schedule(RunLoopQueue.DeferredChange(origin: origin, apply: change), onTick: tick + ticks)
    }

    /// Applies the changes callbacks made, in order, each in its own pass;
    /// changes those make are applied after them.
    func drainDeferredChanges() throws(SimulationError) {
        // A change that calls a verb is not a callback: the verb applies
        // at once, and the outer drain goes on with the queue.
        guard runLoop.beginDraining() else { return }
        defer { runLoop.endDraining() }
        var applied = 0
        while let next = runLoop.next() {
            applied += 1
            guard applied <= Self.changesPerTickLimit else {
                runLoop.discardChanges()
                throw error([], .runawayCallbacks(limit: Self.changesPerTickLimit, tick: tick))
            }
            let saved = runLoop.origin
            runLoop.origin = next.origin
            defer { runLoop.origin = saved }
            do {
                try next.apply()
            } catch {
                runLoop.discardChanges()
                throw error
            }
        }
    }

    /// Throws if called from inside a callback or a layout pass: time
    /// moves only from outside the simulation.
    func refuseFromCallback(_ name: String) throws(SimulationError) {
        if runLoop.isInCallback { throw error([], .calledFromCallback(name)) }
        if runLoop.isInLayoutPass { throw error([], .calledFromLayoutPass(name)) }
    }

    // MARK: - Layout passes

    /// A layout pass of the UIKit layer's starts: its layout's `prepare()`
    /// or a query, and the handlers that calls
    /// (`visibleItemsInvalidationHandler`). Pair with `leaveLayoutPass()`.
    package func enterLayoutPass() { runLoop.enterLayoutPass() }

    /// The layout pass `enterLayoutPass()` started ended.
    package func leaveLayoutPass() { runLoop.leaveLayoutPass() }

    /// Whether a change made now waits for the current pass to end (a
    /// callback or a layout pass is running).
    package var defersChanges: Bool { runLoop.defersChanges }

    /// Applies `change` now, or from inside a callback or a layout pass
    /// once the current pass is over: the UIKit layer's own work around a
    /// change, so that it happens when the change does.
    package func performWhenPassEnds(_ change: @escaping () throws(SimulationError) -> Void) throws(SimulationError) {
        try perform(change: change)
    }

    /// Applies the changes a layout pass made outside any call of the
    /// simulator's (a query of the UIKit layer's own that ran a handler);
    /// nothing while a callback or pass is running, whose end applies them.
    package func applyDeferredChanges() throws(SimulationError) {
        guard !runLoop.defersChanges, runLoop.hasDeferredChanges else { return }
        try started()
        try drainDeferredChanges()
    }

    /// An error located at what is running: the current step, reaction or call.
    func error(_ argument: [SimulationError.ArgumentStep], _ reason: SimulationError.Reason) -> SimulationError {
        SimulationError(origin: runLoop.origin, argument: argument, reason: reason)
    }
}
