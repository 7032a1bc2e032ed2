import Foundation
import Testing

/// Runs the built `scrollsim` binary, as a user would.
enum CLI {
    /// The package's root folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `scrollsim` binary built beside the test bundle.
    static let binary: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On macOS the tests live inside an .xctest bundle.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
            || folder.lastPathComponent == "Contents"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("scrollsim")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `scrollsim` with `arguments` in `directory` (default: the package
    /// root), with `environment` added to this process's environment.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(executable: binary, arguments, in: directory, environment: environment)
    }

    /// Runs `executable` with `arguments` and collects what it writes.
    static func run(executable: URL, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let (outData, errData) = readToEnd(out, err)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Reads both pipes to their end at the same time, before the child is
    /// waited for: read one after the other, a child that fills the second
    /// pipe (64 KiB) while the first is still open blocks for ever, and so
    /// does the test.
    static func readToEnd(_ out: Pipe, _ err: Pipe) -> (stdout: Data, stderr: Data) {
        let errors = ReadBuffer()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        return (output, errors.data)
    }

    /// What the stderr thread read; handed over through the semaphore.
    private final class ReadBuffer: @unchecked Sendable {
        var data = Data()
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A small scenario: 100 rows of a flow layout and one animated scroll.
    static let smallScenario = #"""
        {"name": "small", "viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}],
         "steps": [{"scrollTo": {"y": 2000, "animated": true}}]}
        """#

    /// A new temporary folder holding `smallScenario` as `small.json`.
    static func folderWithSmallScenario() throws -> URL {
        let folder = try temporaryFolder()
        try smallScenario.write(to: folder.appendingPathComponent("small.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Every scenario file under `scenarios/`, relative to the package root.
    static func scenarioFiles() throws -> [String] {
        let root = packageRoot.appendingPathComponent("scenarios")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
            .map { "scenarios/\($0)" }
    }
}
