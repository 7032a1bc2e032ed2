import ScrollSimUIKit
import Testing

/// `UITableViewDiffableDataSource` over a 320 × 200 table of 50-point rows:
/// what the table shows after each apply, derived from the snapshots by hand.
@MainActor
@Suite("ScrollSimUIKit: UITableViewDiffableDataSource")
struct UITableViewDiffableDataSourceTests {
    /// A subclass that gives titles and editability, as iOS code does.
    final class TitledSource: UITableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    func makeTable() -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        return tableView
    }

    func makeSource(_ tableView: UITableView) -> TitledSource {
        TitledSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
    }

    func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("apply shows the snapshot's rows; a second apply shows the new order")
    func applyShowsRows() {
        let tableView = makeTable()
        let source = makeSource(tableView)
        #expect(tableView.dataSource === source)
        source.apply(snapshot([("A", [1, 2, 3, 4, 5])]), animatingDifferences: false)
        // Rows 0..<4 start at 0, 50, 100, 150 and meet bounds 0..<200; row 4
        // starts at 200 and only touches the edge.
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["1", "2", "3", "4"])
        #expect(tableView.contentSize == CGSize(width: 320, height: 250))

        var completed = false
        source.apply(snapshot([("A", [5, 1]), ("B", [9])])) { completed = true }
        #expect(completed)
        // Section A holds 5, 1 (y 0, 50); section B holds 9 (y 100).
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["5", "1", "9"])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 9)
        #expect(source.indexPath(for: 1) == IndexPath(row: 1, section: 0))
        #expect(source.indexPath(for: 2) == nil)
        #expect(source.index(for: "B") == 1)
        #expect(source.sectionIdentifier(for: 2) == nil)
        #expect(source.snapshot().itemIdentifiers == [5, 1, 9])
    }

    @Test("a subclass's data source methods are the table view's")
    func subclassOverrides() {
        let tableView = makeTable()
        let source = makeSource(tableView)
        source.apply(snapshot([("A", [1]), ("B", [2])]))
        #expect(source.tableView(tableView, titleForHeaderInSection: 1) == "B")
        #expect(source.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        // The base class answers as UIKit's: no title, rows not editable.
        let plain = UITableViewDiffableDataSource<String, Int>(tableView: makeTable()) { _, _, _ in nil }
        #expect(plain.tableView(tableView, titleForHeaderInSection: 0) == nil)
        #expect(!plain.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test("a snapshot UIKit traps on is not applied; the rows stay")
    func misuseKeepsRows() {
        let tableView = makeTable()
        let source = makeSource(tableView)
        source.apply(snapshot([("A", [1, 2])]))
        var bad = snapshot([("A", [3])])
        bad.appendItems([3], toSection: "A")  // 3 twice: UIKit traps
        var completed = false
        source.apply(bad) { completed = true }
        #expect(completed)
        #expect(source.snapshot().itemIdentifiers == [1, 2])
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["1", "2"])
    }

    @Test("applySnapshotUsingReloadData replaces the rows")
    func reloadDataApply() {
        let tableView = makeTable()
        let source = makeSource(tableView)
        source.apply(snapshot([("A", [1, 2])]))
        source.applySnapshotUsingReloadData(snapshot([("A", [7])]))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["7"])
    }

    @Test("a cell provider that returns nil gets a plain cell")
    func nilCell() {
        let tableView = makeTable()
        let source = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { _, _, _ in nil }
        source.apply(snapshot([("A", [1])]))
        #expect(tableView.visibleCells.count == 1)
        #expect(tableView.visibleCells.first?.textLabel?.text == nil)
    }
}
