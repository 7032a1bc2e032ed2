import ScrollSimUIKit
import Testing

/// A data source and delegate with rows per section and an optional
/// height per row, recording what the table view tells it.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int]
    var heights: ((IndexPath) -> CGFloat)?
    var headerHeight: CGFloat?
    var log: [String] = []
    var cellRequests = 0

    init(rowsPerSection: [Int]) {
        self.rowsPerSection = rowsPerSection
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("will \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("end \(indexPath.section).\(indexPath.row)")
    }
}

/// A cell subclass written as iOS cells are.
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// `UITableView`'s row geometry, visible cells and reuse, against values
/// worked out by hand from the rules in `UITableView.swift`.
@MainActor
@Suite("ScrollSimUIKit: UITableView")
struct UITableViewTests {
    func table(_ source: RecordingTableSource, height: CGFloat = 200) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = source
        tableView.delegate = source
        return tableView
    }

    @Test("rows stack at rowHeight; the visible cells are the rows that meet the bounds")
    func rowsStackAtRowHeight() {
        let source = RecordingTableSource(rowsPerSection: [10])
        let tableView = table(source)
        tableView.rowHeight = 50
        // Rows at y = 50·row; bounds 0..<200 meet rows 0, 1, 2, 3 (row 4
        // starts at 200, which only touches the edge).
        #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(tableView.indexPathsForVisibleRows == (0...3).map { IndexPath(row: $0, section: 0) })
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["0.0", "0.1", "0.2", "0.3"])
        #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 0)) == nil)
        #expect(tableView.contentSize == CGSize(width: 320, height: 500))
        #expect(source.log == ["will 0.0", "will 0.1", "will 0.2", "will 0.3"])
    }

    @Test("the delegate's heights and header space; an automatic height is the estimate or 44")
    func delegateHeightsAndHeaders() {
        let source = RecordingTableSource(rowsPerSection: [2, 2])
        // Row heights 30, automatic, 20, 10; headers 5 each.
        let heights: [IndexPath: CGFloat] = [
            IndexPath(row: 0, section: 0): 30, IndexPath(row: 1, section: 0): UITableView.automaticDimension,
            IndexPath(row: 0, section: 1): 20, IndexPath(row: 1, section: 1): 10,
        ]
        source.heights = { heights[$0]! }
        source.headerHeight = 5
        let tableView = table(source)
        // Section 0: header 0..<5, row 0 at 5 (30), row 1 at 35 (44, no estimate).
        // Section 1: header 79..<84, row 0 at 84 (20), row 1 at 104 (10); end 114.
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 35, width: 320, height: 44))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 104, width: 320, height: 10))
        #expect(tableView.contentSize.height == 114)
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 90)) == IndexPath(row: 0, section: 1))
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 80)) == nil)  // in section 1's header
        tableView.estimatedRowHeight = 60
        tableView.reloadData()
        // Row 1 of section 0 now 60 high: section 1 starts 16 later, row 1 at 120.
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 120)
    }

    @Test("scrolling ends the rows that leave and reuses their cells")
    func scrollingReusesCells() {
        let source = RecordingTableSource(rowsPerSection: [20])
        let tableView = table(source, height: 100)
        tableView.rowHeight = 50
        let first = tableView.visibleCells
        #expect(first.count == 2)
        tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        // Row 5 at y 250 at the top: rows 5 and 6 visible; rows 0 and 1 ended
        // first, so the two cells made for them are the ones reused.
        #expect(tableView.contentOffset.y == 250)
        #expect(tableView.indexPathsForVisibleRows == [IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0)])
        #expect(source.log == ["will 0.0", "will 0.1", "end 0.0", "end 0.1", "will 0.5", "will 0.6"])
        #expect(Set(tableView.visibleCells.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["0.5", "0.6"])
        // Bottom of the last row: content 1000, bounds 100 → offset 900 at most.
        tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(tableView.contentOffset.y == 900)
    }

    @Test("insertRows re-reads the counts; selection is kept and set on the cell")
    func updatesAndSelection() {
        let source = RecordingTableSource(rowsPerSection: [3])
        let tableView = table(source)
        tableView.rowHeight = 40
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        var completed = false
        tableView.performBatchUpdates({
            source.rowsPerSection = [5]
            tableView.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed)
        // 5 rows of 40 = 200: all meet bounds 0..<200.
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        #expect(tableView.visibleCells.count == 5)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("cells: the style's labels, a registered subclass, nothing registered")
    func cells() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "s")
        #expect(subtitle.detailTextLabel != nil && subtitle.textLabel != nil)
        #expect(subtitle.textLabel?.superview === subtitle.contentView)
        subtitle.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        #expect(subtitle.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(tableView.style == .plain)
        #expect(tableView.dequeueReusableCell(withIdentifier: "x") == nil)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "x")
        let cell = tableView.dequeueReusableCell(withIdentifier: "x")
        #expect(cell is SubtitleCell)
        #expect(cell?.detailTextLabel != nil)
        #expect(cell?.reuseIdentifier == "x")
    }
}

/// A table screen written as on iOS.
final class NumbersTableController: UITableViewController {
    var selected: [IndexPath] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "n")
        tableView.rowHeight = 100
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// A collection screen written as on iOS.
final class NumbersCollectionController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
}

@MainActor
@Suite("ScrollSimUIKit: table and collection view controllers")
struct ListControllerTests {
    @Test("a UITableViewController subclass loads a table of the screen's size fed by its overrides")
    func tableController() {
        let controller = NumbersTableController(style: .plain)
        controller.loadViewIfNeeded()
        // Screen 375 × 667, rows of 100: rows 0...6 meet it (row 6 at 600..<700).
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == (0...6).map { "\($0)" })
    }

    @Test("a UICollectionViewController subclass loads a collection view fed by its overrides")
    func collectionController() {
        let controller = NumbersCollectionController()
        controller.loadViewIfNeeded()
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === controller.collectionView.collectionViewLayout)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        controller.collectionView.layoutIfNeeded()
        // Items 375 × 100, no line spacing, screen 667 high: items 0...6 meet it.
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 30)
        #expect(controller.collectionView.indexPathsForVisibleItems.sorted() == (0...6).map { IndexPath(item: $0, section: 0) })
    }
}
