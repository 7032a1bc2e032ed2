#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
            subcommands: [Run.self, Validate.self, Explore.self, Layout.self, Inspect.self, Diff.self, Render.self, View.self, Export.self]
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
