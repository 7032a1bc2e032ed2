import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `run` with many scenarios: side by side, past bad ones, with a JUnit report.
@Suite("Batches: --jobs, keep going, --junit")
struct BatchRunTests {
    private func folder() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let base = #""viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"}, "sections": [{"items": {"count": 50, "size": {"width": 375, "height": 100}}}], "steps": [{"fling": {"velocity": {"y": 3000}}}, {"settle": {}}]"#
        try #"{"name": "good", \#(base)}"#.write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try #"{"name": "fails", \#(base), "expect": [{"type": "didEndScrollingAnimation"}]}"#
            .write(to: folder.appendingPathComponent("fails.json"), atomically: true, encoding: .utf8)
        try #"{"name": "bad", "viewport": {"width": 375}}"#.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a bad scenario does not stop the others; exit 2; every problem reported; the JUnit report lists all three")
    func keepsGoing() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["run", "bad.json", "fails.json", "good.json", "--out-dir", "out", "--junit", "report.xml"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json: error at $.viewport"), "\(result.stderr)")
        #expect(result.stderr.contains("fails.json: error at $.expect[0]"), "\(result.stderr)")
        #expect(result.stdout.contains("3 scenarios: 1 passed, 1 failed, 1 bad"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/good.jsonl").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/fails.jsonl").path))
        #if canImport(FoundationXML) || canImport(Darwin)
        let document = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(cases == ["bad.json", "fails", "good"])
        #expect(try document.nodes(forXPath: "//testcase[@name='fails']/failure").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='bad.json']/error").count == 1)
        #endif
    }

    @Test("--jobs 2 writes byte-identical logs to --jobs 1, reported in the order given")
    func parallelIsDeterministic() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = try CLI.scenarioFiles().map { CLI.packageRoot.appendingPathComponent($0).path }
        let one = try CLI.run(["run"] + scenarios + ["--out-dir", "one", "--jobs", "1"], in: folder)
        let two = try CLI.run(["run"] + scenarios + ["--out-dir", "two", "--jobs", "2"], in: folder)
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout.replacingOccurrences(of: "-> one/", with: "-> two/") == two.stdout)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path) {
            #expect(try Data(contentsOf: folder.appendingPathComponent("one/\(name)"))
                    == Data(contentsOf: folder.appendingPathComponent("two/\(name)")), "\(name)")
        }
    }
}
