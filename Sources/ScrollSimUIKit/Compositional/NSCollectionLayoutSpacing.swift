import Foundation
import enum ScrollSim.CompositionalSpacing
import struct ScrollSim.CompositionalEdgeSpacing

/// `NSCollectionLayoutSpacing`: fixed space, or flexible space that grows
/// to share what its group leaves.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    let value: CompositionalSpacing

    init(_ value: CompositionalSpacing) {
        self.value = value
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }

    /// The fixed value or the flexible minimum.
    public var spacing: CGFloat { CGFloat(value.minimum) }
    /// Whether the space grows with the room left.
    public var isFlexible: Bool { value.isFlexible }
    /// Whether the space is exactly `spacing`.
    public var isFixed: Bool { !value.isFlexible }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `NSCollectionLayoutEdgeSpacing`: space around an item's edges inside its group.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; `nil` edges get none.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    var value: CompositionalEdgeSpacing {
        CompositionalEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
