/// A collection-view layout, mirroring `UICollectionViewLayout` so that a
/// custom layout ports with few edits.
///
/// The simulator calls `prepare(in:)` when the data, the bounds size or the
/// layout itself changes; on every scroll it asks
/// `shouldInvalidateLayout(forBoundsChange:)`, and when that answers `true`
/// it invalidates with `invalidationContext(forBoundsChange:)`: an
/// offset-only context skips `prepare(in:)`. Then it queries
/// `layoutAttributesForElements(in:)` with the visible rect.
///
/// Layouts are reference types, like their UIKit counterparts: they hold the
/// prepared geometry between calls.
public protocol CollectionViewLayout: AnyObject {
    /// Computes the geometry of every element for `context`.
    func prepare(in context: LayoutContext)

    /// The size of the whole content, valid after `prepare(in:)`.
    var contentSize: Size { get }

    /// The attributes of every element whose frame intersects `rect`, in
    /// canonical element order.
    ///
    /// - Complexity: O(log n + k) for every built-in layout, with k the
    ///   number of elements returned.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// The attributes of the cell at `indexPath`, or `nil` if there is none.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of the supplementary view of `kind` at `indexPath`.
    func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind,
        at indexPath: IndexPath
    ) -> LayoutAttributes?

    /// Every element at its natural position (no sticky or paging
    /// adjustment), in canonical element order: what `scrollsim layout`
    /// prints. The default asks `layoutAttributesForElements(in:)` for an
    /// unbounded rect.
    func layoutAttributesForAllElements() -> [LayoutAttributes]

    /// The elements of `layoutAttributesForAllElements()` whose frames
    /// intersect `rect`, in canonical order: what `scrollsim layout --rect`
    /// prints. The default filters every element; the built-in layouts
    /// answer in O(log n + k).
    func naturalLayoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// Whether a change of bounds to `newBounds` needs an invalidation.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool

    /// The context to invalidate with when `shouldInvalidateLayout(forBoundsChange:)`
    /// answered `true`.
    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext

    /// Marks what `context` names as stale.
    func invalidateLayout(with context: LayoutInvalidationContext)

    /// Whether a self-sizing cell's preferred attributes need an
    /// invalidation: asked when the cell of an item with an estimated size
    /// is prepared. `preferredAttributes` are `originalAttributes` with the
    /// size the cell prefers. Answering `false` leaves the item at its
    /// estimate (it is asked again when its cell is next prepared).
    func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool

    /// The context to invalidate with when
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// answered `true`: a layout that keeps the content in place when an
    /// item above the visible rect changes size sets
    /// `contentOffsetAdjustment` here.
    func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> LayoutInvalidationContext

    /// Where scrolling should stop, given where it would stop by itself and
    /// the velocity (points per second) at release. Asked at every release
    /// that is not paging, zero-velocity releases included.
    func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point,
        withScrollingVelocity velocity: Point
    ) -> Point

    /// Where the content offset should be after a batch update or a layout
    /// switch, given where it is (how a chat layout keeps its place when
    /// rows are prepended).
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point

    /// Calls `body` with each element of `layoutAttributesForAllElements()`,
    /// in the same order, without holding them all: what `scrollsim layout`
    /// streams. The default walks `layoutAttributesForAllElements()`; the
    /// built-in layouts make one element at a time.
    func forEachLayoutAttributesForAllElements(_ body: (LayoutAttributes) -> Void)
}

extension CollectionViewLayout {
    /// Every element the visible query returns for an unbounded rect, in
    /// canonical order (the default for layouts that do not say better).
    public func layoutAttributesForAllElements() -> [LayoutAttributes] {
        let size = contentSize
        let everything = Rect(x: -1e12, y: -1e12, width: max(size.width, 0) + 2e12, height: max(size.height, 0) + 2e12)
        return layoutAttributesForElements(in: everything).sorted { $0.element < $1.element }
    }

    /// Each element of `layoutAttributesForAllElements()`, in order.
    public func forEachLayoutAttributesForAllElements(_ body: (LayoutAttributes) -> Void) {
        for attributes in layoutAttributesForAllElements() { body(attributes) }
    }

    /// Every element at its natural position, filtered by `rect`.
    public func naturalLayoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutAttributesForAllElements().filter { $0.frame.intersects(rect) }
    }

    /// No supplementary views, by default.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind,
        at indexPath: IndexPath
    ) -> LayoutAttributes? {
        nil
    }

    /// Scrolling invalidates nothing, by default (`UICollectionViewLayout`'s default).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// A full invalidation, by default.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        LayoutInvalidationContext(isOffsetOnly: false, bounds: newBounds)
    }

    /// Nothing to mark, by default.
    public func invalidateLayout(with context: LayoutInvalidationContext) {}

    /// `true` when the preferred size differs from the original one, by
    /// default (`UICollectionViewFlowLayout`'s answer).
    public func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// A full invalidation naming the item, with no content offset
    /// adjustment, by default: the content does not stay in place when an
    /// item above the visible rect changes size (`docs/layouts.md`,
    /// "Self-sizing").
    public func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> LayoutInvalidationContext {
        LayoutInvalidationContext(isOffsetOnly: false, bounds: .zero,
                                  invalidatedItemIndexPaths: [originalAttributes.element.indexPath])
    }

    /// The proposed offset, unchanged, by default.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// The proposed offset, unchanged, by default.
    public func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point,
        withScrollingVelocity velocity: Point
    ) -> Point {
        proposedContentOffset
    }
}
