import Foundation

/// `UICubicTimingParameters`: a cubic Bézier timing curve from (0, 0) to
/// (1, 1), kept; never evaluated (animations apply at once). A named
/// curve has Core Animation's control points for it (`CAMediaTimingFunction`'s
/// documented curves: ease-in-out (0.42, 0)–(0.58, 1), ease-in
/// (0.42, 0)–(1, 1), ease-out (0, 0)–(0.58, 1), linear (0, 0)–(1, 1)).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// `animationCurve`: the named curve; `.easeInOut` (UIKit's default)
    /// for a curve made from control points.
    public let animationCurve: UIView.AnimationCurve
    /// `controlPoint1`.
    public let controlPoint1: CGPoint
    /// `controlPoint2`.
    public let controlPoint2: CGPoint
    /// Whether the curve is named (`init(animationCurve:)`).
    private let isNamed: Bool

    /// `init()`: the default curve, ease-in-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// `init(animationCurve:)`: the named curve, with its control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        isNamed = true
        super.init()
    }

    /// `init(controlPoint1:controlPoint2:)`: a custom curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        isNamed = false
        super.init()
    }

    /// `timingCurveType`: `.builtin` for a named curve, `.cubic` for one
    /// made from control points.
    open var timingCurveType: UITimingCurveType { isNamed ? .builtin : .cubic }
    /// `cubicTimingParameters`: itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `springTimingParameters`: `nil`.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
