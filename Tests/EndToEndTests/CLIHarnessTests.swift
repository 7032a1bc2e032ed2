import Foundation
import Testing

/// The harness the end-to-end tests run children with.
@Suite("End to end: the harness")
struct CLIHarnessTests {
    @Test("a child that fills its stderr pipe before writing stdout is read to the end, not deadlocked",
          .timeLimit(.minutes(1)))
    func stderrFirst() throws {
        // 2,000,000 bytes on stderr (a pipe holds 64 KiB) before one line on
        // stdout: read stdout first and alone, the child blocks on stderr
        // and stdout never ends.
        let result = try CLI.run(executable: URL(fileURLWithPath: "/bin/sh"),
                                 ["-c", "head -c 2000000 /dev/zero | tr '\\0' e >&2; echo done"])
        #expect(result.status == 0)
        #expect(result.stdout == "done\n")
        #expect(result.stderr.utf8.count == 2_000_000)
        #expect(result.stderr.utf8.allSatisfy { $0 == UInt8(ascii: "e") })
    }
}
