import ScrollSim
import ScrollSimJSON

/// The human-readable text of run summaries and expectation failures.
enum SummaryText {
    static func lines(for summary: ScenarioRunner.Summary) -> [String] {
        let status = summary.failures.isEmpty ? "ok" : "FAILED"
        let counts = summary.counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
        return [
            "\(status) \(summary.scenario): \(summary.ticks) ticks (\(seconds(summary.duration))), "
                + "\(summary.events) events -> \(summary.logPath)",
            "  \(counts)",
            "  content \(number(summary.contentSize.width))x\(number(summary.contentSize.height)), "
                + "final offset (\(number(summary.finalOffset.x)), \(number(summary.finalOffset.y)))",
        ]
    }

    static func describe(_ failure: ExpectationFailure, scenarioPath: String) -> String {
        var lines: [String] = []
        switch failure.kind {
        case .unmet(let index, let from):
            lines.append("\(scenarioPath): error at $.expect[\(index)]: expected event never occurred "
                + "(looked from seq \(from)): \(JSONWriter.string(failure.pattern))")
            lines.append(failure.context.isEmpty ? "  (no events after the previous match)" : "  events where it was looked for:")
        case .forbidden(let index):
            lines.append("\(scenarioPath): error at $.forbid[\(index)]: forbidden event occurred "
                + "at seq \(failure.event?.seq ?? -1): \(JSONWriter.string(failure.pattern))")
            lines.append("  events up to it:")
        }
        for event in failure.context {
            lines.append("    \(JSONWriter.string(event.fields))")
        }
        return lines.joined(separator: "\n")
    }

    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
