import UIKit

/// A team's own delegate with optional requirements, and a layout that asks it.
@objc protocol RequirementsMosaicDelegate {
    func mosaicItemCount() -> Int
    @objc optional func mosaicDidPrepare(_ layout: RequirementsMosaicLayout)
    @objc optional func mosaicLayout(_ layout: RequirementsMosaicLayout, tileSpanFor indexPath: IndexPath) -> NSNumber?
    @objc optional func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat
}

final class RequirementsMosaicLayout: UICollectionViewLayout {
    weak var mosaicDelegate: RequirementsMosaicDelegate?

    func height(at indexPath: IndexPath) -> CGFloat {
        let span = mosaicDelegate?.mosaicLayout?(self, tileSpanFor: indexPath)?.intValue ?? 1
        let height = mosaicDelegate?.mosaicLayout?(self, heightFor: indexPath) ?? 100
        mosaicDelegate?.mosaicDidPrepare?(self)
        return height * CGFloat(span)
    }
}

final class RequirementsMosaicScreen: NSObject, RequirementsMosaicDelegate {
    func mosaicItemCount() -> Int { 12 }
    func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat { 80 }
}
