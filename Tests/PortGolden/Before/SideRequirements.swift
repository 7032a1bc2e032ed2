import UIKit

@objc public protocol PagerDelegate {
    @objc(pager:shouldHighlightItemAtIndex:)
    optional func pager(_ pager: SidePager, shouldHighlightItemAt index: Int) -> Bool
    @objc optional func pager(_ pager: SidePager, sizeForItemAt index: Int) -> CGSize
}

public final class SidePager: NSObject {
    public weak var delegate: PagerDelegate?

    func shouldHighlight(_ index: Int) -> Bool {
        guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else {
            return true
        }
        return function(self, index)
    }

    func size(_ index: Int) -> CGSize {
        if let size = delegate?.pager?(self, sizeForItemAt: index) {
            return size
        }
        return CGSize(width: 10, height: 10)
    }
}

final class SidePagerScreen: UIViewController, PagerDelegate {}

extension SidePagerScreen {
    func pager(_ pager: SidePager, sizeForItemAt index: Int) -> CGSize {
        CGSize(width: index, height: index)
    }
}
