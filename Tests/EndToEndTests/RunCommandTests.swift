import Foundation
import Testing

@Suite("scrollsim run and validate, end to end")
struct RunCommandTests {
    @Test("every scenario in scenarios/ validates")
    func everyScenarioValidates() throws {
        let files = try CLI.scenarioFiles()
        #expect(!files.isEmpty)
        for file in files {
            let result = try CLI.run(["validate", file])
            #expect(result.status == 0, "\(file): \(result.stderr)")
        }
    }

    @Test("every scenario in scenarios/ runs, meets its expectations and writes a complete log")
    func everyScenarioRuns() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in try CLI.scenarioFiles() {
            let result = try CLI.run(["run", file, "--out-dir", folder.path])
            #expect(result.status == 0, "\(file): \(result.stderr)")
        }
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        #expect(logs.count == (try CLI.scenarioFiles()).count)
        for log in logs {
            let text = try String(contentsOf: folder.appendingPathComponent(log), encoding: .utf8)
            let lines = text.split(separator: "\n")
            #expect(lines.first?.hasPrefix(#"{"type":"header","schema":"scrollsim-log/1""#) == true, "\(log)")
            #expect(lines.last?.hasPrefix(#"{"type":"end""#) == true, "\(log)")
            // seq runs 0, 1, 2… on every event line.
            for (index, line) in lines.dropFirst().dropLast().enumerated() {
                #expect(line.hasPrefix(#"{"seq":\#(index),"#), "\(log) line \(index + 2)")
            }
        }
    }

    @Test("the same scenario gives a byte-identical log every run")
    func logsAreByteIdentical() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.jsonl").path, b = folder.appendingPathComponent("b.jsonl").path
        #expect(try CLI.run(["run", "scenarios/flow-basic.json", "-o", a]).status == 0)
        #expect(try CLI.run(["run", "scenarios/flow-basic.json", "-o", b]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test("-o - writes the log to standard output and the summary to standard error")
    func logToStandardOutput() throws {
        let result = try CLI.run(["run", "scenarios/flow-basic.json", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"type":"header""#))
        #expect(result.stderr.contains("ok flow-basic"))
    }

    @Test("an unmet expectation exits 1 and names the pattern; the log is still written")
    func unmetExpectation() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("never.json")
        try #"""
        {"name": "never", "viewport": {"width": 100, "height": 100},
         "layout": {"type": "flow"}, "sections": [{"items": {"count": 4, "size": {"width": 100, "height": 100}}}],
         "steps": [{"scrollTo": {"y": 50}}],
         "expect": [{"type": "didScroll", "offset": {"y": 50}}, {"type": "didEndScrollingAnimation"}]}
        """#.write(to: scenario, atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", scenario.path, "--out-dir", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("$.expect[1]"))
        #expect(result.stderr.contains("didEndScrollingAnimation"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("never.jsonl").path))
    }

    @Test(
        "bad scenarios exit 2 with the location, and leave no log",
        arguments: [
            (#"{"name": "x", "viewport": {"width": 100, "height": 100},, }"#, "x.json:1:"),
            (#"{"name": "x", "viewport": {"width": 100, "height": 100}, "layout": {"type": "flow"}, "sections": [], "stpes": []}"#,
             "error at $.stpes: unknown key \"stpes\"; did you mean \"steps\"?"),
            (#"{"name": "x", "viewport": {"width": 100, "height": 100}, "layout": {"type": "flow"}, "sections": [], "steps": [{"scrollTo": {"y": "far"}}]}"#,
             "error at $.steps[0].scrollTo.y: expected a number"),
            (#"{"name": "x", "viewport": {"width": 0, "height": 100}, "layout": {"type": "flow"}, "sections": []}"#,
             "error at $.viewport.width: 0 is out of range"),
            ("", "x.json:1:1: error: empty input"),
        ]
    )
    func badScenario(text: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("x.json")
        try text.write(to: scenario, atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "x.json", "--out-dir", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["x.json"])
    }

    @Test("a missing scenario file exits 2 naming the file")
    func missingFile() throws {
        let result = try CLI.run(["validate", "no/such/file.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no/such/file.json: error: cannot open"))
    }
}
