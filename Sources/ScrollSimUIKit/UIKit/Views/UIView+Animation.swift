import Foundation

extension UIView {
    /// `UIView.AnimationCurve`, with UIKit's raw values: kept where code
    /// passes it (animations apply at once).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// `UIView.AnimationOptions`: kept nowhere (animations apply at once).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`:
    /// applied at once (no delay), completed.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// applied at once, completed.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `UIView.transition(with:duration:options:animations:completion:)`:
    /// applied at once, completed.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// `UIView.transition(from:to:duration:options:completion:)`: `toView`
    /// takes `fromView`'s place in its superview at once (unless
    /// `.showHideTransitionViews`, which hides and shows them), completed.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
            fromView.removeFromSuperview()
            superview.insertSubview(toView, at: index)
        }
        completion?(true)
    }

    /// `UIView.SystemAnimation`: the animations `perform(_:on:options:animations:completion:)` runs.
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the view hierarchy when the animation completes.
        case delete = 0
    }

    /// `UIView.perform(_:on:options:animations:completion:)`: applied at once:
    /// `parallelAnimations` runs, then `.delete` removes each view from its
    /// superview (UIKit does so when the animation completes), then
    /// `completion(true)`.
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        parallelAnimations?()
        switch animation {
        case .delete:
            for view in views {
                view.removeFromSuperview()
            }
        }
        completion?(true)
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: applied at once.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: applied at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// `UIView.KeyframeAnimationOptions`: kept nowhere.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}
