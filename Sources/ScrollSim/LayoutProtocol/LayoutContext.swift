/// What a layout may read of its collection view while preparing: the
/// bounds, the content inset and the data. It plays the part of
/// `UICollectionViewLayout.collectionView`.
public struct LayoutContext: Sendable {
    /// The collection view's bounds: origin = content offset, size = viewport.
    public var bounds: Rect
    /// The content inset (`adjustedContentInset`).
    public var contentInset: EdgeInsets
    /// The collection's sections and items.
    public var data: CollectionData

    /// Creates a layout context.
    public init(bounds: Rect, contentInset: EdgeInsets = .zero, data: CollectionData) {
        self.bounds = bounds
        self.contentInset = contentInset
        self.data = data
    }
}
