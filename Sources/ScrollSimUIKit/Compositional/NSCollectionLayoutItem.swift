import Foundation
import struct ScrollSim.CompositionalItem
import struct ScrollSim.DirectionalEdgeInsets

/// `NSCollectionLayoutItem`: one cell's size, insets and edge spacing
/// inside its group.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size, resolved against its group's content size.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views attached to the item (stored; not laid out yet).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's space; ignored on an axis whose dimension is estimated.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item inside its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item with supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The core description of the item.
    var itemValue: CompositionalItem {
        CompositionalItem(layoutSize: layoutSize.value, contentInsets: DirectionalEdgeInsets(contentInsets),
                          edgeSpacing: edgeSpacing?.value ?? .none)
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a view attached to an item or a
/// section. Only its boundary subclass is laid out by ScrollSim so far.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The view's element kind.
    public let elementKind: String
    /// Drawing order. Default 1.
    open var zIndex: Int = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other
/// view on an edge of a section or of the whole layout.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section the view is attached to.
    public let alignment: NSRectAlignment
    /// Moves the view from its aligned position.
    public let offset: CGPoint
    /// Whether the section grows to make room for the view. Default `true`.
    open var extendsBoundary = true
    /// Whether the view sticks to the visible edge it is aligned to while its section is shown.
    open var pinToVisibleBounds = false

    /// Creates a boundary item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item moved by `absoluteOffset` from its aligned position.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// `NSCollectionLayoutDecorationItem`: a section background.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration's kind (register its view with the layout's
    /// `register(_:forDecorationViewOfKind:)`).
    public let elementKind: String
    /// Drawing order. Default 0; ScrollSim reports decorations at −1, under the cells.
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background decoration covering its section.
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}
