import Foundation

/// `UIFontMetrics`: scales fonts and values for the content size category.
/// The simulated device has the default category (`.large`), at which
/// UIKit's scaling is the identity: fonts and values come back unchanged.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling curve applies.
    public let textStyle: UIFont.TextStyle

    /// `init(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `UIFontMetrics.default`: the body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `scaledFont(for:)`: `font` (the default category scales by 1).
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `scaledFont(for:maximumPointSize:)`: `font`, at most `maximumPointSize`
    /// points when that is positive.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `scaledFont(for:compatibleWith:)`: `font`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `scaledValue(for:)`: `value`.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// `scaledValue(for:compatibleWith:)`: `value`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
