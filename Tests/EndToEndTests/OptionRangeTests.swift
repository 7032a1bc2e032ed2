import Foundation
import Testing

/// Numeric options at the edge of their type: refused with one line and
/// exit 2, or honoured, never a trap (`--max-events 9223372036854775807`
/// overflowed `maximumEvents + 1`).
@Suite("Numeric options at their limits")
struct OptionRangeTests {
    static let largest = String(Int.max)

    @Test(arguments: ["--max-events", "--max-ticks", "--max-log-bytes", "--max-layout-elements", "--jobs"])
    func runBudgetsAtIntMaxAreNoBudget(_ option: String) throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["run", "small.json", "-o", "/dev/null", option, Self.largest], in: folder)
        #expect(result.status == 0, "\(option): \(result.stderr)")
    }

    @Test(arguments: [
        ["run", "small.json", "--max-events", "9223372036854775808"],
        ["run", "small.json", "--max-ticks", "0"],
        ["inspect", "small.json", "--at", "-1"],
        ["layout", "small.json", "--rect", "0,0,1e999,1"],
        ["layout", "small.json", "--after-step", Self.largest],
        ["render", "small.json", "--tick", Self.largest, "-o", "x.svg"],
    ])
    func outOfRangeIsOneLineExitTwo(_ arguments: [String]) throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(arguments, in: folder)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["small.json"])
    }
}
