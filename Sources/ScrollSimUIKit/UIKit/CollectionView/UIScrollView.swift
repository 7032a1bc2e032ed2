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
    open var contentOffset = CGPoint.zero {
        willSet { keyValueObservers?.willChange(.contentOffset, of: self) }
        didSet { keyValueObservers?.didChange(.contentOffset, of: self) }
    }
    /// The content inset.
    open var contentInset = UIEdgeInsets.zero {
        willSet { keyValueObservers?.willChange(.contentInset, of: self) }
        didSet { keyValueObservers?.didChange(.contentInset, of: self) }
    }
    /// The size of the content.
    open var contentSize = CGSize.zero {
        willSet { keyValueObservers?.willChange(.contentSize, of: self) }
        didSet { keyValueObservers?.didChange(.contentSize, of: self) }
    }
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

    /// `scrollRectToVisible(_:animated:)`: the least scroll that brings
    /// `rect` (in content coordinates) inside the visible bounds, through
    /// `setContentOffset(_:animated:)` (so a collection view's goes through
    /// its simulation). Per axis: nothing if `rect` is already inside;
    /// else its near edge is brought to the bounds' near edge when it lies
    /// before them or is longer than them, its far edge to the far edge
    /// otherwise; the result stays within the scrollable range
    /// (`-adjustedContentInset` to `contentSize` plus the inset, less the
    /// bounds). Nothing when the result is the current offset.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let target = ScrollRectToVisible.contentOffset(
            showing: rect, from: contentOffset, boundsSize: bounds.size, contentSize: contentSize, inset: adjustedContentInset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: - Scroll indicators (kept; nothing is drawn)

    /// `verticalScrollIndicatorInsets`: kept.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// `horizontalScrollIndicatorInsets`: kept.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// `scrollIndicatorInsets`: setting it sets both the vertical and the
    /// horizontal insets; reading it reads the vertical ones, as UIKit's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// `automaticallyAdjustsScrollIndicatorInsets`: kept; `true` by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// `flashScrollIndicators()`: nothing is drawn.
    open func flashScrollIndicators() {}

    // MARK: - Gesture recognizers (kept; they never fire)

    /// `panGestureRecognizer`: the scroll view's pan recognizer, made on
    /// first use, its `view` this scroll view. It never fires: the
    /// simulation's finger drives the scroll directly. (It is not listed in
    /// `gestureRecognizers`, which holds only those code adds.)
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let scrollPanRecognizer { return scrollPanRecognizer }
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.view = self
        scrollPanRecognizer = recognizer
        return recognizer
    }
    private var scrollPanRecognizer: UIPanGestureRecognizer?

    /// `pinchGestureRecognizer`: `nil` while zooming is disabled
    /// (`maximumZoomScale` not above `minimumZoomScale`), as UIKit's; else
    /// a kept recognizer that never fires.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if let scrollPinchRecognizer { return scrollPinchRecognizer }
        let recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        recognizer.view = self
        scrollPinchRecognizer = recognizer
        return recognizer
    }
    private var scrollPinchRecognizer: UIPinchGestureRecognizer?

    // MARK: - Zooming (programmatic; no pinch arrives)

    /// `minimumZoomScale`: 1 by default.
    open var minimumZoomScale: CGFloat = 1
    /// `maximumZoomScale`: 1 by default (zooming disabled).
    open var maximumZoomScale: CGFloat = 1
    /// `bouncesZoom`: kept.
    open var bouncesZoom = true
    /// `isZooming`, `isZoomBouncing`: no pinch, so never.
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    private var currentZoomScale: CGFloat = 1

    /// `zoomScale`: 1 until set; setting it is `setZoomScale(_:animated:)`
    /// without animation.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// `setZoomScale(_:animated:)`: `scale` clamped to `minimumZoomScale`
    /// … `maximumZoomScale`, applied to the delegate's
    /// `viewForZooming(in:)`: its `transform` becomes that scale, the
    /// content size its bounds' size times the scale, and the delegate
    /// hears `scrollViewDidZoom(_:)` if the scale changed. Without a view
    /// for zooming nothing changes (the scale stays), as UIKit's.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = scrollViewDelegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let changed = clamped != currentZoomScale
        currentZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        contentSize = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
        if changed { scrollViewDelegate?.scrollViewDidZoom(self) }
    }

    /// `zoom(to:animated:)`: zooms so that `rect` (in the zooming view's
    /// coordinates) fills the bounds as far as the scale limits allow (the
    /// scale is the smaller of bounds ÷ rect per axis, clamped), then
    /// scrolls so that `rect`'s centre is the bounds' centre, within the
    /// scrollable range. Nothing without a view for zooming.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard scrollViewDelegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = currentZoomScale
        let centred = CGRect(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2,
                             width: bounds.width, height: bounds.height)
        let target = ScrollRectToVisible.clamped(centred.origin, boundsSize: bounds.size, contentSize: contentSize,
                                                 inset: adjustedContentInset)
        if target != contentOffset { setContentOffset(target, animated: animated) }
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
