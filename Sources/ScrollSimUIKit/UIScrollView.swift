import Foundation

/// `UIScrollView`, as far as a collection view needs one: offset, insets,
/// content size, paging, bouncing, deceleration rate and the tracking
/// state, read from and written to the simulation.
open class UIScrollView: NSObject {
    /// `UIScrollView.DecelerationRate`: points of velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The view's frame; its size is the viewport.
    open var frame: CGRect {
        didSet { frameDidChange() }
    }
    open var isPagingEnabled = false
    open var bounces = true
    open var decelerationRate = DecelerationRate.normal
    open var scrollsToTop = true
    /// The safe area: none in the simulation.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// The delegate told about scrolling (a collection view's is its
    /// `UICollectionViewDelegate`).
    open var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

    func frameDidChange() {}
}
