/// A point in content coordinates, in points. Origin top-left, y grows downward.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; grows downward.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
