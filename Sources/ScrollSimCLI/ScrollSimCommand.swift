import ArgumentParser
import ScrollSimJSON

@main
struct ScrollSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Run scroll scenarios against collection-view layouts, headlessly, and write the delegate event log.",
        version: "0.1.0",
        subcommands: [Run.self, Validate.self, Layout.self, Inspect.self, Diff.self, Render.self, Bench.self]
    )

    /// Exit codes of the command reference in `README.md`: 0 success, 1 an expectation failed or logs
    /// differ, 2 bad input of any kind (command-line usage included).
    static func main() {
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
