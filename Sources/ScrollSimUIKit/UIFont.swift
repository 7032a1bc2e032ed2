import Foundation
import protocol ScrollSim.TextMeasurer
import struct ScrollSim.DefaultTextMeasurer

/// `UIFont`, as far as layouts measure text with it: a point size. Widths
/// come from ScrollSim's text measurer (`docs/layouts.md`, "Text"), not from
/// real glyphs; set `UIFont.textMeasurer` to use your own.
open class UIFont: NSObject, @unchecked Sendable {
    /// The measurer text is sized with. `DefaultTextMeasurer` by default.
    nonisolated(unsafe) public static var textMeasurer: any TextMeasurer = DefaultTextMeasurer()

    /// The font's size, points.
    public let pointSize: CGFloat

    /// Creates a font of `pointSize`.
    public init(pointSize: CGFloat) {
        self.pointSize = pointSize
    }

    /// `UIFont.systemFont(ofSize:)`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: measured as the system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// `lineHeight`: 1.2 × the point size, the system font's ratio.
    open var lineHeight: CGFloat { pointSize * 1.2 }
}

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: accepted and ignored.
open class NSStringDrawingContext: NSObject {}

extension NSAttributedString.Key {
    /// `NSAttributedString.Key.font`: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
}

extension NSString {
    /// `boundingRect(with:options:attributes:context:)`, measured by
    /// `UIFont.textMeasurer` on one line: the width of the text in the
    /// `.font` attribute (system 12 pt without one) and the font's line
    /// height. `size` and the options are not used (no wrapping).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let width = UIFont.textMeasurer.width(of: String(self), fontSize: Double(font.pointSize))
        return CGRect(x: 0, y: 0, width: width, height: font.lineHeight)
    }
}
