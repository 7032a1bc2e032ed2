import Foundation
import ScrollSimUIKit
import Testing

/// A split view delegate that handles detail requests when told to, and records them.
@MainActor
final class DetailRecordingDelegate: UISplitViewControllerDelegate {
    var handles = false
    var shown: [UIViewController] = []
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool {
        shown.append(vc)
        return handles
    }
}

@MainActor
@Suite("ScrollSimUIKit: UISplitViewController on the compact iPhone screen")
struct UISplitViewControllerTests {
    @Test("collapsed: showDetail from a child pushes on the primary navigation controller")
    func showDetailCollapsed() {
        let list = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary]
        #expect(split.isCollapsed && list.splitViewController === split && primary.parent === split)
        let detail = UIViewController()
        list.showDetailViewController(detail, sender: nil)
        #expect(primary.topViewController === detail && list.presentedViewController == nil)
        // show from the list pushes through its navigation controller (the nearest target).
        let more = UIViewController()
        detail.show(more, sender: nil)
        #expect(primary.viewControllers.count == 3)
    }

    @Test("the delegate is asked first; when it handles the request nothing else happens")
    func delegateFirst() {
        let primary = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController(style: .doubleColumn)
        split.viewControllers = [primary]
        let delegate = DetailRecordingDelegate()
        split.delegate = delegate
        delegate.handles = true
        let detail = UIViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(delegate.shown.count == 1 && delegate.shown[0] === detail)
        #expect(primary.viewControllers.count == 1)
        delegate.handles = false
        split.showDetailViewController(detail, sender: nil)
        #expect(delegate.shown.count == 2 && primary.topViewController === detail)
    }

    @Test("a primary that is not a navigation controller: the detail is presented modally")
    func plainPrimary() {
        let primary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary]
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        // In no window, presented from the split view controller itself.
        #expect(split.presentedViewController === detail)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
    }
}
