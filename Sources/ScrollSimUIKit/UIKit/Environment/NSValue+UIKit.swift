import Foundation

// UIKit's geometry values boxed in `NSValue` (UIGeometry.h), for
// animations' `fromValue`/`toValue` and notifications' user info. Linux's
// Foundation boxes the same structures under AppKit's names.
extension NSValue {
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// `cgPointValue`: the boxed point.
    public var cgPointValue: CGPoint { pointValue }

    /// `cgSizeValue`: the boxed size.
    public var cgSizeValue: CGSize { sizeValue }

    /// `cgRectValue`: the boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
}
