import ScrollSimUIKit
import Testing

/// The screens of `ViewControllerStyleCode.swift`, loaded the way a test
/// loads a screen on iOS (`loadViewIfNeeded()`), against values derived
/// by hand. A view controller's view is `UIScreen.main.bounds`, 375 × 667.
@MainActor
@Suite("ScrollSimUIKit: view controllers")
struct ViewControllerTests {
    @Test("a grid screen: loaded by loadViewIfNeeded, frames and content size by hand, display events after apply")
    func gridScreen() throws {
        let screen = TileGridViewController()
        #expect(!screen.isViewLoaded)
        screen.loadViewIfNeeded()
        #expect(screen.isViewLoaded)
        #expect(screen.navigationItem.title == "Tiles")
        #expect(screen.navigationItem.rightBarButtonItem?.systemItem == .add)
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.superview === screen.view)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(collectionView.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        collectionView.layoutIfNeeded()
        // Items are 375 / 3 = 125 wide, as tall as the 100 pt group; 30
        // items make 10 rows: 375 × 1000.
        #expect(collectionView.contentSize == CGSize(width: 375, height: 1000))
        let layout = collectionView.collectionViewLayout
        // Item 4: row 4 / 3 = 1, column 4 % 3 = 1 → (125, 100).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
            == CGRect(x: 125, y: 100, width: 125, height: 100))
        // Item 29: row 9, column 2 → (250, 900).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame
            == CGRect(x: 250, y: 900, width: 125, height: 100))
        // Rows 0–6 meet the 667 pt viewport (row 6 spans 600–700): items 0–20.
        #expect(collectionView.indexPathsForVisibleItems.sorted() == (0...20).map { IndexPath(item: $0, section: 0) })
        #expect(screen.displayLog == (0...20).map { "willDisplay 0.\($0)" })
        #expect((collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? TileCell)?.label.text == "7")

        // Deleting items 0–2 (the first row) moves every tile up a row: the
        // on-screen ones end display at their old paths and items 3–23 are
        // shown at 0–20 (rows 0–6 again; 27 items make 9 rows, 900 pt).
        screen.displayLog = []
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteItems([0, 1, 2])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 375, height: 900))
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
        let ended = screen.displayLog.filter { $0.hasPrefix("didEndDisplaying") }
        let shown = screen.displayLog.filter { $0.hasPrefix("willDisplay") }
        #expect(ended.sorted() == (0...20).map { "didEndDisplaying 0.\($0)" }.sorted())
        #expect(shown == (0...20).map { "willDisplay 0.\($0)" })
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell)?.label.text == "3")
    }

    @Test("the view loads once: loadView, then viewDidLoad, on the first read of view")
    func lifecycleOrder() {
        let screen = LifecycleViewController()
        #expect(screen.viewIfLoaded == nil)
        #expect(screen.calls.isEmpty)
        let view = screen.view
        #expect(screen.calls == ["loadView", "viewDidLoad 375x667"])
        screen.loadViewIfNeeded()
        #expect(screen.view === view)
        #expect(screen.calls == ["loadView", "viewDidLoad 375x667"])
        // Setting nil unloads; the next read loads again.
        screen.view = nil
        #expect(!screen.isViewLoaded)
        screen.loadViewIfNeeded()
        #expect(screen.calls == ["loadView", "viewDidLoad 375x667", "loadView", "viewDidLoad 375x667"])
        // The appearance methods are never called by the simulation.
        screen.viewWillAppear(false)
        #expect(screen.calls.count == 4)
    }

    @Test("title, navigation controller, children and presentation are kept")
    func navigationAndChildren() {
        let screen = UIViewController()
        screen.title = "Root"
        #expect(screen.navigationItem.title == "Root")
        #expect(screen.navigationController == nil)
        let navigation = UINavigationController(rootViewController: screen)
        #expect(screen.navigationController === navigation)
        let detail = UIViewController(nibName: nil, bundle: nil)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [screen, detail])
        #expect(!detail.isViewLoaded)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(detail.parent == nil)

        var completed = false
        screen.present(detail, animated: true) { completed = true }
        #expect(completed)
        #expect(screen.presentedViewController === detail)
        #expect(detail.presentingViewController === screen)
        detail.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
    }
}
