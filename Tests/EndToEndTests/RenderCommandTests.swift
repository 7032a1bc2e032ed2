import Foundation
import Testing

@Suite("scrollsim render, end to end")
struct RenderCommandTests {
    @Test("a scenario and its log render to SVG files; the same tick gives the same picture")
    func rendersScenarioAndLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DiffCommandTests.runFlowBasic(into: folder, name: "flow.jsonl")
        let fromScenario = folder.appendingPathComponent("s.svg").path
        let fromLog = folder.appendingPathComponent("l.svg").path
        let a = try CLI.run(["render", "scenarios/flow-basic.json", "--tick", "12", "-o", fromScenario])
        let b = try CLI.run(["render", folder.appendingPathComponent("flow.jsonl").path, "--tick", "12", "-o", fromLog])
        #expect(a.status == 0, "\(a.stderr)")
        #expect(b.status == 0, "\(b.stderr)")
        let svg = try String(contentsOfFile: fromScenario, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("flow-basic — tick 12"))
        #expect(try String(contentsOfFile: fromLog, encoding: .utf8) == svg)
    }

    @Test("a tick after the run exits 2 and writes nothing")
    func badTick() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", CLI.packageRoot.appendingPathComponent("scenarios/flow-basic.json").path,
                                  "--tick", "100000", "-o", "out.svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("tick 100000 is outside the run"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a truncated log exits 2")
    func truncatedLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        try DiffCommandTests.write(Array(lines.dropLast()), to: folder.appendingPathComponent("cut.jsonl"))
        let result = try CLI.run(["render", "cut.jsonl", "-o", "cut.svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("truncated"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cut.svg").path))
    }

    @Test(
        "values no picture can hold exit 2 with one located line and no file",
        arguments: [
            (#""frameRate":60"#, #""frameRate":0"#, "$.frameRate: "),
            (#""frameRate":60"#, #""frameRate":5000"#, "$.frameRate: frameRate 5000 is outside 1…1000"),
            (#""time":0.016666666666666666"#, #""time":1e308"#, "$.time: time 1e+308 s is outside"),
        ]
    )
    func badValues(original: String, replacement: String, message: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = try DiffCommandTests.flowBasicLog(in: folder, replacingFirst: original, with: replacement)
        let result = try CLI.run(["render", "bad.jsonl", "-o", "out.svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.jsonl:\(line): error at \(message)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test("a golden log written from Swift, whose header has no viewport, renders")
    func minimalHeader() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("golden.svg").path
        let result = try CLI.run(["render", "Tests/ScrollSimTestingTests/Snapshots/sample-drag.jsonl", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasSuffix("</svg>\n"))
    }
}

