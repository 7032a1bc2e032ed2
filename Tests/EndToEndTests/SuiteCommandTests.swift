import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `run` over folders, with `--filter`, `"skip"` and `"expectFailure"`.
@Suite("Suites: folders, --filter, skip and expectFailure")
struct SuiteCommandTests {
    /// 50 rows of 100 pt, a fling and a settle; `extra` adds top-level keys.
    static func scenario(_ name: String, _ extra: String = "") -> String {
        #"{"name": "\#(name)", "viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"}, "#
            + #""sections": [{"items": {"count": 50, "size": {"width": 375, "height": 100}}}], "#
            + #""steps": [{"fling": {"velocity": {"y": 3000}}}, {"settle": {}}]\#(extra)}"#
    }

    /// A fling never ends in a scrolling animation: this expectation fails.
    static let failing = #", "expect": [{"type": "didEndScrollingAnimation"}]"#

    /// a/b/expected.json (fails, as it says), a/b/skipped.json, a/pass.json
    /// (named "smooth"), a/unexpected.json (passes, though it says it
    /// fails), and files that are not scenarios of the suite.
    static func suite() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let files = [
            "a/b/expected.json": scenario("expected", failing + #", "expectFailure": "bug 12: no animation end""#),
            "a/b/skipped.json": scenario("skipped", #", "skip": "waits for the new layout""#),
            "a/pass.json": scenario("smooth"),
            "a/unexpected.json": scenario("unexpected", #", "expectFailure": "bug 13""#),
            "a/.hidden/broken.json": "{",
            "a/notes.txt": "not a scenario",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("a folder runs every *.json below it, sorted; skip and expectFailure are counted and reported")
    func folderRun() throws {
        let folder = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["run", "a", "--out-dir", "out", "--junit", "report.xml", "--jobs", "1"], in: folder)
        // The unexpected pass fails the run.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("4 scenarios: 1 passed, 1 failed, 1 skipped, 1 failed as expected\n"), "\(result.stdout)")
        #expect(result.stdout.contains("skipped a/b/skipped.json: waits for the new layout"), "\(result.stdout)")
        #expect(result.stdout.contains("failed as expected expected:"), "\(result.stdout)")
        #expect(result.stdout.contains("  expectFailure: bug 12: no animation end"), "\(result.stdout)")
        #expect(result.stderr.contains("a/unexpected.json: error at $.expectFailure: every check held"), "\(result.stderr)")
        // The expected failure's own report is not printed as an error.
        #expect(!result.stderr.contains("$.expect[0]"), "\(result.stderr)")
        // Sorted by path: b/ before pass.json before unexpected.json.
        let expectedLine = try #require(result.stdout.range(of: "failed as expected expected")?.lowerBound)
        let smoothLine = try #require(result.stdout.range(of: "ok smooth")?.lowerBound)
        let unexpectedLine = try #require(result.stdout.range(of: "ok unexpected")?.lowerBound)
        #expect(expectedLine < smoothLine && smoothLine < unexpectedLine, "\(result.stdout)")
        let out = folder.appendingPathComponent("out")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("expected.jsonl").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("skipped.jsonl").path))
        #if canImport(FoundationXML) || canImport(Darwin)
        let document = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "1")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(cases == ["expected", "a/b/skipped.json", "smooth", "unexpected"])
        let skipped = try #require(try document.nodes(forXPath: "//testcase/skipped").first as? XMLElement)
        #expect(skipped.attribute(forName: "message")?.stringValue == "waits for the new layout")
        #expect(try document.nodes(forXPath: "//testcase[@name='expected']/failure").isEmpty)
        #expect(try document.nodes(forXPath: "//testcase[@name='unexpected']/failure").count == 1)
        #endif
    }

    @Test("--filter matches a scenario's name or its path, anywhere")
    func filter() throws {
        let folder = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        // "smooth" is only the name of a/pass.json.
        let byName = try CLI.run(["run", "a", "--filter", "smo+th", "--out-dir", "out"], in: folder)
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stdout.hasSuffix("1 scenario: 1 passed, 0 failed\n"), "\(byName.stdout)")
        // "pass\.json" is only in its path.
        let byPath = try CLI.run(["run", "a", "--filter", #"pass\.json$"#, "--out-dir", "out"], in: folder)
        #expect(byPath.status == 0)
        #expect(byPath.stdout.contains("ok smooth"), "\(byPath.stdout)")
        #expect(byPath.stdout.hasSuffix("1 scenario: 1 passed, 0 failed\n"), "\(byPath.stdout)")
        let two = try CLI.run(["run", "a", "--filter", "smooth|skip", "--out-dir", "out"], in: folder)
        #expect(two.stdout.hasSuffix("2 scenarios: 1 passed, 0 failed, 1 skipped\n"), "\(two.stdout)")
        // validate takes folders too: the four scenarios, not the hidden file.
        let validate = try CLI.run(["validate", "a"], in: folder)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }
                == ["a/b/expected.json", "a/b/skipped.json", "a/pass.json", "a/unexpected.json"], "\(validate.stdout)")
        let none = try CLI.run(["run", "a", "--filter", "nothing-matches", "--out-dir", "out"], in: folder)
        #expect(none.status == 0)
        #expect(none.stdout.hasSuffix("0 scenarios: 0 passed, 0 failed\n"), "\(none.stdout)")
    }

    @Test("a bad filter, an empty folder and a blank reason are input errors (exit 2)")
    func badInput() throws {
        let folder = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let regex = try CLI.run(["run", "a", "--filter", "(unclosed"], in: folder)
        #expect(regex.status == 2)
        #expect(regex.stderr.contains("--filter is not a regular expression"), "\(regex.stderr)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try CLI.run(["run", "empty"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("empty: error: no scenario (*.json file) below this folder"), "\(empty.stderr)")
        try Self.scenario("blank", #", "skip": "  ""#).write(to: folder.appendingPathComponent("blank.json"), atomically: true, encoding: .utf8)
        let blank = try CLI.run(["run", "blank.json", "-o", "/dev/null"], in: folder)
        #expect(blank.status == 2)
        #expect(blank.stderr.contains("blank.json: error at $.skip"), "\(blank.stderr)")
        let many = try CLI.run(["run", "a", "-o", "x.jsonl"], in: folder)
        #expect(many.status == 2)
        #expect(many.stderr.contains("-o takes a single scenario"), "\(many.stderr)")
    }

    @Test("--shard splits a folder's scenarios: the shards are disjoint and cover them all")
    func shardedFolder() throws {
        let folder = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen: [String] = []
        for shard in 1...2 {
            let result = try CLI.run(["run", "a", "--shard", "\(shard)/2", "--out-dir", "out\(shard)"], in: folder)
            #expect(result.stdout.contains("shard \(shard)/2 of 4: 2 scenarios"), "\(result.stdout)")
            let markers = ["expected": "failed as expected expected:", "skipped": "skipped a/b/skipped.json:",
                           "smooth": "ok smooth:", "unexpected": "ok unexpected:"]
            seen += markers.filter { result.stdout.contains($0.value) }.map(\.key)
        }
        #expect(Set(seen) == ["expected", "skipped", "smooth", "unexpected"], "\(seen)")
        #expect(seen.count == 4, "\(seen)")
    }
}
