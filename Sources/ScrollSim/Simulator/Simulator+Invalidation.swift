// A layout invalidated by its owner between scrolls (`docs/simulator.md`,
// "Changes from callbacks" for when it applies from a callback).
extension Simulator {
    /// The layout was invalidated outside the simulator's own passes (a
    /// UIKit layout's `invalidateLayout()` after a property change): it is
    /// prepared again (`prepare`, reason `invalidateLayout`, with
    /// `log.layout`), a new content size is logged, a resting offset outside
    /// a shrunk range is clamped, and the visible set is updated, on the
    /// current tick.
    public func invalidateLayout() throws(SimulationError) {
        try perform {
            self.prepareLayout(reason: .invalidateLayout)
            self.runTick(input: self.clampedOffset())
        }
    }
}

extension Simulator {
    /// Changes the scroll view's paging, bouncing and deceleration rate
    /// while running (a UIKit layout that sets `decelerationRate` in its
    /// `prepare()`): a motion already running keeps its rate; the next
    /// release uses the new one. Nothing is logged.
    public func setScrollViewConfiguration(_ scrollView: ScrollViewConfiguration) {
        configuration.scrollView = scrollView
    }
}
