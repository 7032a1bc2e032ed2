@preconcurrency internal import ScrollSimPlatform
import ArgumentParser
import ScrollSimJSON

/// The `scrollsim` command, as a library: a team's own executable calls
/// `ScrollSimCommand.main(layouts:)` with its layouts registered, and gets
/// every subcommand with those layouts available to scenarios
/// (`docs/layouts.md`, "Your own layouts in scenarios and the CLI").
///
/// ```swift
/// import ScrollSimCommandLine
///
/// var layouts = LayoutRegistry()
/// layouts.register("carousel") { CarouselLayout() }
/// ScrollSimCommand.main(layouts: layouts)
/// ```
public struct ScrollSimCommand: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "scrollsim",
            abstract: "Run scroll scenarios against collection-view layouts, headlessly, and write the delegate event log.",
            version: "0.1.0",
            subcommands: [Run.self, Validate.self, Explore.self, Layout.self, Inspect.self, Diff.self, Render.self, View.self, Export.self, Port.self]
                + additionalSubcommands
        )
    }

    /// Subcommands an executable adds after the library's own (the stock
    /// `scrollsim` adds `bench`).
    @TaskLocal private static var additionalSubcommands: [any ParsableCommand.Type] = []

    public init() {}

    /// Runs the command line with `layouts` available to every scenario.
    /// Exit codes of the command reference in `README.md`: 0 success, 1 an
    /// expectation failed or logs differ, 2 bad input of any kind
    /// (command-line usage included).
    public static func main(layouts: LayoutRegistry) -> Never {
        LayoutRegistry.$current.withValue(layouts) { main() }
        Self.exit()
    }

    /// Runs the command line with `layouts` available to every scenario and
    /// `subcommands` listed after the library's own.
    ///
    /// - Parameters:
    ///   - layouts: the layouts scenarios may name, beside the built-in ones.
    ///   - subcommands: commands of the executable's own, such as a team's
    ///     project-specific checks.
    public static func main(layouts: LayoutRegistry = LayoutRegistry(), subcommands: [any ParsableCommand.Type]) -> Never {
        $additionalSubcommands.withValue(subcommands) {
            LayoutRegistry.$current.withValue(layouts) { main() }
        }
        Self.exit()
    }

    /// Runs the command line with the built-in layouts only.
    public static func main() {
        TemporaryFiles.removeOnInterrupt()
        do {
            var command = try parseAsRoot()
            try command.run()
            try finishStandardOutput()
        } catch let error as InputError {
            if error.file == "standard output" && standardOutputReaderIsGone() { quietExit() }
            printError(OneLine.text(error.description))
            Self.exit(withError: ExitCode(2))
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // One line, as every other error: the message, then where help is.
                let message = OneLine.text(message(for: error))
                printError("scrollsim: error: \(message) (see scrollsim --help)")
                Self.exit(withError: ExitCode(2))
            }
            if code != .success, let standardOutputFailure = standardOutputError() {
                if standardOutputReaderIsGone() { quietExit() }
                printError(standardOutputFailure.description)
                Self.exit(withError: ExitCode(2))
            }
            Self.exit(withError: error)
        }
    }
}

/// A write to standard output that failed (a full device, a closed pipe)
/// is an error of the command: exit 2 with one line, never exit 0.
func finishStandardOutput() throws(InputError) {
    if let error = standardOutputError() { throw error }
}

private func standardOutputError() -> InputError? {
    let flushed = fflush(stdout) == 0
    let code = errno
    guard !flushed || ferror(stdout) != 0 else { return nil }
    return InputError(file: "standard output", message: "cannot write: \(String(cString: strerror(flushed ? EIO : code)))")
}

/// Whether standard output is a pipe whose reading end is closed
/// (`scrollsim inspect LOG | head -1` once `head` has its line): Linux
/// reports that as `POLLERR` on the writing end.
func standardOutputReaderIsGone() -> Bool {
    var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
}

/// Ends the command when whoever read its standard output has stopped
/// reading: that reader took what it wanted, so this is a success (exit 0,
/// no message), which keeps `set -o pipefail` scripts working; other write
/// errors stay errors (exit 2).
func quietExit() -> Never {
    // What is still buffered for standard output has nowhere to go.
    _exit(0)
}
