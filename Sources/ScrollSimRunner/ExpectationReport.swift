import ScrollSim
import ScrollSimJSON

/// The text `scrollsim run` prints for a failed expectation, shared with
/// the golden-log assertions of ScrollSimTesting.
package enum ExpectationReport {
    /// The longest line a report prints: events with long arrays
    /// (`visible`) are shortened to fit, `"… N more"` standing for the
    /// elements left out.
    package static let maximumLineLength = 300

    /// The report of an unmet `expect` or a matched `forbid` pattern, one
    /// block: the pattern with its JSON path in the scenario, what was
    /// expected in words, where it was looked for, how many events matched,
    /// the nearest miss and why it missed, and the events around, one JSON
    /// line each.
    package static func text(_ failure: ExpectationFailure, scenarioPath: String) -> String {
        var lines: [String] = []
        let pattern = (try? ExpectationPattern(parsing: failure.pattern)) ?? ExpectationPattern(fields: failure.pattern)
        let scope = failure.scope.map { " \($0)" } ?? ""
        if let notReached = failure.scopeNotReached {
            let place: String
            switch failure.kind {
            case .unmet(let index, _): place = "$.expect[\(index)]"
            case .forbidden(let index): place = "$.forbid[\(index)]"
            }
            return OneLine.escaped("\(scenarioPath): error at \(place).during: \(notReached); the pattern was not checked: "
                + JSONWriter.string(failure.pattern))
        }
        switch failure.kind {
        case .unmet(let index, let from):
            if let wanted = failure.expectedCount {
                let plural = (wanted.atMost ?? wanted.atLeast) == 1 ? "" : "es"
                lines.append("\(scenarioPath): error at $.expect[\(index)]: expected \(wanted) match\(plural)\(scope), found \(failure.matchCount): "
                    + JSONWriter.string(failure.pattern))
                lines.append("  expected: \(pattern)")
                if !failure.matchSeqs.isEmpty { lines.append("  matched at \(seqList(failure.matchSeqs, total: failure.matchCount))") }
                if let excess = failure.event {
                    lines.append("  match \((wanted.atMost ?? 0) + 1), the first one too many, and the events up to it:")
                    lines += marked(failure.context, at: excess.seq, note: "one too many")
                } else {
                    lines += nearMiss(failure, pattern: pattern, searched: "\(failure.scope.map { "\($0)" } ?? "in the log")")
                }
            } else {
                lines.append("\(scenarioPath): error at $.expect[\(index)]: expected event never occurred: "
                    + JSONWriter.string(failure.pattern))
                let previousName = failure.previousIndex.map { "$.expect[\($0)]" } ?? "$.expect[\(index - 1)]"
                lines.append("  expected: \(pattern)\(failure.previousMatch == nil ? "" : ", in order after \(previousName)")")
                if let previous = failure.previousMatch {
                    lines.append("  \(previousName) matched at seq \(previous.seq); "
                        + "searched the \(failure.searchedCount) events after it (from seq \(from))")
                    lines.append(line(previous.fields, prefix: "  > ", suffix: "   <- \(previousName)"))
                } else {
                    lines.append("  searched all \(failure.searchedCount) events of the log")
                }
                if failure.previousMatch == nil && pattern.eventType != nil {
                    // Searched from the start: the log's first events say
                    // nothing of this pattern; the nearest event of its
                    // type (below) does.
                } else if failure.context.isEmpty || failure.searchedCount == 0 {
                    lines.append("    (no events after it)")
                } else {
                    let shown = failure.context.filter { $0.seq >= from }
                    for event in shown { lines.append(line(event.fields, prefix: "    ")) }
                    if failure.searchedCount > shown.count {
                        lines.append("    … \(failure.searchedCount - shown.count) more")
                    }
                }
                lines += nearest(failure, pattern: pattern)
                if !failure.matchesCounted {
                    lines.append("  matching events\(scope): not counted (more than "
                        + "\(ExpectationChecker.maximumTalliedOrderedPatterns) ordered patterns)")
                } else if failure.matchCount == 0 {
                    lines.append("  matching events\(scope): none")
                } else {
                    lines.append("  matching events\(scope): \(failure.matchCount), none in order (\(seqList(failure.matchSeqs, total: failure.matchCount)))")
                }
            }
        case .forbidden(let index):
            lines.append("\(scenarioPath): error at $.forbid[\(index)]: forbidden event occurred "
                + "at seq \(failure.event?.seq ?? -1): \(JSONWriter.string(failure.pattern))")
            lines.append("  expected: no event matching \(pattern)")
            lines.append("  found \(failure.matchCount): \(seqList(failure.matchSeqs, total: failure.matchCount))")
            lines.append("  events up to the first:")
            lines += marked(failure.context, at: failure.event?.seq, note: "")
        }
        // Patterns and events may hold any character: none reaches a
        // terminal raw.
        return lines.map(OneLine.escaped).joined(separator: "\n")
    }

    /// One line for an unmet `expect` pattern: its count and what was
    /// found for a counted one (`expect[2] expected at most 30 matches,
    /// found 33: {…}`), "never occurred in order" otherwise. What explore
    /// reports and writes into a found file, worded as `run` words it.
    package static func headline(_ failure: ExpectationFailure) -> String {
        if let notReached = failure.scopeNotReached {
            switch failure.kind {
            case .unmet(let index, _): return "expect[\(index)] \(notReached)"
            case .forbidden(let index): return "forbid[\(index)] \(notReached)"
            }
        }
        guard case .unmet(let index, _) = failure.kind else {
            let seq = failure.event.map { " at seq \($0.seq), tick \($0.tick)" } ?? ""
            if case .forbidden(let index) = failure.kind {
                return "forbid[\(index)] \(JSONWriter.string(failure.pattern)) occurred\(seq)"
            }
            return JSONWriter.string(failure.pattern)
        }
        let scope = failure.scope.map { " \($0)" } ?? ""
        guard let wanted = failure.expectedCount else {
            return "expect[\(index)] \(JSONWriter.string(failure.pattern)) never occurred in order\(scope)"
        }
        let plural = (wanted.atMost ?? wanted.atLeast) == 1 ? "" : "es"
        return "expect[\(index)] expected \(wanted) match\(plural)\(scope), found \(failure.matchCount): \(JSONWriter.string(failure.pattern))"
    }

    /// For an unmet ordered pattern: the nearest events of its type
    /// searched and why each missed; when there is none, the steps searched
    /// and the range each number field the pattern names had.
    private static func nearest(_ failure: ExpectationFailure, pattern: ExpectationPattern) -> [String] {
        guard let type = pattern.eventType else { return [] }
        guard failure.nearestMisses.isEmpty else {
            var lines = ["  nearest \(type) events searched:"]
            for near in failure.nearestMisses {
                lines.append("    seq \(near.seq), tick \(near.tick): " + why(near, pattern: pattern))
                lines.append(line(near.fields, prefix: "      "))
            }
            return lines
        }
        var lines = ["  no \(type) event in the searched part of the log"]
        if !failure.stepsSearched.isEmpty {
            let steps = failure.stepsSearched.map { step -> String in
                guard case .step(let index, let action) = step.payload else { return "tick \(step.tick)" }
                return "\(index) \(action.rawValue) (tick \(step.tick))"
            }
            lines.append("  steps searched: " + steps.joined(separator: ", "))
        }
        for range in failure.fieldRanges {
            let values = range.low == range.high ? NumberText.exact(range.low) : "\(NumberText.exact(range.low))…\(NumberText.exact(range.high))"
            lines.append("  \(range.path) seen: \(values) (in \(range.types.joined(separator: ", ")) events)")
        }
        return lines
    }

    /// Why `event` does not match `pattern`, field by field.
    private static func why(_ event: Event, pattern: ExpectationPattern) -> String {
        pattern.fields.mismatches(in: event.fields).map { mismatch in
            let found = mismatch.found.map(JSONWriter.string) ?? "nothing"
            let expected = NumericBound(pattern: mismatch.expected).map { "\($0)" } ?? JSONWriter.string(mismatch.expected)
            return "\(mismatch.path) expected \(expected), found \(found)"
        }.joined(separator: "; ")
    }

    /// The nearest miss of a pattern naming a type, and why it missed.
    private static func nearMiss(_ failure: ExpectationFailure, pattern: ExpectationPattern, searched: String) -> [String] {
        guard let type = pattern.eventType else { return [] }
        guard let near = failure.nearMiss else { return ["  no \(type) event \(searched)"] }
        let why = pattern.fields.mismatches(in: near.fields).map { mismatch in
            let found = mismatch.found.map(JSONWriter.string) ?? "nothing"
            let expected = NumericBound(pattern: mismatch.expected).map { "\($0)" } ?? JSONWriter.string(mismatch.expected)
            return "\(mismatch.path) expected \(expected), found \(found)"
        }
        var lines = ["  nearest \(type) event searched, seq \(near.seq): \(why.joined(separator: "; "))"]
        if !failure.context.contains(where: { $0.seq == near.seq }) || failure.expectedCount != nil || failure.previousMatch == nil {
            lines.append(line(near.fields, prefix: "    "))
        }
        return lines
    }

    /// The events of `context`, the one with `seq` marked `>`.
    private static func marked(_ context: [Event], at seq: Int?, note: String) -> [String] {
        context.map { event in
            let isMarked = event.seq == seq
            return line(event.fields, prefix: isMarked ? "  > " : "    ", suffix: isMarked && !note.isEmpty ? "   <- \(note)" : "")
        }
    }

    /// `seq 3, seq 8, …` for the first listed seqs of `total` matches.
    static func seqList(_ seqs: [Int], total: Int) -> String {
        let shown = seqs.map { "seq \($0)" }.joined(separator: ", ")
        return total > seqs.count ? "\(shown), … (\(total) in all)" : shown
    }

    /// One event (or any value) as a JSON line of at most
    /// `maximumLineLength` characters with its prefix and suffix: arrays
    /// longer than fit keep their first elements and end in
    /// `"… N more"`; what still does not fit is cut, ending in `…`.
    package static func line(_ fields: FieldValue, prefix: String = "", suffix: String = "") -> String {
        let budget = maximumLineLength - prefix.count - suffix.count
        var text = JSONWriter.string(fields)
        if text.count > budget, let longest = longestArrayLength(fields) {
            var keep = longest
            while keep > 0 && text.count > budget {
                keep = keep > 8 ? keep / 2 : keep - 1
                text = JSONWriter.string(shortened(fields, keeping: keep))
            }
        }
        if text.count > budget { text = String(text.prefix(max(0, budget - 1))) + "…" }
        return prefix + text + suffix
    }

    private static func longestArrayLength(_ value: FieldValue) -> Int? {
        switch value {
        case .array(let values): max(values.count, values.compactMap(longestArrayLength).max() ?? 0)
        case .object(let pairs): pairs.compactMap { longestArrayLength($0.1) }.max()
        default: nil
        }
    }

    private static func shortened(_ value: FieldValue, keeping keep: Int) -> FieldValue {
        switch value {
        case .array(let values) where values.count > keep:
            return .array(values.prefix(keep).map { shortened($0, keeping: keep) } + [.string("… \(values.count - keep) more")])
        case .array(let values):
            return .array(values.map { shortened($0, keeping: keep) })
        case .object(let pairs):
            return .object(pairs.map { ($0.0, shortened($0.1, keeping: keep)) })
        default:
            return value
        }
    }
}
