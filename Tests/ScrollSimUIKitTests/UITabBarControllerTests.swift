import Foundation
import ScrollSimUIKit
import Testing

@MainActor
@Suite("ScrollSimUIKit: UITabBarController, UITabBar and UITabBarItem")
struct UITabBarControllerTests {
    /// Three titled controllers.
    private func makeTabs() -> [UIViewController] {
        ["Home", "Search", "Profile"].map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
    }

    @Test("setting the tabs makes them children, lists their items in the tab bar and selects the first")
    func settingTabs() {
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        let controllers = makeTabs()
        tabs.viewControllers = controllers
        #expect(controllers.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search", "Profile"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        // A pushed controller's tabBarController is found through its navigation controller.
        let navigation = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [navigation]
        #expect(navigation.topViewController?.tabBarController === tabs)
        #expect(controllers.allSatisfy { $0.parent == nil })
    }

    @Test("selectedIndex and selectedViewController agree; indexes and controllers that are not tabs are ignored")
    func selection() {
        let tabs = UITabBarController()
        let controllers = makeTabs()
        tabs.viewControllers = controllers
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === controllers[2])
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
        tabs.selectedViewController = controllers[1]
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 3
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 1)
    }

    @Test("new tabs reselect the same controller, else the same index, else the first (UIKit's documented rule)")
    func reselection() {
        let tabs = UITabBarController()
        let controllers = makeTabs()
        tabs.viewControllers = controllers
        tabs.selectedIndex = 1
        // The selected controller moved to index 0: it stays selected.
        tabs.viewControllers = [controllers[1], controllers[0]]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[1])
        // It is gone: index 0 is still valid, so index 0 is selected.
        tabs.selectedIndex = 1  // controllers[0]
        let fresh = makeTabs()
        tabs.viewControllers = [fresh[0], fresh[1]]
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === fresh[1])
        // Neither the controller nor the index survives: the first tab.
        tabs.viewControllers = [controllers[2]]
        #expect(tabs.selectedIndex == 0)
        tabs.viewControllers = nil
        #expect(tabs.selectedIndex == NSNotFound && tabs.tabBar.items?.isEmpty == true)
    }

    @Test("once the view is loaded, the selected tab's view fills it behind the tab bar; selecting swaps it")
    func viewSwap() {
        let tabs = UITabBarController()
        let controllers = makeTabs()
        tabs.viewControllers = controllers
        #expect(!controllers[0].isViewLoaded)  // nothing loads before the container's view
        let container: UIView = tabs.view
        // The screen is 375 × 667; the bar is 49 high at the bottom: y = 667 − 49 = 618.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(container.subviews.count == 2)
        #expect(container.subviews.first === controllers[0].view && container.subviews.last === tabs.tabBar)
        #expect(controllers[0].view.frame == container.bounds)
        tabs.selectedIndex = 2
        #expect(container.subviews.count == 2 && container.subviews.first === controllers[2].view)
        #expect(controllers[0].view.superview == nil && !controllers[1].isViewLoaded)
    }

    @Test("a controller's tab bar item is made once from its title, and follows later titles")
    func tabBarItem() {
        let controller = UIViewController()
        controller.title = "Feed"
        let item = controller.tabBarItem
        #expect(item?.title == "Feed" && controller.tabBarItem === item)
        controller.title = "News"
        #expect(item?.title == "News")
        let custom = UITabBarItem(title: "Me", image: nil, tag: 4)
        controller.tabBarItem = custom
        #expect(controller.tabBarItem === custom && custom.tag == 4)
    }
}
