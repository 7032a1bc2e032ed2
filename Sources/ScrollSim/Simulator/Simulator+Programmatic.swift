// Programmatic scrolling (`setContentOffset`, `scrollToItem`, scroll to
// top) and the layout's paging offset.
extension Simulator {
    /// `setContentOffset(_:animated:)`: cancels running motion silently.
    /// Animated: 0.3 s of sin² progress from the next tick, a `didScroll`
    /// per tick whose rounded offset changed, then
    /// `didEndScrollingAnimation`. Not animated: the offset changes on a
    /// pass of the current tick. Not clamped, as in UIKit.
    public func setContentOffset(_ target: Point, animated: Bool) throws(SimulationError) {
        try setContentOffset(target, animated: animated, unlessThereAtRest: false)
    }

    /// `setContentOffset(_:animated:)`; with `unlessThereAtRest`, an offset
    /// the content rests at already (checked when the change applies)
    /// runs no pass: the UIKit layer's rule, where only a bounds change
    /// lays out again.
    package func setContentOffset(_ target: Point, animated: Bool, unlessThereAtRest: Bool) throws(SimulationError) {
        try perform {
            if unlessThereAtRest && self.scrollView.isIdle && self.exactOffset == target { return }
            self.scroll(to: target, animated: animated)
        }
    }

    /// `scrollToItem(at:at:animated:)`: brings the item to `position`,
    /// clamped to the scrollable range.
    ///
    /// - Throws: `SimulationError` if the item does not exist.
    public func scrollToItem(at indexPath: IndexPath, at position: Step.ScrollPosition, animated: Bool) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            let target = try self.targetOffset(forItemAt: indexPath, position: position)
            self.scroll(to: target, animated: animated)
        }
    }

    /// A tap on the status bar (`scrollsToTop`): unless
    /// `configuration.scrollView.scrollsToTop` is off or the delegate's
    /// `scrollViewShouldScrollToTop(_:)` says no, UIKit's smooth
    /// deceleration (a critically damped spring, 0.6 s response, 1.6 s) to
    /// `-adjustedContentInset.top` (x kept, moved into the horizontal range), ending with
    /// `scrollViewDidScrollToTop` instead of `didEndScrollingAnimation`.
    /// At the top already, nothing happens.
    public func scrollToTop() throws(SimulationError) {
        try perform {
            guard self.configuration.scrollView.scrollsToTop,
                  self.delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
            // `_contentOffsetForScrollingToTop`: the top of the range, with
            // x kept but moved into the horizontal range (a vertical list
            // left at x 50 scrolls to (0, top)).
            let target = Point(x: ScrollBounds.clamp(self.exactOffset.x, to: self.scrollBounds.x),
                               y: -self.adjustedContentInset.top)
            self.scroll(to: target, animated: true, curve: .smoothDeceleration, ending: .scrollToTop)
        }
    }

    /// Starts scrolling to `target` on a pass of the current tick.
    func scroll(
        to target: Point, animated: Bool, curve: OffsetAnimation.Curve = .sinSquared,
        ending: OffsetAnimation.Ending = .scrollingAnimation
    ) {
        scrollView.stopMotion()
        let geometry = scrollGeometry
        if animated && geometry.roundToPixel(target) != contentOffset {
            scrollView.animate(to: target, curve: curve, ending: ending, bounds: geometry.bounds, onTick: tick)
            runTick()
        } else if animated {
            // Already there: no events, as UIKit.
            runTick()
        } else {
            runTick(input: target)
        }
    }

    /// Where `scrollToItem(at:at:animated:)` scrolls to: the item's edge or
    /// centre lined up with the visible area (inside the content inset),
    /// clamped to the scrollable range. The other axis keeps its offset.
    func targetOffset(forItemAt indexPath: IndexPath, position: Step.ScrollPosition) throws(SimulationError) -> Point {
        try checkItem(indexPath, action: "scrollToItem")
        guard let frame = try checkedAttributesForItem(at: indexPath)?.frame else {
            throw error(["scrollToItem", "item"], .noCellInLayout(indexPath))
        }
        let inset = configuration.contentInset, viewport = configuration.viewport
        var target = exactOffset
        switch position {
        case .top: target.y = frame.minY - inset.top
        case .bottom: target.y = frame.maxY - viewport.height + inset.bottom
        case .centeredVertically:
            target.y = frame.midY - (viewport.height - inset.top - inset.bottom) / 2 - inset.top
        case .left: target.x = frame.minX - inset.left
        case .right: target.x = frame.maxX - viewport.width + inset.right
        case .centeredHorizontally:
            target.x = frame.midX - (viewport.width - inset.left - inset.right) / 2 - inset.left
        }
        return scrollBounds.clamped(target)
    }

    /// Throws unless `indexPath` names an existing item.
    func checkItem(_ indexPath: IndexPath, action: String) throws(SimulationError) {
        guard data.sections.indices.contains(indexPath.section) else {
            throw error([.name(action), "section"], .noSuchSection(indexPath.section, sectionCount: data.numberOfSections))
        }
        let count = data.numberOfItems(inSection: indexPath.section)
        guard (0..<count).contains(indexPath.item) else {
            throw error([.name(action), "item"], .noSuchItem(indexPath, itemCount: count))
        }
    }

    // MARK: - Paging offset

    /// Sets the layout's paging offset (a layout with a paging section,
    /// such as `FlexLayout`), animated (0.3 s, sin²) or on a pass of the
    /// current tick.
    public func setPagingOffset(_ offset: Point, animated: Bool) throws(SimulationError) {
        try perform { () throws(SimulationError) in
            _ = try self.pagingLayout(action: "setPagingOffset")
            if animated {
                self.animatePagingOffset(to: offset, duration: OffsetAnimation.standardDuration)
            } else {
                self.pagingOffset.cancelAnimation()
                self.runTick(pagingOffset: offset)
            }
        }
    }

    /// The layout as a paging-offset layout, or an error naming the action.
    func pagingLayout(action: String) throws(SimulationError) -> any PagingOffsetLayout {
        guard let paging = layout as? any PagingOffsetLayout else {
            throw error([.name(action)], .layoutLacks(action: action, capability: .pagingOffset))
        }
        return paging
    }

    /// Starts animating the layout's paging offset with the sin² curve over
    /// `duration` ms. Each tick whose pixel-rounded paging offset changed
    /// logs `pagingOffset` and invalidates the layout offset-only.
    func animatePagingOffset(to target: Point, duration: Double) {
        pagingOffset.animate(to: target, duration: duration, onTick: tick)
        runTick()
    }
}
