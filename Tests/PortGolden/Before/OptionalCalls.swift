import UIKit

/// A flow layout that asks its delegate for sizes the way UIKit itself does:
/// only when the delegate implements the method.
final class CallsTagFlowLayout: UICollectionViewFlowLayout {
    var onPrepare: ((Int) -> Void)?

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    func size(at indexPath: IndexPath) -> CGSize {
        guard let collectionView else { return itemSize }
        return flowDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    func insets(in section: Int) -> UIEdgeInsets {
        guard let collectionView,
              let insets = flowDelegate?.collectionView?(collectionView,
                                                         layout: self,
                                                         insetForSectionAt: section) else {
            return sectionInset
        }
        return insets
    }

    override func prepare() {
        super.prepare()
        onPrepare?(3)
        guard let collectionView else { return }
        let sections = collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 1
        let spacings = (0..<sections).map { section in
            flowDelegate?.collectionView?(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
        }
        if spacings.isEmpty {
            flowDelegate?.scrollViewDidScroll?(collectionView)
        }
    }
}
