/// What a `dataChange` event did: its `action`, named as `UICollectionView`
/// names the call.
public enum DataChangeAction: String, CaseIterable, Hashable, Sendable {
    /// `reloadData()`: the event has `sections` and `items`, the new counts.
    case reloadData
    /// `insertItems(at:)`: `section` and `items`, the indices inserted.
    case insertItems
    /// `deleteItems(at:)`: `section` and `items`, the indices deleted.
    case deleteItems
    /// `reloadItems(at:)`: `section` and `items`, the indices reloaded.
    case reloadItems
    /// `moveItem(at:to:)`: `from` and `to`, index paths.
    case moveItem
    /// `insertSections(_:)`: `sections`, the indices inserted.
    case insertSections
    /// `deleteSections(_:)`: `sections`, the indices deleted.
    case deleteSections
    /// `reloadSections(_:)`: `sections`, the indices reloaded.
    case reloadSections
    /// `moveSection(_:toSection:)`: `from` and `to`, section indices.
    case moveSection
    /// `reconfigureItems(at:)`, as a diffable `apply` makes it: `section`
    /// and `items`, the indices after the batch; the cells stay on screen.
    case reconfigureItems
}
