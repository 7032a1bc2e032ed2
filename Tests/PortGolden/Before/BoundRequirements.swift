import UIKit

/// Optional requirements read by conditions: a team's method bound
/// without a call, and UIKit's called with `?(` on a delegate that is not
/// optional, whose answers the conditions bind.
@objc protocol BoundCardsDelegate {
    @objc optional func cardsDidTap(_ collectionView: UICollectionView, index: Int)
}

final class BoundCardsLayout: UICollectionViewLayout {
    weak var cardsDelegate: BoundCardsDelegate?
    weak var flowDelegate: UICollectionViewDelegateFlowLayout?

    func tap(at index: Int) {
        guard let collectionView, let delegate = cardsDelegate else { return }
        if let didTap = delegate.cardsDidTap {
            didTap(collectionView, index)
        }
    }

    func headerHeight(in section: Int) -> CGFloat {
        guard let collectionView, let delegate = flowDelegate else { return 0 }
        if section > 0, let size = delegate.collectionView?(collectionView, layout: self, referenceSizeForHeaderInSection: section) {
            return size.height
        }
        guard let top = delegate.collectionView?(collectionView, layout: self,
                                                 insetForSectionAt: section).top else { return 0 }
        let spacing = flowDelegate?.collectionView?(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        return top + (spacing ?? 0)
    }
}
