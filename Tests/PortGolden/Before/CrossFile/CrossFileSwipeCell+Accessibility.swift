import UIKit

extension CrossFileSwipeCell {
    /// One element while open: the actions.
    override func accessibilityElementCount() -> Int {
        guard isOpen else { return super.accessibilityElementCount() }
        return 1
    }

    override func accessibilityElement(at index: Int) -> Any? {
        isOpen ? actionsView : super.accessibilityElement(at: index)
    }
}

extension CrossFileSwipeCell {
    @objc override func layoutSubviews() {
        super.layoutSubviews()
        guard let collectionView = superview as? UICollectionView, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        else { return }
        let inset = layoutDelegate?.collectionView?(collectionView, layout: layout, insetForSectionAt: 0) ?? .zero
        actionsView?.frame = bounds.inset(by: inset)
    }

    func close() {
        isOpen = false
    }
}
