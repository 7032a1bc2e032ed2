import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation marks
/// stale. ScrollSim sets `invalidateEverything` for data and size changes
/// and neither flag for a bounds change the layout asked for.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is stale (a `reloadData`, a layout switch).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// An adjustment to apply to the content offset after the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// An adjustment to apply to the content size after the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() {
        super.init()
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow delegate's sizes are stale.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes are stale.
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one change of a batch update, as
/// `prepare(forCollectionViewUpdates:)` receives it.
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
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (`nil` for a deletion).
    public let indexPathAfterUpdate: IndexPath?
    /// What happens to the element.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
