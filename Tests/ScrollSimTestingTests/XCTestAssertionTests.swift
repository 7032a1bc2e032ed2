#if canImport(XCTest)
import LogFixtures
import ScrollSim
import ScrollSimTesting
import XCTest

/// The XCTest spellings of the assertions, on the same hand-written log.
final class XCTestAssertionTests: XCTestCase {
    func testPassingAssertions() {
        let events = SampleLog.events
        XCTAssertEventSubsequence(events, ["willBeginDragging", "willEndDragging", "didEndDecelerating"])
        XCTAssertEventSequence(events, events.map { EventPattern(stringLiteral: $0.type) })
        XCTAssertNoEvent(events, "stickyEnter")
        XCTAssertEventCount(events, "didScroll", 3)
        XCTAssertGoldenLog(events: events, named: "sample-drag")
    }

    func testFailureMessagesAreTheSharedOnes() {
        // XCTest on Linux cannot expect a failure; the message the XCTest
        // assertions report is this one.
        XCTAssertNotNil(EventSequenceCheck.count(of: "didScroll", in: SampleLog.events, is: 4))
    }
}
#endif
