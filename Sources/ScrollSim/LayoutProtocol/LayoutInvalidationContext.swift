/// What an invalidation makes stale, like
/// `UICollectionViewLayoutInvalidationContext`: after a bounds change, or
/// after a self-sizing cell reported its preferred size.
public struct LayoutInvalidationContext: Hashable, Sendable {
    /// Whether only offset-dependent attributes (sticky headers, paging
    /// offset) are stale: the simulator then runs the visible query again
    /// without calling `prepare(in:)`. When `false`, everything is
    /// recomputed with `prepare(in:)`.
    public var isOffsetOnly: Bool
    /// The bounds that caused the invalidation (the visible rect of the
    /// pass for a self-sizing invalidation).
    public var bounds: Rect
    /// The items whose layout is stale (`invalidatedItemIndexPaths`): the
    /// self-sized items; empty after a bounds change.
    public var invalidatedItemIndexPaths: [IndexPath]
    /// What the collection view adds to its content offset once the layout
    /// is prepared again (`contentOffsetAdjustment`), in points: how a
    /// layout keeps the content in place when items above the visible rect
    /// change size. Default zero.
    public var contentOffsetAdjustment: Point
    /// What the collection view adds to its content size
    /// (`contentSizeAdjustment`), in points. The simulator prepares the
    /// layout again in the same pass and then takes the layout's own
    /// `contentSize`, as UIKit reads `collectionViewContentSize` after an
    /// invalidation; the adjustment reaches the layout in
    /// `invalidateLayout(with:)` and is logged nowhere. Default zero.
    public var contentSizeAdjustment: Size

    /// Creates an invalidation context.
    public init(
        isOffsetOnly: Bool, bounds: Rect, invalidatedItemIndexPaths: [IndexPath] = [],
        contentOffsetAdjustment: Point = .zero, contentSizeAdjustment: Size = .zero
    ) {
        self.isOffsetOnly = isOffsetOnly
        self.bounds = bounds
        self.invalidatedItemIndexPaths = invalidatedItemIndexPaths
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
    }
}
