import Foundation
import ScrollSim

// Geometry at the boundary: ScrollSim's values and UIKit's.

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension Foundation.IndexPath {
    init(_ path: ScrollSim.IndexPath) { self.init(item: path.item, section: path.section) }
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension EdgeInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension Transform3D {
    /// `transform`, or `nil` for the identity (logs leave it out).
    init?(_ transform: CATransform3D) {
        guard !CATransform3DIsIdentity(transform) else { return nil }
        let t = transform
        let values = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        // Non-finite numbers have no JSON form: such a transform is left out.
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.init(values: values)
    }
}
