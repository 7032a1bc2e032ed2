import Foundation
import struct ScrollSim.CompositionalItem
import struct ScrollSim.DirectionalEdgeInsets

/// `NSCollectionLayoutItem`: one cell's size, insets and edge spacing
/// inside its group.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size, resolved against its group's content size.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views attached to the item (stored; not laid out yet).
    /// Read-only, as UIKit's; a group's can be set.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedSupplementaryItems }
    /// What `supplementaryItems` returns.
    var attachedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
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
        self.attachedSupplementaryItems = supplementaryItems
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

    /// Where the view is anchored on its item (stored; not laid out yet).
    public let containerAnchor: NSCollectionLayoutAnchor?
    /// The point of the view placed at `containerAnchor` (stored).
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A view anchored on its item, such as a badge (stored; ScrollSim does not lay it out yet).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                  itemAnchor: NSCollectionLayoutAnchor(edges: []))
    }

    /// A view anchored on its item at `itemAnchor` (stored; not laid out yet).
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutAnchor`: where a supplementary view sits on its item.
public final class NSCollectionLayoutAnchor: NSObject, NSCopying {
    /// The edges the view is anchored to.
    public let edges: NSDirectionalRectEdge
    /// The offset from the anchored edges.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the view's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor on `edges`, moved by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor on `edges`, moved by fractions of the view's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
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
