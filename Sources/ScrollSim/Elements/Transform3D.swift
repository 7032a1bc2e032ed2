/// A layout's 3D transform of an element, like Core Animation's
/// `CATransform3D`: the 16 numbers `m11` … `m44`, row by row. It does not
/// change the element's frame (as in UIKit); the log shows it.
public struct Transform3D: Hashable, Sendable {
    /// `m11, m12, m13, m14, m21, …, m44`: always 16 numbers.
    public let values: [Double]

    /// The transform of `values`, `m11` … `m44` row by row; `nil` unless
    /// there are exactly 16.
    public init?(values: [Double]) {
        guard values.count == 16 else { return nil }
        self.values = values
    }

    /// The identity: ones on the diagonal, zeros elsewhere.
    public static let identity = Transform3D(unchecked: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Whether this is the identity (logs leave an identity out).
    public var isIdentity: Bool { values == Self.identity.values }

    /// The transform of `values`, which the caller knows are 16.
    init(unchecked values: [Double]) {
        self.values = values
    }
}
