import ScrollSim

/// The checks behind every ScrollSimTesting assertion, as plain functions:
/// each returns `nil` when the events pass, or the failure message — the
/// pattern that failed, why, and the neighbourhood of the log where
/// matching stopped, one JSON line per event.
///
/// The Swift Testing (`expectSubsequence` …) and XCTest
/// (`XCTAssertEventSubsequence` …) assertions only report these messages,
/// so the messages can be tested, and used with any other framework.
public enum EventSequenceCheck {
    /// Events shown before the place where matching stopped.
    public static let eventsBefore = 2
    /// Events shown after it.
    public static let eventsAfter = 3

    /// Checks that `patterns` occur in this order as a subsequence of
    /// `events` (other events may come between them). Each pattern is
    /// matched by the first event after the previous pattern's match.
    ///
    /// - Complexity: O(events × 1) pattern tests.
    public static func subsequence(_ patterns: [EventPattern], in events: [Event]) -> String? {
        if let problem = namingProblem(in: patterns) { return problem }
        var next = 0
        var matchedAt: [Int] = []
        for (index, event) in events.enumerated() where next < patterns.count {
            if patterns[next].matches(event) {
                matchedAt.append(index)
                next += 1
            }
        }
        guard next < patterns.count else { return nil }

        let pattern = patterns[next]
        let searchStart = (matchedAt.last ?? -1) + 1
        var lines: [String] = []
        let after = matchedAt.last.map { " after seq \(events[$0].seq)" } ?? ""
        lines.append("expected events in order, but pattern \(next) of \(patterns.count) never occurred\(after)")
        lines.append("  pattern: \(pattern.description)")
        if matchedAt.isEmpty {
            lines.append("  matched: none of the \(patterns.count) patterns")
        } else {
            lines.append("  matched: " + matchedAt.enumerated()
                .map { "[\($0.offset)] at seq \(events[$0.element].seq)" }.joined(separator: ", "))
        }
        lines += nearMiss(pattern, in: events, from: searchStart)
        let remaining = events.count - searchStart
        if let last = matchedAt.last {
            lines.append("  log around seq \(events[last].seq), the last match (\(remaining) events searched after it):")
            lines += neighbourhood(of: events, around: last, marking: last, note: "matched [\(next - 1)]")
        } else {
            lines.append("  start of the log (\(events.count) events searched):")
            lines += neighbourhood(of: events, around: 0, marking: nil, note: "")
        }
        return lines.joined(separator: "\n")
    }

