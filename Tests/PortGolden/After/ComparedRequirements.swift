#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A card layout that asks its delegate whether a card may open, comparing
/// the optional answer with a literal, as iOS code often does.
#if canImport(ObjectiveC)
@objc
#endif
protocol ComparedCardsDelegate: AnyObject {
    #if canImport(ObjectiveC)
    @objc optional func cardsLayout(_ layout: ComparedCardsLayout, canOpenCardAt index: Int) -> Bool
    #else
    func cardsLayout(_ layout: ComparedCardsLayout, canOpenCardAt index: Int) -> Bool
    #endif
    #if canImport(ObjectiveC)
    @objc optional func cardsLayout(_ layout: ComparedCardsLayout, keepsCardOpenAt index: Int) -> Bool
    #else
    func cardsLayout(_ layout: ComparedCardsLayout, keepsCardOpenAt index: Int) -> Bool
    #endif
}

#if !canImport(ObjectiveC)
extension ComparedCardsDelegate {
    func cardsLayout(_ layout: ComparedCardsLayout, canOpenCardAt index: Int) -> Bool { true }
    func cardsLayout(_ layout: ComparedCardsLayout, keepsCardOpenAt index: Int) -> Bool { false }
}
#endif

final class ComparedCardsLayout: UICollectionViewLayout {
    weak var cardsDelegate: ComparedCardsDelegate?
    private(set) var openIndex: Int?

    func open(_ index: Int) {
        #if canImport(ObjectiveC)
        if cardsDelegate?.cardsLayout?(self, canOpenCardAt: index) == false {
            return
        }
        if let open = openIndex, cardsDelegate?.cardsLayout?(self, keepsCardOpenAt: open) != true {
            openIndex = nil
        }
        #else
        if cardsDelegate?.cardsLayout(self, canOpenCardAt: index) == false {
            return
        }
        if let open = openIndex, cardsDelegate?.cardsLayout(self, keepsCardOpenAt: open) != true {
            openIndex = nil
        }
        #endif
        openIndex = index
    }
}
