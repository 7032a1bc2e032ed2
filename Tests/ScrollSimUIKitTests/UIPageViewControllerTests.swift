import Foundation
import ScrollSimUIKit
import Testing

/// A data source over a fixed list of pages.
@MainActor
final class ListPageSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

@MainActor
@Suite("ScrollSimUIKit: UIPageViewController")
struct UIPageViewControllerTests {
    @Test("spine location: none for scroll; the option, else min, for page curl (UIKit's documented defaults)")
    func spineLocation() {
        #expect(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).spineLocation == .none)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(mid.spineLocation == .mid)
        // Scroll style ignores a spine option.
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.spineLocation: NSNumber(value: 3)])
        #expect(scroll.spineLocation == .none && scroll.navigationOrientation == .vertical)
    }

    @Test("setting pages makes them children, replaces the old ones and completes at once")
    func settingPages() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let first = UIViewController(), second = UIViewController()
        var completions: [Bool] = []
        pager.setViewControllers([first], direction: .forward, animated: true) { completions.append($0) }
        #expect(pager.viewControllers?.first === first && first.parent === pager)
        #expect(completions == [true])
        #expect(!first.isViewLoaded)  // nothing loads before the pager's view
        let container: UIView = pager.view
        #expect(container.subviews.count == 1 && container.subviews[0] === first.view)
        #expect(first.view.frame == container.bounds)
        pager.setViewControllers([second], direction: .reverse, animated: false)
        #expect(first.parent == nil && first.view.superview == nil)
        #expect(container.subviews.count == 1 && container.subviews[0] === second.view && second.parent === pager)
    }

    @Test("the data source answers neighbours when asked; its page-indicator defaults are 0")
    func dataSource() {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        let source = ListPageSource(pages: pages)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        #expect(pager.dataSource?.pageViewController(pager, viewControllerAfter: pages[0]) === pages[1])
        #expect(pager.dataSource?.pageViewController(pager, viewControllerBefore: pages[0]) == nil)
        #expect(pager.dataSource?.presentationCount(for: pager) == 0)
        #expect(pager.gestureRecognizers.isEmpty)
    }
}
