import Foundation
import enum ScrollSim.CollectionUpdate
import struct ScrollSim.SnapshotDifference
import struct ScrollSim.SnapshotDifferenceError

/// `UITableViewDiffableDataSource`: the table view's data source, fed by
/// snapshots of identifiers, with the snapshot type and difference engine
/// of `UICollectionViewDiffableDataSource`.
///
/// `apply` diffs the new snapshot against the current one by identifier
/// and performs the difference as row and section updates (with
/// `defaultRowAnimation`) in one `performBatchUpdates`; the table view
/// applies updates at once by reading the data source again (see "Table
/// views" in `docs/uikit.md`). A snapshot UIKit traps on (an identifier
/// twice, a reload of an identifier the snapshot lacks) is not applied:
/// the table view keeps the rows it shows, and `completion` is still
/// called. Subclasses override the `UITableViewDataSource` methods
/// (titles, editing, moving) as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// `UITableViewDiffableDataSource.CellProvider`: makes and configures
    /// the cell of an item.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// `defaultRowAnimation`: the animation `apply` passes to the row and
    /// section updates (`.automatic` by default); nothing is animated here.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// `init(tableView:cellProvider:)`: becomes `tableView`'s data source
    /// (which holds it weakly, as UIKit's does: keep a reference).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// `apply(_:animatingDifferences:completion:)`: the table view shows
    /// `snapshot`: the difference by identifier is performed as row and
    /// section updates in one batch. `animatingDifferences` changes
    /// nothing (nothing is drawn); `completion` is called once the table
    /// view shows the new rows, or at once when the snapshot is refused.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard snapshot.misuse == nil else { return }
        let difference: SnapshotDifference
        do throws(SnapshotDifferenceError) {
            difference = try SnapshotDifference(
                from: current.identified, to: snapshot.identified,
                reloadedSections: Set(snapshot.reloadedSectionIdentifiers),
                reloadedItems: Set(snapshot.reloadedItemIdentifiers),
                reconfiguredItems: Set(snapshot.reconfiguredItemIdentifiers))
        } catch {
            return
        }
        let new = snapshot.applied
        guard let tableView, !difference.isEmpty else {
            current = new
            return
        }
        tableView.performBatchUpdates {
            self.current = new
            for update in difference.updates { self.perform(update, on: tableView) }
            // A reconfigured row is read again as a reloaded one: the
            // table view re-reads its data source for every update.
            let reconfigured = difference.reconfigured.map { IndexPath(row: $0.item, section: $0.section) }
            if !reconfigured.isEmpty { tableView.reloadRows(at: reconfigured, with: .none) }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: the table view shows
    /// `snapshot` through `reloadData()`, with no diff.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard snapshot.misuse == nil else { return }
        current = snapshot.applied
        tableView?.reloadData()
    }

    /// `snapshot()`: the current contents, with no reloads pending.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// `itemIdentifier(for:)`: the item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// `indexPath(for:)`: where item `itemIdentifier` is, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// `sectionIdentifier(for:)`: the section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// `index(for:)`: where section `sectionIdentifier` is, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell; a plain cell when it returns `nil` (UIKit
    /// traps).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let identifier = current.itemIdentifier(at: indexPath),
              let cell = cellProvider(tableView, indexPath, identifier) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No title unless a subclass gives one, as in UIKit.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title unless a subclass gives one, as in UIKit.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false` unless a subclass says otherwise: UIKit's diffable data
    /// source implements the method and answers `NO`, so rows are editable
    /// only through a subclass.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false` unless a subclass says otherwise, as in UIKit.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// No index unless a subclass gives one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Nothing happens unless a subclass acts on the edit.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Nothing happens unless a subclass moves the item in a snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: - Plumbing

    private func perform(_ update: CollectionUpdate, on tableView: UITableView) {
        func ui(_ path: SimIndexPath) -> IndexPath { IndexPath(row: path.item, section: path.section) }
        let animation = defaultRowAnimation
        switch update {
        case .insertItems(let paths): tableView.insertRows(at: paths.map(ui), with: animation)
        case .deleteItems(let paths): tableView.deleteRows(at: paths.map(ui), with: animation)
        case .reloadItems(let paths): tableView.reloadRows(at: paths.map(ui), with: animation)
        case .moveItem(let from, let to): tableView.moveRow(at: ui(from), to: ui(to))
        case .insertSections(let sections): tableView.insertSections(IndexSet(sections), with: animation)
        case .deleteSections(let sections): tableView.deleteSections(IndexSet(sections), with: animation)
        case .reloadSections(let sections): tableView.reloadSections(IndexSet(sections), with: animation)
        case .moveSection(let from, let to): tableView.moveSection(from, toSection: to)
        }
    }
}
