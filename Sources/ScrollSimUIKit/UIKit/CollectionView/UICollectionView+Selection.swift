import Foundation

extension UICollectionView {
    /// `indexPathsForSelectedItems`: the items selected in code, in the
    /// order selected; `nil` when nothing is. There are no taps in the
    /// simulation: only `selectItem(at:animated:scrollPosition:)` selects,
    /// and, as in UIKit, it does not call the delegate. Batch updates and
    /// `reloadData()` do not move or clear the selection.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// `selectItem(at:animated:scrollPosition:)`: selects the item (all
    /// others first unless `allowsMultipleSelection`), marks its cell on
    /// screen selected and scrolls to it when `scrollPosition` is not empty.
    /// A `nil` index path clears the selection; nothing happens when
    /// `allowsSelection` is `false`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, indexPath.count == 2 else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`: deselects the item and its cell on
    /// screen. The delegate is not called, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
