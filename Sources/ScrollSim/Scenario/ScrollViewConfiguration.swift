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

    /// Creates a configuration with UIKit's defaults.
    /// Whether fast flicks in quick succession lengthen the next flight, as
    /// UIKit's repeated-flick acceleration does (on by default, as in UIKit).
    public var repeatedFlickAcceleration: Bool

    public init(
        pagingEnabled: Bool = false, bounces: Bool = true, decelerationRate: DecelerationRate = .normal,
        repeatedFlickAcceleration: Bool = true
    ) {
        self.pagingEnabled = pagingEnabled
        self.bounces = bounces
        self.repeatedFlickAcceleration = repeatedFlickAcceleration
        self.decelerationRate = decelerationRate
    }
}
