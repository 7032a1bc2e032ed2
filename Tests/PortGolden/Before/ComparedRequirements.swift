import UIKit

/// A card layout that asks its delegate whether a card may open, comparing
/// the optional answer with a literal, as iOS code often does.
@objc protocol ComparedCardsDelegate {
    @objc optional func cardsLayout(_ layout: ComparedCardsLayout, canOpenCardAt index: Int) -> Bool
    @objc optional func cardsLayout(_ layout: ComparedCardsLayout, keepsCardOpenAt index: Int) -> Bool
}

final class ComparedCardsLayout: UICollectionViewLayout {
    weak var cardsDelegate: ComparedCardsDelegate?
    private(set) var openIndex: Int?

    func open(_ index: Int) {
        if cardsDelegate?.cardsLayout?(self, canOpenCardAt: index) == false {
            return
        }
        if let open = openIndex, cardsDelegate?.cardsLayout?(self, keepsCardOpenAt: open) != true {
            openIndex = nil
        }
        openIndex = index
    }
}
