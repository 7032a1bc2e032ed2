import Foundation

/// `CIVector`: up to any number of `CGFloat` values, as filters take points,
/// rectangles and curves. `value(at:)` past the end is 0, as Core Image's.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// `init(x:)`, `init(x:y:)`, `init(x:y:z:)`, `init(x:y:z:w:)`.
    public init(x: CGFloat) { values = [x]; super.init() }
    public init(x: CGFloat, y: CGFloat) { values = [x, y]; super.init() }
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z]; super.init() }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w]; super.init() }

    /// `init(cgPoint:)`: (x, y).
    public convenience init(cgPoint p: CGPoint) {
        self.init(x: p.x, y: p.y)
    }

    /// `init(cgRect:)`: (x, y, width, height).
    public convenience init(cgRect r: CGRect) {
        self.init(x: r.origin.x, y: r.origin.y, z: r.size.width, w: r.size.height)
    }

    /// `count`: the number of values.
    open var count: Int { values.count }
    /// `value(at:)`: the value at `index`, 0 past the end.
    open func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    /// `x`, `y`, `z`, `w`: the first four values.
    open var x: CGFloat { value(at: 0) }
    open var y: CGFloat { value(at: 1) }
    open var z: CGFloat { value(at: 2) }
    open var w: CGFloat { value(at: 3) }
    /// `cgPointValue`: (x, y).
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// `cgRectValue`: (x, y, z, w) as origin and size.
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CIVector)?.values == values
    }

    open override var hash: Int { values.hashValue }
}
