/// The `UIScrollView` properties a scenario can set.
public struct ScrollViewConfiguration: Hashable, Sendable {
    /// How fast a fling slows down, per millisecond.
    public enum DecelerationRate: Hashable, Sendable {
        /// `UIScrollView.DecelerationRate.normal`, 0.998 per ms.
        case normal
        /// `UIScrollView.DecelerationRate.fast`, 0.99 per ms.
        case fast

        /// The factor the velocity is multiplied by every millisecond.
        public var perMillisecond: Double {
            switch self {
            case .normal: 0.998
            case .fast: 0.99
            }
        }
    }

    /// Whether scrolling stops on multiples of the viewport size.
    public var pagingEnabled: Bool
    /// Whether the content can be dragged past its edges and bounce back.
    public var bounces: Bool
    /// The deceleration rate after a fling.
    public var decelerationRate: DecelerationRate

    /// Whether fast flicks in quick succession lengthen the next flight, as
    /// UIKit's repeated-flick acceleration does (on by default, as in UIKit).
    public var repeatedFlickAcceleration: Bool
    /// Whether a tap on the status bar scrolls to the top (`scrollsToTop`,
    /// on by default as in UIKit). Off, `scrollToTop()` does nothing: what a
    /// delegate whose `scrollViewShouldScrollToTop(_:)` returns `false` does,
    /// for scenarios, which have no delegate.
    public var scrollsToTop: Bool

    /// Whether cells are requested ahead of display, kept for a reversal,
    /// and data is prefetched (`isPrefetchingEnabled`, on by default as in
    /// UIKit). Off, a cell is requested just before its `willDisplay` and
    /// goes back to its reuse pool right after its `didEndDisplaying`, and
    /// the prefetch data source is never called (see "Cells" in
    /// `docs/simulator.md`).
    public var isPrefetchingEnabled: Bool
    /// How far ahead of the visible rect, in the scroll direction, cells
    /// are requested: in viewport lengths along the scroll axis (default
    /// 0.25; UIKit's figure is not public).
    public var cellPreparationDistance: Double
    /// How far ahead of the visible rect, in the scroll direction, items
    /// are prefetched: in viewport lengths along the scroll axis (default
    /// 1; UIKit's figure is not public). Never less than
    /// `cellPreparationDistance` in effect.
    public var prefetchDistance: Double
    /// How far from the visible rect, along the scroll axis, a cell that
    /// ended displaying is kept for a reversal before it goes back to its
    /// reuse pool: in viewport lengths (default 0.25; UIKit's figure is not
    /// public). Never less than `cellPreparationDistance` in effect.
    public var cellRetentionDistance: Double

    /// Creates a configuration with UIKit's defaults.
    public init(
        pagingEnabled: Bool = false, bounces: Bool = true, decelerationRate: DecelerationRate = .normal,
        repeatedFlickAcceleration: Bool = true, scrollsToTop: Bool = true,
        isPrefetchingEnabled: Bool = true, cellPreparationDistance: Double = 0.25, prefetchDistance: Double = 1,
        cellRetentionDistance: Double = 0.25
    ) {
        self.isPrefetchingEnabled = isPrefetchingEnabled
        self.cellPreparationDistance = cellPreparationDistance
        self.prefetchDistance = prefetchDistance
        self.cellRetentionDistance = cellRetentionDistance
        self.pagingEnabled = pagingEnabled
        self.bounces = bounces
        self.repeatedFlickAcceleration = repeatedFlickAcceleration
        self.decelerationRate = decelerationRate
        self.scrollsToTop = scrollsToTop
    }
}
