import UIKit

/// A waterfall layout's own delegate whose optional requirements return
/// values: each call falls back with `??` to what the layout uses when the
/// delegate does not answer.
@objc protocol ValueWaterfallDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountForSection section: Int) -> Int
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnForItemAt indexPath: IndexPath) -> Int
}

final class ValueWaterfallLayout: UICollectionViewLayout {
    weak var waterfallDelegate: ValueWaterfallDelegate?
    var headerHeight: Float = 40

    func sectionHeight(in collectionView: UICollectionView, section: Int) -> Float {
        let header = waterfallDelegate?.collectionView?(collectionView, layout: self, heightForHeaderInSection: section) ?? self.headerHeight
        let columns = waterfallDelegate?.collectionView?(collectionView, layout: self, columnCountForSection: section) ?? section + 2
        let inset = waterfallDelegate?.collectionView?(collectionView, layout: self, insetForSection: section) ?? .zero
        var total = header + Float(inset.top + inset.bottom)
        for item in 0..<columns {
            let indexPath = IndexPath(item: item, section: section)
            total += Float(waterfallDelegate?.collectionView?(collectionView, layout: self, columnForItemAt: indexPath) ?? item % columns)
        }
        return total
    }
}

final class ValueWaterfallScreen: NSObject, ValueWaterfallDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnForItemAt indexPath: IndexPath) -> Int {
        indexPath.item % 2
    }
}
