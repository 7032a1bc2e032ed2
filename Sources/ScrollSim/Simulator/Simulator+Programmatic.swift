// Programmatic scrolling (`setContentOffset`, `scrollToItem`) and the
// layout's paging offset (`swipePage`, `setPagingOffset`).
extension Simulator {
    /// `setContentOffset(_:animated:)`: cancels running motion silently.
    /// Animated: 0.3 s of sin² progress, a `didScroll` per tick whose
    /// rounded offset changed, then `didEndScrollingAnimation`; the step
    /// lasts until the animation ends. Not animated, or to the current
    /// offset: one tick.
    func scroll(to target: Point, animated: Bool) {
        motion = nil
        let roundedTarget = Point(x: roundToPixel(target.x), y: roundToPixel(target.y))
        if animated && roundedTarget != contentOffset {
            motion = OffsetAnimation(from: exactOffset, to: target)
            motionStartTick = tick
            runTick()
            while motion != nil { advance() }
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
    func targetOffset(forItemAt indexPath: IndexPath, position: Step.ScrollPosition, step: Int) throws(SimulationError) -> Point {
        try checkItem(indexPath, step: step, action: "scrollToItem")
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else {
            throw SimulationError(stepIndex: step, field: "scrollToItem.item",
                                  message: "the layout has no cell at section \(indexPath.section), item \(indexPath.item)")
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
        let ranges = scrollableRange
        return Point(x: clamp(target.x, to: ranges.x), y: clamp(target.y, to: ranges.y))
    }

    /// Throws unless `indexPath` names an existing item.
    func checkItem(_ indexPath: IndexPath, step: Int, action: String) throws(SimulationError) {
        guard data.sections.indices.contains(indexPath.section) else {
            throw SimulationError(stepIndex: step, field: "\(action).section",
                                  message: "section \(indexPath.section) does not exist (the collection has \(data.numberOfSections) sections)")
        }
        let count = data.numberOfItems(inSection: indexPath.section)
        guard (0..<count).contains(indexPath.item) else {
            throw SimulationError(stepIndex: step, field: "\(action).item",
                                  message: "item \(indexPath.item) does not exist (section \(indexPath.section) has \(count) items)")
        }
    }

    /// The layout as a paging-offset layout, or an error naming the step.
    func pagingLayout(step: Int, action: String) throws(SimulationError) -> any PagingOffsetLayout {
        guard let paging = layout as? any PagingOffsetLayout else {
            throw SimulationError(stepIndex: step, field: action,
                                  message: "\(action) needs a layout with a paging offset (such as \"flex\" with pagingSection); this layout has none")
        }
        return paging
    }

    /// Animates the layout's paging offset with the sin² curve over
    /// `duration` ms; the step lasts until it ends. Each tick whose
    /// pixel-rounded paging offset changed logs `pagingOffset` and
    /// invalidates the layout offset-only.
    func animatePagingOffset(to target: Point, duration: Double) {
        pagingAnimation = OffsetAnimation(from: shownPagingOffset, to: target, duration: duration)
        pagingStartTick = tick
        runTick()
        while pagingAnimation != nil { advance() }
    }
}
