/// A leaf of a compositional group: one cell, like `NSCollectionLayoutItem`.
public struct CompositionalItem: Hashable, Sendable {
    /// The item's size, resolved against its group's content size.
    public var layoutSize: CompositionalSize
    /// Insets of the cell inside the item's space (ignored on an axis
    /// whose dimension is estimated, as UIKit documents).
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the item inside its group.
    public var edgeSpacing: CompositionalEdgeSpacing

    /// Creates an item.
    public init(
        layoutSize: CompositionalSize, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing = .none
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}
