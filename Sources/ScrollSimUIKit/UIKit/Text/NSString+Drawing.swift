import Foundation

// UIKit's string drawing (NSStringDrawing.h) on `NSString`, and on `String`
// as Foundation on Apple platforms bridges it. Nothing is drawn; sizes come
// from the same one-line measurement as `boundingRect(with:options:attributes:context:)`
// and `UILabel` (`UIFont.textMeasurer`), so a string measured one way
// measures the same the other.
extension NSString {
    /// `size(withAttributes:)`: the one-line size of the text in the
    /// `.font` attribute (system 12 pt without one).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: .zero, attributes: attrs, context: nil).size
    }

    /// `draw(at:withAttributes:)`: draws nothing (there are no pixels).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(in:withAttributes:)`: draws nothing (there are no pixels).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(with:options:attributes:context:)`: draws nothing.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {}
}

extension StringProtocol {
    /// `draw(at:withAttributes:)` on a `String`: draws nothing.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(in:withAttributes:)` on a `String`: draws nothing.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(with:options:attributes:context:)` on a `String`: draws nothing.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {}
}
