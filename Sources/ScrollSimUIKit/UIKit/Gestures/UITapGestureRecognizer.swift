import Foundation

/// `UITapGestureRecognizer`: its settings, kept; it never fires.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// `UILongPressGestureRecognizer`: its settings (UIKit's defaults: 0.5 s,
/// 10 pt of movement), kept; it never fires.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

/// `UIPanGestureRecognizer`: its settings and a translation code sets,
/// kept; it never fires, so its velocity is zero.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// `translation(in:)`: what `setTranslation(_:in:)` set, else zero.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// `setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// `velocity(in:)`: zero (no touches).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UISwipeGestureRecognizer`: its settings, kept; it never fires.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// `UIPinchGestureRecognizer`: scale 1 and velocity 0, kept; it never fires.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
