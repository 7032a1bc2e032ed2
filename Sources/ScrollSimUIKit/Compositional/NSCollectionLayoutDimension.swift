import Foundation
import enum ScrollSim.CompositionalDimension
import struct ScrollSim.CompositionalSize

/// `NSCollectionLayoutDimension`: one side of an item's or group's size.
/// An estimated dimension is used as the size (cells are not measured).
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    let value: CompositionalDimension

    init(_ value: CompositionalDimension) {
        self.value = value
        super.init()
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(Double(fractionalWidth))) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(Double(fractionalHeight))) }
    /// A fixed number of points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// An estimate in points, used as the size.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = value { true } else { false } }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = value { true } else { false } }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { if case .absolute = value { true } else { false } }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { value.isEstimated }

    /// The fraction or the number of points.
    public var dimension: CGFloat {
        switch value {
        case .absolute(let v), .estimated(let v), .fractionalWidth(let v), .fractionalHeight(let v): CGFloat(v)
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public final class NSCollectionLayoutSize: NSObject, NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    var value: CompositionalSize { CompositionalSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value) }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