    /// Checks that `events` is exactly `patterns`: as many events as
    /// patterns, event *i* matching pattern *i*.
    public static func exactSequence(_ patterns: [EventPattern], in events: [Event]) -> String? {
        if let problem = namingProblem(in: patterns) { return problem }
        for (index, pair) in zip(patterns, events).enumerated() where !pair.0.matches(pair.1) {
            var lines = [
                "event \(index) (seq \(pair.1.seq)) does not match pattern \(index)",
                "  pattern: \(pair.0.description)",
            ]
            let why = pair.0.mismatches(in: pair.1)
            if !why.isEmpty { lines.append("  differs: \(PatternText.mismatches(why))") }
            lines.append("  log around it:")
            lines += neighbourhood(of: events, around: index, marking: index, note: "here")
            return lines.joined(separator: "\n")
        }
        guard patterns.count != events.count else { return nil }
        var lines = ["expected exactly \(patterns.count) events, found \(events.count)"]
        if events.count > patterns.count {
            lines.append("  the first extra event and the log around it:")
            lines += neighbourhood(of: events, around: patterns.count, marking: patterns.count, note: "extra")
        } else {
            lines.append("  missing, from pattern \(events.count): "
                + patterns[events.count...].prefix(3).map(\.description).joined(separator: ", "))
            if !events.isEmpty {
                lines.append("  end of the log:")
                lines += neighbourhood(of: events, around: events.count - 1, marking: nil, note: "")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Checks that no event matches `pattern`.
    public static func absence(of pattern: EventPattern, in events: [Event]) -> String? {
        if let problem = namingProblem(in: [pattern]) { return problem }
        let hits = events.indices.filter { pattern.matches(events[$0]) }
        guard let first = hits.first else { return nil }
        var lines = [
            "expected no event matching the pattern, found \(hits.count): "
                + seqList(hits.map { events[$0].seq }),
            "  pattern: \(pattern.description)",
            "  log around the first one:",
        ]
        lines += neighbourhood(of: events, around: first, marking: first, note: "forbidden")
        return lines.joined(separator: "\n")
    }

    /// Checks that exactly `expected` events match `pattern`.
    public static func count(of pattern: EventPattern, in events: [Event], is expected: Int) -> String? {
        if let problem = namingProblem(in: [pattern]) { return problem }
        let hits = events.indices.filter { pattern.matches(events[$0]) }
        guard hits.count != expected else { return nil }
        var lines = [
            "expected \(expected) event\(expected == 1 ? "" : "s") matching the pattern, found \(hits.count)"
                + (hits.isEmpty ? "" : ": " + seqList(hits.map { events[$0].seq })),
            "  pattern: \(pattern.description)",
        ]
        if hits.count > expected {
            let extra = hits[expected]
            lines.append("  log around match \(expected + 1), the first one too many:")
            lines += neighbourhood(of: events, around: extra, marking: extra, note: "match \(expected + 1)")
        } else {
            lines += nearMiss(pattern, in: events, from: 0)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Message parts

    /// The first event of the pattern's type at or after `start` and why
    /// it does not match.
    static func nearMiss(_ pattern: EventPattern, in events: [Event], from start: Int) -> [String] {
        guard let type = pattern.type else { return [] }
        guard start < events.count,
            let index = events[start...].firstIndex(where: { $0.type == type })
        else {
            return ["  no \(type) event at all\(start > 0 && start <= events.count ? " after that" : "")"]
        }
        let why = pattern.mismatches(in: events[index])
        return [
            "  nearest \(type) event, seq \(events[index].seq): \(PatternText.line(events[index]))",
            "    differs: \(PatternText.mismatches(why))",
        ]
    }

    /// Up to `eventsBefore` events before `index`, the event there, and up
    /// to `eventsAfter` after it, one JSON line each; the marked one
    /// starts with `>`.
    public static func neighbourhood(of events: [Event], around index: Int, marking marked: Int?, note: String) -> [String] {
        guard !events.isEmpty else { return ["    (the log has no events)"] }
        let lower = max(0, index - eventsBefore), upper = min(events.count - 1, index + eventsAfter)
        guard lower <= upper else { return [] }
        var lines: [String] = []
        if lower > 0 { lines.append("    … \(lower) earlier event\(lower == 1 ? "" : "s")") }
        for position in lower...upper {
            let isMarked = position == marked
            lines.append("  \(isMarked ? ">" : " ") \(PatternText.line(events[position]))\(isMarked && !note.isEmpty ? "   <- \(note)" : "")")
        }
        let later = events.count - 1 - upper
        if later > 0 { lines.append("    … \(later) later event\(later == 1 ? "" : "s")") }
        return lines
    }

    static func seqList(_ seqs: [Int]) -> String {
        let shown = seqs.prefix(10).map { "seq \($0)" }.joined(separator: ", ")
        return seqs.count > 10 ? shown + ", …" : shown
    }

    /// A fields pattern naming an event type or a field that does not exist
    /// (`"didScrol"`, `"sectoin"`) could never match: it fails at once,
    /// with a suggestion, instead of passing (`expectNever`) or failing for
    /// the wrong reason.
    static func namingProblem(in patterns: [EventPattern]) -> String? {
        for (index, pattern) in patterns.enumerated() {
            guard let fields = pattern.fields, let problem = EventVocabulary.problems(in: fields).first else { continue }
            let which = patterns.count > 1 ? "pattern \(index) of \(patterns.count)" : "the pattern"
            return "\(which) can never match: \(problem)\n  pattern: \(pattern.description)"
        }
        return nil
    }
}
