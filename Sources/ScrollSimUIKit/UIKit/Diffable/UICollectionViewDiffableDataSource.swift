import Foundation
import enum ScrollSim.CollectionUpdate
import struct ScrollSim.SimulationError
import struct ScrollSim.SnapshotDifference
import struct ScrollSim.SnapshotDifferenceError

/// `UICollectionViewDiffableDataSource`: the collection view's data source,
/// fed by snapshots of identifiers. `apply` diffs the new snapshot against
/// the current one by identifier and performs the difference as one
/// `performBatchUpdates` (`docs/simulator.md`, "Diffable data").
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// `UICollectionViewDiffableDataSource.CellProvider`: makes and
    /// configures the cell of an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes a header's or footer's view; `nil` gives a plain view.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied, by section: their hierarchy and
    /// expansion, which the flat snapshot does not keep.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// `sectionSnapshotHandlers`: kept. UIKit calls them when a user
    /// expands or collapses an item through its outline disclosure; there
    /// are no touches here, so they are never called.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// `init(collectionView:cellProvider:)`: becomes `collectionView`'s data
    /// source (which holds it weakly, as UIKit's does: keep a reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// `apply(_:animatingDifferences:completion:)`: the collection view
    /// shows `snapshot`. Before the collection view's first layout the
    /// snapshot is kept for it; while the data source has no sections the
    /// apply is a `reloadData()`; otherwise the difference by identifier
    /// is one `performBatchUpdates` (then the reconfigured cells are
    /// configured again in place). `animatingDifferences` changes nothing:
    /// since iOS 15 UIKit diffs either way, and nothing is drawn here.
    /// `completion` is called when the update has applied: from a delegate
    /// callback or a layout pass, when the pass is over and the collection
    /// view shows the new data.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot.applied
            completion?()
            return
        }
        // Called once what this apply changes has applied (at once, or
        // when the pass it was made in ends).
        let finish = { collectionView.whenPassEnds { completion?() } }
        if let misuse = snapshot.misuse {
            collectionView.recordError(SimulationError(origin: .call, argument: ["apply"], reason: .invalidUpdate(misuse)))
            return finish()
        }
        guard collectionView.hasLoadedData else {
            current = snapshot.applied
            return finish()
        }
        guard current.numberOfSections > 0 else {
            current = snapshot.applied
            collectionView.reloadData()
            return finish()
        }
        let difference: SnapshotDifference
        do throws(SnapshotDifferenceError) {
            difference = try SnapshotDifference(
                from: current.identified, to: snapshot.identified,
                reloadedSections: Set(snapshot.reloadedSectionIdentifiers),
                reloadedItems: Set(snapshot.reloadedItemIdentifiers),
                reconfiguredItems: Set(snapshot.reconfiguredItemIdentifiers))
        } catch {
            collectionView.recordError(SimulationError(origin: .call, argument: ["apply"], reason: .invalidUpdate(error.message)))
            return finish()
        }
        let new = snapshot.applied
        guard !difference.isEmpty else {
            current = new
            return finish()
        }
        collectionView.performBatchUpdates {
            self.current = new
            for update in difference.updates { Self.perform(update, on: collectionView) }
        }
        // The reconfigured cells on screen once the batch has applied.
        collectionView.whenPassEnds { [self] in
            for path in difference.reconfigured {
                let indexPath = IndexPath(item: path.item, section: path.section)
                guard let cell = collectionView.cellForItem(at: indexPath), let identifier = new.itemIdentifier(at: indexPath) else { continue }
                collectionView.cells.reconfiguringCell = cell
                _ = cellProvider(collectionView, indexPath, identifier)
                collectionView.cells.reconfiguringCell = nil
            }
        }
        finish()
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: the collection view
    /// shows `snapshot` through `reloadData()`, with no diff.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        defer {
            if let collectionView { collectionView.whenPassEnds { completion?() } } else { completion?() }
        }
        if let misuse = snapshot.misuse {
            collectionView?.recordError(SimulationError(origin: .call, argument: ["applySnapshotUsingReloadData"], reason: .invalidUpdate(misuse)))
            return
        }
        current = snapshot.applied
        if let collectionView, collectionView.hasLoadedData { collectionView.reloadData() }
    }

    /// `apply(_:to:animatingDifferences:completion:)`: section `section`
    /// (appended when the data source lacks it) gets `snapshot`'s visible
    /// items (those whose ancestors are all expanded), as UIKit shows them;
    /// the result applies as `apply(_:animatingDifferences:completion:)`
    /// does. An item that another section holds is refused, as UIKit does.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if let misuse = snapshot.misuse {
            collectionView?.recordError(SimulationError(origin: .call, argument: ["apply"], reason: .invalidUpdate(misuse)))
            completion?()
            return
        }
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = full.misuse == nil ? snapshot : nil
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `snapshot(for:)`: the section snapshot last applied to `section`,
    /// with its hierarchy and expansion, while the section still shows its
    /// visible items; otherwise (a full snapshot changed the section since)
    /// the section's items, flat. None when the data source lacks it.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section], applied.visibleItems == current.itemIdentifiers(inSection: section) {
            return applied
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        snapshot.append(current.itemIdentifiers(inSection: section))
        return snapshot
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

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell. A provider that returns `nil` (UIKit
    /// traps) gets a plain cell and an error from the next simulation call.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let identifier = current.itemIdentifier(at: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, identifier) { return cell }
        collectionView.recordError(SimulationError(
            origin: .call, argument: ["cellProvider"],
            reason: .invalidUpdate("the cell provider returned nil for item \(NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>.text(identifier)) at section \(indexPath.section) item \(indexPath.item); it must return a cell")))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: - Plumbing

    private static func perform(_ update: CollectionUpdate, on collectionView: UICollectionView) {
        func ui(_ path: SimIndexPath) -> IndexPath { IndexPath(item: path.item, section: path.section) }
        switch update {
        case .insertItems(let paths): collectionView.insertItems(at: paths.map(ui))
        case .deleteItems(let paths): collectionView.deleteItems(at: paths.map(ui))
        case .reloadItems(let paths): collectionView.reloadItems(at: paths.map(ui))
        case .moveItem(let from, let to): collectionView.moveItem(at: ui(from), to: ui(to))
        case .insertSections(let sections): collectionView.insertSections(IndexSet(sections))
        case .deleteSections(let sections): collectionView.deleteSections(IndexSet(sections))
        case .reloadSections(let sections): collectionView.reloadSections(IndexSet(sections))
        case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
        }
    }
}
