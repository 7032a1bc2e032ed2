import Foundation

/// `UITimingCurveType`, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// `UITimingCurveProvider`: the timing of a `UIViewPropertyAnimator`, kept.
/// Animations apply at once here, so no curve is ever evaluated. UIKit's
/// protocol also refines `NSCoding` and `NSCopying`; there are no archives
/// here and the parameters are immutable, so this one does not.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// `timingCurveType`.
    var timingCurveType: UITimingCurveType { get }
    /// `cubicTimingParameters`: the cubic curve, `nil` for a spring.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// `springTimingParameters`: the spring, `nil` for a cubic curve.
    var springTimingParameters: UISpringTimingParameters? { get }
}
