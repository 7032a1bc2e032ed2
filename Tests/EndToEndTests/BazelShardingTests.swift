import Foundation
import Testing

/// `scrollsim run` as a sharded Bazel `sh_test`: the environment of
/// Bazel's test-sharding protocol and its JUnit location.
@Suite("scrollsim run under Bazel: TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE, XML_OUTPUT_FILE")
struct BazelShardingTests {
    @Test("two shards split a batch, touch the status file and write JUnit to XML_OUTPUT_FILE")
    func twoShards() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = try CLI.scenarioFiles()
        #expect(scenarios.count >= 4)
        var ran: [[String]] = []
        for index in 0..<2 {
            let status = folder.appendingPathComponent("status-\(index)").path
            let xml = folder.appendingPathComponent("junit-\(index).xml").path
            let result = try CLI.run(
                ["run"] + scenarios + ["--out-dir", folder.appendingPathComponent("logs-\(index)").path],
                environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
                              "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("shard \(index + 1)/2 of \(scenarios.count):"), "\(result.stdout)")
            #expect(FileManager.default.fileExists(atPath: status), "the status file is touched")
            let report = try String(contentsOfFile: xml, encoding: .utf8)
            // Each testcase names its scenario file.
            let files = report.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: #"file=""#) else { return nil }
                return String(line[range.upperBound...].prefix { $0 != "\"" })
            }
            ran.append(files)
        }
        // Sorted positions p with p % 2 == shard: disjoint, and together all.
        let sorted = scenarios.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        #expect(ran[0] == sorted.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        #expect(ran[1] == sorted.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(Set(ran[0]).isDisjoint(with: ran[1]) && Set(ran[0] + ran[1]) == Set(scenarios))
    }

    @Test("--shard and --junit given on the command line win over Bazel's variables")
    func flagsWin() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("bazel.xml").path
        let junit = folder.appendingPathComponent("mine.xml").path
        let result = try CLI.run(
            ["run", "scenarios/flow-basic.json", "scenarios/flow-paging.json", "--shard", "1/1", "--junit", junit,
             "--out-dir", folder.path],
            environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "XML_OUTPUT_FILE": xml])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("shard 1/1 of 2: 2 scenarios"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: junit))
        #expect(!FileManager.default.fileExists(atPath: xml))
    }

    @Test("sharding variables that name no shard are bad input", arguments: [
        ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"],
        ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"],
        ["TEST_TOTAL_SHARDS": "two", "TEST_SHARD_INDEX": "0"],
        ["TEST_SHARD_INDEX": "0"],
    ])
    func badVariables(environment: [String: String]) throws {
        let result = try CLI.run(["run", "scenarios/flow-basic.json", "-o", "/dev/null"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("TEST_"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
