import Foundation

/// `CGVector`: a two-dimensional vector (Core Graphics' `dx`, `dy`), which
/// Foundation on Linux does not declare; a plain value, as on Apple platforms.
public struct CGVector: Hashable, Codable, Sendable {
    /// `dx`.
    public var dx: CGFloat
    /// `dy`.
    public var dy: CGFloat

    /// `init()`: the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// `init(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// `init(dx:dy:)` from `Double`s.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// `init(dx:dy:)` from `Int`s.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// `CGVector.zero`.
    public static let zero = CGVector()
}
