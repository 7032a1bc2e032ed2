#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A flow layout that asks its delegate for sizes the way UIKit itself does:
/// only when the delegate implements the method.
final class CallsTagFlowLayout: UICollectionViewFlowLayout {
    var onPrepare: ((Int) -> Void)?

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    func size(at indexPath: IndexPath) -> CGSize {
        guard let collectionView else { return itemSize }
        #if canImport(ObjectiveC)
        return flowDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        #else
        return flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        #endif
    }

    func insets(in section: Int) -> UIEdgeInsets {
        #if canImport(ObjectiveC)
        guard let collectionView,
              let insets = flowDelegate?.collectionView?(collectionView,
                                                         layout: self,
                                                         insetForSectionAt: section) else {
            return sectionInset
        }
        #else
        guard let collectionView,
              let insets = flowDelegate?.collectionView(collectionView,
                                                         layout: self,
                                                         insetForSectionAt: section) else {
            return sectionInset
        }
        #endif
        return insets
    }

    override func prepare() {
        super.prepare()
        onPrepare?(3)
        guard let collectionView else { return }
        #if canImport(ObjectiveC)
        let sections = collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 1
        #else
        let sections = collectionView.dataSource?.numberOfSections(in: collectionView) ?? 1
        #endif
        let spacings = (0..<sections).map { section in
            #if canImport(ObjectiveC)
            flowDelegate?.collectionView?(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            #else
            flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            #endif
        }
        if spacings.isEmpty {
            #if canImport(ObjectiveC)
            flowDelegate?.scrollViewDidScroll?(collectionView)
            #else
            flowDelegate?.scrollViewDidScroll(collectionView)
            #endif
        }
    }
}
