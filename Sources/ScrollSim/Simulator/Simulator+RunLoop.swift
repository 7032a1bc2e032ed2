// The run loop: advancing time, and applying changes made from callbacks
// once the pass that made them is over (`docs/simulator.md`, "The run loop").
extension Simulator {
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
        tick += 1
        advanceFinger()
        runTick()
        try applyDueTimers()
        try started()  // a stop on this tick (a refused layout answer) ends the call that ran it
    }

    /// Moves the finger to the current tick, and tells the repeated-flick
    /// streak how it moved.
    func advanceFinger() {
        guard var finger else { return }
        finger.advance(toTick: tick, frameRate: configuration.frameRate)
        self.finger = finger
        guard configuration.scrollView.repeatedFlickAcceleration else { return }
        let motion = finger.lastTickMotion
        guard motion.moved, let velocity = finger.recentVelocities.last else { return }
        fastScroll.fingerMoved(translation: finger.translation, velocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
                               reversed: motion.reversed)
    }

    /// Throws once the run has used its tick budget.
    func checkTickBudget() throws(SimulationError) {
        guard tick < configuration.budget.maximumTicks else {
            throw error([], .budgetReached(.ticks(configuration.budget.maximumTicks)))
        }
    }

    /// Applies the scheduled changes due by now, and what callbacks made.
    func applyDueTimers() throws(SimulationError) {
        // The due timers are a prefix (see `schedule`): the cost is theirs,
        // not the pending ones' (a reaction on every didScroll with a long
        // `after` keeps thousands pending).
        if let first = timers.first, first.tick <= tick {
            let dueCount = timers.firstIndex { $0.tick > tick } ?? timers.count
            deferredChanges += timers[..<dueCount].map(\.change)
            timers.removeFirst(dueCount)
        }
        try drainDeferredChanges()
    }

    // MARK: - Changes

    /// Applies `change` now, or, when called from inside a callback (a
    /// delegate method, `onEvent`), once the current pass is over.
    func perform(change: @escaping () throws(SimulationError) -> Void) throws(SimulationError) {
        guard callbackDepth == 0 else {
            deferredChanges.append(DeferredChange(origin: origin, apply: change))
            return
        }
        try started()
        do {
            try change()
        } catch {
            deferredChanges = []
            throw error
        }
        try drainDeferredChanges()
    }

    /// Schedules `change` to apply `seconds` from now (at least one tick).
    func schedule(afterSeconds seconds: Double, origin: SimulationError.Origin, change: @escaping () throws(SimulationError) -> Void) {
        let ticks = max(1, Int((seconds * configuration.frameRate).rounded()))
        // In the order they fall due, then the order scheduled.
        let due = tick + ticks
        let index = timers.lastIndex { $0.tick <= due }.map { $0 + 1 } ?? 0
        timers.insert(Timer(tick: due, change: DeferredChange(origin: origin, apply: change)), at: index)
    }

    /// Applies the changes callbacks made, in order, each in its own pass;
    /// changes those make are applied after them.
    func drainDeferredChanges() throws(SimulationError) {
        // A change that calls a verb is not a callback: the verb applies
        // at once, and the outer drain goes on with the queue.
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var applied = 0
        while !deferredChanges.isEmpty {
            let next = deferredChanges.removeFirst()
            applied += 1
            guard applied <= Self.changesPerTickLimit else {
                deferredChanges = []
                throw error([], .runawayCallbacks(limit: Self.changesPerTickLimit, tick: tick))
            }
            let saved = origin
            origin = next.origin
            defer { origin = saved }
            do {
                try next.apply()
            } catch {
                deferredChanges = []
                throw error
            }
        }
    }

    /// Throws if called from inside a callback: time moves only from
    /// outside the simulation.
    func refuseFromCallback(_ name: String) throws(SimulationError) {
        guard callbackDepth == 0 else {
            throw error([], .calledFromCallback(name))
        }
    }

    /// An error located at what is running: the current step, reaction or call.
    func error(_ argument: [SimulationError.ArgumentStep], _ reason: SimulationError.Reason) -> SimulationError {
        SimulationError(origin: origin, argument: argument, reason: reason)
    }
}
