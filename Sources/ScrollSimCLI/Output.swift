#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
        var rest = UnsafeRawBufferPointer(bytes)
        while !rest.isEmpty {
            let written = write(STDERR_FILENO, rest.baseAddress, rest.count)
            if written <= 0 { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }
}

/// Whether standard output is a terminal (for progress bars and colour).
var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
