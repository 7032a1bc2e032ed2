import Foundation
import ScrollSimUIKit
import Testing

@MainActor
@Suite("ScrollSimUIKit: show, showDetail, the toolbar and the edit button")
struct ScreenNavigationTests {
    @Test("show pushes in a navigation controller and presents modally outside one")
    func show() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let next = UIViewController()
        root.show(next, sender: nil)
        #expect(navigation.topViewController === next && root.presentedViewController == nil)
        // Without a navigation controller or a window, from the controller itself.
        let alone = UIViewController()
        let shown = UIViewController()
        alone.show(shown, sender: nil)
        #expect(alone.presentedViewController === shown)
        // In a window, from the window's root view controller.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let windowRoot = UIViewController()
        window.rootViewController = windowRoot
        let child = UIViewController()
        windowRoot.addChild(child)
        windowRoot.view.addSubview(child.view)
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        #expect(windowRoot.presentedViewController === detail && child.presentedViewController == nil)
        // showDetail presents even inside a navigation controller (no split view).
        let detail2 = UIViewController()
        next.showDetailViewController(detail2, sender: nil)
        #expect(next.presentedViewController === detail2 && navigation.topViewController === next)
    }

    @Test("the navigation controller's toolbar is hidden at the bottom until shown")
    func toolbar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        // 44 high at the bottom of the 375 × 667 screen: y = 667 − 44 = 623.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(navigation.toolbar.isHidden && navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.toolbar.isHidden)
        let items = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)]
        navigation.topViewController?.setToolbarItems(items, animated: false)
        #expect(navigation.topViewController?.toolbarItems?.first === items[0])
    }

    @Test("editButtonItem is one item that reads Edit, or Done while editing")
    func editButtonItem() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain && controller.editButtonItem === item)
        controller.setEditing(true, animated: false)
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: true)
        #expect(item.title == "Edit" && item.style == .plain)
        let editing = UIViewController()
        editing.setEditing(true, animated: false)
        #expect(editing.editButtonItem.title == "Done")
    }
}
