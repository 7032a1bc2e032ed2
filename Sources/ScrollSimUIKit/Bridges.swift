import Foundation
import ScrollSim

/// The simulator's delegate and data source for a `UICollectionView`:
/// ScrollSim's calls turned into the UIKit calls of the collection view's
/// own delegate and data source.
final class Bridges: CollectionViewDelegate, CollectionViewDataSource {
    weak var collectionView: UICollectionView?

    /// The contents as the data source gives them: counts only; sizes come
    /// from the layout.
    func loadData() -> CollectionData {
        guard let collectionView, let dataSource = collectionView.dataSource else { return CollectionData(sections: []) }
        let count = max(dataSource.numberOfSections(in: collectionView), 0)
        return CollectionData(sections: (0..<count).map { section in
            SectionData(items: .uniform(count: max(dataSource.collectionView(collectionView, numberOfItemsInSection: section), 0),
                                        size: .zero))
        })
    }

    // MARK: - Data source

    func numberOfSections(in collectionView: Simulator) -> Int {
        guard let view = self.collectionView, let dataSource = view.dataSource else { return 0 }
        return dataSource.numberOfSections(in: view)
    }

    func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int {
        guard let view = self.collectionView, let dataSource = view.dataSource else { return 0 }
        return dataSource.collectionView(view, numberOfItemsInSection: section)
    }

    func collectionView(_ collectionView: Simulator, itemAt indexPath: ScrollSim.IndexPath) -> ItemSpec {
        ItemSpec()
    }

    // MARK: - Delegate

    private var scrollDelegate: (view: UICollectionView, delegate: any UICollectionViewDelegate)? {
        guard let view = collectionView, let delegate = view.delegate else { return nil }
        return (view, delegate)
    }

    func scrollViewDidScroll(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewDidScroll(view) }
    }

    func scrollViewWillBeginDragging(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewWillBeginDragging(view) }
    }

    func scrollViewWillEndDragging(_ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard let (view, delegate) = scrollDelegate else { return }
        var target = CGPoint(targetContentOffset)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(velocity), targetContentOffset: pointer)
        }
        targetContentOffset = Point(target)
    }

    func scrollViewDidEndDragging(_ scrollView: Simulator, willDecelerate decelerate: Bool) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewDidEndDragging(view, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewWillBeginDecelerating(view) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewDidEndDecelerating(view) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewDidEndScrollingAnimation(view) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool {
        guard let view = collectionView, view.scrollsToTop else { return false }
        return view.delegate?.scrollViewShouldScrollToTop(view) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: Simulator) {
        if let (view, delegate) = scrollDelegate { delegate.scrollViewDidScrollToTop(view) }
    }

    func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: ScrollSim.IndexPath) {
        guard let (view, delegate) = scrollDelegate else { return }
        let path = Foundation.IndexPath(indexPath)
        delegate.collectionView(view, willDisplay: cell(at: path, in: view), forItemAt: path)
    }

    func collectionView(_ collectionView: Simulator, didEndDisplayingCellForItemAt indexPath: ScrollSim.IndexPath) {
        guard let (view, delegate) = scrollDelegate else { return }
        let path = Foundation.IndexPath(indexPath)
        delegate.collectionView(view, didEndDisplaying: UICollectionViewCell(frame: .zero), forItemAt: path)
    }

    func collectionView(_ collectionView: Simulator, willDisplaySupplementaryViewOfKind elementKind: ElementKind,
                        at indexPath: ScrollSim.IndexPath) {
        guard let (view, delegate) = scrollDelegate else { return }
        let path = Foundation.IndexPath(indexPath), kind = UICollectionView.kindName(elementKind)
        guard !view.collectionViewLayout.isDecorationKind(kind, inSection: path.section) else { return }
        let supplementary = view.dataSource?.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path)
            ?? UICollectionReusableView(frame: .zero)
        delegate.collectionView(view, willDisplaySupplementaryView: supplementary, forElementKind: kind, at: path)
    }

    func collectionView(_ collectionView: Simulator, didEndDisplayingSupplementaryViewOfKind elementKind: ElementKind,
                        at indexPath: ScrollSim.IndexPath) {
        guard let (view, delegate) = scrollDelegate,
              !view.collectionViewLayout.isDecorationKind(UICollectionView.kindName(elementKind), inSection: indexPath.section) else { return }
        delegate.collectionView(view, didEndDisplayingSupplementaryView: UICollectionReusableView(frame: .zero),
                                forElementOfKind: UICollectionView.kindName(elementKind), at: Foundation.IndexPath(indexPath))
    }

    /// The cell the data source makes for `path`, as UIKit asks for it just
    /// before displaying it.
    private func cell(at path: Foundation.IndexPath, in view: UICollectionView) -> UICollectionViewCell {
        let cell = view.dataSource?.collectionView(view, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
        if let attributes = view.collectionViewLayout.layoutAttributesForItem(at: path) { cell.apply(attributes) }
        return cell
    }
}
