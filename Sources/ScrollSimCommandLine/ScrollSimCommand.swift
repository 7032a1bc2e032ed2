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
    public static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Run scroll scenarios against collection-view layouts, headlessly, and write the delegate event log.",
        version: "0.1.0",
        subcommands: [Run.self, Validate.self, Layout.self, Inspect.self, Diff.self, Render.self, Bench.self]
    )

    public init() {}

    /// Runs the command line with `layouts` available to every scenario.
    /// Exit codes of the command reference in `README.md`: 0 success, 1 an
    /// expectation failed or logs differ, 2 bad input of any kind
    /// (command-line usage included).
    public static func main(layouts: LayoutRegistry) -> Never {
        LayoutRegistry.$current.withValue(layouts) { main() }
        Self.exit()
    }

    /// Runs the command line with the built-in layouts only.
    public static func main() {
        TemporaryFiles.removeOnInterrupt()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as InputError {
            printError(error.description)
            Self.exit(withError: ExitCode(2))
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError(fullMessage(for: error))
                Self.exit(withError: ExitCode(2))
            }
            Self.exit(withError: error)
        }
    }
}
