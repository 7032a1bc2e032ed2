import ScrollSim

/// A layout that forwards everything to `inner`: the planted-bug layouts
/// below change one answer each.
class ForwardingLayout: CollectionViewLayout {
    let inner: any CollectionViewLayout

    init(_ inner: any CollectionViewLayout) { self.inner = inner }

    func prepare(in context: LayoutContext) { inner.prepare(in: context) }
    var contentSize: Size { inner.contentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { inner.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { inner.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        inner.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func layoutAttributesForAllElements() -> [LayoutAttributes] { inner.layoutAttributesForAllElements() }
    func naturalLayoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { inner.naturalLayoutAttributesForElements(in: rect) }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { inner.shouldInvalidateLayout(forBoundsChange: newBounds) }
    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        inner.invalidationContext(forBoundsChange: newBounds)
    }
    func invalidateLayout(with context: LayoutInvalidationContext) { inner.invalidateLayout(with: context) }
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        inner.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        inner.targetContentOffset(forProposedContentOffset: proposed)
    }
}

/// Planted bug 1: the visible query leaves item 30 out while the rect's top
/// is in 2400..<2600. Rows are 100 pt with no spacing, so item 30 spans
/// 3000…3100 and meets every 667-pt rect whose top is in (2333, 3100): the
/// band is inside that, and only rects with their top in it miss the item.
final class BandGapLayout: ForwardingLayout {
    static let band = 2400.0..<2600.0

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let all = inner.layoutAttributesForElements(in: rect)
        guard Self.band.contains(rect.minY) else { return all }
        return all.filter { $0.element != .cell(30, section: 0) }
    }
}

/// Planted bug 2: a 375-pt carousel whose `targetContentOffset` snaps to a
/// page only for releases faster than 300 pt/s; slower ones rest where
/// they are, between items. `fixed` snaps every release.
final class SlowReleaseCarousel: ForwardingLayout {
    let fixed: Bool

    init(_ inner: any CollectionViewLayout, fixed: Bool) {
        self.fixed = fixed
        super.init(inner)
    }

    override func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        guard fixed || abs(velocity.x) > 300 else { return proposed }
        let page = (proposed.x / 375).rounded() * 375
        return Point(x: min(max(page, 0), max(0, contentSize.width - 375)), y: proposed.y)
    }
}

/// Planted bug 3: stacked sticky headers that, once the viewport width has
/// changed from the one first prepared, all report the first pinned
/// header's y (the stacking offsets were computed for the old width and
/// thrown away): two or more pinned headers then overlap.
final class StaleStackLayout: ForwardingLayout, StickyHeaderLayout {
    private var firstWidth: Double?
    private var width = 0.0

    override func prepare(in context: LayoutContext) {
        if firstWidth == nil { firstWidth = context.bounds.width }
        width = context.bounds.width
        super.prepare(in: context)
    }

    var pinnedHeaders: [PinnedHeader] {
        let pinned = (inner as? any StickyHeaderLayout)?.pinnedHeaders ?? []
        guard width != firstWidth, let top = pinned.map(\.frame.minY).min() else { return pinned }
        return pinned.map { header in
            var header = header
            header.frame.origin.y = top
            return header
        }
    }
}
