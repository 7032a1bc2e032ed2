#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A team's own delegate with optional requirements, and a layout that asks it.
#if canImport(ObjectiveC)
@objc
#endif
protocol RequirementsMosaicDelegate: AnyObject {
    func mosaicItemCount() -> Int
    #if canImport(ObjectiveC)
    @objc optional func mosaicDidPrepare(_ layout: RequirementsMosaicLayout)
    #else
    func mosaicDidPrepare(_ layout: RequirementsMosaicLayout)
    #endif
    #if canImport(ObjectiveC)
    @objc optional func mosaicLayout(_ layout: RequirementsMosaicLayout, tileSpanFor indexPath: IndexPath) -> NSNumber?
    #else
    func mosaicLayout(_ layout: RequirementsMosaicLayout, tileSpanFor indexPath: IndexPath) -> NSNumber?
    #endif
    #if canImport(ObjectiveC)
    @objc optional func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat
    #else
    func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat
    #endif
}

#if !canImport(ObjectiveC)
extension RequirementsMosaicDelegate {
    func mosaicDidPrepare(_ layout: RequirementsMosaicLayout) {}
    func mosaicLayout(_ layout: RequirementsMosaicLayout, tileSpanFor indexPath: IndexPath) -> NSNumber? { nil }
    func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat { 100 }
}
#endif

final class RequirementsMosaicLayout: UICollectionViewLayout {
    weak var mosaicDelegate: RequirementsMosaicDelegate?

    func height(at indexPath: IndexPath) -> CGFloat {
        #if canImport(ObjectiveC)
        let span = mosaicDelegate?.mosaicLayout?(self, tileSpanFor: indexPath)?.intValue ?? 1
        let height = mosaicDelegate?.mosaicLayout?(self, heightFor: indexPath) ?? 100
        mosaicDelegate?.mosaicDidPrepare?(self)
        #else
        let span = mosaicDelegate?.mosaicLayout(self, tileSpanFor: indexPath)?.intValue ?? 1
        let height = mosaicDelegate?.mosaicLayout(self, heightFor: indexPath) ?? 100
        mosaicDelegate?.mosaicDidPrepare(self)
        #endif
        return height * CGFloat(span)
    }
}

final class RequirementsMosaicScreen: NSObject, RequirementsMosaicDelegate {
    func mosaicItemCount() -> Int { 12 }
    func mosaicLayout(_ layout: RequirementsMosaicLayout, heightFor indexPath: IndexPath) -> CGFloat { 80 }
}
