import ScrollSimUIKit
import Testing

/// `UIRefreshControl` and `UIScrollView.refreshControl`: the state code
/// sets and the view hierarchy UIKit builds.
@MainActor
@Suite("ScrollSimUIKit: UIRefreshControl")
struct UIRefreshControlTests {
    @Test("beginRefreshing and endRefreshing set isRefreshing and send no action")
    func refreshing() {
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        // As in UIKit, refreshing in code is not a value change.
        #expect(sent == 0)
    }

    @Test("a scroll view's refresh control is its subview; a replaced one leaves")
    func hierarchy() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let first = UIRefreshControl(), second = UIRefreshControl()
        tableView.refreshControl = first
        #expect(first.superview === tableView)
        tableView.refreshControl = second
        #expect(first.superview == nil)
        #expect(second.superview === tableView)
        tableView.refreshControl = nil
        #expect(second.superview == nil)
    }
}

/// `UIPageControl`'s page pinning.
@MainActor
@Suite("ScrollSimUIKit: UIPageControl")
struct UIPageControlTests {
    @Test("currentPage stays within the pages, also when the count shrinks")
    func pinning() {
        let control = UIPageControl(frame: .zero)
        control.currentPage = 3
        // No pages: page 0.
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 4
        #expect(control.currentPage == 4)
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        // Pinned to the last of the two pages.
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }
}
