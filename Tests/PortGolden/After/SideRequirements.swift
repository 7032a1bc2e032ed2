#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

#if canImport(ObjectiveC)
@objc
#endif
public protocol PagerDelegate: AnyObject {
    #if canImport(ObjectiveC)
    @objc(pager:shouldHighlightItemAtIndex:)
    optional func pager(_ pager: SidePager, shouldHighlightItemAt index: Int) -> Bool
    #endif
    #if canImport(ObjectiveC)
    @objc optional func pager(_ pager: SidePager, sizeForItemAt index: Int) -> CGSize
    #endif
}

#if !canImport(ObjectiveC)
public protocol PagerDelegate_pager_shouldHighlightItemAt: AnyObject {
    func pager(_ pager: SidePager, shouldHighlightItemAt index: Int) -> Bool
}
public protocol PagerDelegate_pager_sizeForItemAt: AnyObject {
    func pager(_ pager: SidePager, sizeForItemAt index: Int) -> CGSize
}
#endif

public final class SidePager: NSObject {
    public weak var delegate: PagerDelegate?

    func shouldHighlight(_ index: Int) -> Bool {
        #if canImport(ObjectiveC)
        guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else {
            return true
        }
        #else
        guard let function = (self.delegate as? PagerDelegate_pager_shouldHighlightItemAt)?.pager(_:shouldHighlightItemAt:) else {
            return true
        }
        #endif
        return function(self, index)
    }

    func size(_ index: Int) -> CGSize {
        #if canImport(ObjectiveC)
        if let size = delegate?.pager?(self, sizeForItemAt: index) {
            return size
        }
        #else
        if let size = (delegate as? PagerDelegate_pager_sizeForItemAt)?.pager(self, sizeForItemAt: index) {
            return size
        }
        #endif
        return CGSize(width: 10, height: 10)
    }
}

final class SidePagerScreen: UIViewController, PagerDelegate {}

extension SidePagerScreen {
    func pager(_ pager: SidePager, sizeForItemAt index: Int) -> CGSize {
        CGSize(width: index, height: index)
    }
}

#if !canImport(ObjectiveC)
extension SidePagerScreen: PagerDelegate_pager_sizeForItemAt {}
#endif
