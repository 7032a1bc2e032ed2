import Foundation
import Testing

@Suite("scrollsim run: --shard, --out-dir, progress, summary and expectation reports")
struct ShardCommandTests {
    /// Five small scenarios named a…e, written in a scrambled order.
    static func makeScenarios(in folder: URL) throws -> [String] {
        let names = ["d", "b", "e", "a", "c"]
        for name in names {
            try """
            {"name": "\(name)", "viewport": {"width": 100, "height": 100},
             "layout": {"type": "flow"}, "sections": [{"items": {"count": 4, "size": {"width": 100, "height": 100}}}],
             "steps": [{"scrollTo": {"y": 50}}]}
            """.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        return names.map { "\($0).json" }
    }

    static func logs(in folder: URL) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jsonl") })
    }

    @Test("shards 1/3…3/3 are disjoint and together run every scenario, by sorted position")
    func shardsPartitionTheSuite() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.makeScenarios(in: folder)
        var all: [String] = []
        // Sorted a b c d e: shard 1 takes positions 0 and 3, shard 2 1 and 4, shard 3 2.
        let expected: [Set<String>] = [["a.jsonl", "d.jsonl"], ["b.jsonl", "e.jsonl"], ["c.jsonl"]]
        for i in 1...3 {
            let out = folder.appendingPathComponent("out\(i)")
            let result = try CLI.run(["run"] + files + ["--shard", "\(i)/3", "--out-dir", out.lastPathComponent], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let produced = Self.logs(in: out)
            #expect(produced == expected[i - 1])
            all += produced
            let count = expected[i - 1].count
            let noun = count == 1 ? "scenario" : "scenarios"
            #expect(result.stdout.hasSuffix("shard \(i)/3 of 5: \(count) \(noun): \(count) passed, 0 failed\n"), "\(result.stdout)")
        }
        #expect(all.count == 5)
        #expect(Set(all).count == 5)
    }

    @Test("without --shard: a summary line, and no progress bar when standard error is piped")
    func summaryAndNoProgressWhenPiped() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.makeScenarios(in: folder)
        let result = try CLI.run(["run"] + files + ["--out-dir", "logs/deep"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("5 scenarios: 5 passed, 0 failed\n"))
        #expect(!result.stderr.contains("\r"))
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(Self.logs(in: folder.appendingPathComponent("logs/deep")).count == 5)
    }

    @Test("on a terminal, a progress bar is drawn on standard error",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressOnTerminal() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.makeScenarios(in: folder)
        // script(1) runs the command on a pseudo-terminal and copies it to its standard output.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", ([CLI.binary.path, "run", "--jobs", "1"] + files + ["--out-dir", "out"]).joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Without --shard, and one job, scenarios run in the order given
        // (d b e a c): the second bar shows b.json just finished, 2 of 5 done,
        // 2 × 24 / 5 = 9 cells filled.
        #expect(text.contains("\r\u{1B}[2K[#########---------------] 2/5  b.json"), "\(text.debugDescription)")
        #expect(text.contains("5 scenarios: 5 passed, 0 failed"))
    }

    @Test("a bad --shard exits 2", arguments: ["0/3", "4/3", "x", "1/0"])
    func badShard(shard: String) throws {
        let result = try CLI.run(["run", "scenarios/flow-basic.json", "--shard", shard])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--shard expects i/n"))
    }

    @Test("an unmet expectation reports the previous match, the events searched and the nearest miss")
    func expectationReport() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Items 100 tall in a 100-tall viewport: scrolling to y 50 shows items 0 and 1,
        // and forbids nothing that happens; y 61 is never reached.
        try #"""
        {"name": "miss", "viewport": {"width": 100, "height": 100},
         "layout": {"type": "flow"}, "sections": [{"items": {"count": 4, "size": {"width": 100, "height": 100}}}],
         "steps": [{"scrollTo": {"y": 50}}, {"scrollTo": {"y": 60}}],
         "expect": [{"type": "step", "index": 1}, {"type": "didScroll", "offset": {"y": 61}}],
         "forbid": [{"type": "didScroll", "offset": {"y": 50}}]}
        """#.write(to: folder.appendingPathComponent("miss.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "miss.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 scenario: 0 passed, 1 failed\n"))
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"miss.json: error at $.expect[1]: expected event never occurred: {"type":"didScroll","offset":{"y":61}}"#), "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("  $.expect[0] matched at seq ") && $0.contains("searched the 1 events after it") })
        #expect(lines.contains("  nearest didScroll events searched:"), "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("    seq ") && $0.hasSuffix("offset.y expected 61, found 60") })
        #expect(lines.contains { $0.hasPrefix("miss.json: error at $.forbid[0]: forbidden event occurred at seq ") })
        #expect(lines.contains { $0.hasPrefix("  > ") && $0.contains(#""type":"didScroll","offset":{"x":0,"y":50}"#) })
    }
}
