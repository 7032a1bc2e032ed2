#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// Optional requirements read by conditions: a team's method bound
/// without a call, and UIKit's called with `?(` on a delegate that is not
/// optional, whose answers the conditions bind.
#if canImport(ObjectiveC)
@objc
#endif
protocol BoundCardsDelegate: AnyObject {
    #if canImport(ObjectiveC)
    @objc optional func cardsDidTap(_ collectionView: UICollectionView, index: Int)
    #else
    func cardsDidTap(_ collectionView: UICollectionView, index: Int)
    #endif
}

#if !canImport(ObjectiveC)
extension BoundCardsDelegate {
    func cardsDidTap(_ collectionView: UICollectionView, index: Int) {}
}
#endif

final class BoundCardsLayout: UICollectionViewLayout {
    weak var cardsDelegate: BoundCardsDelegate?
    weak var flowDelegate: UICollectionViewDelegateFlowLayout?

    func tap(at index: Int) {
        guard let collectionView, let delegate = cardsDelegate else { return }
        #if canImport(ObjectiveC)
        if let didTap = delegate.cardsDidTap {
            didTap(collectionView, index)
        }
        #else
        if let didTap = Optional(delegate.cardsDidTap) {
            didTap(collectionView, index)
        }
        #endif
    }

    func headerHeight(in section: Int) -> CGFloat {
        guard let collectionView, let delegate = flowDelegate else { return 0 }
        #if canImport(ObjectiveC)
        if section > 0, let size = delegate.collectionView?(collectionView, layout: self, referenceSizeForHeaderInSection: section) {
            return size.height
        }
        guard let top = delegate.collectionView?(collectionView, layout: self,
                                                 insetForSectionAt: section).top else { return 0 }
        let spacing = flowDelegate?.collectionView?(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        #else
        if section > 0, let size = Optional(delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)) {
            return size.height
        }
        guard let top = Optional(delegate.collectionView(collectionView, layout: self,
                                                 insetForSectionAt: section).top) else { return 0 }
        let spacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        #endif
        return top + (spacing ?? 0)
    }
}
