import ScrollSimUIKit
import Testing

/// A table source that also implements the header and footer display
/// callbacks, recording them in its log.
@MainActor
private final class HeaderRecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("will \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("header \(section)")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        log.append("footer \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end header \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        log.append("end footer \(section)")
    }
}

/// A collection-view delegate that implements nothing.
@MainActor
private final class BareDelegate: NSObject, UICollectionViewDelegate {}

/// Delegate requirements for what the simulation does not do (header and
/// footer views of a table view are not placed; edit menus are not shown):
/// declared as UIKit declares them, with UIKit's answers for a delegate that
/// does not implement them, and never called.
@MainActor
@Suite("ScrollSimUIKit: delegate callbacks of what is not simulated")
struct UnsimulatedDelegateCallbackTests {
    @Test("a table view with header and footer space calls the row callbacks, never the header and footer ones")
    func headerAndFooterCallbacksAreNotCalled() {
        let source = HeaderRecordingTableSource()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 50
        tableView.dataSource = source
        tableView.delegate = source
        _ = tableView.visibleCells
        // Section 0: header 0…30, rows at 30, 80 in the 100 pt bounds → rows 0.0 and 0.1.
        #expect(source.log == ["will 0.0", "will 0.1"])
        // Section 1 starts at 30 + 4 × 50 + 20 = 250; its rows at 280, 330 …
        tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        #expect(!source.log.contains { $0.contains("header") || $0.contains("footer") })
        #expect(source.log.contains("will 1.0"))
    }

    @Test("the menu requirements answer no menu and no action by default")
    func menuDefaults() {
        let delegate = BareDelegate()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let indexPath = IndexPath(item: 0, section: 0)
        #expect(!delegate.collectionView(collectionView, shouldShowMenuForItemAt: indexPath))
        #expect(!delegate.collectionView(collectionView, canPerformAction: Selector("copy:"), forItemAt: indexPath, withSender: nil))
        delegate.collectionView(collectionView, performAction: Selector("copy:"), forItemAt: indexPath, withSender: nil)
    }
}
