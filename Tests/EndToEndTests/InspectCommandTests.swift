import Foundation
import Testing

@Suite("scrollsim inspect, end to end")
struct InspectCommandTests {
    @Test("--type keeps only those events, in order")
    func filterByType() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        // flow-basic has three steps and one animated scrollTo.
        let result = try CLI.run(["inspect", "a.jsonl", "--type", "step", "--type", "didEndScrollingAnimation"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.map { $0.contains(#""type":"step""#) } == [true, false, true, true])
        #expect(lines[0].contains(#""index":0,"action":"scrollTo""#))
        #expect(lines[1].contains(#""type":"didEndScrollingAnimation""#))
    }

    @Test("--summary --json counts what --type finds")
    func summaryJSON() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        let willDisplay = lines.filter { $0.contains(#""type":"willDisplay""#) }.count
        let result = try CLI.run(["inspect", "a.jsonl", "--summary", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""willDisplay":\#(willDisplay)"#))
        #expect(result.stdout.contains(#""step":3"#))
        #expect(result.stdout.hasPrefix(#"{"scenario":"flow-basic","#))
        let table = try CLI.run(["inspect", "a.jsonl", "--summary"], in: folder)
        #expect(table.stdout.contains("events by type"))
    }

    @Test("the summary that counts unneeded lines by type alone equals the one that parses every line", arguments: try CLI.scenarioFiles())
    func summaryFastPathAgrees(scenario: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("a.jsonl").path
        #expect(try CLI.run(["run", scenario, "-o", log]).status == 0)
        // --from 0 keeps every event but turns the fast path off.
        let fast = try CLI.run(["inspect", log, "--summary", "--json"])
        let parsed = try CLI.run(["inspect", log, "--summary", "--json", "--from", "0"])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(!fast.stdout.isEmpty && fast.stdout == parsed.stdout)
    }

    @Test("without filters inspect prints exactly the log's event lines", arguments: try CLI.scenarioFiles())
    func unfilteredIsTheEventLines(scenario: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("a.jsonl")
        #expect(try CLI.run(["run", scenario, "-o", log.path]).status == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        let result = try CLI.run(["inspect", log.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == lines.dropFirst().dropLast().joined(separator: "\n") + "\n")
    }

    @Test("a truncated log exits 2")
    func truncatedLog() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        try DiffCommandTests.write(Array(lines.dropLast()), to: folder.appendingPathComponent("cut.jsonl"))
        let result = try CLI.run(["inspect", "cut.jsonl", "--summary"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("truncated"))
    }

    @Test("--kind, --item, --tick and --step select what a hand count of the log finds")
    func elementTickAndStepFilters() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        let events = lines.dropFirst().dropLast()
        func count(_ arguments: [String]) throws -> [Substring] {
            let result = try CLI.run(["inspect", "a.jsonl"] + arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n")
        }
        let cellZero = events.filter { $0.contains(#""element":{"kind":"cell","section":0,"item":0,"#) }
        #expect(try count(["--kind", "cell", "--item", "0", "--section", "0"]).map { String($0) } == Array(cellZero))
        let tickThree = events.filter { $0.contains(#""tick":3,"#) }
        #expect(try count(["--tick", "3"]).count == tickThree.count)
        // flow-basic's steps: the second runs from its step event to the third's.
        let stepLines = events.enumerated().filter { $0.element.contains(#""type":"step""#) }.map(\.offset)
        let second = try count(["--step", "1"])
        #expect(second.count == stepLines[2] - stepLines[1])
        #expect(second.first?.contains(#""type":"step","index":1"#) == true)
    }

    @Test("--at prints the state at a tick; a tick past the log exits 2")
    func stateAtTick() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        let result = try CLI.run(["inspect", "a.jsonl", "--at", "0", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"tick":0,"time":0,"phase":"idle","step":null,"action":null,"offset":{"x":0,"y":0}"#))
        // At tick 0 the displayed set is the initial willDisplay events.
        let shown = lines.filter { $0.contains(#""tick":0,"#) && $0.contains(#""type":"willDisplay""#) }
        #expect(result.stdout.components(separatedBy: #""kind":"#).count - 1 == shown.count)
        let table = try CLI.run(["inspect", "a.jsonl", "--at", "0"], in: folder)
        #expect(table.stdout.contains("displayed (\(shown.count))"))
        let past = try CLI.run(["inspect", "a.jsonl", "--at", "100000"], in: folder)
        #expect(past.status == 2 && past.stderr.contains("past the log's last tick"), "\(past.stderr)")
    }

    @Test("a misspelt --type exits 2 with a suggestion")
    func misspeltType() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        let result = try CLI.run(["inspect", "a.jsonl", "--type", "didscroll"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean \"didScroll\"?"))
    }
}

@Suite("inspect --type reads only candidate lines, and still checks the rest")
struct InspectPrefilterTests {
    @Test("a seq that does not increase on a skipped line is still an error; the count still must match")
    func skippedLinesAreChecked() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("a.jsonl")
        #expect(try CLI.run(["run", "scenarios/flow-basic.json", "-o", log.path]).status == 0)
        let good = try String(contentsOf: log, encoding: .utf8)
        let all = try CLI.run(["inspect", "a.jsonl", "--type", "didEndScrollingAnimation"], in: folder)
        #expect(all.status == 0 && all.stdout.split(separator: "\n").count == 1)
        // Line 3 (seq 1) rewritten to seq 0, a didDisplay line the prefilter skips.
        var lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] = lines[2].replacingOccurrences(of: #"{"seq":1,"#, with: #"{"seq":0,"#)
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["inspect", "b.jsonl", "--type", "didEndScrollingAnimation"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("b.jsonl:3: error at $.seq"), "\(bad.stderr)")
    }
}
