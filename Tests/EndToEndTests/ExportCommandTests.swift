import Foundation
import Testing

@Suite("scrollsim export, end to end")
struct ExportCommandTests {
    @Test("a scenario and its log export to the same trace, for a scenario with a content inset too",
          arguments: ["scenarios/flow-basic.json", "scenarios/flex-sticky-inset.json"])
    func scenarioAndLogAgree(scenario: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("run.jsonl").path
        #expect(try CLI.run(["run", scenario, "-o", log]).status == 0)
        let fromScenario = folder.appendingPathComponent("s.json").path
        let fromLog = folder.appendingPathComponent("l.json").path
        let a = try CLI.run(["export", scenario, "--format", "chrome-trace", "-o", fromScenario])
        let b = try CLI.run(["export", log, "--format", "chrome-trace", "-o", fromLog])
        #expect(a.status == 0 && a.stderr.isEmpty, "\(a.stderr)")
        #expect(b.status == 0 && b.stderr.isEmpty, "\(b.stderr)")
        let trace = try String(contentsOfFile: fromScenario, encoding: .utf8)
        #expect(trace.hasPrefix(#"{"traceEvents":["#))
        #expect(trace.hasSuffix("}\n"))
        #expect(try String(contentsOfFile: fromLog, encoding: .utf8) == trace)
    }

    @Test("-o - writes the trace to standard output")
    func standardOutput() throws {
        let result = try CLI.run(["export", "scenarios/flow-basic.json", "--format", "chrome-trace", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"traceEvents":["#))
    }

    @Test(
        "values no trace can hold exit 2 with one located line and no file",
        arguments: [
            (#""frameRate":60"#, #""frameRate":0"#, "$.frameRate: "),
            (#""time":0.016666666666666666"#, #""time":1e308"#, "$.time: time 1e+308 s is outside what a trace can hold"),
            (#""time":0.016666666666666666"#, #""time":-1"#, "$.time: time -1 s is outside what a trace can hold"),
        ]
    )
    func badValues(original: String, replacement: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = try DiffCommandTests.flowBasicLog(in: folder, replacingFirst: original, with: replacement)
        let result = try CLI.run(["export", "bad.jsonl", "--format", "chrome-trace", "-o", "out.json"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.jsonl:\(line): error at \(message)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }

    @Test("a truncated log, an unknown format and an output that is the input exit 2 and write nothing")
    func badInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        try DiffCommandTests.write(Array(lines.dropLast()), to: folder.appendingPathComponent("cut.jsonl"))
        let truncated = try CLI.run(["export", "cut.jsonl", "--format", "chrome-trace", "-o", "out.json"], in: folder)
        #expect(truncated.status == 2)
        #expect(truncated.stderr.contains("truncated"))
        let format = try CLI.run(["export", "a.jsonl", "--format", "perfetto-proto", "-o", "out.json"], in: folder)
        #expect(format.status == 2)
        #expect(format.stderr.split(separator: "\n").count == 1)
        let same = try CLI.run(["export", "a.jsonl", "--format", "chrome-trace", "-o", "a.jsonl"], in: folder)
        #expect(same.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
        #expect(try String(contentsOfFile: folder.appendingPathComponent("a.jsonl").path, encoding: .utf8).hasPrefix(#"{"type":"header""#))
    }
}
