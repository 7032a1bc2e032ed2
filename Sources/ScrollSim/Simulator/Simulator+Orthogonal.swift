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

    /// The geometry a section's scroll view moves in, as UIKit 26's
    /// `-[_UICollectionViewOrthogonalScrollView configureForDescriptor:]`
    /// sets it up: its range, its band as its size; paging for `paging`,
    /// `groupPaging` and `groupPagingCentered` (`setPagingEnabled:`), with
    /// the band as the page for `paging` and the group stride for the
    /// group behaviours (`_setInterpageSpacing:` makes the page the
    /// stride); the collection view's deceleration rate; bouncing; no
    /// repeated-flick acceleration.
    func orthogonalGeometry(_ section: OrthogonalSection) -> ScrollGeometry {
        var bounds = ScrollBounds(x: 0...0, y: 0...0)
        if section.axis == .vertical { bounds.y = section.offsetRange } else { bounds.x = section.offsetRange }
        let groupPaging = section.behavior == .groupPaging || section.behavior == .groupPagingCentered
        let settings = ScrollViewConfiguration(
            pagingEnabled: section.behavior == .paging || groupPaging, bounces: true,
            decelerationRate: configuration.scrollView.decelerationRate,
            repeatedFlickAcceleration: false, scrollsToTop: false)
        var page = section.band.size
        if groupPaging && section.groupStride > 0 { page[section.axis] = section.groupStride }
        return ScrollGeometry(bounds: bounds, viewport: section.band.size, settings: settings,
                              screenScale: configuration.screenScale, pageSize: page)
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

    /// The scroll view a gesture touching down at `location` and moving by
    /// `motion` (a translation or a velocity) drives: the scrollable
    /// orthogonal section under the touch when the motion is mainly along
    /// its axis; otherwise the collection view.
    func scrollView(at location: Point, moving motion: Point) -> DrivenScrollView {
        guard let section = scrollableOrthogonalSection(at: location),
              abs(motion[section.axis]) > abs(motion[section.axis.other]) else { return .collectionView }
        return .section(section.section)
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
        // The sections' offsets move their cells without an invalidation.
        cells.layoutDidChange()
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
            touchDown(.section(section.section), at: touch.location)
        } else {
            touchDown(.collectionView, at: touch.location)
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
}
