import Foundation

/// `CAAnimation`: an animation's timing, kept. Animations added to a layer
/// are kept and never run: nothing is drawn, and the model values a test
/// reads are the ones code sets.
open class CAAnimation: NSObject, NSCopying {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// `preferredFrameRateRange`: kept (animations never run).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// `delegate`: held strongly, as Core Animation holds it; never called.
    open var delegate: CAAnimationDelegate?
    /// The values set for keys that are not properties
    /// (`CAAnimation+KeyValueCoding.swift`); copied with the animation.
    var keyedValues: [String: Any] = [:]

    public override init() {
        super.init()
    }

    /// A new animation of this class with the same properties.
    public required init(copying animation: CAAnimation) {
        (duration, beginTime, timeOffset, speed) = (animation.duration, animation.beginTime, animation.timeOffset, animation.speed)
        (repeatCount, repeatDuration, autoreverses) = (animation.repeatCount, animation.repeatDuration, animation.autoreverses)
        (fillMode, timingFunction) = (animation.fillMode, animation.timingFunction)
        (isRemovedOnCompletion, delegate) = (animation.isRemovedOnCompletion, animation.delegate)
        (keyedValues, preferredFrameRateRange) = (animation.keyedValues, animation.preferredFrameRateRange)
        super.init()
    }

    /// `copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(copying: self)
    }

    /// `setValue(_:forKey:)`, Core Animation's key-value coding: a timing
    /// property's key (`"duration"`, `"beginTime"`, `"speed"`…) sets that
    /// property (a value of another type leaves it as it is, where
    /// Objective-C would raise); any other key keeps `value` (`nil` removes
    /// it). Copies keep the values, so the copy `CALayer.add(_:forKey:)`
    /// makes answers them (`CAAnimation+KeyValueCoding.swift`).
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKey: key)
    }

    /// `value(forKey:)`: a timing property's value for its key, the value
    /// kept for any other key, `nil` for a key never set.
    open func value(forKey key: String) -> Any? {
        keyedValue(forKey: key)
    }
}

/// `CAAnimationDelegate`: never called (animations never run).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    /// `init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public override init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let property = animation as? CAPropertyAnimation
        keyPath = property?.keyPath
        isAdditive = property?.isAdditive ?? false
        isCumulative = property?.isCumulative ?? false
        super.init(copying: animation)
    }
}

/// `CABasicAnimation`: from, to and by values, kept.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public override init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let basic = animation as? CABasicAnimation
        (fromValue, toValue, byValue) = (basic?.fromValue, basic?.toValue, basic?.byValue)
        super.init(copying: animation)
    }
}

/// `CAKeyframeAnimation`: values and key times, kept.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?

    public override init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let keyframe = animation as? CAKeyframeAnimation
        (values, keyTimes, timingFunctions) = (keyframe?.values, keyframe?.keyTimes, keyframe?.timingFunctions)
        super.init(copying: animation)
    }
}

/// `CAAnimationGroup`: its animations, kept.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public override init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        animations = (animation as? CAAnimationGroup)?.animations
        super.init(copying: animation)
    }
}

/// `CAMediaTimingFunction`: a timing curve's name or control points, kept.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The named curve, `nil` for one made from control points.
    public let name: CAMediaTimingFunctionName?
    /// The two control points, `nil` for a named curve.
    public let controlPoints: (Float, Float, Float, Float)?

    /// `init(name:)`.
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        controlPoints = nil
        super.init()
    }

    /// `init(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
