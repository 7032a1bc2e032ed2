import ScrollSim
import ScrollSimJSON
import ScrollSimRunner

/// The text of events and patterns in failure messages: one JSON line each.
enum PatternText {
    static func json(_ value: FieldValue) -> String {
        JSONWriter.string(value)
    }

    /// The event's JSON line, shortened (long arrays such as `visible`'s
    /// elements cut to `"… N more"`) so that with `indent` characters
    /// before it the line stays within `ExpectationReport.maximumLineLength`.
    static func line(_ event: Event, indent: Int = 0) -> String {
        ExpectationReport.line(event.fields, prefix: String(repeating: " ", count: indent)).dropFirst(indent).description
    }

    /// "`offset.y`: expected 50, found 49.667; `willDecelerate`: missing".
    static func mismatches(_ mismatches: [PatternMismatch]) -> String {
        mismatches.map { mismatch in
            let place = mismatch.path.isEmpty ? "the event" : mismatch.path
            let expected = NumericBound(pattern: mismatch.expected).map { "\($0)" } ?? json(mismatch.expected)
            guard let found = mismatch.found else { return "\(place): missing (expected \(expected))" }
            return "\(place): expected \(expected), found \(json(found))"
        }.joined(separator: "; ")
    }
}
