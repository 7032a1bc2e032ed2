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
}
