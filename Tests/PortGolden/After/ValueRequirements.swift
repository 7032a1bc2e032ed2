#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A waterfall layout's own delegate whose optional requirements return
/// values: each call falls back with `??` to what the layout uses when the
/// delegate does not answer.
#if canImport(ObjectiveC)
@objc
#endif
protocol ValueWaterfallDelegate: AnyObject {
    #if canImport(ObjectiveC)
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float
    #else
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float
    #endif
    #if canImport(ObjectiveC)
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountForSection section: Int) -> Int
    #else
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountForSection section: Int) -> Int
    #endif
    #if canImport(ObjectiveC)
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
    #else
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets
    #endif
    #if canImport(ObjectiveC)
    @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnForItemAt indexPath: IndexPath) -> Int
    #endif
}

#if !canImport(ObjectiveC)
extension ValueWaterfallDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float { (layout as! ValueWaterfallLayout).headerHeight }
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountForSection section: Int) -> Int { section + 2 }
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSection section: Int) -> UIEdgeInsets { .zero }
}
protocol ValueWaterfallDelegate_collectionView_layout_columnForItemAt: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnForItemAt indexPath: IndexPath) -> Int
}
#endif

final class ValueWaterfallLayout: UICollectionViewLayout {
    weak var waterfallDelegate: ValueWaterfallDelegate?
    var headerHeight: Float = 40

    func sectionHeight(in collectionView: UICollectionView, section: Int) -> Float {
        #if canImport(ObjectiveC)
        let header = waterfallDelegate?.collectionView?(collectionView, layout: self, heightForHeaderInSection: section) ?? self.headerHeight
        let columns = waterfallDelegate?.collectionView?(collectionView, layout: self, columnCountForSection: section) ?? section + 2
        let inset = waterfallDelegate?.collectionView?(collectionView, layout: self, insetForSection: section) ?? .zero
        #else
        let header = waterfallDelegate?.collectionView(collectionView, layout: self, heightForHeaderInSection: section) ?? self.headerHeight
        let columns = waterfallDelegate?.collectionView(collectionView, layout: self, columnCountForSection: section) ?? section + 2
        let inset = waterfallDelegate?.collectionView(collectionView, layout: self, insetForSection: section) ?? .zero
        #endif
        var total = header + Float(inset.top + inset.bottom)
        for item in 0..<columns {
            let indexPath = IndexPath(item: item, section: section)
            #if canImport(ObjectiveC)
            total += Float(waterfallDelegate?.collectionView?(collectionView, layout: self, columnForItemAt: indexPath) ?? item % columns)
            #else
            total += Float((waterfallDelegate as? ValueWaterfallDelegate_collectionView_layout_columnForItemAt)?.collectionView(collectionView, layout: self, columnForItemAt: indexPath) ?? item % columns)
            #endif
        }
        return total
    }
}

final class ValueWaterfallScreen: NSObject, ValueWaterfallDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnForItemAt indexPath: IndexPath) -> Int {
        indexPath.item % 2
    }
}

#if !canImport(ObjectiveC)
extension ValueWaterfallScreen: ValueWaterfallDelegate_collectionView_layout_columnForItemAt {}
#endif
