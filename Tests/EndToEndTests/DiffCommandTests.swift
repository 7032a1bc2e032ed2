import Foundation
import Testing

@Suite("scrollsim diff, end to end")
struct DiffCommandTests {
    /// Runs flow-basic into `folder/name` and returns the log's lines.
    static func runFlowBasic(into folder: URL, name: String) throws -> [String] {
        let path = folder.appendingPathComponent(name).path
        let result = try CLI.run(["run", "scenarios/flow-basic.json", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Runs flow-basic into `folder/good.jsonl` and writes `folder/bad.jsonl`:
    /// the same log with the first `original` replaced by `replacement`.
    /// Returns the 1-based number of the line changed.
    static func flowBasicLog(in folder: URL, replacingFirst original: String, with replacement: String) throws -> Int {
        var lines = try runFlowBasic(into: folder, name: "good.jsonl")
        let index = try #require(lines.firstIndex { $0.contains(original) })
        lines[index] = lines[index].replacingOccurrences(of: original, with: replacement)
        try write(lines, to: folder.appendingPathComponent("bad.jsonl"))
        return index + 1
    }

    static func write(_ lines: [String], to url: URL) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("two runs of one scenario are equal: exit 0")
    func equalLogs() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.runFlowBasic(into: folder, name: "a.jsonl")
        _ = try Self.runFlowBasic(into: folder, name: "b.jsonl")
        let result = try CLI.run(["diff", "a.jsonl", "b.jsonl"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("a changed event: exit 1, naming its seq and showing both versions")
    func differentLogs() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = try Self.runFlowBasic(into: folder, name: "a.jsonl")
        // Line index 6 is the event with seq 5 (index 0 is the header).
        lines[6] = lines[6].replacingOccurrences(of: #""seq":5,"tick":0"#, with: #""seq":5,"tick":99"#)
        #expect(lines[6].contains(#""tick":99"#))
        try Self.write(lines, to: folder.appendingPathComponent("b.jsonl"))
        let result = try CLI.run(["diff", "a.jsonl", "b.jsonl"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("logs differ: 1 change, 1 line only in a.jsonl, 1 only in b.jsonl"), "\(result.stdout)")
        #expect(result.stdout.contains("@@ a.jsonl line 7, b.jsonl line 7 (seq 5)"))
        #expect(result.stdout.contains("  + " + lines[6]))
        #expect(result.stdout.contains("fields that differ: tick"))
    }

    @Test("--ignore time and --ignore-header: two scenarios' logs differing only there are equal")
    func ignoringFieldsAndHeaders() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.runFlowBasic(into: folder, name: "a.jsonl")
        var renamed = lines
        renamed[0] = renamed[0].replacingOccurrences(of: #""scenario":"flow-basic""#, with: #""scenario":"copy""#)
        #expect(renamed[0] != lines[0])
        try Self.write(renamed, to: folder.appendingPathComponent("b.jsonl"))
        #expect(try CLI.run(["diff", "a.jsonl", "b.jsonl"], in: folder).status == 1)
        let ignored = try CLI.run(["diff", "a.jsonl", "b.jsonl", "--ignore-header"], in: folder)
        #expect(ignored.status == 0, "\(ignored.stdout)\(ignored.stderr)")
        // Every event retimed: equal once time is ignored.
        let retimed = lines.map { $0.replacingOccurrences(of: #","time":"#, with: #","time":1"#) }
        try Self.write(retimed, to: folder.appendingPathComponent("c.jsonl"))
        #expect(try CLI.run(["diff", "a.jsonl", "c.jsonl"], in: folder).status == 1)
        #expect(try CLI.run(["diff", "a.jsonl", "c.jsonl", "--ignore", "time"], in: folder).status == 0)
    }

    @Test("a truncated log: exit 2 saying truncated")
    func truncatedLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.runFlowBasic(into: folder, name: "a.jsonl")
        try Self.write(Array(lines.dropLast()), to: folder.appendingPathComponent("cut.jsonl"))
        let result = try CLI.run(["diff", "a.jsonl", "cut.jsonl"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cut.jsonl: error: truncated log"), "\(result.stderr)")
    }

    @Test("a malformed line: exit 2 with its line number")
    func malformedLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = try Self.runFlowBasic(into: folder, name: "a.jsonl")
        lines[3] = "{\"seq\":2,"
        try Self.write(lines, to: folder.appendingPathComponent("bad.jsonl"))
        let result = try CLI.run(["diff", "bad.jsonl", "a.jsonl"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.jsonl:4:"), "\(result.stderr)")
    }
}

@Suite("diff of byte-identical logs")
struct IdenticalDiffTests {
    @Test("identical valid logs are equal; identical truncated or miscounted logs are still errors")
    func identical() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("a.jsonl")
        #expect(try CLI.run(["run", "scenarios/flow-basic.json", "-o", log.path]).status == 0)
        #expect(try CLI.run(["diff", "a.jsonl", "a.jsonl"], in: folder).stdout == "logs are equal\n")
        var lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // Cut: no end line.
        try lines.dropLast(2).joined(separator: "\n").appending("\n").write(to: folder.appendingPathComponent("cut.jsonl"), atomically: true, encoding: .utf8)
        let cut = try CLI.run(["diff", "cut.jsonl", "cut.jsonl"], in: folder)
        #expect(cut.status == 2 && cut.stderr.contains("truncated log"), "\(cut.stderr)")
        // One event line removed: the end line's count no longer matches.
        lines.remove(at: 3)
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("short.jsonl"), atomically: true, encoding: .utf8)
        let short = try CLI.run(["diff", "short.jsonl", "short.jsonl"], in: folder)
        #expect(short.status == 2 && short.stderr.contains("$.events"), "\(short.stderr)")
    }
}
