import Foundation
import Testing

/// `scrollsim explore` as a user runs it: exit codes, the file it writes,
/// and that `scrollsim run` reproduces it.
@Suite struct ExploreCommandTests {
    /// A 3000-row feed whose forbidden event is 2,500 rows down.
    static let deepFeed = """
        {"name": "deep", "viewport": {"width": 375, "height": 667},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
         "sections": [{"items": {"count": 3000, "size": {"width": 375, "height": 100}}}],
         "forbid": [{"type": "willDisplay", "element": {"item": 2500}}]}
        """

    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aDeepForbidIsFoundShrunkAndReproducedByRun() throws {
        let folder = try CLI.temporaryFolder()
        let scenario = try Self.write(Self.deepFeed, "deep.json", in: folder)
        let result = try CLI.run(["explore", scenario, "--seed", "3", "-o", "found.json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("seed 3: forbid[0]"))
        #expect(result.stdout.contains("wrote found.json"))
        #expect(result.stdout.contains("coverage:"))
        let found = try String(contentsOf: folder.appendingPathComponent("found.json"), encoding: .utf8)
        let steps = found.components(separatedBy: "\n").drop { !$0.hasPrefix("  \"steps\"") }.dropFirst()
            .prefix { !$0.hasPrefix("  ]") }
        #expect((1...3).contains(steps.count), "\(found)")
        let run = try CLI.run(["run", "found.json", "-o", "/dev/null"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("forbidden event occurred"))
    }

    @Test func theSameSeedWritesAByteIdenticalFileWhateverTheJobs() throws {
        let folder = try CLI.temporaryFolder()
        let scenario = try Self.write(Self.deepFeed, "deep.json", in: folder)
        let one = try CLI.run(["explore", scenario, "--seed", "9", "--jobs", "1", "-o", "one.json"], in: folder)
        let two = try CLI.run(["explore", scenario, "--seed", "9", "--jobs", "2", "-o", "two.json"], in: folder)
        #expect(one.status == 1 && two.status == 1)
        let first = try Data(contentsOf: folder.appendingPathComponent("one.json"))
        let second = try Data(contentsOf: folder.appendingPathComponent("two.json"))
        #expect(first == second)
    }

    @Test func nothingToFindExitsZeroAndWritesNoFile() throws {
        let folder = try CLI.temporaryFolder()
        let scenario = try Self.write(Self.deepFeed.replacingOccurrences(of: "\"count\": 3000", with: "\"count\": 300"),
                                      "short.json", in: folder)
        let result = try CLI.run(["explore", scenario, "--runs", "40"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("nothing found in 40 runs"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["short.json"])
    }

    @Test func aMisspeltPatternExitsTwoAndWritesNoFile() throws {
        let folder = try CLI.temporaryFolder()
        let scenario = try Self.write(Self.deepFeed.replacingOccurrences(of: "\"willDisplay\"", with: "\"willDisplai\""),
                                      "typo.json", in: folder)
        let result = try CLI.run(["explore", scenario], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean \"willDisplay\"?"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["typo.json"])
    }

    /// Options out of range are refused before anything runs: `1e16`
    /// seconds overflowed the deadline's Int64 milliseconds (1e19 > 9.2e18)
    /// and trapped; `--max-steps 0` explored nothing and said "nothing
    /// found".
    @Test(arguments: [
        ["--time-limit", "1e16"], ["--time-limit", "1e300"], ["--time-limit", "0"], ["--max-steps", "0"],
        ["--max-steps", "10001"], ["--runs", "0"], ["--jobs", "0"], ["--runs", "99999999999999999999"], ["--seed", "-1"],
    ])
    func outOfRangeOptionsAreRefused(_ option: [String]) throws {
        let folder = try CLI.temporaryFolder()
        let scenario = try Self.write(Self.deepFeed, "deep.json", in: folder)
        let result = try CLI.run(["explore", scenario] + option, in: folder)
        #expect(result.status == 2, "\(option): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(option): one line: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["deep.json"])
    }

    /// When the scenario's own first step cannot run, no run gets past it:
    /// that is the scenario's error (what `run` says, exit 2), not "nothing
    /// found", exit 0.
    @Test func aScenarioStepThatCannotRunExitsTwoWithItsError() throws {
        let folder = try CLI.temporaryFolder()
        // A 5000 pt/s fling is still moving 0.1 s later: only running finds
        // that (`validate` accepts the file).
        let text = Self.deepFeed.replacingOccurrences(
            of: #""forbid":"#,
            with: #""steps": [{"fling": {"velocity": {"y": 5000}}}, {"settle": {"maxSeconds": 0.1}}], "forbid":"#)
        let scenario = try Self.write(text, "bad-step.json", in: folder)
        let result = try CLI.run(["explore", scenario, "--runs", "16"], in: folder)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("error at $.steps[1].settle.maxSeconds: still moving"), "\(result.stderr)")
        let run = try CLI.run(["run", scenario, "-o", "/dev/null"], in: folder)
        #expect(run.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad-step.json"])
    }

    /// The counts of `  steps tried: drag 8, fling 9, …`.
    static func stepsTried(_ output: String) -> [String: Int] {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("  steps tried: ") }) else { return [:] }
        var counts: [String: Int] = [:]
        for entry in line.dropFirst("  steps tried: ".count).split(separator: ",") {
            let parts = entry.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0]), default: 0] += count }
        }
        return counts
    }

    @Test func shardsSplitTheWavesAndTogetherSearchWhatOneProcessDoes() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try Self.write(Self.deepFeed.replacingOccurrences(of: "\"count\": 3000", with: "\"count\": 300"),
                                      "short.json", in: folder)
        let whole = try CLI.run(["explore", scenario, "--runs", "40"], in: folder)
        #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
        // 40 runs are waves 0…4 of eight: shard 1/2 takes waves 0, 2, 4
        // (24 runs), shard 2/2 waves 1 and 3 (16 runs).
        let first = try CLI.run(["explore", scenario, "--runs", "40", "--shard", "1/2"], in: folder)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("seed 1, shard 1/2: nothing found in 24 runs"), "\(first.stdout)")
        // Bazel's variables (0-based index) pick shard 2/2 and ask to be told.
        let status = folder.appendingPathComponent("shard-status").path
        let second = try CLI.run(["explore", scenario, "--runs", "40"], in: folder, environment: [
            "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status,
        ])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("seed 1, shard 2/2: nothing found in 16 runs"), "\(second.stdout)")
        #expect(FileManager.default.fileExists(atPath: status))
        // The same runs: the steps tried add up to the whole search's.
        let merged = Self.stepsTried(first.stdout).merging(Self.stepsTried(second.stdout), uniquingKeysWith: +)
        #expect(!merged.isEmpty)
        #expect(merged == Self.stepsTried(whole.stdout), "\(first.stdout)\(second.stdout)\(whole.stdout)")
        let bad = try CLI.run(["explore", scenario, "--shard", "3/2"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--shard expects i/n"), "\(bad.stderr)")
    }
}

