import ScrollSim
import ScrollSimJSON

/// The text of events and patterns in failure messages: one JSON line each.
enum PatternText {
    static func json(_ value: FieldValue) -> String {
        JSONWriter.string(value)
    }

    static func line(_ event: Event) -> String {
        JSONWriter.string(event.fields)
    }

    /// "`offset.y`: expected 50, found 49.667; `willDecelerate`: missing".
    static func mismatches(_ mismatches: [PatternMismatch]) -> String {
        mismatches.map { mismatch in
            let place = mismatch.path.isEmpty ? "the event" : mismatch.path
            guard let found = mismatch.found else { return "\(place): missing (expected \(json(mismatch.expected)))" }
            return "\(place): expected \(json(mismatch.expected)), found \(json(found))"
        }.joined(separator: "; ")
    }
}
