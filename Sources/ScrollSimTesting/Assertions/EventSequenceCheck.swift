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

    /// Checks that the patterns without a count occur in this order as a
    /// subsequence of `events` (other events may come between them), each
    /// inside its scope, and that each pattern with a count matches that
    /// many events in its scope. Each ordered pattern is matched by the
    /// first event in its scope after the previous pattern's match.
    ///
    /// - Complexity: O(events × patterns) pattern tests.
    public static func subsequence(_ patterns: [EventPattern], in events: [Event]) -> String? {
        if let problem = namingProblem(in: patterns) { return problem }
        let steps = stepIndices(of: events)
        let ordered = patterns.indices.filter { patterns[$0].count == nil }
        var next = 0
        var matchedAt: [Int] = []
        for (index, event) in events.enumerated() where next < ordered.count {
            let pattern = patterns[ordered[next]]
            if inScope(pattern, events, index, steps), pattern.matches(event) {
                matchedAt.append(index)
                next += 1
            }
        }
        var messages: [String] = []
        if next < ordered.count {
            messages.append(unordered(patterns, ordered: ordered, next: next, matchedAt: matchedAt, in: events, steps: steps))
        }
        for pattern in patterns {
            guard let wanted = pattern.count, let message = countMessage(pattern, wanted, in: events, steps: steps) else { continue }
            messages.append(message)
        }
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }

    private static func unordered(
        _ patterns: [EventPattern], ordered: [Int], next: Int, matchedAt: [Int], in events: [Event], steps: [Int?]
    ) -> String {
        let pattern = patterns[ordered[next]]
        let searchStart = (matchedAt.last ?? -1) + 1
        var lines: [String] = []
        let after = matchedAt.last.map { " after seq \(events[$0].seq)" } ?? ""
        lines.append("expected events in order, but pattern \(ordered[next]) of \(patterns.count) never occurred\(after)")
        lines.append("  pattern: \(pattern.description)")
        if matchedAt.isEmpty {
            lines.append("  matched: none of the \(ordered.count) ordered patterns")
        } else {
            lines.append("  matched: " + matchedAt.enumerated()
                .map { "[\(ordered[$0.offset])] at seq \(events[$0.element].seq)" }.joined(separator: ", "))
        }
        lines += nearMiss(pattern, in: events, from: searchStart, steps: steps)
        let anywhere = events.indices.filter { inScope(pattern, events, $0, steps) && pattern.matches(events[$0]) }
        if !anywhere.isEmpty {
            lines.append("  it matches \(anywhere.count) event\(anywhere.count == 1 ? "" : "s")\(pattern.scope.map { " \($0)" } ?? ""), none in order: "
                + seqList(anywhere.map { events[$0].seq }))
        }
        let remaining = events.count - searchStart
        if let last = matchedAt.last {
            lines.append("  log around seq \(events[last].seq), the last match (\(remaining) events searched after it):")
            lines += neighbourhood(of: events, around: last, marking: last, note: "matched [\(ordered[next - 1])]")
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

    /// Checks that no event in the pattern's scope matches `pattern`.
    public static func absence(of pattern: EventPattern, in events: [Event]) -> String? {
        if let problem = namingProblem(in: [pattern]) { return problem }
        let steps = stepIndices(of: events)
        let hits = events.indices.filter { inScope(pattern, events, $0, steps) && pattern.matches(events[$0]) }
        guard let first = hits.first else { return nil }
        var lines = [
            "expected no event matching the pattern\(pattern.scope.map { " \($0)" } ?? ""), found \(hits.count): "
                + seqList(hits.map { events[$0].seq }),
            "  pattern: \(pattern.description)",
            "  log around the first one:",
        ]
        lines += neighbourhood(of: events, around: first, marking: first, note: "forbidden")
        return lines.joined(separator: "\n")
    }

    /// Checks that exactly `expected` events in the pattern's scope match
    /// `pattern`.
    public static func count(of pattern: EventPattern, in events: [Event], is expected: Int) -> String? {
        count(of: pattern, in: events, is: .exactly(expected))
    }

    /// Checks that the number of events in the pattern's scope matching
    /// `pattern` is within `expected`.
    public static func count(of pattern: EventPattern, in events: [Event], is expected: MatchCount) -> String? {
        if let problem = namingProblem(in: [pattern]) { return problem }
        return countMessage(pattern, expected, in: events, steps: stepIndices(of: events))
    }

    private static func countMessage(_ pattern: EventPattern, _ expected: MatchCount, in events: [Event], steps: [Int?]) -> String? {
        let hits = events.indices.filter { inScope(pattern, events, $0, steps) && pattern.matches(events[$0]) }
        guard !expected.contains(hits.count) else { return nil }
        let scope = pattern.scope.map { " \($0)" } ?? ""
        var lines = [
            "expected \(expected) event\((expected.atMost ?? expected.atLeast) == 1 ? "" : "s") matching the pattern\(scope), found \(hits.count)"
                + (hits.isEmpty ? "" : ": " + seqList(hits.map { events[$0].seq })),
            "  pattern: \(pattern.description)",
        ]
        if let most = expected.atMost, hits.count > most {
            let extra = hits[most]
            lines.append("  log around match \(most + 1), the first one too many:")
            lines += neighbourhood(of: events, around: extra, marking: extra, note: "match \(most + 1)")
        } else {
            lines += nearMiss(pattern, in: events, from: 0, steps: steps)
        }
        return lines.joined(separator: "\n")
    }

    /// The step each event happened in (`nil` before the first step).
    static func stepIndices(of events: [Event]) -> [Int?] {
        var tracker = StepTracker()
        return events.map { event in
            tracker.observe(event)
            return tracker.step
        }
    }

    static func inScope(_ pattern: EventPattern, _ events: [Event], _ index: Int, _ steps: [Int?]) -> Bool {
        pattern.scope.map { $0.contains(events[index], step: steps[index]) } ?? true
    }

    // MARK: - Message parts

    /// The nearest event of the pattern's type in its scope at or after
    /// `start` (fewest differing fields, then the smallest numeric
    /// difference; the earliest on ties) and why it does not match.
    static func nearMiss(_ pattern: EventPattern, in events: [Event], from start: Int, steps: [Int?]) -> [String] {
        guard let type = pattern.type, let fields = pattern.fields else { return [] }
        let reading = ExpectationPattern(fields: fields)
        var best: (index: Int, mismatches: Int, distance: Double)?
        for index in events.indices.dropFirst(start)
        where events[index].type == type && inScope(pattern, events, index, steps) && !pattern.matches(events[index]) {
            let nearness = reading.nearness(of: events[index])
            if best == nil || nearness.mismatches < best!.mismatches
                || (nearness.mismatches == best!.mismatches && nearness.distance < best!.distance)
            {
                best = (index, nearness.mismatches, nearness.distance)
            }
        }
        guard let index = best?.index else {
            // Without a count, an event of the type in scope after `start`
            // would have matched: there is none at all.
            let what = pattern.count == nil ? "no \(type) event at all" : "no other \(type) event"
            let whereText = pattern.scope.map { " \($0)" } ?? ""
            return ["  \(what)\(whereText)\(start > 0 && start <= events.count ? " after that" : "")"]
        }
        let why = pattern.mismatches(in: events[index])
        let lead = "  nearest \(type) event, seq \(events[index].seq): "
        return [
            lead + PatternText.line(events[index], indent: lead.count),
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
            let suffix = isMarked && !note.isEmpty ? "   <- \(note)" : ""
            lines.append("  \(isMarked ? ">" : " ") \(PatternText.line(events[position], indent: 4 + suffix.count))\(suffix)")
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
            let which = patterns.count > 1 ? "pattern \(index) of \(patterns.count)" : "the pattern"
            if let malformation = pattern.malformation {
                return "\(which) can never match: \(malformation)\n  pattern: \(pattern.description)"
            }
            guard let fields = pattern.fields, let problem = EventVocabulary.problems(in: fields).first else { continue }
            return "\(which) can never match: \(problem)\n  pattern: \(pattern.description)"
        }
        return nil
    }
}
