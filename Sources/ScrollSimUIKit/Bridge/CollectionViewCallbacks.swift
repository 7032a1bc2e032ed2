import Foundation
import ScrollSim

/// The simulator's delegate and data source for a `UICollectionView`:
/// ScrollSim's calls turned into the UIKit calls of the collection view's
/// own delegate and data source. Used only by the one simulator that calls
/// it (see `onMainActor`).
final class CollectionViewCallbacks: CollectionViewDelegate, CollectionViewDataSource, CollectionViewDataSourcePrefetching,
    CellLifecycleObserver, @unchecked Sendable
{
    weak var collectionView: UICollectionView?
    /// The cell and view objects, made and kept for the lifecycle the
    /// simulator decides.
    let cells = CellStore()

    /// The contents as the data source gives them: counts only; sizes come
    /// from the layout.
    func loadData() -> CollectionData {
        onMainActor {
            guard let collectionView, let dataSource = collectionView.dataSource else { return CollectionData(sections: []) }
            let count = max(dataSource.numberOfSections(in: collectionView), 0)
            return CollectionData(sections: (0..<count).map { section in
                SectionData(items: .uniform(count: max(dataSource.collectionView(collectionView, numberOfItemsInSection: section), 0),
                                            size: .zero))
            })
        }
    }

    // MARK: - Data source

    func numberOfSections(in collectionView: Simulator) -> Int {
        onMainActor {
            guard let view = self.collectionView, let dataSource = view.dataSource else { return 0 }
            return dataSource.numberOfSections(in: view)
        }
    }

    func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int {
        onMainActor {
            guard let view = self.collectionView, let dataSource = view.dataSource else { return 0 }
            return dataSource.collectionView(view, numberOfItemsInSection: section)
        }
    }

    func collectionView(_ collectionView: Simulator, itemAt indexPath: ScrollSim.IndexPath) -> ItemSpec {
        ItemSpec()
    }

    func collectionViewSelfSizesCells(_ collectionView: Simulator) -> Bool {
        onMainActor(with: self) { $0.collectionView?.collectionViewLayout.selfSizesCells ?? false }
    }

    /// UIKit's self-sizing: the data source makes the cell, the layout's
    /// attributes are applied, and the cell is asked
    /// `preferredLayoutAttributesFitting(_:)` with a copy of them. The cell
    /// waits in `preparedCells` for its `willDisplay`.
    func collectionView(_ collectionView: Simulator, preferredLayoutAttributesFitting layoutAttributes: LayoutAttributes)
        -> LayoutAttributes? {
        onMainActor {
            guard let view = self.collectionView else { return nil }
            let indexPath = layoutAttributes.element.indexPath
            let path = Foundation.IndexPath(indexPath), key = CellKey(section: indexPath.section, item: indexPath.item)
            guard let original = view.collectionViewLayout.layoutAttributesForItem(at: path) else { return nil }
            // A cell the lifecycle already requested (ahead of display) is
            // the one sized; otherwise the data source makes one, which the
            // lifecycle's request then takes.
            let cell = cells.cellToSize(at: key) {
                view.dataSource?.collectionView(view, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
            }
            cell.apply(original)
            let fitting = (original.copy() as? UICollectionViewLayoutAttributes) ?? original
            let preferred = cell.preferredLayoutAttributesFitting(fitting)
            cells.selfSizingAttributes[key] = (original, preferred)
            return LayoutBridge.attributes(preferred)
        }
    }

    // MARK: - Delegate

    /// Calls `body` with the collection view and its delegate, if it has one.
    private func tell(_ body: @MainActor (UICollectionView, any UICollectionViewDelegate) -> Void) {
        onMainActor {
            guard let view = collectionView, let delegate = view.delegate else { return }
            body(view, delegate)
        }
    }

    func scrollViewDidScroll(_ scrollView: Simulator) {
        // Every tick that moves: `tell` without its closure context.
        onMainActor(with: self) { callbacks in
            guard let view = callbacks.collectionView else { return }
            // Key-value observers of the offset (and of the bounds, whose
            // origin it is) hear the move around the delegate's call; a
            // view nobody observes pays this one `nil` check.
            if let observers = view.keyValueObservers {
                observers.changed([.contentOffset, .bounds], of: view) { view.delegate?.scrollViewDidScroll(view) }
                return
            }
            guard let delegate = view.delegate else { return }
            delegate.scrollViewDidScroll(view)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: Simulator) {
        tell { $1.scrollViewWillBeginDragging($0) }
    }

    func scrollViewWillEndDragging(_ scrollView: Simulator, withVelocity velocity: Point, targetContentOffset: inout Point) {
        var target = CGPoint(targetContentOffset)
        tell { view, delegate in
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(view, withVelocity: CGPoint(velocity), targetContentOffset: pointer)
            }
        }
        targetContentOffset = Point(target)
    }

    func scrollViewDidEndDragging(_ scrollView: Simulator, willDecelerate decelerate: Bool) {
        tell { $1.scrollViewDidEndDragging($0, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: Simulator) {
        tell { $1.scrollViewWillBeginDecelerating($0) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: Simulator) {
        tell { $1.scrollViewDidEndDecelerating($0) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: Simulator) {
        tell { $1.scrollViewDidEndScrollingAnimation($0) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: Simulator) -> Bool {
        onMainActor {
            guard let view = collectionView, view.scrollsToTop else { return false }
            return view.delegate?.scrollViewShouldScrollToTop(view) ?? true
        }
    }

    func scrollViewDidScrollToTop(_ scrollView: Simulator) {
        tell { $1.scrollViewDidScrollToTop($0) }
    }

    func collectionView(_ collectionView: Simulator, willDisplayCellForItemAt indexPath: ScrollSim.IndexPath) {
        onMainActor(with: (self, indexPath)) { arguments in
            let (callbacks, indexPath) = arguments
            guard let view = callbacks.collectionView else { return }
            let path = Foundation.IndexPath(indexPath), key = CellKey(section: indexPath.section, item: indexPath.item)
            let cells = callbacks.cells
            // (An empty map is not searched: it is empty but for self-sizing.)
            let selfSized = !cells.selfSizingAttributes.isEmpty && cells.selfSizingAttributes.removeValue(forKey: key) != nil
            // The cell was requested at the simulator's cell request (ahead
            // of display, or just before it, taking a cell prepared for
            // self-sizing); a cell kept for a reversal is shown again as it is.
            let cell = cells.displayCell(at: key) { callbacks.dataSourceCell(in: view, at: path) }
            // A self-sized cell gets the attributes its size resolved to.
            if selfSized || cell.appliedAttributes?.indexPath != path || cell.appliedAttributes?.representedElementCategory != .cell,
               let attributes = view.collectionViewLayout.layoutAttributesForItem(at: path) {
                cell.apply(attributes)
            }
            view.delegate?.collectionView(view, willDisplay: cell, forItemAt: path)
        }
    }

    func collectionView(_ collectionView: Simulator, didEndDisplayingCellForItemAt indexPath: ScrollSim.IndexPath) {
        onMainActor(with: (self, indexPath)) { arguments in
            let (callbacks, indexPath) = arguments
            guard let view = callbacks.collectionView else { return }
            // The cell stays live: it goes back to its pool at the
            // simulator's enqueue, which may come later (the reversal window).
            let cell = callbacks.cells.endDisplayingCell(at: CellKey(section: indexPath.section, item: indexPath.item))
                ?? UICollectionViewCell(frame: .zero)
            view.delegate?.collectionView(view, didEndDisplaying: cell, forItemAt: Foundation.IndexPath(indexPath))
        }
    }

    func collectionView(_ collectionView: Simulator, willDisplaySupplementaryViewOfKind elementKind: ElementKind,
                        at indexPath: ScrollSim.IndexPath) {
        onMainActor {
            guard let view = self.collectionView else { return }
            let path = Foundation.IndexPath(indexPath), kind = UICollectionView.kindName(elementKind)
            // Decoration views are never shown to the data source or the delegate.
            guard !view.collectionViewLayout.isDecorationKind(kind, inSection: path.section) else { return }
            let supplementary = view.dataSource?.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path)
                ?? UICollectionReusableView(frame: .zero)
            if let attributes = view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) {
                supplementary.apply(attributes)
            }
            cells.displayView(supplementary, for: ElementID(kind: elementKind, indexPath: indexPath))
            view.delegate?.collectionView(view, willDisplaySupplementaryView: supplementary, forElementKind: kind, at: path)
        }
    }

    func collectionView(_ collectionView: Simulator, didEndDisplayingSupplementaryViewOfKind elementKind: ElementKind,
                        at indexPath: ScrollSim.IndexPath) {
        onMainActor {
            guard let view = self.collectionView,
                  !view.collectionViewLayout.isDecorationKind(UICollectionView.kindName(elementKind), inSection: indexPath.section)
            else { return }
            let supplementary = cells.endDisplayingView(for: ElementID(kind: elementKind, indexPath: indexPath))
                ?? UICollectionReusableView(frame: .zero)
            view.delegate?.collectionView(view, didEndDisplayingSupplementaryView: supplementary,
                                          forElementOfKind: UICollectionView.kindName(elementKind), at: Foundation.IndexPath(indexPath))
            cells.enqueueForReuse(supplementary)
        }
    }

    // MARK: - Cells

    /// The data source's cell at `path` (a plain cell without one).
    @MainActor
    private func dataSourceCell(in view: UICollectionView, at path: Foundation.IndexPath) -> UICollectionViewCell {
        view.dataSource?.collectionView(view, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
    }

    func cellRequested(at item: ScrollSim.IndexPath, reuseIdentifier: String) -> (reuseIdentifier: String, reused: Bool) {
        onMainActor(with: (self, item, reuseIdentifier)) { arguments in
            let (callbacks, item, reuseIdentifier) = arguments
            guard let view = callbacks.collectionView else { return (reuseIdentifier, false) }
            let key = CellKey(section: item.section, item: item.item)
            let path = Foundation.IndexPath(item)
            // A cell self-sizing made for this item just now is the one requested.
            let (cell, reused) = callbacks.cells.requestCell(at: key) { callbacks.dataSourceCell(in: view, at: path) }
            return (cell.reuseIdentifier ?? reuseIdentifier, reused)
        }
    }

    func cellEnqueued(at item: ScrollSim.IndexPath) {
        onMainActor(with: (self, item)) { $0.0.cells.enqueueCell(at: CellKey(section: $0.1.section, item: $0.1.item)) }
    }

    // MARK: - Prefetching

    func collectionView(_ collectionView: Simulator, prefetchItemsAt indexPaths: [ScrollSim.IndexPath]) {
        onMainActor {
            guard let view = self.collectionView, let prefetcher = view.prefetchDataSource else { return }
            prefetcher.collectionView(view, prefetchItemsAt: indexPaths.map(Foundation.IndexPath.init))
        }
    }

    func collectionView(_ collectionView: Simulator, cancelPrefetchingForItemsAt indexPaths: [ScrollSim.IndexPath]) {
        onMainActor {
            guard let view = self.collectionView, let prefetcher = view.prefetchDataSource else { return }
            prefetcher.collectionView(view, cancelPrefetchingForItemsAt: indexPaths.map(Foundation.IndexPath.init))
        }
    }
}
