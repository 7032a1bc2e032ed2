import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner

/// Golden-log snapshots: a log committed next to the tests
/// (`Snapshots/NAME.jsonl` beside the test file) that a run must
/// reproduce exactly.
///
/// Record modes (as swift-snapshot-testing's), `RecordMode`:
/// * `.missing` (the default): a **missing** snapshot is recorded, and the
///   check **fails** so that a first run never passes unseen;
/// * `.all` (`SCROLLSIM_RECORD=1`, or the `.goldenLogRecording(.all)`
///   trait): every snapshot is re-recorded, and the check fails;
/// * `.never` (and always when `CI` is set): nothing is recorded; a missing
///   snapshot fails.
///
/// A mode set for a test or suite with the `.goldenLogRecording(_:)` trait
/// (or `GoldenLog.$recordMode.withValue`) wins over `SCROLLSIM_RECORD`;
/// `CI` wins over both.
///
/// Comparison is `LogDiff`'s, the one behind `scrollsim diff`, so a failure
/// reads like its output and the two logs can be compared with it.
public enum GoldenLog {
    /// The outcome of one golden-log check.
    public enum Outcome: Hashable, Sendable {
        /// The log equals the snapshot.
        case matched
        /// The snapshot was (re)written at this path.
        case recorded(String)
        /// The log differs, the snapshot is missing on CI, or either cannot
        /// be read; the message says which and how to re-record.
        case failed(String)
    }

    /// When snapshots are written.
    public enum RecordMode: Hashable, Sendable {
        /// Record missing snapshots (and fail); compare existing ones.
        case missing
        /// Record every snapshot (and fail).
        case all
        /// Never record: compare, and fail on a missing snapshot.
        case never
    }

    /// The record mode of the current task, set by the
    /// `.goldenLogRecording(_:)` trait; `nil` reads the environment.
    @TaskLocal public static var recordMode: RecordMode?

    /// The environment variable that asks for recording.
    public static let recordVariable = "SCROLLSIM_RECORD"

    /// The mode in force: `.never` on CI, else the task's mode, else `.all`
    /// with `SCROLLSIM_RECORD=1`, else `.missing`.
    public static func effectiveMode(environment: [String: String]) -> RecordMode {
        if environment["CI"] != nil { return .never }
        if let recordMode { return recordMode }
        return environment[recordVariable] == "1" ? .all : .missing
    }

    /// `Snapshots/NAME.jsonl` in the folder of `testFile`.
    public static func snapshotPath(named name: String, testFile: String) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent("\(name).jsonl").path
    }

    /// The log text of events produced in Swift (`LogWriter.text`).
    public static func text(of events: [Event], named name: String) -> String {
        LogWriter.text(scenario: name, events: events)
    }

    /// The log `scrollsim run` writes for `scenario`.
    ///
    /// - Throws: `InputError` when a step cannot run.
    public static func text(of scenario: Scenario) throws -> String {
        try run(scenario).text
    }

    /// Runs `scenario` as `scrollsim run` does: its log, and the reports of
    /// its failed `expect` and `forbid` patterns.
    ///
    /// - Throws: `InputError` when a step cannot run.
    public static func run(_ scenario: Scenario) throws -> (text: String, failures: [String]) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("log.jsonl").path
        let summary = try ScenarioRunner.run(scenario, logPath: path)
        let failures = summary.failures.map { ExpectationReport.text($0, scenarioPath: scenario.name) }
            + summary.stateFailures.flatMap { StateReport.lines($0, scenarioPath: scenario.name) }
        return (try String(contentsOfFile: path, encoding: .utf8), failures)
    }

    /// Compares `actual` with the snapshot at `snapshotPath`, recording it
    /// as the record mode says. A `.recorded` outcome is a failure for the
    /// assertions: the new snapshot must be looked at and committed.
    public static func check(
        actual: String, snapshotPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Outcome {
        let mode = effectiveMode(environment: environment)
        let exists = FileManager.default.fileExists(atPath: snapshotPath)
        if mode == .all || (mode == .missing && !exists) {
            do {
                try record(actual, at: snapshotPath)
                return .recorded(snapshotPath)
            } catch {
                return .failed("cannot record golden log \(snapshotPath): \(error)")
            }
        }
        guard exists else {
            let why = environment["CI"] != nil ? "it is not recorded on CI (CI is set)" : "the record mode is never"
            return .failed("no golden log at \(snapshotPath); \(why). "
                + "Record it locally (run the test once, or with \(recordVariable)=1) and commit it.")
        }
        do {
            let difference = try LogDiff.compare(
                LogReader(path: snapshotPath), LogReader(text: actual, name: "actual"))
            guard let difference else { return .matched }
            return .failed("the log differs from golden log \(snapshotPath)\n"
                + difference.report(leftName: "golden", rightName: "actual")
                + "\nIf the change is intended, re-record with \(recordVariable)=1.")
        } catch {
            return .failed("cannot compare with golden log: \(error)")
        }
    }

    private static func record(_ text: String, at path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

extension GoldenLog.Outcome {
    /// What an assertion reports, or `nil` for a match: a recording fails
    /// so that a new or re-recorded snapshot is looked at before it counts.
    public var failureMessage: String? {
        switch self {
        case .matched:
            nil
        case .recorded(let path):
            "recorded golden log \(path); check it, commit it and run the test again (a recording never passes)"
        case .failed(let message):
            message
        }
    }
}
