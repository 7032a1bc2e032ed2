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
