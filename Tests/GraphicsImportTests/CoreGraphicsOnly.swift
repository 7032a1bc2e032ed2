// Only `import CoreGraphics`, as a file written for iOS imports it: Core
// Graphics' types and the overlay's methods must all be there.
import CoreGraphics

enum CoreGraphicsOnly {
    /// A rectangle moved by a translation and scaled, and a path's box.
    static func transformedRect() -> CGRect {
        let transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        return CGRect(x: 0, y: 0, width: 5, height: 5).applying(transform)
    }

    static func pathBox() -> CGRect {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 4, y: -3))
        return path.boundingBox
    }

    static func color() -> CGColor { CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) }
    static var equalSizes: Bool { CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)) }
}
