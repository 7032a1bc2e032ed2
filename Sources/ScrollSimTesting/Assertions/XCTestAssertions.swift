#if canImport(XCTest)
import ScrollSim
import XCTest

/// Fails the test unless `patterns` occur in this order as a subsequence
/// of `events`.
public func XCTAssertEventSubsequence(
    _ events: [Event], _ patterns: [EventPattern], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fail(EventSequenceCheck.subsequence(patterns, in: events), message(), file, line)
}

/// Fails the test unless `simulator`, now, is as `expected` says.
public func XCTAssertState(
    _ simulator: Simulator, _ expected: ExpectedState, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fail(StateCheck.state(of: simulator, is: expected), message(), file, line)
}

/// Runs `scenario` and fails the test unless, at `moment`, the collection
/// view is as `expected` says.
public func XCTAssertState(
    after moment: StateMoment, in scenario: Scenario, _ expected: ExpectedState,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    fail(StateCheck.state(after: moment, in: scenario, is: expected), message(), file, line)
}

/// Fails the test unless `events` is exactly `patterns`.
public func XCTAssertEventSequence(
    _ events: [Event], _ patterns: [EventPattern], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fail(EventSequenceCheck.exactSequence(patterns, in: events), message(), file, line)
}

/// Fails the test if any event matches `pattern`.
public func XCTAssertNoEvent(
    _ events: [Event], _ pattern: EventPattern, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fail(EventSequenceCheck.absence(of: pattern, in: events), message(), file, line)
}

/// Fails the test unless exactly `count` events match `pattern`.
public func XCTAssertEventCount(
    _ events: [Event], _ pattern: EventPattern, _ count: Int, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fail(EventSequenceCheck.count(of: pattern, in: events, is: count), message(), file, line)
}

/// Fails the test unless the number of events matching `pattern` (in its
/// scope) is between `atLeast` and `atMost`, inclusive.
public func XCTAssertEventCount(
    _ events: [Event], _ pattern: EventPattern, atLeast: Int = 0, atMost: Int? = nil,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    fail(EventSequenceCheck.count(of: pattern, in: events, is: MatchCount(atLeast: atLeast, atMost: atMost)), message(), file, line)
}

/// Compares `events` with the golden log `Snapshots/NAME.jsonl` next to the
/// test file. A missing snapshot is recorded and the assertion fails; see
/// `GoldenLog` for the record modes.
public func XCTAssertGoldenLog(
    events: [Event], named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    let outcome = GoldenLog.check(
        actual: GoldenLog.text(of: events, named: name),
        snapshotPath: GoldenLog.snapshotPath(named: name, testFile: "\(file)"))
    if let text = outcome.failureMessage { XCTFail(text, file: file, line: line) }
}

/// Compares every event `recorder` has recorded, under a header with the
/// viewport, frame rate, content size and content inset the simulator
/// started with, with the golden log `Snapshots/NAME.jsonl` next to the
/// test file.
public func XCTAssertGoldenLog(
    recorder: SimulationRecorder, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    let outcome = GoldenLog.check(
        actual: recorder.logText(named: name),
        snapshotPath: GoldenLog.snapshotPath(named: name, testFile: "\(file)"))
    if let text = outcome.failureMessage { XCTFail(text, file: file, line: line) }
}

/// Runs `scenario`, fails for each of its `expect`/`forbid` patterns that
/// failed, and compares its complete log with the golden log
/// `Snapshots/NAME.jsonl` next to the test file.
public func XCTAssertGoldenLog(
    scenario: Scenario, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let run = try GoldenLog.run(scenario)
        for failure in run.failures { XCTFail(failure, file: file, line: line) }
        let outcome = GoldenLog.check(
            actual: run.text, snapshotPath: GoldenLog.snapshotPath(named: name, testFile: "\(file)"))
        if let text = outcome.failureMessage { XCTFail(text, file: file, line: line) }
    } catch {
        XCTFail("the scenario did not run: \(error)", file: file, line: line)
    }
}

private func fail(_ failure: String?, _ message: String, _ file: StaticString, _ line: UInt) {
    guard let failure else { return }
    XCTFail(message.isEmpty ? failure : "\(message)\n\(failure)", file: file, line: line)
}
#endif
