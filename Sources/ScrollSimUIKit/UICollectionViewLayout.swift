import Foundation

/// `UICollectionViewLayout`: the abstract layout a team subclasses, with
/// UIKit's methods and defaults. ScrollSim calls them as UIKit does:
/// `prepare()` before the first query and after every invalidation,
/// `layoutAttributesForElements(in:)` with the visible rect on every tick
/// the offset changes, `shouldInvalidateLayout(forBoundsChange:)` on every
/// scroll, both `targetContentOffset` methods at releases, batch updates
/// and layout switches.
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (weak, as UIKit's).
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Computes what the queries will answer; called before the first
    /// query and after every invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (every scroll) invalidates the layout;
    /// `false` by default, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate with after a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Marks the layout stale: `prepare()` runs before the next query.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// Marks everything stale.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Where scrolling should stop after a release. `velocity` is in
    /// points per millisecond, the unit UIKit really passes (Apple's page
    /// says points per second; see `docs/uikit.md`).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where the offset should be after a batch update or a layout switch.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Told about a batch update before the layout is prepared for it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that a batch update is over.
    open func finalizeCollectionViewUpdates() {}

    /// The attributes class the layout makes (`UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation context class the layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Set by an invalidation; cleared when `prepare()` runs.
    var needsPrepare = true

    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }
}
