import ScrollSim
import ScrollSimJSON

/// The text `scrollsim run` prints for a failed expectation, shared with
/// the golden-log assertions of ScrollSimTesting.
public enum ExpectationReport {
    /// The report of an unmet `expect` or a matched `forbid` pattern: the
    /// pattern with its JSON path in the scenario, where it was looked for,
    /// the likeliest near miss and why it missed, and the events around,
    /// one JSON line each.
    public static func text(_ failure: ExpectationFailure, scenarioPath: String) -> String {
        var lines: [String] = []
        switch failure.kind {
        case .unmet(let index, let from):
            lines.append("\(scenarioPath): error at $.expect[\(index)]: expected event never occurred: "
                + JSONWriter.string(failure.pattern))
            if let previous = failure.previousMatch {
                lines.append("  $.expect[\(index - 1)] matched at seq \(previous.seq); "
                    + "searched the \(failure.searchedCount) events after it (from seq \(from))")
                lines.append("  > \(JSONWriter.string(previous.fields))   <- $.expect[\(index - 1)]")
            } else {
                lines.append("  searched all \(failure.searchedCount) events of the log")
            }
            if failure.context.isEmpty || failure.searchedCount == 0 {
                lines.append("    (no events after it)")
            } else {
                for event in failure.context where event.seq >= from {
                    lines.append("    \(JSONWriter.string(event.fields))")
                }
                let shown = failure.context.filter { $0.seq >= from }.count
                if failure.searchedCount > shown {
                    lines.append("    … \(failure.searchedCount - shown) more")
                }
            }
            if case .string(let type)? = failure.pattern["type"] {
                if let near = failure.nearMiss {
                    let why = failure.pattern.mismatches(in: near.fields).map { mismatch in
                        let found = mismatch.found.map(JSONWriter.string) ?? "nothing"
                        return "\(mismatch.path) expected \(JSONWriter.string(mismatch.expected)), found \(found)"
                    }
                    lines.append("  first \(type) event searched, seq \(near.seq): \(why.joined(separator: "; "))")
                    if !failure.context.contains(where: { $0.seq == near.seq }) {
                        lines.append("    \(JSONWriter.string(near.fields))")
                    }
                } else {
                    lines.append("  no \(type) event in the searched part of the log")
                }
            }
        case .forbidden(let index):
            lines.append("\(scenarioPath): error at $.forbid[\(index)]: forbidden event occurred "
                + "at seq \(failure.event?.seq ?? -1): \(JSONWriter.string(failure.pattern))")
            lines.append("  events up to it:")
            for event in failure.context {
                let marker = event.seq == failure.event?.seq ? ">" : " "
                lines.append("  \(marker) \(JSONWriter.string(event.fields))")
            }
        }
        // Patterns and events may hold any character: none reaches a
        // terminal raw.
        return lines.map(OneLine.escaped).joined(separator: "\n")
    }
}
