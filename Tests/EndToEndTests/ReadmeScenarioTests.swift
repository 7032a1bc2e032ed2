import Foundation
import Testing

@Suite("README")
struct ReadmeScenarioTests {
    @Test("the scenario shown in README.md runs and meets its expectations")
    func readmeScenarioRuns() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## A scenario"))
        let open = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try String(readme[open.upperBound..<close.lowerBound])
            .write(to: folder.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "feed.json", "--out-dir", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("feed.jsonl").path))
    }
}
