import Foundation

/// `UITouch`: a finger on the screen, as touch-handling code reads it. The
/// simulation's finger drives the scroll view directly and makes no touch,
/// so no `touchesBegan(_:with:)` is ever called with one; a touch made with
/// `init()` is a `.began` tap at the root's origin with no view. The
/// geometry is real: `location(in:)` converts the touch's point, kept in
/// the coordinates of its view tree's root (the window), into any view's.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// `UITouch.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// `UITouch.TouchType`, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        /// `.stylus`: `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// `phase`.
    open private(set) var phase: Phase
    /// `tapCount`: 1 for a touch made in code.
    open private(set) var tapCount: Int
    /// `type`: `.direct`.
    open var type: TouchType { .direct }
    /// `timestamp`: seconds; 0 (the clock is the simulation's).
    open var timestamp: TimeInterval { 0 }
    /// `view`: the view the touch began in, `nil` for one made in code.
    open private(set) var view: UIView?
    /// `window`: the view's window.
    open var window: UIWindow? { view?.window }
    /// `gestureRecognizers`: the view's, as UIKit delivers the touch to them.
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }
    /// `majorRadius`: 0 (no finger has a size here).
    open var majorRadius: CGFloat { 0 }
    /// `majorRadiusTolerance`: 0.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// `force`: 0, as on a device without 3D Touch.
    open var force: CGFloat { 0 }
    /// `maximumPossibleForce`: 0, as on a device without 3D Touch.
    open var maximumPossibleForce: CGFloat { 0 }

    /// The point, in the root's coordinates (the window's).
    private let rootLocation: CGPoint
    /// The point before the last move, in the root's coordinates.
    private let previousRootLocation: CGPoint

    /// `init()`: a `.began` tap at the root's origin, with no view.
    public override init() {
        (phase, tapCount, view, rootLocation, previousRootLocation) = (.began, 1, nil, .zero, .zero)
        super.init()
    }

    /// A touch at `location` (and `previousLocation`, before its last move),
    /// both in `view`'s coordinates.
    package init(location: CGPoint, previousLocation: CGPoint, in view: UIView, phase: Phase, tapCount: Int = 1) {
        (self.phase, self.tapCount, self.view) = (phase, tapCount, view)
        rootLocation = view.convert(location, to: nil)
        previousRootLocation = view.convert(previousLocation, to: nil)
        super.init()
    }

    /// `location(in:)`: the point in `view`'s coordinates (`nil`: the
    /// window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(rootLocation, from: nil) ?? rootLocation
    }

    /// `previousLocation(in:)`: the point before the last move, in `view`'s
    /// coordinates (`nil`: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousRootLocation, from: nil) ?? previousRootLocation
    }

    /// `preciseLocation(in:)`: `location(in:)` (no finer position is known).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// `precisePreviousLocation(in:)`: `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
