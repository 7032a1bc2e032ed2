import Foundation

/// `UISpringTimingParameters`: a spring timing, kept; never evaluated
/// (animations apply at once, so no spring moves). The damping ratio is
/// what UIKit derives from a mass, stiffness and damping (ζ = c ÷ (2√(k·m)),
/// the damped oscillator's ratio: 1 is critically damped).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// `initialVelocity`: the animated property's initial rate of change,
    /// as a fraction of the distance to travel per second.
    public let initialVelocity: CGVector
    /// The damping ratio (UIKit keeps it privately).
    package let dampingRatio: CGFloat

    /// `init()`: velocity 0 and damping ratio 4.56, the values UIKit's
    /// documentation gives for it.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    /// `init(dampingRatio:)`: velocity 0.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// `init(dampingRatio:initialVelocity:)`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// `init(mass:stiffness:damping:initialVelocity:)`: the damping ratio
    /// c ÷ (2√(k·m)); 1 (critically damped) when the mass or stiffness is not
    /// positive (UIKit requires both positive).
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = mass > 0 && stiffness > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        self.init(dampingRatio: ratio, initialVelocity: velocity)
    }

    /// `timingCurveType`: `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `cubicTimingParameters`: `nil`.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// `springTimingParameters`: itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
