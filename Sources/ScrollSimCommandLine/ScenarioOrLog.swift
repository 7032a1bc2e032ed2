import ArgumentParser
import ScrollSim
import ScrollSimJSON

/// The input of `render`, `view` and `export`: a log, read as it is, or a
/// scenario, run in memory first (no log written).
///
/// Which one a path is, and how a scenario is read, are decided here once;
/// each command switches over the two cases, so an input of a third kind
/// would be a case every command must handle.
enum ScenarioOrLog {
    /// A log at `path`, opened by the command that reads it.
    case log(path: String)
    /// The scenario decoded from `path`.
    case scenario(Scenario, path: String)

    /// The input at `path`: a log when it ends in `.jsonl` (not opened
    /// yet), otherwise the scenario decoded from it.
    ///
    /// - Throws: `InputError` for a scenario that cannot be read or decoded.
    init(path: String) throws(InputError) {
        if Self.isLog(path) {
            self = .log(path: path)
        } else {
            self = .scenario(try ScenarioDecoder.decode(contentsOf: path), path: path)
        }
    }

    /// Whether `path` names a log (`.jsonl`) rather than a scenario,
    /// without reading it: for usage checks made before the input is read.
    static func isLog(_ path: String) -> Bool {
        path.hasSuffix(".jsonl")
    }

    /// The help of a command's input argument.
    static var argumentHelp: ArgumentHelp {
        "A log (.jsonl) or a scenario (.json)."
    }
}
