internal import ScrollSimPlatform
import ScrollSimJSON

/// Writes a line to standard error, escaped as every human-facing line is
/// (`OneLine.escapedLines`: no control or bidirectional character from an
/// input reaches the terminal).
func printError(_ message: String) {
    // Keep reports in order with what was printed to standard output.
    fflush(nil)
    writeError(OneLine.escapedLines(message) + "\n")
}

/// Prints human-facing text (a report, a table, a summary) to standard
/// output, each line escaped as `printError` escapes it. Machine output
/// (JSON, logs) is printed as it is.
func printHuman(_ text: String) {
    print(OneLine.escapedLines(text))
}

/// Writes text to standard error, unbuffered.
func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
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

/// Whether standard error is a terminal: the progress bar is drawn only then.
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

/// A one-line progress bar on standard error, redrawn in place:
/// `[########------------]  4/10  scenarios/feed.json`.
///
/// Drawn only when enabled (standard error is a terminal); otherwise every
/// call does nothing, so piped output stays clean.
struct ProgressBar {
    let total: Int
    let isEnabled: Bool
    private var isShown = false
    static let width = 24

    init(total: Int, isEnabled: Bool) {
        self.total = total
        self.isEnabled = isEnabled
    }

    /// Shows `done` of `total` finished, `current` running.
    mutating func draw(done: Int, current: String) {
        guard isEnabled, total > 0 else { return }
        let filled = done * Self.width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let counter = "\(done)/\(total)"
        // Carriage return and erase-line redraw in place.
        writeError("\r\u{1B}[2K[\(bar)] \(counter)  \(OneLine.escaped(current))")
        isShown = true
    }

    /// Erases the bar so that a report line can be printed.
    mutating func clear() {
        guard isShown else { return }
        writeError("\r\u{1B}[2K")
        isShown = false
    }
}

/// Creating the `--out-dir` folder, like `mkdir -p`.
enum OutputFolder {
    static func create(_ path: String) throws(InputError) {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/\(component)"
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw InputError(file: path, message: "cannot create the output folder: \(String(cString: strerror(errno)))")
            }
        }
    }
}
