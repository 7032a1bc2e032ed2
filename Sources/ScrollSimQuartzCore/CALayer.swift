import Foundation

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CALayer`, as far as view code sets it up: geometry, sublayers and
/// appearance properties, stored; nothing is drawn.
@preconcurrency @MainActor
open class CALayer: NSObject {
    open var frame = CGRect.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var position = CGPoint.zero
    open var sublayerTransform = CATransform3DIdentity
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open var mask: CALayer?
    open var backgroundColor: CGColor?
    open var cornerCurve = CALayerCornerCurve.circular
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1

    /// `addSublayer(_:)`.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// `insertSublayer(_:at:)`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// `insertSublayer(_:below:)`: at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// `insertSublayer(_:above:)`: at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// `removeFromSuperlayer()`.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open var cornerRadius: CGFloat = 0
    /// `maskedCorners`: kept; all four corners by default, as Core Animation's.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var zPosition: CGFloat = 0
    open var transform = CATransform3DIdentity
    open var opacity: Float = 1
    open var isDoubleSided = true

    open var name: String?
    open var isHidden = false
    /// `contents`: kept, not drawn.
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var needsDisplayOnBoundsChange = false

    /// `contentsCenter`: kept (unit rectangle by default, as Core
    /// Animation's); nothing is drawn, so nothing is stretched.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    // `CAMediaTiming`: the layer's clock relative to its superlayer's,
    // `CALayer+MediaTiming.swift`. Kept and used by `convertTime(_:from:)`;
    // nothing runs on it.
    /// `beginTime`: when the layer's clock starts, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0
    /// `timeOffset`: added to the layer's local time.
    open var timeOffset: CFTimeInterval = 0
    /// `speed`: how fast the layer's clock runs against its superlayer's.
    open var speed: Float = 1
    /// `duration`: kept.
    open var duration: CFTimeInterval = 0
    /// `repeatCount`: kept.
    open var repeatCount: Float = 0
    /// `repeatDuration`: kept.
    open var repeatDuration: CFTimeInterval = 0
    /// `autoreverses`: kept.
    open var autoreverses = false
    /// `fillMode`: kept.
    open var fillMode = CAMediaTimingFillMode.removed

    /// The values set for keys that are not properties
    /// (`CALayer+KeyValueCoding.swift`).
    var keyedValues: [String: Any] = [:]

    /// The animations added, by key: kept, never run (nothing is drawn).
    private var animations: [(key: String?, animation: CAAnimation)] = []

    public override init() {
        super.init()
    }

    /// `init(layer:)`: a copy of the geometry of `layer` (UIKit uses it for
    /// presentation layers, which are not simulated).
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            (frame, anchorPoint, position) = (other.frame, other.anchorPoint, other.position)
        }
    }

    /// `convertTime(_:from:)` (`CALayer+MediaTiming.swift`): `t`, a time in `l`'s time space (`nil`: the
    /// global time of `CACurrentMediaTime()`), in this layer's time space —
    /// up from `l` to the global time, then down to this layer. Layers of
    /// different trees meet in the global time.
    ///
    /// A layer with `speed` 0 maps every parent time to its `timeOffset`
    /// (its clock stands still); going the other way, from such a layer's
    /// time up to its parent's, has no single answer and answers the
    /// layer's `beginTime`.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: l?.globalTime(fromLocal: t) ?? t)
    }

    /// `convertTime(_:to:)`: `t`, a time in this layer's time space, in
    /// `l`'s (`nil`: the global time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.localTime(fromGlobal: global) ?? global
    }

    /// `setValue(_:forKey:)`, Core Animation's key-value coding: the key of
    /// a timing property (`"speed"`, `"timeOffset"`…) or of `"opacity"`,
    /// `"cornerRadius"`, `"zPosition"`, `"hidden"` sets that property (a
    /// value of another type leaves it as it is, where Objective-C would
    /// raise); any other key keeps `value` (`nil` removes it)
    /// (`CALayer+KeyValueCoding.swift`).
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKey: key)
    }

    /// `value(forKey:)`: a property's value for the keys above, the value
    /// kept for any other key, `nil` for a key never set.
    open func value(forKey key: String) -> Any? {
        keyedValue(forKey: key)
    }

    /// `setNeedsDisplay()`: nothing is drawn.
    open func setNeedsDisplay() {}

    /// `render(in:)`: draws nothing into `ctx` (its state is left as it is).
    open func render(in ctx: CGContext) {}

    /// `presentation()`: the layer itself. Animations are kept, never run,
    /// so what is on screen is the model's values; Core Animation would
    /// return a copy, so write to the model layer, not to this.
    open func presentation() -> Self? { self }

    /// `model()`: the layer itself (it is the model layer).
    open func model() -> Self { self }

    /// `add(_:forKey:)`: the animation is kept (a copy, as Core Animation
    /// keeps), never run; a later one with the same key replaces it.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { animations.removeAll { $0.key == key } }
        animations.append((key, anim.copy() as? CAAnimation ?? anim))
    }

    /// `actions`: the actions by key (`CAAction`), kept. Nothing here runs
    /// one (properties change without implicit animations); `action(forKey:)`
    /// finds them.
    open var actions: [String: CAAction]?

    /// `action(forKey:)`: the action for `event` from `actions`, else the
    /// class's `defaultAction(forKey:)` (Core Animation's search order, the
    /// delegate's and the `style` dictionary's steps aside: there are
    /// none here).
    open func action(forKey event: String) -> CAAction? {
        actions?[event] ?? Self.defaultAction(forKey: event)
    }

    /// `defaultAction(forKey:)`: `nil` (no implicit animation here).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// `animation(forKey:)`.
    open func animation(forKey key: String) -> CAAnimation? {
        animations.last { $0.key == key }?.animation
    }

    /// `animationKeys()`: the keys of the animations kept, `nil` when none.
    open func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// `removeAnimation(forKey:)`.
    open func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// `removeAllAnimations()`.
    open func removeAllAnimations() {
        animations.removeAll()
    }
}
