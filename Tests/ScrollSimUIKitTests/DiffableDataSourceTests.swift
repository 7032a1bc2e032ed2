import enum ScrollSim.DataChangeAction
import struct ScrollSim.Event
import enum ScrollSim.FieldValue
import struct ScrollSim.SimulationError
import ScrollSimUIKit
import Testing

/// The mountains list of `DiffableStyleCode.swift` run through
/// ScrollSimUIKit, against values derived by hand. Rows are 44 pt in a
/// 375 × 200 pt view: rows 0–4 are on screen (row 4 spans 176–220, row 5
/// starts at 220).
@MainActor
@Suite("ScrollSimUIKit: diffable data sources")
struct DiffableDataSourceTests {
    static let mountains = [
        Mountain(name: "Everest", height: 8849), Mountain(name: "K2", height: 8611),
        Mountain(name: "Annapurna", height: 8091), Mountain(name: "Denali", height: 6190),
        Mountain(name: "Eiger", height: 3967), Mountain(name: "Fuji", height: 3776),
        Mountain(name: "Lhotse", height: 8516), Mountain(name: "Makalu", height: 8485),
    ]

    private func makeScreen() -> MountainsController {
        MountainsController(mountains: Self.mountains, frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    }

    /// The `dataChange` events logged after `seq`, as `action [items]`
    /// (`reloadData 8`: the new item count).
    private func dataChanges(_ events: [Event], after seq: Int = -1) -> [String] {
        events.filter { $0.seq > seq }.compactMap { event -> String? in
            guard case .dataChange(let action, let details) = event.payload else { return nil }
            func text(_ value: FieldValue) -> String {
                switch value {
                case .int(let number): "\(number)"
                case .array(let values): "[" + values.map(text).joined(separator: ", ") + "]"
                default: "?"
                }
            }
            return "\(action.rawValue) \(details.first { $0.0 == "items" }.map { text($0.1) } ?? "")"
        }
    }

    private func names(_ snapshot: NSDiffableDataSourceSnapshot<MountainsController.Section, Mountain>) -> [String] {
        snapshot.itemIdentifiers.map(\.name)
    }

    @Test("the first snapshot, applied before the first layout, is what the first layout shows")
    func firstApply() {
        let screen = makeScreen()
        screen.performQuery(with: nil)
        screen.collectionView.layoutIfNeeded()
        // Sorted by name: Annapurna Denali Eiger Everest Fuji K2 Lhotse Makalu.
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 8)
        #expect(screen.displayLog == [
            "willDisplay 0.0 Annapurna", "willDisplay 0.1 Denali", "willDisplay 0.2 Eiger",
            "willDisplay 0.3 Everest", "willDisplay 0.4 Fuji",
        ])
    }

    @Test("an apply on a laid-out collection view with no sections is a reloadData")
    func applyOnEmptyIsReload() {
        let screen = makeScreen()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.numberOfSections == 0)
        screen.performQuery(with: "e")
        // "e": Denali, Eiger, Everest, Lhotse.
        #expect(dataChanges(screen.collectionView.events) == ["reloadData 4"])
        #expect(screen.displayLog == [
            "willDisplay 0.0 Denali", "willDisplay 0.1 Eiger", "willDisplay 0.2 Everest", "willDisplay 0.3 Lhotse",
        ])
    }

    @Test("an apply that deletes and inserts: counts, identifiers, index paths, the batch and display events")
    func deleteAndInsert() throws {
        let screen = makeScreen()
        screen.performQuery(with: "e")
        screen.collectionView.layoutIfNeeded()
        let before = screen.collectionView.events.last?.seq ?? -1
        screen.displayLog = []
        screen.provided = []

        // "e" → "a": [Denali Eiger Everest Lhotse] → [Annapurna Denali Makalu].
        // Eiger, Everest, Lhotse (old items 1, 2, 3) are gone; Annapurna and
        // Makalu are new at 0 and 2; Denali survives (0 → 1), alone, so
        // nothing moves.
        screen.performQuery(with: "a")
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.numberOfSections == 1)
        #expect(snapshot.numberOfItems == 3)
        #expect(names(snapshot) == ["Annapurna", "Denali", "Makalu"])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(screen.dataSource.indexPath(for: Mountain(name: "Denali", height: 6190)) == IndexPath(item: 1, section: 0))
        #expect(screen.dataSource.indexPath(for: Mountain(name: "Eiger", height: 3967)) == nil)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0))?.name == "Makalu")
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
        #expect(screen.dataSource.sectionIdentifier(for: 0) == .main)
        #expect(screen.dataSource.index(for: .main) == 0)
        #expect(dataChanges(screen.collectionView.events, after: before) == ["deleteItems [1, 2, 3]", "insertItems [0, 2]"])
        // Every row on screen changes its index path, so each one ends
        // display where it was (old paths) and the three rows are displayed
        // at their new paths, asked from the cell provider.
        #expect(screen.displayLog == [
            "didEndDisplaying 0.0 Denali", "didEndDisplaying 0.1 Eiger", "didEndDisplaying 0.2 Everest",
            "didEndDisplaying 0.3 Lhotse",
            "willDisplay 0.0 Annapurna", "willDisplay 0.1 Denali", "willDisplay 0.2 Makalu",
        ])
        #expect(screen.provided == ["Annapurna", "Denali", "Makalu"])
        try screen.collectionView.advance()
    }

    @Test("animatingDifferences: false still applies the difference as a batch (iOS 15), not a reload")
    func unanimatedApplyDiffs() {
        let screen = makeScreen()
        screen.performQuery(with: nil)
        screen.collectionView.layoutIfNeeded()
        let before = screen.collectionView.events.last?.seq ?? -1
        // nil → "k": K2 and Makalu (old items 5 and 7) stay, the others go.
        screen.performQuery(with: "k", animatingDifferences: false)
        #expect(dataChanges(screen.collectionView.events, after: before) == ["deleteItems [0, 1, 2, 3, 4, 6]"])
    }

    @Test("applySnapshotUsingReloadData reloads without a diff")
    func reloadDataApply() {
        let screen = makeScreen()
        screen.performQuery(with: nil)
        screen.collectionView.layoutIfNeeded()
        let before = screen.collectionView.events.last?.seq ?? -1
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteItems([Mountain(name: "K2", height: 8611)])
        screen.dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(dataChanges(screen.collectionView.events, after: before) == ["reloadData 7"])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 7)
    }

    @Test("reconfigure keeps the cell on screen and configures it again; reload displays the item anew")
    func reconfigureAndReload() {
        let screen = makeScreen()
        screen.performQuery(with: nil)
        screen.collectionView.layoutIfNeeded()
        let denali = Mountain(name: "Denali", height: 6190), eiger = Mountain(name: "Eiger", height: 3967)
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MountainCell
        #expect(cell?.configurations == 1)
        screen.displayLog = []
        var snapshot = screen.dataSource.snapshot()
        snapshot.reconfigureItems([denali])
        #expect(snapshot.reconfiguredItemIdentifiers == [denali])
        screen.dataSource.apply(snapshot)
        // The same cell, configured a second time; no display events.
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.configurations == 2)
        #expect(screen.displayLog == [])
        #expect(screen.dataSource.snapshot().reconfiguredItemIdentifiers == [])

        var reload = screen.dataSource.snapshot()
        reload.reloadItems([eiger])
        screen.dataSource.apply(reload)
        #expect(screen.displayLog == ["didEndDisplaying 0.2 Eiger", "willDisplay 0.2 Eiger"])
    }

    @Test("snapshot editing: insert, move and delete by identifier")
    func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["peaks", "volcanoes"])
        snapshot.appendItems(["everest", "k2"], toSection: "peaks")
        snapshot.appendItems(["fuji"])  // to the last section
        snapshot.insertItems(["annapurna"], beforeItem: "k2")
        snapshot.insertItems(["etna"], afterItem: "fuji")
        snapshot.moveItem("everest", afterItem: "etna")
        snapshot.insertSections(["hills"], beforeSection: "volcanoes")
        snapshot.moveSection("peaks", afterSection: "volcanoes")
        // Sections: [peaks volcanoes] → hills before volcanoes → [peaks hills
        // volcanoes] → peaks after volcanoes → [hills volcanoes peaks].
        // Items: peaks [everest k2], fuji to the last section (volcanoes),
        // annapurna before k2 → peaks [everest annapurna k2], etna after fuji
        // → volcanoes [fuji etna], everest after etna → volcanoes [fuji etna
        // everest], peaks [annapurna k2].
        #expect(snapshot.sectionIdentifiers == ["hills", "volcanoes", "peaks"])
        #expect(snapshot.itemIdentifiers == ["fuji", "etna", "everest", "annapurna", "k2"])
        #expect(snapshot.numberOfItems(inSection: "volcanoes") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: "everest") == "volcanoes")
        #expect(snapshot.indexOfItem("annapurna") == 3)
        #expect(snapshot.indexOfSection("peaks") == 2)
        snapshot.deleteSections(["volcanoes"])
        #expect(snapshot.itemIdentifiers == ["annapurna", "k2"])
        #expect(snapshot.sectionIdentifier(containingItem: "fuji") == nil)
        snapshot.reloadSections(["peaks"])
        #expect(snapshot.reloadedSectionIdentifiers == ["peaks"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("a section snapshot replaces one section's items; a parent it lacks is refused")
    func sectionSnapshot() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var peaks = NSDiffableDataSourceSectionSnapshot<String>()
        peaks.append(["everest", "k2"])
        peaks.insert(["annapurna"], before: "k2")
        dataSource.apply(peaks, to: "peaks")
        collectionView.layoutIfNeeded()
        var volcanoes = NSDiffableDataSourceSectionSnapshot<String>()
        volcanoes.append(["fuji"])
        dataSource.apply(volcanoes, to: "volcanoes")
        // peaks [everest annapurna k2], then a new section volcanoes [fuji]:
        // an insertSections of section 1 (its item comes with it).
        #expect(dataSource.snapshot().sectionIdentifiers == ["peaks", "volcanoes"])
        #expect(dataSource.snapshot(for: "peaks").items == ["everest", "annapurna", "k2"])
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 1) == 1)
        #expect(dataChanges(collectionView.events).last == "insertSections ")
        var shorter = dataSource.snapshot(for: "peaks")
        shorter.delete(["annapurna"])
        dataSource.apply(shorter, to: "peaks")
        #expect(dataSource.indexPath(for: "k2") == IndexPath(item: 1, section: 0))

        var child = NSDiffableDataSourceSectionSnapshot<String>()
        child.append(["lhotse"], to: "everest")
        dataSource.apply(child, to: "peaks")
        let error = try #require(throws: SimulationError.self) { try collectionView.advance() }
        // The new snapshot is empty: "everest" is no parent of it (UIKit traps).
        #expect(error.message == "append(_:to:): the section snapshot has no parent item \"everest\"")
        #expect(dataSource.snapshot(for: "peaks").items == ["everest", "k2"])
    }

    @Test("what UIKit traps on is an error from the next simulation call, and changes nothing", arguments: [
        ("duplicate", "apply: appendItems: item identifier \"a\" is already in the snapshot; identifiers must be unique"),
        ("missing section", "apply: appendItems: the snapshot has no section \"nowhere\""),
        ("no sections", "apply: appendItems: the snapshot has no sections; append a section first"),
        ("reload unknown", "apply: reloadItems: the snapshot has no item \"zz\""),
    ])
    func misuse(kind: String, message: String) throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var good = NSDiffableDataSourceSnapshot<String, String>()
        good.appendSections(["s"])
        good.appendItems(["a", "b"])
        dataSource.apply(good)
        collectionView.layoutIfNeeded()

        var bad = kind == "no sections" ? NSDiffableDataSourceSnapshot<String, String>() : good
        switch kind {
        case "duplicate": bad.appendItems(["c", "a"])
        case "missing section": bad.appendItems(["c"], toSection: "nowhere")
        case "no sections": bad.appendItems(["c"])
        default: bad.reloadItems(["zz"])
        }
        #expect(bad.itemIdentifiers == (kind == "no sections" ? [] : ["a", "b"]))
        dataSource.apply(bad)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b"])
        let error = try #require(throws: SimulationError.self) { try collectionView.advance() }
        #expect(error.argumentText + ": " + error.message == message)
        try collectionView.advance()  // the error was reported once
    }
}
