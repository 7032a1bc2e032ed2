import Foundation

/// `CIColor`: a colour's components, kept as given.
open class CIColor: NSObject, @unchecked Sendable {
    /// `red`, `green`, `blue`, `alpha`: 0…1.
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// `init(red:green:blue:alpha:)`.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        (red, green, blue, alpha) = (r, g, b, a)
        super.init()
    }

    /// `init(red:green:blue:)`: opaque.
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
        self.init(red: r, green: g, blue: b, alpha: 1)
    }

    /// `black`, `white`, `clear`.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}
