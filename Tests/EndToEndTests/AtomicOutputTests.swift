import Foundation
import Testing

@Suite("Atomic output and determinism under load")
struct AtomicOutputTests {
    @Test("four runs of the same scenario at once give byte-identical logs")
    func concurrentRunsAreIdentical() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let processes = (0..<4).map { index -> Process in
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["run", "scenarios/flow-basic.json", "-o", folder.appendingPathComponent("\(index).jsonl").path]
            process.currentDirectoryURL = CLI.packageRoot
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let logs = try (0..<4).map { try Data(contentsOf: folder.appendingPathComponent("\($0).jsonl")) }
        #expect(!logs[0].isEmpty)
        #expect(logs.allSatisfy { $0 == logs[0] })
    }

    @Test("an interrupted run (SIGINT) leaves no file, partial or temporary")
    func interruptedRun() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten minutes of simulated time over a million items with every
        // tick logged: far longer than the moment before the interrupt.
        try #"""
        {"name": "long", "viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 1000000, "size": {"width": 50, "height": 50}}}],
         "log": {"visible": "everyTick"},
         "steps": [{"scrollTo": {"y": 100000, "animated": true}}, {"wait": 600}]}
        """#.write(to: folder.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["run", "long.json", "-o", "long.jsonl"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The log is an unnamed file until the run completes (O_TMPFILE), so
        // there is nothing to wait for on disk: interrupt a second in, far
        // before the run (minutes of work) could end.
        usleep(1_000_000)
        #expect(process.isRunning)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "exits 128 + SIGINT")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["long.json"])
    }
}
