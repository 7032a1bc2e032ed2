import Foundation
import ScrollSim
import ScrollSimJSON

/// Golden-log snapshots: a log committed next to the tests
/// (`Snapshots/NAME.jsonl` beside the test file) that a run must
/// reproduce exactly.
///
/// Record modes (as swift-snapshot-testing's):
/// * the snapshot is **missing** → it is recorded and the check passes;
/// * `SCROLLSIM_RECORD=1` → it is re-recorded and the check passes;
/// * `CI` is set (to anything) → nothing is ever recorded: a missing
///   snapshot fails, whatever `SCROLLSIM_RECORD` says.
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

    /// The environment variable that asks for recording.
    public static let recordVariable = "SCROLLSIM_RECORD"

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
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("log.jsonl").path
        _ = try ScenarioRunner.run(scenario, logPath: path)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Compares `actual` with the snapshot at `snapshotPath`, recording it
    /// as the record modes say.
    public static func check(
        actual: String, snapshotPath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Outcome {
        let onCI = environment["CI"] != nil
        let asked = environment[recordVariable] == "1"
        let exists = FileManager.default.fileExists(atPath: snapshotPath)
        if !onCI && (asked || !exists) {
            do {
                try record(actual, at: snapshotPath)
                return .recorded(snapshotPath)
            } catch {
                return .failed("cannot record golden log \(snapshotPath): \(error)")
            }
        }
        guard exists else {
            return .failed("no golden log at \(snapshotPath); it is not recorded on CI (CI is set). "
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
