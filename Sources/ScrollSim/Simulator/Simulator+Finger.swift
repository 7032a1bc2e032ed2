// The finger: touch down, move, lift, and what a release starts (the
// projected target, the layout's and the delegate's say, deceleration,
// bounce, paging; the physics of `docs/simulator.md`).
extension Simulator {
    // MARK: - Public finger

    /// Puts a finger on the screen at `location` (viewport coordinates).
    /// Whatever moves the content stops, without `didEndDecelerating` or
    /// `didEndScrollingAnimation` (UIKit sends none), and
    /// `willBeginDragging` is sent: ScrollSim has no pan hysteresis. Runs a
    /// pass on the current tick.
    ///
    /// A touch inside an orthogonally scrolling section that can scroll is
    /// decided by the finger's first move (`docs/simulator.md`, "Orthogonal
    /// sections"): mainly along the section's axis, the section's own
    /// scroll view is dragged (`sectionWillBeginDragging`, never the
    /// collection view's delegate); otherwise the collection view
    /// (`willBeginDragging` then).
    public func touchDown(at location: Point = .zero) throws(SimulationError) {
        try touchDown(at: location, moving: nil)
    }

    /// Touches down at `location`; `moving`, when the gesture's motion is
    /// known up front (a `drag` step), decides at once which scroll view it drives.
    func touchDown(at location: Point, moving motion: Point?) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            guard !self.hasFingerDown else { throw self.error(["touchDown"], .fingerAlreadyDown) }
            if let section = self.scrollableOrthogonalSection(at: location) {
                if let motion {
                    if let routed = self.orthogonalRoute(at: location, motion: motion) {
                        self.touchDownOrthogonal(routed, at: location)
                    } else {
                        self.touchDownNow(at: location)
                    }
                } else {
                    self.touchDownUndecided(section, at: location)
                }
            } else {
                self.touchDownNow(at: location)
            }
            self.runTick()
        }
    }

    /// Moves the finger by `translation` (points; `y: -300` moves it up, so
    /// the content scrolls down) at constant speed over `duration` seconds
    /// (at least one tick), starting on the next tick. Time does not move:
    /// advance it to see the move.
    public func moveFinger(by translation: Point, duration: Double) throws(SimulationError) {
        let ticks = max(1, Int((duration * configuration.frameRate).rounded()))
        if orthogonal.undecided != nil { decideTouch(moving: translation) }
        if orthogonal.fingerSection != nil {
            guard moveOrthogonalFinger(by: translation, ticks: ticks) else { throw error(["moveFinger"], .noFingerDown) }
            return
        }
        guard scrollView.moveFinger(by: translation, tickCount: ticks, onTick: tick) else {
            throw error(["moveFinger"], .noFingerDown)
        }
    }

    /// Moves the finger to `location` over `duration` seconds (see
    /// `moveFinger(by:duration:)`).
    public func moveFinger(to location: Point, duration: Double) throws(SimulationError) {
        let start: Point
        if let touch = orthogonal.undecided {
            start = touch.location
        } else if let finger = orthogonalFinger ?? scrollView.finger {
            start = finger.location
        } else {
            throw error(["moveFinger"], .noFingerDown)
        }
        try moveFinger(by: Point(x: location.x - start.x, y: location.y - start.y), duration: duration)
    }

    /// Lifts the finger on the current tick, at the velocity of its own
    /// recent movement (0.75 · the previous tick's + 0.25 · the last
    /// tick's): `willEndDragging`, `didEndDragging` and, when the content
    /// keeps moving, `willBeginDecelerating`. A finger lifted mid-move stops
    /// where it is. A finger that moved on this tick or the one before
    /// hands its motion off at once: the motion runs its first frame on
    /// this tick (UIKit's `_endPanNormal:`; `docs/simulator.md`, "The
    /// release hand-off").
    public func liftFinger() throws(SimulationError) {
        if orthogonal.undecided != nil {
            // A touch that never moved: a tap, not a drag of either scroll view.
            orthogonal.undecided = nil
            return
        }
        if let index = orthogonal.fingerSection, let finger = orthogonalFinger,
           let section = orthogonalLayout?.orthogonalSection(index) {
            var velocity = Point.zero
            velocity[section.axis] = -finger.releaseVelocity[section.axis]
            let handOff = finger.recentVelocities.contains { $0 != .zero }
            try perform { () throws(SimulationError) in
                self.releaseOrthogonal(index, velocity: velocity, handOff: handOff)
            }
            return
        }
        guard let finger = scrollView.finger else { throw error(["liftFinger"], .noFingerDown) }
        var velocity = Point.zero
        for axis in scrollBounds.scrollingAxes {
            // The content moves opposite to the finger.
            velocity[axis] = -finger.releaseVelocity[axis]
        }
        let handOff = finger.recentVelocities.contains { $0 != .zero }
        try lift(velocity: velocity, handOff: handOff)
    }

    /// A touch-down and an immediate release at `velocity` (content-offset
    /// velocity, points per second), on the current tick: a flick, handed
    /// off at once like a moving finger's release.
    public func fling(velocity: Point) throws(SimulationError) {
        try fling(velocity: velocity, at: .zero)
    }

    /// A flick touching down at `location` (viewport coordinates): inside
    /// an orthogonally scrolling section that can scroll, with `velocity`
    /// mainly along its axis, the section's own scroll view flicks
    /// (`sectionWillBeginDragging` … `sectionWillBeginDecelerating`; the
    /// collection view's offset and delegate are untouched); otherwise the
    /// collection view, as `fling(velocity:)`.
    public func fling(velocity: Point, at location: Point) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            if let section = self.orthogonalRoute(at: location, motion: velocity) {
                self.touchDownOrthogonal(section, at: location)
                self.runTick()
                var along = Point.zero
                along[section.axis] = velocity[section.axis]
                self.releaseOrthogonal(section.section, velocity: along, handOff: true)
                return
            }
            self.touchDownNow(at: location)
            self.runTick()
            self.release(velocity: velocity, handOff: true)
        }
    }

    /// Lifts the finger with a release velocity given in content-offset
    /// points per second (the `drag` step's `hold` lifts at zero, from a
    /// finger held still: no hand-off).
    func lift(velocity: Point, handOff: Bool) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            if let index = self.orthogonal.fingerSection {
                self.releaseOrthogonal(index, velocity: velocity, handOff: handOff)
            } else {
                self.release(velocity: velocity, handOff: handOff)
            }
        }
    }

    func touchDownNow(at location: Point) {
        scrollView.touchDown(at: location, atSeconds: time, geometry: scrollGeometry)
        emit(.willBeginDragging)
    }

    // MARK: - Release

    /// Lifts the finger at `fingerVelocity` (content-offset velocity,
    /// points per second), asks the layout and then the delegate where to
    /// stop, starts what follows and logs the release: `willEndDragging`,
    /// `didEndDragging` and, when the content keeps moving,
    /// `willBeginDecelerating`. With `handOff`, a motion that starts runs
    /// its first frame at once, in a pass of this tick.
    func release(velocity fingerVelocity: Point, handOff: Bool) {
        let geometry = scrollGeometry
        let start = scrollView.lift(fingerVelocity: fingerVelocity, atSeconds: time, geometry: geometry)
        var target = start.proposedTarget
        if !geometry.settings.pagingEnabled {
            // Every release asks the layout, zero-velocity ones included: a
            // snapping layout moves the target even of a slow release.
            target = geometry.bounds.clamped(
                layout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: start.velocity))
        }
        askDelegate(velocity: start.velocity, target: &target)
        let plan = Release.plan(start, target: target, shownOffset: contentOffset, geometry: geometry)
        let handsOff = handOff && plan.motion != nil
        // Handed off, the motion started a frame ago: this tick shows its first frame.
        scrollView.begin(plan, onTick: handsOff ? tick - 1 : tick)
        for payload in plan.callbacks { emit(payload) }
        if handsOff { runTick() }
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// with UIKit's velocity unit (points per millisecond); the delegate
    /// may move the target, which is kept inside the scrollable range.
    /// It is a callback: changes it makes apply after the pass.
    private func askDelegate(velocity: Point, target: inout Point) {
        guard let delegate else { return }
        let asked = target
        runLoop.enterCallback()
        defer { runLoop.leaveCallback() }
        delegate.scrollViewWillEndDragging(
            self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if target != asked { target = scrollBounds.clamped(target) }
    }
}
