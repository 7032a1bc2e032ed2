/// The code a team attaches to the simulated collection view: the methods
/// of `UIScrollViewDelegate` and `UICollectionViewDelegate` that report
/// scrolling and display, with UIKit's names and argument shapes. Every
/// method has an empty default; implement the ones you need.
///
/// The simulator calls them synchronously at their place in the tick order
/// of `docs/simulator.md`, right after the matching event is logged. A
/// method may scroll, change the data or the insets: such a change is
/// applied when the current pass of the tick order is over, on the same
/// tick, in the order the calls were made (see "Changes from callbacks" in
/// `docs/simulator.md`). The log stays consistent whatever a delegate does:
/// `seq` is always 0, 1, 2…
///
/// The simulator stands for the collection view in the first argument.
public protocol CollectionViewDelegate: AnyObject {
    /// `scrollViewDidScroll(_:)`: the pixel-rounded content offset changed.
    func scrollViewDidScroll(_ scrollView: Simulator)
    /// `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: Simulator)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
    /// `velocity` in points per millisecond, as UIKit passes it; set
    /// `targetContentOffset` to choose where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: Simulator, willDecelerate decelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ scrollView: Simulator)
    /// `scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: Simulator)
    /// `scrollViewDidEndScrollingAnimation(_:)`: an animated
    /// `setContentOffset` or `scrollToItem` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: Simulator)
    /// `scrollViewShouldScrollToTop(_:)`: whether a status-bar tap scrolls
    /// to the top (default `true`).
    func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool
    /// `scrollViewDidScrollToTop(_:)`: a scroll to top ended.
    func scrollViewDidScrollToTop(_ scrollView: Simulator)
    /// `collectionView(_:willDisplay:forItemAt:)`.
    func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    func collectionView(_ collectionView: Simulator, didEndDisplayingCellForItemAt indexPath: IndexPath)
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(
        _ collectionView: Simulator, willDisplaySupplementaryViewOfKind elementKind: ElementKind, at indexPath: IndexPath)
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(
        _ collectionView: Simulator, didEndDisplayingSupplementaryViewOfKind elementKind: ElementKind,
        at indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func scrollViewDidScroll(_ scrollView: Simulator) {}
    public func scrollViewWillBeginDragging(_ scrollView: Simulator) {}
    public func scrollViewWillEndDragging(
        _ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: Simulator, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: Simulator) {}
    public func scrollViewDidEndDecelerating(_ scrollView: Simulator) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: Simulator) {}
    public func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: Simulator) {}
    public func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: Simulator, didEndDisplayingCellForItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: Simulator, willDisplaySupplementaryViewOfKind elementKind: ElementKind, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: Simulator, didEndDisplayingSupplementaryViewOfKind elementKind: ElementKind,
        at indexPath: IndexPath
    ) {}
}
