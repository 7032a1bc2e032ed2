#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A cell whose UIKit overrides live in extensions in other files, as
/// iOS allows.
class CrossFileSwipeCell: UICollectionViewCell {
    var isOpen = false
    var actionsView: UIView?
    weak var layoutDelegate: UICollectionViewDelegateFlowLayout?

    #if !canImport(ObjectiveC)
    // On iOS in an extension (CrossFileSwipeCell+Accessibility.swift:5); Linux refuses overrides there.
    /// One element while open: the actions.
    override func accessibilityElementCount() -> Int {
        guard isOpen else { return super.accessibilityElementCount() }
        return 1
    }
    #endif

    #if !canImport(ObjectiveC)
    // On iOS in an extension (CrossFileSwipeCell+Accessibility.swift:10); Linux refuses overrides there.
    override func accessibilityElement(at index: Int) -> Any? {
        isOpen ? actionsView : super.accessibilityElement(at: index)
    }
    #endif

    #if !canImport(ObjectiveC)
    // On iOS in an extension (CrossFileSwipeCell+Accessibility.swift:16); Linux refuses overrides there.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let collectionView = superview as? UICollectionView, let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        else { return }
        let inset = layoutDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: 0) ?? .zero
        actionsView?.frame = bounds.inset(by: inset)
    }
    #endif
}
