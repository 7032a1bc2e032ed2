import Foundation
import Testing

/// Outputs that would overwrite each other, budgets that must hold to the
/// byte, reports that must not carry raw control characters.
@Suite("No quiet loss: clashing outputs, exact budgets, escaped reports")
struct NoQuietLossTests {
    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("--junit naming the log's file is refused before anything runs", arguments: [
        ["-o", "x.jsonl", "--junit", "x.jsonl"],
        ["-o", "x.jsonl", "--junit", "./x.jsonl"],
        ["--out-dir", ".", "--junit", "small.jsonl"],
        ["--out-dir", "logs", "--junit", "logs/../logs/small.jsonl"],
        ["-o", "-", "--junit", "/dev/stdout"],
    ])
    func junitOntoLog(_ options: [String]) throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        let result = try CLI.run(["run", "small.json"] + options, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--junit names the same file as the log of small.json"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
        #expect(try files(in: folder) == ["logs", "small.json"])
        #expect(try files(in: folder.appendingPathComponent("logs")).isEmpty)
    }

    @Test("an existing log linked under another name is the same file")
    func junitOntoHardLink() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["run", "small.json", "-o", "x.jsonl"], in: folder).status == 0)
        try FileManager.default.linkItem(at: folder.appendingPathComponent("x.jsonl"), to: folder.appendingPathComponent("y.xml"))
        let before = try Data(contentsOf: folder.appendingPathComponent("x.jsonl"))
        let result = try CLI.run(["run", "small.json", "-o", "x.jsonl", "--junit", "y.xml"], in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("x.jsonl")) == before, "the old log is untouched")
    }

    @Test("--max-log-bytes is exact: a log of N bytes passes a cap of N and is refused by N - 1, whatever its size")
    func exactLogBudget() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["run", "small.json", "-o", "full.jsonl"], in: folder).status == 0)
        let size = try Data(contentsOf: folder.appendingPathComponent("full.jsonl")).count
        #expect(size > 1000 && size < 1 << 16, "smaller than one write buffer: the old check never saw it")
        for cap in [1, 1000, size - 1] {
            let result = try CLI.run(["run", "small.json", "-o", "x.jsonl", "--max-log-bytes", "\(cap)"], in: folder)
            #expect(result.status == 2, "cap \(cap)")
            #expect(result.stderr.contains("the log reached its budget of \(cap) bytes; raise it with --max-log-bytes"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(try files(in: folder) == ["full.jsonl", "small.json"], "cap \(cap): nothing left")
        }
        let exact = try CLI.run(["run", "small.json", "-o", "x.jsonl", "--max-log-bytes", "\(size)"], in: folder)
        #expect(exact.status == 0, "\(exact.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("x.jsonl")).count == size)
    }

    @Test("--max-layout-elements refuses an answer past it with one line, exit 2, no log")
    func layoutElementBudget() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Tick 0 shows rows 0…5 (600 pt of 100 pt rows): 6 elements.
        let refused = try CLI.run(["run", "small.json", "-o", "x.jsonl", "--max-layout-elements", "5"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("with 6 elements, more than the budget of 5 elements per answer; raise it with --max-layout-elements"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try files(in: folder) == ["small.json"])
        #expect(try CLI.run(["run", "small.json", "-o", "x.jsonl", "--max-layout-elements", "7"], in: folder).status == 0)
    }

    @Test("expectation reports, summaries and JUnit carry no raw C0, C1, DEL or bidi controls")
    func escapedReports() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // JSON escapes in the file; raw characters once decoded.
        let hostile = #"a\u001b[31m\u0085b\u007f\u202ec\u2066"#
        try #"""
            {"name": "hostile", "viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
             "sections": [{"items": {"count": 10, "size": {"width": 375, "height": 100}}}],
             "expect": [{"type": "willDisplay", "element": {"kind": "\#(hostile)"}}],
             "forbid": [{"type": "willDisplay", "element": {"kind": "cell", "item": 0}}]}
            """#.write(to: folder.appendingPathComponent("hostile.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "hostile.json", "-o", "x.jsonl", "--junit", "report.xml"], in: folder)
        let report = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(result.status == 1, "\(result.stderr)")
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr), ("junit", report)] {
            let raw = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0.value != 0x0A) || (0x7F..<0xA0).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(raw.isEmpty, "\(name) carries \(raw.map { String($0.value, radix: 16) })")
        }
        // json-c escapes C0 itself (\\u001b); the rest is escaped as error lines are.
        #expect(result.stderr.contains(#"a\u001b[31m\u{85}b\u{7F}\u{202E}c\u{2066}"#), "\(result.stderr)")
    }
}
