import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation marks
/// stale. The collection view sets the flags as UIKit does
/// (`docs/uikit.md`, "Invalidation"): `invalidateEverything` for
/// `invalidateLayout()`, `reloadData()`, a layout switch and a size change;
/// `invalidateDataSourceCounts` as well for data changes; neither for a
/// bounds change the layout asked for.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is stale.
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// An adjustment to apply to the content offset after the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// An adjustment to apply to the content size after the invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items named by `invalidateItems(at:)`, or `nil`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by `invalidateSupplementaryElements(ofKind:at:)`, by kind, or `nil`.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by `invalidateDecorationElements(ofKind:at:)`, by kind, or `nil`.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Interactive movement is not simulated: `nil`.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// Interactive movement is not simulated: `nil`.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// Interactive movement is not simulated: zero.
    open var interactiveMovementTarget: CGPoint { .zero }

    public required override init() {
        super.init()
    }

    /// `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedSupplementaryIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = paths
    }

    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var paths = invalidatedDecorationIndexPaths ?? [:]
        paths[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = paths
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow delegate's sizes are stale (`true` by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes are stale (`true` by default).
    open var invalidateFlowLayoutAttributes = true
    /// The sizes self-sizing cells reported, by item, for the flow layout
    /// to use from now on.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
}

/// `UICollectionViewUpdateItem`: one change of a batch update, as
/// `prepare(forCollectionViewUpdates:)` receives it. A section change has
/// an index path whose item is `NSNotFound`, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// The index path before the update (`nil` for an insertion).
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// The index path after the update (`nil` for a deletion).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What happens to the element.
    open var updateAction: Action { action }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        self.before = before
        self.after = after
        self.action = action
    }
}
