@testable import ScrollSim
import Testing

/// `DisplayTracker` on its own: the display and sticky callbacks it derives
/// from one visible answer to the next.
@Suite("DisplayTracker")
struct DisplayTrackerTests {
    /// A 100-pt row per item, stacked from y 0.
    func row(_ item: Int, section: Int = 0) -> LayoutAttributes {
        LayoutAttributes(element: .cell(item, section: section),
                         frame: Rect(x: 0, y: Double(item) * 100, width: 375, height: 100))
    }

    func viewport(y: Double) -> Rect { Rect(x: 0, y: y, width: 375, height: 250) }

    @Test func entersAndLeavesAsTheRectMoves() {
        var tracker = DisplayTracker()
        let rows = (0..<6).map { row($0) }
        // Rect 0…250 meets rows 0, 1, 2 (row 2 spans 200…300).
        let first = tracker.update(with: rows, in: viewport(y: 0))
        #expect(first.changed)
        #expect(first.events == [0, 1, 2].map { .willDisplay(DisplayedElement(element: .cell($0, section: 0), frame: row($0).frame)) })
        // Rect 150…400 meets rows 1…3: row 0 (0…100) leaves, row 3 (300…400) enters.
        let second = tracker.update(with: rows, in: viewport(y: 150))
        #expect(second.events == [
            .didEndDisplaying(DisplayedElement(element: .cell(0, section: 0), frame: row(0).frame)),
            .willDisplay(DisplayedElement(element: .cell(3, section: 0), frame: row(3).frame)),
        ])
        #expect(tracker.displayed.map(\.element) == [1, 2, 3].map { .cell($0, section: 0) })
        // The same rect again: nothing changes.
        let third = tracker.update(with: rows, in: viewport(y: 150))
        #expect(third.events.isEmpty)
        #expect(!third.changed)
    }

    @Test func anUnsortedAnswerIsDisplayedInCanonicalOrder() {
        var tracker = DisplayTracker()
        let rows = [row(2), row(0), row(1)]
        _ = tracker.update(with: rows, in: viewport(y: 0))
        #expect(tracker.displayed.map(\.element) == [0, 1, 2].map { .cell($0, section: 0) })
    }

    @Test func aDataChangeEndsDisplayOfRemappedElementsOnTheNextPass() {
        var tracker = DisplayTracker()
        let rows = (0..<3).map { row($0) }
        _ = tracker.update(with: rows, in: viewport(y: 0))
        // Item 1 was deleted: item 2 is now item 1, item 1's content is gone.
        tracker.carry { element in
            switch element.item {
            case 0: element
            case 1: nil
            default: .cell(element.item - 1, section: 0)
            }
        }
        #expect(tracker.displayed.map(\.element) == [.cell(0, section: 0)])
        // The next pass shows rows 0 and 1 of the new data: old 1 and 2 end,
        // and row 1 (the old 2's content) is displayed anew.
        let pass = tracker.update(with: [row(0), row(1)], in: viewport(y: 0))
        #expect(pass.events == [
            .didEndDisplaying(DisplayedElement(element: .cell(1, section: 0), frame: row(1).frame)),
            .didEndDisplaying(DisplayedElement(element: .cell(2, section: 0), frame: row(2).frame)),
            .willDisplay(DisplayedElement(element: .cell(1, section: 0), frame: row(1).frame)),
        ])
    }

    @Test func stickyExitsComeBeforeEnters() {
        var tracker = DisplayTracker()
        let rect = viewport(y: 500)
        let header0 = PinnedHeader(section: 0, originalPoint: Point(x: 0, y: 0), frame: Rect(x: 0, y: 500, width: 375, height: 40))
        let header1 = PinnedHeader(section: 1, originalPoint: Point(x: 0, y: 400), frame: Rect(x: 0, y: 500, width: 375, height: 40))
        let entering = tracker.stickyTransitions(to: [header0], in: rect)
        #expect(entering == [.stickyEnter(section: 0, originalPoint: header0.originalPoint, frame: header0.frame)])
        let switching = tracker.stickyTransitions(to: [header1], in: rect)
        #expect(switching == [.stickyExit(section: 0), .stickyEnter(section: 1, originalPoint: header1.originalPoint, frame: header1.frame)])
        #expect(tracker.pinnedSections == [1])
        // A header pinned outside the rect does not count.
        let far = PinnedHeader(section: 2, originalPoint: Point(x: 0, y: 900), frame: Rect(x: 0, y: 2000, width: 375, height: 40))
        let withFar = tracker.stickyTransitions(to: [header1, far], in: rect)
        #expect(withFar.isEmpty)
        // A layout without sticky headers ends every pinned one.
        let without = tracker.stickyTransitions(to: nil, in: rect)
        #expect(without == [.stickyExit(section: 1)])
        #expect(tracker.pinnedSections.isEmpty)
    }
}
