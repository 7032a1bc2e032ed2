import Foundation
import Testing

/// Output targets and write errors (`docs/log-tools.md`, "Outputs"): devices,
/// FIFOs and inputs are never replaced, nothing is left after a kill, every
/// failed write exits 2 with one line.
@Suite("Output targets, write errors, nothing left behind")
struct OutputTargetTests {
    /// Runs a shell command line with `$SCROLLSIM` set to the binary.
    private func shell(_ command: String, in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = ["SCROLLSIM": CLI.binary.path, "PATH": "/usr/bin:/bin"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("-o /dev/null writes into the device and leaves it a device")
    func devNull() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["run", "small.json", "-o", "/dev/null"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("a FIFO is written in place and stays a FIFO; the reader gets the whole log")
    func fifo() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(#"mkfifo pipe && (cat pipe > copy &) && "$SCROLLSIM" run small.json -o pipe && wait; sleep 0.2; test -p pipe && tail -1 copy"#, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let copy = try String(contentsOf: folder.appendingPathComponent("copy"), encoding: .utf8)
        #expect(copy.hasSuffix("}\n") && copy.contains(#""type":"end""#))
    }

    @Test("an output that is the input is refused before anything is written")
    func outputIsInput() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: folder.appendingPathComponent("small.json"))
        let result = try CLI.run(["run", "small.json", "-o", "small.json"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the output is the input"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent("small.json")) == before)
        // The same file under another name (a hard link) is caught by its inode.
        try FileManager.default.linkItem(at: folder.appendingPathComponent("small.json"),
                                         to: folder.appendingPathComponent("alias.json"))
        #expect(try CLI.run(["run", "small.json", "-o", "alias.json"], in: folder).status == 2)
    }

    @Test("a full device exits 2 with one line, for -o - and for any command's output")
    func fullDevice() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [#""$SCROLLSIM" run small.json -o - > /dev/full"#,
                        #""$SCROLLSIM" run small.json -o small.jsonl && "$SCROLLSIM" inspect small.jsonl > /dev/full"#,
                        #""$SCROLLSIM" layout small.json > /dev/full"#] {
            let result = try shell(command, in: folder)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("No space left on device"), "\(command): \(result.stderr)")
        }
    }

    @Test("a closed pipe ends the command quietly with exit 0, for run -o -, inspect and --summary")
    func closedPipe() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Several megabytes of log (every tick's visible set for 20 s), far
        // more than a pipe holds once the reader has gone.
        try #"""
        {"name": "big", "viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}],
         "log": {"visible": "everyTick"}, "steps": [{"wait": 20}]}
        """#.write(to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["run", "big.json"], in: folder).status == 0)
        for command in [#""$SCROLLSIM" run big.json -o -"#, #""$SCROLLSIM" inspect big.jsonl"#,
                        #""$SCROLLSIM" inspect big.jsonl --type visible"#] {
            let result = try shell("(\(command); echo \"status $?\" >&2) | head -c 10 > /dev/null", in: folder)
            #expect(result.stderr == "status 0\n", "\(command): \(result.stderr)")
        }
    }

    @Test("killed with SIGKILL or SIGHUP mid-run, the run leaves nothing behind", arguments: ["KILL", "HUP"])
    func killed(signal: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
        {"name": "long", "viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"},
         "sections": [{"items": {"count": 1000000, "size": {"width": 50, "height": 50}}}],
         "log": {"visible": "everyTick"},
         "steps": [{"scrollTo": {"y": 100000, "animated": true}}, {"wait": 600}]}
        """#.write(to: folder.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
        let result = try shell(#""$SCROLLSIM" run long.json -o long.jsonl & sleep 1; kill -\#(signal) $!; wait $!; echo "status $?" >&2"#, in: folder)
        let expected = signal == "KILL" ? "status 137" : "status 129"
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
    }

    @Test("a file size limit (SIGXFSZ) is a write error, and leaves nothing behind")
    func fileSizeLimit() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1 block of 512 bytes: the log is larger.
        let result = try shell(#"ulimit -f 1; "$SCROLLSIM" run small.json -o small.jsonl"#, in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["small.json"])
    }

    @Test("new files get the user's umask")
    func umaskRespected() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try shell(#"umask 027; "$SCROLLSIM" run small.json -o small.jsonl"#, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("small.jsonl").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
    }

    @Test("two scenarios with the same name in one run are refused")
    func duplicateNames() throws {
        let folder = try CLI.folderWithSmallScenario()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.smallScenario.write(to: folder.appendingPathComponent("copy.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["run", "small.json", "copy.json", "--out-dir", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("same name"), "\(result.stderr)")
    }

    @Test("argument errors are one line and exit 2")
    func argumentErrors() throws {
        let result = try CLI.run(["run", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
