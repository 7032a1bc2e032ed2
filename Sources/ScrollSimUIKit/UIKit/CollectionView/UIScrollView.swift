import Foundation

/// `UIScrollView`, as far as a collection view needs one: offset, insets,
/// content size, paging, bouncing, deceleration rate and the tracking
/// state, read from and written to the simulation.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// `UIScrollView.DecelerationRate`: points of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: there is no safe area
    /// here, so every behaviour adjusts by nothing.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { frameDidChange() } }
    }
    open var isPagingEnabled = false { didSet { scrollConfigurationDidChange() } }
    open var bounces = true { didSet { scrollConfigurationDidChange() } }
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true
    open var decelerationRate = DecelerationRate.normal { didSet { scrollConfigurationDidChange() } }
    open var scrollsToTop = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var isDirectionalLockEnabled = false
    open var delaysContentTouches = true
    /// `refreshControl`: kept (nothing pulls to refresh); setting it
    /// makes the control a subview, as UIKit does, and removes the one it
    /// replaces.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The content offset (a plain scroll view keeps what is set; a
    /// collection view's follows its simulation).
    open var contentOffset = CGPoint.zero
    /// The content inset.
    open var contentInset = UIEdgeInsets.zero
    /// The size of the content.
    open var contentSize = CGSize.zero
    /// The content inset the scrollable range uses (no safe area here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether a finger is down.
    open var isTracking: Bool { false }
    /// Whether a finger is dragging the content.
    open var isDragging: Bool { false }
    /// Whether the content is decelerating after a release.
    open var isDecelerating: Bool { false }

    /// `setContentOffset(_:animated:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// `delegate` (weak, as UIKit's): kept on a plain scroll view, which
    /// nothing scrolls. On a collection or table view it is that view's own
    /// `delegate`, as on iOS, where the subclass redeclares the one
    /// property with its own protocol: setting it through a `UIScrollView`
    /// reference sets the collection view's `delegate` (to `nil` when the
    /// object is not a `UICollectionViewDelegate`), and reading it reads
    /// that. Swift allows no covariant stored property, so the subclasses
    /// declare theirs apart (`@_nonoverride`) and this one yields to theirs
    /// in overload resolution (`@_disfavoredOverload`): `collectionView.delegate`
    /// is the `UICollectionViewDelegate`.
    @_disfavoredOverload
    open var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { scrollViewDelegate = newValue }
    }

    /// The delegate told about scrolling: `delegate` on a plain scroll
    /// view; a collection view's `UICollectionViewDelegate`, a table view's
    /// `UITableViewDelegate`.
    open var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { plainDelegate }
        set { plainDelegate = newValue }
    }
    /// A plain scroll view's delegate.
    private weak var plainDelegate: (any UIScrollViewDelegate)?

    func frameDidChange() {}

    func scrollConfigurationDidChange() {}
}
