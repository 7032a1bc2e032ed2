import Foundation

/// `UIPageViewControllerDataSource`: the pages before and after a page, for
/// gesture-driven turns, which do not happen here, so the simulation never
/// asks (a test may). The page-indicator methods are optional; their
/// defaults, 0 pages at index 0, are UIKit's "no page indicator".
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
