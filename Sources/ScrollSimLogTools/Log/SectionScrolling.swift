import ScrollSim

/// How one orthogonally scrolling section's own scroll view moved in a log
/// (`sectionDidScroll`, `sectionWillBeginDragging`, …): the per-section part
/// of `inspect --summary`.
///
/// The distance runs from (0, 0), where a section's scroll view starts,
/// through every `sectionDidScroll` offset, adding `|Δx| + |Δy|`. A rest is
/// where the section stopped: its offset at a `sectionDidEndDecelerating`,
/// or at a `sectionDidEndDragging` without deceleration.
///
/// - Complexity: O(1) per event; memory O(rests).
public struct SectionScrolling: Hashable, Sendable {
    /// The section.
    public let section: Int
    /// Points scrolled in all, along both axes.
    public private(set) var distance = 0.0
    /// `sectionWillBeginDragging` events.
    public private(set) var drags = 0
    /// `sectionWillBeginDecelerating` events.
    public private(set) var decelerations = 0
    /// The offsets the section came to rest at, in order.
    public private(set) var rests: [Point] = []
    /// The last offset (`sectionDidScroll`), (0, 0) before any.
    public private(set) var offset = Point(x: 0, y: 0)

    /// A section that has not moved.
    public init(section: Int) {
        self.section = section
    }

    /// The event kinds this record reads.
    package static let kindsRead: Set<EventKind> = [
        .sectionDidScroll, .sectionWillBeginDragging, .sectionWillEndDragging, .sectionDidEndDragging,
        .sectionWillBeginDecelerating, .sectionDidEndDecelerating,
    ]

    /// Adds the next event about this section.
    public mutating func add(_ payload: Event.Payload) {
        switch payload {
        case .sectionDidScroll(_, let newOffset):
            distance += abs(newOffset.x - offset.x) + abs(newOffset.y - offset.y)
            offset = newOffset
        case .sectionWillBeginDragging:
            drags += 1
        case .sectionDidEndDragging(_, let willDecelerate):
            if !willDecelerate { rests.append(offset) }
        case .sectionWillBeginDecelerating:
            decelerations += 1
        case .sectionDidEndDecelerating:
            rests.append(offset)
        default:
            break
        }
    }
}
