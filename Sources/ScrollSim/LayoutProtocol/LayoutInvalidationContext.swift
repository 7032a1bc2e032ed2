/// What a bounds change invalidates, like
/// `UICollectionViewLayoutInvalidationContext`.
public struct LayoutInvalidationContext: Hashable, Sendable {
    /// Whether only offset-dependent attributes (sticky headers, paging
    /// offset) are stale: the simulator then runs the visible query again
    /// without calling `prepare(in:)`. When `false`, everything is
    /// recomputed with `prepare(in:)`.
    public var isOffsetOnly: Bool
    /// The bounds that caused the invalidation.
    public var bounds: Rect

    /// Creates an invalidation context.
    public init(isOffsetOnly: Bool, bounds: Rect) {
        self.isOffsetOnly = isOffsetOnly
        self.bounds = bounds
    }
}
