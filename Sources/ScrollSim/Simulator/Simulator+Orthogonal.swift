// The orthogonal sections' own scroll views: routing a gesture to one,
// sampling them on every tick and releasing a finger on one
// (`docs/simulator.md`, "Orthogonal sections").
extension Simulator {
    // MARK: - State

    /// The shown offset of orthogonal section `section`'s own scroll view
    /// (`.zero` until a gesture first drives it).
    public func orthogonalOffset(inSection section: Int) -> Point {
        orthogonal[section]?.contentOffset ?? .zero
    }

    /// The offsets of the orthogonal sections a gesture has driven, ascending by section.
    public var orthogonalOffsets: [(section: Int, offset: Point)] { orthogonal.offsets }

    /// The geometry a section's scroll view moves in: its range, its band
    /// as its size (a page of a `paging` section), paging for `paging`,
    /// the fast rate for the group-paging behaviours, bouncing, and no
    /// repeated-flick acceleration.
    func orthogonalGeometry(_ section: OrthogonalSection) -> ScrollGeometry {
        var bounds = ScrollBounds(x: 0...0, y: 0...0)
        if section.axis == .vertical { bounds.y = section.offsetRange } else { bounds.x = section.offsetRange }
        let groupPaging = section.behavior == .groupPaging || section.behavior == .groupPagingCentered
        let settings = ScrollViewConfiguration(
            pagingEnabled: section.behavior == .paging, bounces: true, decelerationRate: groupPaging ? .fast : .normal,
            repeatedFlickAcceleration: false, scrollsToTop: false)
        return ScrollGeometry(bounds: bounds, viewport: section.band.size, settings: settings,
                              screenScale: configuration.screenScale)
    }

