#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

extension CrossFileSwipeCell {
    #if canImport(ObjectiveC)
    /// One element while open: the actions.
    override func accessibilityElementCount() -> Int {
        guard isOpen else { return super.accessibilityElementCount() }
        return 1
    }
    #endif

    #if canImport(ObjectiveC)
    override func accessibilityElement(at index: Int) -> Any? {
        isOpen ? actionsView : super.accessibilityElement(at: index)
    }
    #endif
}

extension CrossFileSwipeCell {
    #if canImport(ObjectiveC)
    @objc override func layoutSubviews() {
        super.layoutSubviews()
        guard let collectionView = superview as? UICollectionView, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        else { return }
        let inset = layoutDelegate?.collectionView?(collectionView, layout: layout, insetForSectionAt: 0) ?? .zero
        actionsView?.frame = bounds.inset(by: inset)
    }
    #endif

    func close() {
        isOpen = false
    }
}
