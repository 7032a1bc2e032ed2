#if canImport(Testing)
import ScrollSim
import Testing

/// Records an issue unless `patterns` occur in this order as a subsequence
/// of `events` (other events may come between).
///
/// ```swift
/// expectSubsequence(events, ["willBeginDragging", "willEndDragging", .type("didEndDecelerating")])
/// ```
public func expectSubsequence(
    _ events: [Event], _ patterns: [EventPattern], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(EventSequenceCheck.subsequence(patterns, in: events), comment, sourceLocation)
}

/// Records an issue unless `events` is exactly `patterns`, one event per
/// pattern.
public func expectSequence(
    _ events: [Event], _ patterns: [EventPattern], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(EventSequenceCheck.exactSequence(patterns, in: events), comment, sourceLocation)
}

/// Records an issue if any event matches `pattern`.
public func expectNever(
    _ events: [Event], _ pattern: EventPattern, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(EventSequenceCheck.absence(of: pattern, in: events), comment, sourceLocation)
}

/// Records an issue unless exactly `count` events match `pattern`.
public func expectCount(
    _ events: [Event], _ pattern: EventPattern, _ count: Int, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(EventSequenceCheck.count(of: pattern, in: events, is: count), comment, sourceLocation)
}

/// Compares `events` with the golden log `Snapshots/NAME.jsonl` next to the
/// calling test file, recording it when missing or when
/// `SCROLLSIM_RECORD=1` (never when `CI` is set). See `GoldenLog`.
public func assertGoldenLog(
    events: [Event], named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = GoldenLog.check(
        actual: GoldenLog.text(of: events, named: name),
        snapshotPath: GoldenLog.snapshotPath(named: name, testFile: filePath))
    report(outcome, sourceLocation)
}

/// Runs `scenario` and compares its complete log (exactly what
/// `scrollsim run` writes) with the golden log `Snapshots/NAME.jsonl`
/// next to the calling test file. See `GoldenLog`.
public func assertGoldenLog(
    scenario: Scenario, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome: GoldenLog.Outcome
    do {
        outcome = GoldenLog.check(
            actual: try GoldenLog.text(of: scenario),
            snapshotPath: GoldenLog.snapshotPath(named: name, testFile: filePath))
    } catch {
        outcome = .failed("the scenario did not run: \(error)")
    }
    report(outcome, sourceLocation)
}

private func report(_ outcome: GoldenLog.Outcome, _ sourceLocation: SourceLocation) {
    switch outcome {
    case .matched:
        break
    case .recorded(let path):
        print("ScrollSimTesting: recorded golden log \(path)")
    case .failed(let message):
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

private func report(_ message: String?, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    guard let message else { return }
    let text = comment.map { "\($0.rawValue)\n\(message)" } ?? message
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}
#endif
