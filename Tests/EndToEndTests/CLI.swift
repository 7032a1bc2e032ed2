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
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so that a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
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
