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
            if let motion {
                self.touchDown(self.scrollView(at: location, moving: motion), at: location)
            } else if let section = self.scrollableOrthogonalSection(at: location) {
                self.touchDownUndecided(section, at: location)
            } else {
                self.touchDown(.collectionView, at: location)
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
        guard let driven = drivenScrollView, let finger = state(of: driven)?.finger else {
            throw error(["liftFinger"], .noFingerDown)
        }
        var velocity = Point.zero
        for axis in geometry(of: driven)?.bounds.scrollingAxes ?? [] {
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
            let driven = self.scrollView(at: location, moving: velocity)
            self.touchDown(driven, at: location)
            self.runTick()
            var along = velocity
            if case .section(let index) = driven, let section = self.orthogonalLayout?.orthogonalSection(index) {
                along = .zero
                along[section.axis] = velocity[section.axis]
            }
            try self.release(driven, velocity: along, handOff: true)
        }
    }

    /// Lifts the finger with a release velocity given in content-offset
    /// points per second (the `drag` step's `hold` lifts at zero, from a
    /// finger held still: no hand-off).
    func lift(velocity: Point, handOff: Bool) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            guard let driven = self.drivenScrollView else { throw self.error(["liftFinger"], .noFingerDown) }
            try self.release(driven, velocity: velocity, handOff: handOff)
        }
    }

    /// The scroll view a finger is down on, if one is (an undecided touch drives none yet).
    var drivenScrollView: DrivenScrollView? {
        if let index = orthogonal.fingerSection { return .section(index) }
        return scrollView.finger != nil ? .collectionView : nil
    }

    /// Touches down on `driven`: its motion stops, and its drag begins
    /// (`willBeginDragging`, or `sectionWillBeginDragging` for a section,
    /// whose scroll view is created at offset 0 the first time). The one
    /// touch-down of the collection view and of every orthogonal section.
    func touchDown(_ driven: DrivenScrollView, at location: Point) {
        switch driven {
        case .collectionView:
            scrollView.touchDown(at: location, atSeconds: time, geometry: scrollGeometry)
        case .section(let index):
            guard let section = orthogonalLayout?.orthogonalSection(index) else { return }
            var state = orthogonal[index] ?? ScrollViewState(offset: .zero)
            state.touchDown(at: location, atSeconds: time, geometry: orthogonalGeometry(section))
            orthogonal.set(state, for: index)
            orthogonal.fingerSection = index
        }
        emit(driven.dragEvent(.willBeginDragging))
    }

    // MARK: - Release

    /// Lifts the finger from `driven` at `fingerVelocity` (content-offset
    /// velocity, points per second), decides where it rests, starts what
    /// follows and logs the release: `willEndDragging`, `didEndDragging`
    /// and, when the content keeps moving, `willBeginDecelerating` (their
    /// `section…` forms for a section, whose release the collection view's
    /// delegate never hears). With `handOff`, a motion that starts runs its
    /// first frame at once, in a pass of this tick. The one release of the
    /// collection view and of every orthogonal section.
    ///
    /// Where it rests: paging picks its page; otherwise the collection view
    /// asks its layout and then its delegate, and a
    /// `continuousGroupLeadingBoundary` section snaps to a group boundary.
    func release(_ driven: DrivenScrollView, velocity fingerVelocity: Point, handOff: Bool) throws(SimulationError) {
        if case .section = driven { orthogonal.fingerSection = nil }
        guard var state = state(of: driven), let geometry = geometry(of: driven) else {
            if case .section(let index) = driven { orthogonal.remove(index) }
            return
        }
        let start = state.lift(fingerVelocity: fingerVelocity, atSeconds: time, geometry: geometry)
        let shown = state.contentOffset
        setState(state, of: driven)
        var target = start.proposedTarget
        if !geometry.settings.pagingEnabled {
            switch driven {
            case .collectionView:
                // Every release asks the layout, zero-velocity ones included: a
                // snapping layout moves the target even of a slow release.
                target = geometry.bounds.clamped(
                    layout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: start.velocity))
                askDelegate(velocity: start.velocity, target: &target)
            case .section(let index):
                if let section = orthogonalLayout?.orthogonalSection(index) {
                    let axis = section.axis
                    target[axis] = OrthogonalRest.target(in: section, proposed: target[axis], shownOffset: shown[axis])
                }
            }
        }
        let plan = Release.plan(start, target: target, shownOffset: shown, geometry: geometry)
        let handsOff = handOff && plan.motion != nil
        // Handed off, the motion started a frame ago: this tick shows its first frame.
        if var state = self.state(of: driven) {
            state.begin(plan, onTick: handsOff ? tick - 1 : tick)
            setState(state, of: driven)
        }
        for payload in plan.callbacks { emit(driven.dragEvent(payload)) }
        guard handsOff else { return }
        // UIKit sends `scrollViewDidEndDragging` (and the rest) inside
        // `_endPanNormal:` before it runs the hand-off frame, so what the
        // delegate changes there (a refresh control's content inset) is
        // applied before that frame computes: the changes are drained
        // first (`docs/simulator.md`, "The release hand-off").
        try drainDeferredChanges()
        runTick()
    }

    /// The state of `driven`'s scroll view (`nil`: a section without one).
    func state(of driven: DrivenScrollView) -> ScrollViewState? {
        switch driven {
        case .collectionView: scrollView
        case .section(let index): orthogonal[index]
        }
    }

    /// Stores `state` as `driven`'s scroll view.
    func setState(_ state: ScrollViewState, of driven: DrivenScrollView) {
        switch driven {
        case .collectionView: scrollView = state
        case .section(let index): orthogonal.set(state, for: index)
        }
    }

    /// The geometry `driven` moves in now (`nil`: a section that no longer scrolls orthogonally).
    func geometry(of driven: DrivenScrollView) -> ScrollGeometry? {
        switch driven {
        case .collectionView: scrollGeometry
        case .section(let index): orthogonalLayout?.orthogonalSection(index).map(orthogonalGeometry)
        }
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
