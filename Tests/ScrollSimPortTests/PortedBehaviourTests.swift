@testable import PortGolden
import ScrollSimUIKit
import Testing

/// The ported golden files run: the defaults the port gives the team's
/// optional requirements on Linux answer as "not implemented" does on iOS.
@MainActor
@Suite("scrollsim port: ported files behave as on iOS")
struct PortedBehaviourTests {
    final class SilentDelegate: ComparedCardsDelegate {}

    final class RefusingDelegate: ComparedCardsDelegate {
        func cardsLayout(_ layout: ComparedCardsLayout, canOpenCardAt index: Int) -> Bool { index != 3 }
    }

    @Test("a delegate without the Bool requirements: the cards open, the open one closes")
    func silentDelegate() {
        let layout = ComparedCardsLayout()
        let delegate = SilentDelegate()
        layout.cardsDelegate = delegate
        // iOS: `nil == false` is false, so the card opens: 1.
        layout.open(1)
        #expect(layout.openIndex == 1)
        // iOS: `nil != true` is true, so 1 closes and 2 opens.
        layout.open(2)
        #expect(layout.openIndex == 2)
    }

    @Test("a delegate that implements one requirement is asked")
    func refusingDelegate() {
        let layout = ComparedCardsLayout()
        let delegate = RefusingDelegate()
        layout.cardsDelegate = delegate
        layout.open(2)
        // `canOpenCardAt: 3` answers false: the call returns before any change.
        layout.open(3)
        #expect(layout.openIndex == 2)
    }

    final class SilentWaterfallDelegate: ValueWaterfallDelegate {}

    /// `ValueWaterfallLayout.sectionHeight` asks `columnForItemAt`, a
    /// requirement with no default (its call falls back to the caller's
    /// `item % columns`), which is a protocol of its own on Linux.
    @Test("a requirement that is a protocol of its own on Linux: nil where it is not implemented, asked where it is", arguments: [false, true])
    func sideRequirement(implemented: Bool) {
        let layout = ValueWaterfallLayout()
        let silent = SilentWaterfallDelegate(), screen = ValueWaterfallScreen()
        layout.waterfallDelegate = implemented ? screen : silent
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // Section 1: header 40 (`headerHeight`), 3 columns (`section + 2`),
        // no inset: 40. Then the columns of items 0, 1, 2: not implemented,
        // the fallback `item % 3` gives 0 + 1 + 2 = 3 (43); the screen's
        // `item % 2` gives 0 + 1 + 0 = 1 (41).
        #expect(layout.sectionHeight(in: collectionView, section: 1) == (implemented ? 41 : 43))
    }

    final class SilentPagerDelegate: PagerDelegate {}

    @Test("requirements bound by `guard let` and `if let` answer nil where not implemented, the implementation where there is one")
    func boundSideRequirements() {
        let pager = SidePager()
        let silent = SilentPagerDelegate(), screen = SidePagerScreen()
        pager.delegate = silent
        // Not implemented: the `guard`'s `else` (true) and the `if let`'s
        // fallback (10 × 10), as on iOS.
        #expect(pager.shouldHighlight(2))
        #expect(pager.size(3) == CGSize(width: 10, height: 10))
        // The screen implements `sizeForItemAt` (index × index) in an
        // extension; `shouldHighlightItemAt` it does not.
        pager.delegate = screen
        #expect(pager.shouldHighlight(2))
        #expect(pager.size(3) == CGSize(width: 3, height: 3))
    }
}
