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

/// Records an issue unless the number of events matching `pattern` (in
/// its scope) is between `atLeast` and `atMost`, inclusive.
public func expectCount(
    _ events: [Event], _ pattern: EventPattern, atLeast: Int = 0, atMost: Int? = nil, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(EventSequenceCheck.count(of: pattern, in: events, is: MatchCount(atLeast: atLeast, atMost: atMost)), comment, sourceLocation)
}

/// Records an issue unless `simulator`, now, is as `expected` says (each
/// field that is not is named with its bound and its value).
///
/// ```swift
/// try simulator.perform(.settle(maxSeconds: 60))
/// expectState(simulator, ExpectedState(offset: ["y": .approx(1200, within: 0.5)], displayedCount: .range(atLeast: 6, atMost: nil)))
/// ```
public func expectState(
    _ simulator: Simulator, _ expected: ExpectedState, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(StateCheck.state(of: simulator, is: expected), comment, sourceLocation)
}

/// Runs `scenario` and records an issue unless, at `moment` (after a step,
/// at the end of a tick, or at the end), the collection view is as
/// `expected` says: a scenario's `state` entry, from Swift.
///
/// ```swift
/// expectState(after: .step(1), in: scenario, ExpectedState(pinned: [0]))
/// ```
public func expectState(
    after moment: StateMoment, in scenario: Scenario, _ expected: ExpectedState, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(StateCheck.state(after: moment, in: scenario, is: expected), comment, sourceLocation)
}

/// Compares `events` with the golden log `Snapshots/NAME.jsonl` next to the
/// calling test file. A missing snapshot is recorded and the assertion
/// fails (see `GoldenLog` for the record modes). The test target must keep
/// the folder out of its sources: `exclude: ["Snapshots"]`.
public func assertGoldenLog(
    events: [Event], named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = GoldenLog.check(
        actual: GoldenLog.text(of: events, named: name),
        snapshotPath: GoldenLog.snapshotPath(named: name, testFile: filePath))
    report(outcome, sourceLocation)
}

/// Compares every event `recorder` has recorded with the golden log
/// `Snapshots/NAME.jsonl` next to the calling test file. The log's header
/// carries the viewport, frame rate, content size and content inset the
/// simulator started with, so that `scrollsim render` and `export` draw
/// the snapshot as they draw a run. See `GoldenLog`.
public func assertGoldenLog(
    recorder: SimulationRecorder, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = GoldenLog.check(
        actual: recorder.logText(named: name),
        snapshotPath: GoldenLog.snapshotPath(named: name, testFile: filePath))
    report(outcome, sourceLocation)
}

/// Runs `scenario`, records an issue for each of its `expect`/`forbid`
/// patterns that failed, and compares its complete log (exactly what
/// `scrollsim run` writes) with the golden log `Snapshots/NAME.jsonl`
/// next to the calling test file. See `GoldenLog`.
public func assertGoldenLog(
    scenario: Scenario, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome: GoldenLog.Outcome
    do {
        let run = try GoldenLog.run(scenario)
        for failure in run.failures { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
        outcome = GoldenLog.check(actual: run.text, snapshotPath: GoldenLog.snapshotPath(named: name, testFile: filePath))
    } catch {
        outcome = .failed("the scenario did not run: \(error)")
    }
    report(outcome, sourceLocation)
}

private func report(_ outcome: GoldenLog.Outcome, _ sourceLocation: SourceLocation) {
    guard let message = outcome.failureMessage else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// A trait setting the golden-log record mode of a test or suite:
/// `@Test(.goldenLogRecording(.all))` re-records its snapshots (and fails).
public struct GoldenLogRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode in force while the test runs.
    public let mode: GoldenLog.RecordMode

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await GoldenLog.$recordMode.withValue(mode) { try await function() }
    }
}

extension Trait where Self == GoldenLogRecordingTrait {
    /// Sets the golden-log record mode for a test or a suite.
    public static func goldenLogRecording(_ mode: GoldenLog.RecordMode) -> Self {
        GoldenLogRecordingTrait(mode: mode)
    }
}

private func report(_ message: String?, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    guard let message else { return }
    let text = comment.map { "\($0.rawValue)\n\(message)" } ?? message
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}
#endif
