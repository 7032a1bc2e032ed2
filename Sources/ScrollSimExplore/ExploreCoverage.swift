import ScrollSim

/// What a search reached: the step kinds tried, the sections displayed,
/// the offsets visited and the event kinds seen, summed over runs in run
/// order (so it does not depend on the job count).
public struct ExploreCoverage: Hashable, Sendable {
    /// Generated steps by kind.
    public var stepKinds: [String: Int] = [:]
    /// Events by type.
    public var eventKinds: [String: Int] = [:]
    /// Sections with at least one element displayed.
    public var sections = Set<Int>()
    /// The least and greatest content offsets a `didScroll` reported.
    public var minimumOffset: Point?
    /// See `minimumOffset`.
    public var maximumOffset: Point?
    /// Runs that ended early because a generated step could not run.
    public var stoppedRuns = 0

    /// Creates an empty coverage.
    public init() {}

    mutating func observe(_ event: Event) {
        eventKinds[event.type, default: 0] += 1
        switch event.payload {
        case .willDisplay(let shown):
            sections.insert(shown.element.section)
        case .didScroll(let offset):
            minimumOffset = Point(x: min(minimumOffset?.x ?? offset.x, offset.x), y: min(minimumOffset?.y ?? offset.y, offset.y))
            maximumOffset = Point(x: max(maximumOffset?.x ?? offset.x, offset.x), y: max(maximumOffset?.y ?? offset.y, offset.y))
        default:
            break
        }
    }

    /// Adds `other` to this coverage.
    public mutating func merge(_ other: ExploreCoverage) {
        stepKinds.merge(other.stepKinds, uniquingKeysWith: +)
        eventKinds.merge(other.eventKinds, uniquingKeysWith: +)
        sections.formUnion(other.sections)
        if let low = other.minimumOffset {
            minimumOffset = Point(x: min(minimumOffset?.x ?? low.x, low.x), y: min(minimumOffset?.y ?? low.y, low.y))
        }
        if let high = other.maximumOffset {
            maximumOffset = Point(x: max(maximumOffset?.x ?? high.x, high.x), y: max(maximumOffset?.y ?? high.y, high.y))
        }
        stoppedRuns += other.stoppedRuns
    }

    /// The summary lines `scrollsim explore` prints at the end.
    public var lines: [String] {
        func counts(_ table: [String: Int]) -> String {
            table.isEmpty ? "none" : table.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        var result = ["  steps tried: \(counts(stepKinds))"]
        let sorted = sections.sorted()
        let sectionText = sorted.isEmpty ? "none" : "\(sorted.count) (\(sorted.first!)…\(sorted.last!))"
        result.append("  sections displayed: \(sectionText)")
        if let low = minimumOffset, let high = maximumOffset {
            result.append("  offsets visited: x \(format(low.x))…\(format(high.x)), y \(format(low.y))…\(format(high.y))")
        } else {
            result.append("  offsets visited: none")
        }
        result.append("  events seen: \(counts(eventKinds))")
        if stoppedRuns > 0 { result.append("  runs stopped by a step that could not run: \(stoppedRuns)") }
        return result
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
