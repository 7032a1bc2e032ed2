import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner

/// The human-readable text of run summaries and expectation failures.
enum SummaryText {
    /// The lines of one run: status, counts, content size and offset.
    /// `status` replaces "ok"/"FAILED" (an expected failure).
    static func lines(for summary: ScenarioRunner.Summary, status: String? = nil) -> [String] {
        let status = status ?? (summary.passed ? "ok" : "FAILED")
        let counts = summary.counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
        return [
            "\(status) \(summary.scenario): \(summary.ticks) ticks (\(seconds(summary.duration))), "
                + "\(summary.events) events -> \(summary.logPath)",
            "  \(counts)",
            "  content \(number(summary.contentSize.width))x\(number(summary.contentSize.height)), "
                + "final offset (\(number(summary.finalOffset.x)), \(number(summary.finalOffset.y)))",
        ].map(OneLine.escaped)
    }

    /// The report of an unmet `expect` or a matched `forbid` pattern.
    static func describe(_ failure: ExpectationFailure, scenarioPath: String) -> String {
        ExpectationReport.text(failure, scenarioPath: scenarioPath)
    }

    /// The run's length from its ticks, two decimals at most.
    static func seconds(_ value: Double) -> String {
        NumberText.seconds(value)
    }

    /// A number for people: two decimals at most, no trailing zeros.
    static func number(_ value: Double) -> String {
        NumberText.short(value)
    }
}
