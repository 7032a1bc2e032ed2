import Foundation

/// `CGColor`, as far as `UIColor.cgColor` and `CALayer` need it: its
/// components, stored. Nothing is drawn.
public final class CGColor: @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components (red, green, blue and alpha: 4).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// `colorSpace`: RGB; colours are kept as red, green, blue and alpha.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// `CGColor(gray:alpha:)`, kept as equal red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// `copy(alpha:)`: the same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }
}