    /// The orthogonal section under `location` (viewport coordinates) that
    /// can scroll, if any.
    func scrollableOrthogonalSection(at location: Point) -> OrthogonalSection? {
        guard let orthogonalLayout else { return nil }
        let point = Point(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
        guard let section = orthogonalLayout.orthogonalSection(containing: point),
              section.offsetRange.upperBound > section.offsetRange.lowerBound else { return nil }
        return section
    }

    /// The section a gesture touching down at `location` and moving by
    /// `motion` (a translation or a velocity) drives: the scrollable
    /// orthogonal section under the touch when the motion is mainly along
    /// its axis; `nil` for the collection view.
    func orthogonalRoute(at location: Point, motion: Point) -> OrthogonalSection? {
        guard let section = scrollableOrthogonalSection(at: location) else { return nil }
        return abs(motion[section.axis]) > abs(motion[section.axis.other]) ? section : nil
    }

    /// The viewport point in the middle of the part of `section`'s band on
    /// screen, where a step aimed at the section touches down.
    func touchPoint(aimingAt section: Int, action: String) throws(SimulationError) -> Point {
        guard let orthogonalLayout, let geometry = orthogonalLayout.orthogonalSection(section) else {
            throw error([.name(action), .name("section")], .notOrthogonal(section: section))
        }
        let visible = visibleRect, band = geometry.band
        let minX = max(band.minX, visible.minX), maxX = min(band.maxX, visible.maxX)
        let minY = max(band.minY, visible.minY), maxY = min(band.maxY, visible.maxY)
        guard minX < maxX, minY < maxY else {
            throw error([.name(action), .name("section")], .sectionOffScreen(section: section))
        }
        return Point(x: (minX + maxX) / 2 - contentOffset.x, y: (minY + maxY) / 2 - contentOffset.y)
    }

    // MARK: - One tick

    /// Steps 1–2 for the orthogonal sections, after the collection view's
    /// own: each section's scroll view is sampled (sections ascending), its
    /// offset rounded and logged as `sectionDidScroll`, and told to the
    /// layout. Returns the end callbacks for step 7.
    func advanceOrthogonalSections() -> [Event.Payload] {
        guard let orthogonalLayout, !orthogonal.order.isEmpty else { return [] }
        var ended: [Event.Payload] = []
        for index in orthogonal.order {
            guard var state = orthogonal[index], let section = orthogonalLayout.orthogonalSection(index) else {
                // The section no longer scrolls orthogonally: its scroll view goes.
                orthogonal.remove(index)
                orthogonalLayout.setOrthogonalOffset(0, forSection: index)
                continue
            }
            let geometry = orthogonalGeometry(section)
            // Content that shrank under a resting section moves it into range.
            let clamp = state.clampedOffset(in: geometry.bounds).flatMap { $0 == state.exactOffset ? nil : $0 }
            let end = state.advance(onTick: tick, frameRate: configuration.frameRate, geometry: geometry, input: clamp)
            let scrolled = state.showRoundedOffset(geometry: geometry)
            orthogonal.set(state, for: index)
            // Told every tick: a new layout (a switch) learns the offsets too.
            orthogonalLayout.setOrthogonalOffset(state.contentOffset[section.axis], forSection: index)
            if scrolled && configuration.log.didScroll { emit(.sectionDidScroll(section: index, offset: state.contentOffset)) }
            if end != nil { ended.append(.sectionDidEndDecelerating(section: index)) }
        }
        return ended
    }

    /// Moves the finger of a section's scroll view to the current tick.
    func advanceOrthogonalFinger() {
        guard let index = orthogonal.fingerSection, var state = orthogonal[index] else { return }
        state.advanceFinger(toTick: tick, frameRate: configuration.frameRate, repeatedFlickAcceleration: false)
        orthogonal.set(state, for: index)
    }

    // MARK: - Finger

    /// Touches down on `section`'s scroll view (created at offset 0 the
    /// first time): its motion stops, `sectionWillBeginDragging`.
    func touchDownOrthogonal(_ section: OrthogonalSection, at location: Point) {
        var state = orthogonal[section.section] ?? ScrollViewState(offset: .zero)
        state.touchDown(at: location, atSeconds: time, geometry: orthogonalGeometry(section))
        orthogonal.set(state, for: section.section)
        orthogonal.fingerSection = section.section
        emit(.sectionWillBeginDragging(section: section.section))
    }

    /// A touch that has not chosen its scroll view yet: whatever moves
    /// under it stops (the collection view and the section), without a
    /// callback; its first move decides.
    func touchDownUndecided(_ section: OrthogonalSection, at location: Point) {
        scrollView.stopMotion()
        if var state = orthogonal[section.section] {
            state.stopMotion()
            orthogonal.set(state, for: section.section)
        }
        orthogonal.undecided = .init(section: section.section, location: location)
    }

    /// Decides an undecided touch by its first move, `translation`.
    func decideTouch(moving translation: Point) {
        guard let touch = orthogonal.undecided else { return }
        orthogonal.undecided = nil
        if let section = orthogonalLayout?.orthogonalSection(touch.section),
           abs(translation[section.axis]) > abs(translation[section.axis.other]) {
            touchDownOrthogonal(section, at: touch.location)
        } else {
            touchDownNow(at: touch.location)
        }
    }

    /// Moves the finger on a section by `translation` over `ticks` ticks; `false` if none is down.
    func moveOrthogonalFinger(by translation: Point, ticks: Int) -> Bool {
        guard let index = orthogonal.fingerSection, var state = orthogonal[index] else { return false }
        let moved = state.moveFinger(by: translation, tickCount: ticks, onTick: tick)
        orthogonal.set(state, for: index)
        return moved
    }

    /// The finger on a section, if one is down on one.
    var orthogonalFinger: Finger? {
        orthogonal.fingerSection.flatMap { orthogonal[$0]?.finger }
    }

    /// Lifts the finger from `section` at `fingerVelocity` (content-offset
    /// points per second): the section's own release — its rest by its
    /// behaviour, `sectionWillEndDragging`, `sectionDidEndDragging`,
    /// `sectionWillBeginDecelerating` — handed off as the collection
    /// view's is. The collection view's delegate hears none of it.
    func releaseOrthogonal(_ index: Int, velocity fingerVelocity: Point, handOff: Bool) {
        orthogonal.fingerSection = nil
        guard var state = orthogonal[index], let section = orthogonalLayout?.orthogonalSection(index) else {
            orthogonal.remove(index)
            return
        }
        let geometry = orthogonalGeometry(section)
        let start = state.lift(fingerVelocity: fingerVelocity, atSeconds: time, geometry: geometry)
        var target = start.proposedTarget
        if !geometry.settings.pagingEnabled {
            let axis = section.axis
            target[axis] = OrthogonalRest.target(
                in: section, position: start.position[axis], velocity: start.velocity[axis], proposed: target[axis],
                model: configuration.orthogonalPaging, roundToPixel: geometry.roundToPixel)
        }
        let plan = Release.plan(start, target: target, shownOffset: state.contentOffset, geometry: geometry)
        let handsOff = handOff && plan.motion != nil
        state.begin(plan, onTick: handsOff ? tick - 1 : tick)
        orthogonal.set(state, for: index)
        emit(.sectionWillEndDragging(section: index, velocity: plan.velocity, targetOffset: plan.target))
        emit(.sectionDidEndDragging(section: index, willDecelerate: plan.motion != nil))
        if plan.motion != nil { emit(.sectionWillBeginDecelerating(section: index)) }
        if handsOff { runTick() }
    }
}
