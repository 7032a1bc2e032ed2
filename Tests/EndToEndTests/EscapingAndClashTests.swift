import Foundation
import Testing

/// Human-facing lines escape control and bidirectional characters; file
/// names made from scenario names are safe; every output clash is refused
/// before anything runs (`docs/log-tools.md`, "Outputs").
@Suite("Escaped lines, safe output names, clashes found before running")
struct EscapingAndClashTests {
    /// A name with a right-to-left override (U+202E), a C1 control (U+0085)
    /// and a leading dot: each escaped on a terminal, each replaced in a
    /// file name. (C0 and DEL are refused in names by the decoder.)
    static let trickyName = ".evil\u{202E}nosj.\u{85}x"

    static func scenario(named name: String, count: Int = 100) -> String {
        CLI.smallScenario.replacingOccurrences(of: #""name": "small""#, with: #""name": "\#(name)""#)
            .replacingOccurrences(of: #""count": 100"#, with: #""count": \#(count)"#)
    }

    /// Every character a terminal must not get raw.
    static func hasRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let v = scalar.value
            return (v < 0x20 && v != 0x0A) || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }

    @Test("validate, run and inspect print a tricky scenario name escaped")
    func escapedEverywhere() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scenario(named: Self.trickyName).write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let validate = try CLI.run(["validate", "s.json"], in: folder)
        #expect(validate.status == 0)
        #expect(!Self.hasRawControls(validate.stdout), "\(validate.stdout)")
        #expect(validate.stdout.contains(#"\u{202E}"#) && validate.stdout.contains(#"\u{85}"#))
        let run = try CLI.run(["run", "s.json", "-o", "log.jsonl"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!Self.hasRawControls(run.stdout + run.stderr))
        let summary = try CLI.run(["inspect", "log.jsonl", "--summary"], in: folder)
        #expect(summary.status == 0)
        #expect(!Self.hasRawControls(summary.stdout), "\(summary.stdout)")
        #expect(summary.stdout.contains(#"\u{202E}"#))
    }

    @Test("run --out-dir writes a tricky name as a safe file name")
    func safeLogName() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scenario(named: Self.trickyName).write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["run", "s.json", "--out-dir", "logs"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // The leading dot, U+202E and U+0085 each become "_".
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("logs").path)
        #expect(logs == ["_evil_nosj._x.jsonl"])
    }

    @Test("two names that make the same file name are refused before anything runs")
    func sameSafeName() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scenario(named: "a\u{202E}b").write(to: folder.appendingPathComponent("one.json"), atomically: true, encoding: .utf8)
        try Self.scenario(named: "a\u{202D}b").write(to: folder.appendingPathComponent("two.json"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["run", "one.json", "two.json", "--out-dir", "logs"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("would write the same log"), "\(run.stderr)")
    }

    @Test("--junit onto an input scenario is refused before the run: no log is left")
    func junitOntoInput() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: folder.appendingPathComponent("small.json"))
        let run = try CLI.run(["run", "small.json", "--out-dir", "logs", "--junit", "small.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("--junit names the input scenario"))
        // Before, the scenario ran and its log stayed: logs/small.jsonl.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("logs").path))
        #expect(try Data(contentsOf: folder.appendingPathComponent("small.json")) == before)
    }

    @Test("a log that would overwrite another input scenario is refused before the first scenario runs")
    func logOntoAnotherInput() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        // "other" writes logs/other.jsonl, which is also given as a scenario.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try Self.scenario(named: "other").write(to: folder.appendingPathComponent("logs/other.jsonl"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["run", "small.json", "logs/other.jsonl", "--out-dir", "logs"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("the output is the input"), "\(run.stderr)")
        // small.json did not run either.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("logs/small.jsonl").path))
    }

    @Test("explore's default output onto its input is refused before the search")
    func exploreOntoInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A scenario named "x-found" in x-found.json: its finding would be
        // x-found.json.
        try Self.scenario(named: "x-found").write(to: folder.appendingPathComponent("x-found.json"), atomically: true, encoding: .utf8)
        let explore = try CLI.run(["explore", "x-found.json", "--runs", "1"], in: folder)
        #expect(explore.status == 2)
        #expect(explore.stderr.contains("the output is the input"), "\(explore.stderr)")
        #expect(explore.stdout.isEmpty)
    }
}
