import Foundation

/// `UICollectionViewLayout`: the abstract layout a team subclasses, with
/// UIKit's methods and defaults. The collection view calls them as UIKit
/// does (`docs/uikit.md`): `prepare()` before the first query and before
/// the first layout pass or query after every invalidation,
/// `layoutAttributesForElements(in:)` with the visible rect on every pass
/// the offset changes, `shouldInvalidateLayout(forBoundsChange:)` on every
/// scroll, both `targetContentOffset` methods at releases, batch updates
/// and layout switches, and the `initial…`/`final…` attributes around
/// batch updates.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout, or `nil` (held weakly, as
    /// UIKit's). Get-only, as UIKit declares it, so that a subclass may
    /// override it with a non-optional `UICollectionView`.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// The collection view that set this layout (the storage behind
    /// `collectionView`).
    weak var attachedCollectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// `init?(coder:)`: there are no archives here; the layout starts as
    /// `init()` makes it.
    public required init?(coder: NSCoder) {
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

    // MARK: - Invalidation

    /// Whether a bounds change (every scroll) invalidates the layout;
    /// `false` by default, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate with after a bounds change: an instance of
    /// `invalidationContextClass` with no flag set.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes (its
    /// `preferredLayoutAttributesFitting(_:)`, asked when the cell is
    /// prepared for display) invalidate the layout; `false` by default, as
    /// UIKit's. A self-sizing custom layout overrides it.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing invalidation: an instance of
    /// `invalidationContextClass` that invalidates the item. The
    /// collection view adds its `contentOffsetAdjustment` to the content
    /// offset once the layout is prepared again.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Whether the collection view asks its cells'
    /// `preferredLayoutAttributesFitting(_:)` when preparing them: always
    /// for a custom layout, as UIKit does; the built-in layouts say when.
    var selfSizesCells: Bool { true }

    /// Marks the layout stale: `prepare()` runs before the collection
    /// view's next layout pass or query (`layoutIfNeeded()`, the next tick,
    /// `layoutAttributesForItem(at:)` on the collection view, …), with
    /// `context`'s flags.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidationCount &+= 1
        // An invalidation while preparing (a property a subclass sets after
        // `super.prepare()`) is part of the pass that is running.
        guard !isPreparing else { return }
        needsPrepare = true
        invalidation = invalidation.map { Self.merge($0, context) } ?? context
        // One the collection view makes itself is already on its way to a pass.
        guard !isDrivenByCollectionView else { return }
        collectionView?.setNeedsLayoutPass()
    }

    /// Marks everything stale: `invalidateLayout(with:)` with a context
    /// whose `invalidateEverything` is `true`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    // MARK: - Scrolling

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

    // MARK: - Updates and transitions

    /// Told about a batch update, after the layout was prepared for it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that a batch update is over.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item visible after a batch update starts its animation;
    /// `nil` (its final attributes, faded in by UIKit) by default. Asked for
    /// every item visible after the update, not only inserted ones, as UIKit asks.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item visible before a batch update ends its animation;
    /// `nil` by default. Asked for every item visible before the update.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary counterpart of `initialLayoutAttributesForAppearingItem(at:)`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary counterpart of `finalLayoutAttributesForDisappearingItem(at:)`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration counterpart of `initialLayoutAttributesForAppearingItem(at:)`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration counterpart of `finalLayoutAttributesForDisappearingItem(at:)`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary views a batch update inserts beyond those of inserted sections.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views a batch update deletes beyond those of deleted sections.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Told before an animated bounds change (not simulated: never called).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told after an animated bounds change (not simulated: never called).
    open func finalizeAnimatedBoundsChange() {}

    /// Told that the collection view is about to switch to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told that the collection view is switching from `oldLayout` to this one.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told that a layout switch is over.
    open func finalizeLayoutTransition() {}

    // MARK: - Classes and direction

    /// `register(_:forDecorationViewOfKind:)`: decoration views are not
    /// displayed; the registration is accepted.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// `register(_:forDecorationViewOfKind:)` with a nib: decoration views
    /// are not displayed and nibs are not loaded; the registration is
    /// accepted.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

    /// The attributes class the layout makes (`UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation context class the layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The direction the layout's geometry is written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether UIKit mirrors the layout in the other direction (`false`:
    /// right-to-left mirroring is not simulated).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - The preparation cycle

    /// Set by an invalidation; cleared when `prepare()` runs.
    /// `nonisolated(unsafe)`, as is `invalidationCount`: the bridge reads
    /// both on every query to answer from what it kept without entering the
    /// main actor; only the one simulator driving the layout touches them
    /// (see `onMainActor`).
    nonisolated(unsafe) var needsPrepare = true
    /// How many times the layout was invalidated or prepared: the answers
    /// the collection view keeps (`ValidLayoutRegion`) are of one count.
    nonisolated(unsafe) private(set) var invalidationCount = 0
    /// Whether the collection view may keep this layout's answers until it
    /// is invalidated (UIKit's valid layout rect, `docs/uikit.md`): every
    /// layout but one whose frames change without an invalidation.
    var keepsAnswersUntilInvalidated: Bool { true }
    /// The invalidations since the last `prepare()`, merged; what that
    /// `prepare()` is for.
    var invalidation: UICollectionViewLayoutInvalidationContext?
    /// Whether `prepare()` is running.
    private(set) var isPreparing = false
    /// Whether the collection view itself is invalidating (a scroll, a data
    /// or size change): no further layout pass is needed for it.
    var isDrivenByCollectionView = false

    /// Runs `prepare()` for the invalidations made since the last one.
    func runPrepare() {
        needsPrepare = false
        isPreparing = true
        prepare()
        isPreparing = false
        invalidation = nil
        invalidationCount &+= 1
    }

    /// Runs `prepare()` if an invalidation is pending: what every query the
    /// collection view makes goes through.
    func prepareIfNeeded() {
        if needsPrepare { runPrepare() }
    }

    /// Invalidates as the collection view does for its own changes.
    func invalidateFromCollectionView(_ context: UICollectionViewLayoutInvalidationContext) {
        isDrivenByCollectionView = true
        invalidateLayout(with: context)
        isDrivenByCollectionView = false
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// A context that invalidates everything, of `invalidationContextClass`.
    func makeEverythingContext(dataSourceCounts: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = dataSourceCounts
        return context
    }

    /// Two invalidations before one `prepare()`: the later context, with
    /// the flags of both.
    private static func merge(
        _ earlier: UICollectionViewLayoutInvalidationContext, _ later: UICollectionViewLayoutInvalidationContext
    ) -> UICollectionViewLayoutInvalidationContext {
        later.invalidateEverything = later.invalidateEverything || earlier.invalidateEverything
        later.invalidateDataSourceCounts = later.invalidateDataSourceCounts || earlier.invalidateDataSourceCounts
        if let flowEarlier = earlier as? UICollectionViewFlowLayoutInvalidationContext,
           let flowLater = later as? UICollectionViewFlowLayoutInvalidationContext {
            flowLater.invalidateFlowLayoutDelegateMetrics = flowLater.invalidateFlowLayoutDelegateMetrics
                || flowEarlier.invalidateFlowLayoutDelegateMetrics
            flowLater.invalidateFlowLayoutAttributes = flowLater.invalidateFlowLayoutAttributes || flowEarlier.invalidateFlowLayoutAttributes
        }
        return later
    }
}
