/// One change of a batch update, as `UICollectionView`'s
/// `insertItems(at:)`, `deleteItems(at:)`, … name them.
///
/// In a batch, as in UIKit, deletions, reloads and the sources of moves
/// name index paths *before* the update; insertions and the destinations
/// of moves name index paths *after* it.
public enum CollectionUpdate: Hashable, Sendable {
    /// `insertItems(at:)`.
    case insertItems([IndexPath])
    /// `deleteItems(at:)`.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)`: the items stay, are asked for again and are
    /// displayed anew.
    case reloadItems([IndexPath])
    /// `moveItem(at:to:)`.
    case moveItem(at: IndexPath, to: IndexPath)
    /// `insertSections(_:)`.
    case insertSections([Int])
    /// `deleteSections(_:)`.
    case deleteSections([Int])
    /// `reloadSections(_:)`.
    case reloadSections([Int])
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, toSection: Int)

    /// The name the log's `dataChange` event gives the change.
    public var action: DataChangeAction {
        switch self {
        case .insertItems: .insertItems
        case .deleteItems: .deleteItems
        case .reloadItems: .reloadItems
        case .moveItem: .moveItem
        case .insertSections: .insertSections
        case .deleteSections: .deleteSections
        case .reloadSections: .reloadSections
        case .moveSection: .moveSection
        }
    }
}
