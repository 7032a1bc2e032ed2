import ScrollSim

/// A drag and fling, written out by hand: ten events over five ticks.
public enum SampleLog {
    public static let events: [Event] = {
        let payloads: [(Int, Event.Payload)] = [
            (0, .willDisplay(DisplayedElement(element: .cell(0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 50)))),
            (1, .step(index: 0, action: .drag)),
            (1, .willBeginDragging),
            (1, .didScroll(offset: Point(x: 0, y: 10))),
            (2, .didScroll(offset: Point(x: 0, y: 20))),
            (3, .willEndDragging(velocity: Point(x: 0, y: 500), targetOffset: Point(x: 0, y: 300))),
            (3, .didEndDragging(willDecelerate: true)),
            (3, .willBeginDecelerating),
            (4, .didScroll(offset: Point(x: 0, y: 100))),
            (5, .didEndDecelerating),
        ]
        return payloads.enumerated().map { seq, entry in
            Event(seq: seq, tick: entry.0, time: Double(entry.0) / 10, payload: entry.1)
        }
    }()

    /// A pattern's `offset` field that names `y` only.
    public static func offset(y: Double) -> FieldValue { .object([("y", .double(y))]) }
}
