/// The common base of the built-in layouts: each lays its sections out into
/// one shared geometry engine in `prepare(in:)`, and every query, sticky
/// header and paging offset is answered from that geometry.
///
/// It cannot be subclassed outside ScrollSim; to write your own layout,
/// conform a class to `CollectionViewLayout` (see docs/layouts.md).
public class SectionedLayout: CollectionViewLayout {
    /// The prepared geometry and the offset-dependent state.
    ///
    /// Not checked for exclusive access at run time (two runtime calls per
    /// query): the engine's mutating methods call no code outside the
    /// layout, so no access to it can overlap another (the one method that
    /// calls out, `forEachNaturalElement`, only reads).
    @exclusivity(unchecked) var engine = SectionedLayoutEngine()

    init() {}

    /// The size of the whole content, valid after `prepare(in:)`.
    public var contentSize: Size { engine.contentSize }

    /// Whether the layout sizes items by their own (or estimated) sizes:
    /// `false` for a layout that sizes every cell by its own rule.
    var sizesItemsFromData: Bool { true }

    /// `true` when the preferred size differs from the original one and the
    /// layout sizes items by their sizes (every built-in layout but `grid`,
    /// whose cells are the grid's).
    public func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        sizesItemsFromData && preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// Records the context; each built-in layout lays out its sections
    /// after calling this.
    public func prepare(in context: LayoutContext) {
        engine.bounds = context.bounds
        engine.contentInset = context.contentInset
        engine.data = context.data
    }

    /// The elements intersecting `rect`, in canonical order, with sticky
    /// headers (and pinned footers) where they are shown and the paging
    /// offset applied.
    ///
    /// - Complexity: O(log n + k), k the elements returned: a binary search
    ///   over lines, columns or item tops, and over stacked sticky headers.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { engine.elements(in: rect) }

    /// The cell at `indexPath`, paging applied.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { engine.item(at: indexPath) }

    /// A section's header (as pinned, if it is) or footer.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        engine.supplementary(ofKind: kind, at: indexPath)
    }

    /// Every element at its natural position, in canonical order.
    public func layoutAttributesForAllElements() -> [LayoutAttributes] { engine.naturalElements() }

    /// Each element at its natural position, in canonical order, made one
    /// at a time from the prepared geometry.
    public func forEachLayoutAttributesForAllElements(_ body: (LayoutAttributes) -> Void) {
        engine.forEachNaturalElement(body)
    }

    /// The elements at their natural positions intersecting `rect`.
    ///
    /// - Complexity: O(log n + k), as the visible query.
    public func naturalLayoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        engine.naturalElements(in: rect)
    }

    /// `true` for a size change, and for an offset change while anything
    /// sticks or pins.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        engine.shouldInvalidate(forBoundsChange: newBounds)
    }

    /// Offset-only (the FlexLayout seed's `invalidatedOffset`) unless the
    /// size changed.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        engine.invalidationContext(forBoundsChange: newBounds)
    }

    /// Records the new bounds; sticky positions follow them.
    public func invalidateLayout(with context: LayoutInvalidationContext) { engine.bounds = context.bounds }
}
