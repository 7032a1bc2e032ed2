import Foundation

/// `UIPageViewController`: its pages, kept as child view controllers, as
/// real bookkeeping. `setViewControllers(_:direction:animated:completion:)`
/// replaces the shown pages at once (the old ones stop being children, the
/// new ones become children) and runs `completion` with `true`; once this
/// controller's view is loaded the first shown page's view is in it,
/// filling its bounds, as UIKit's. There are no swipes or taps, so the data
/// source is never asked for a neighbour and the delegate is never told
/// (UIKit tells it about gesture-driven turns only); nothing animates and
/// no page curls.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.NavigationOrientation`, with UIKit's raw values.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// `UIPageViewController.SpineLocation`, with UIKit's raw values.
    public enum SpineLocation: Int, Sendable {
        case none = 0, min = 1, mid = 2, max = 3
    }

    /// `UIPageViewController.NavigationDirection`, with UIKit's raw values.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse = 1
    }

    /// `UIPageViewController.TransitionStyle`, with UIKit's raw values.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll = 1
    }

    /// `UIPageViewController.OptionsKey`, with UIKit's raw values.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.spineLocation`: an `NSNumber` of a `SpineLocation` raw value
        /// (page-curl style only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// `.interPageSpacing`: an `NSNumber` of points (scroll style only).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// `transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// `navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// `spineLocation`: `.none` for the scroll style; for page curl, the
    /// `.spineLocation` option, else `.min`, as UIKit's.
    public let spineLocation: SpineLocation
    /// The `.interPageSpacing` option, points (0 without one); kept.
    let interPageSpacing: CGFloat

    /// `isDoubleSided`: kept (`false` by default).
    open var isDoubleSided = false

    /// `delegate` (weak): kept; never told anything (see the type's documentation).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// `dataSource` (weak): kept; never asked by the simulation.
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    /// `gestureRecognizers`: none (there are no gestures).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The pages shown, if any.
    private var pages: [UIViewController]?

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self.spineLocation(style: style, options: options)
        interPageSpacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) }
            ?? (options?[.interPageSpacing] as? CGFloat) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: a page-curl controller, horizontal, as Interface
    /// Builder's default.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The spine location of `style` with `options`.
    private static func spineLocation(style: TransitionStyle, options: [OptionsKey: Any]?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        let raw = (options?[.spineLocation] as? NSNumber)?.intValue ?? (options?[.spineLocation] as? Int)
        return raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
    }

    /// `viewControllers`: the pages shown (one, or two for a page curl with
    /// the spine in the middle); `nil` before any is set.
    open var viewControllers: [UIViewController]? { pages }

    /// `setViewControllers(_:direction:animated:completion:)`: shows these
    /// pages at once (they become children; the pages shown before stop
    /// being children) and runs `completion` with `true`. The direction and
    /// animation change nothing here.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let container = viewIfLoaded
        for page in pages ?? [] where page.parent === self {
            if let pageView = page.viewIfLoaded, let container, pageView.superview === container {
                pageView.removeFromSuperview()
            }
            page.removeFromParent()
        }
        pages = viewControllers
        for page in viewControllers ?? [] {
            addChild(page)
            page.didMove(toParent: self)
        }
        showFirstPage()
        completion?(true)
    }

    /// `loadView()`: a plain view with the first shown page's view in it.
    open override func loadView() {
        super.loadView()
        showFirstPage()
    }

    /// Once this view is loaded, puts the first shown page's view in it,
    /// filling the bounds.
    private func showFirstPage() {
        guard let container = viewIfLoaded, let page = pages?.first else { return }
        let pageView: UIView = page.view
        guard pageView.superview !== container else { return }
        pageView.frame = container.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(pageView)
    }
}
