import ScrollSim

/// Bad input: a file that cannot be read, JSON that does not parse, or a
/// scenario or log that parses but says something impossible.
///
/// Its description is the one-line message the command-line tool prints:
/// `PATH:LINE:COLUMN: error: …` for syntax errors and
/// `PATH: error at $.steps[3].fling.velocity.y: …` for semantic ones.
public struct InputError: Error, Hashable, Sendable {
    /// Where in the input the problem is.
    public enum Location: Hashable, Sendable {
        /// Nowhere in particular (a missing file, an empty log).
        case none
        /// A line and column, both 1-based; the column counts bytes.
        case lineColumn(line: Int, column: Int)
        /// A JSON path such as `$.steps[3].fling.velocity.y`.
        case path(String)
        /// A line of a JSON Lines file, 1-based, and a path inside it.
        case linePath(line: Int, path: String)
    }

    /// The file the input came from, or `nil` for in-memory input.
    public var file: String?
    /// Where in the input the problem is.
    public var location: Location
    /// What is wrong, in a sentence a user can act on.
    public var message: String

    /// Creates an input error.
    public init(file: String? = nil, location: Location = .none, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// The same error, attributed to `file` unless it already names one
    /// (an output file's error keeps the output's name).
    public func inFile(_ file: String) -> InputError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }
}

extension InputError: CustomStringConvertible {
    public var description: String {
        let file = self.file ?? "<input>"
        switch location {
        case .none:
            return "\(file): error: \(message)"
        case .lineColumn(let line, let column):
            return "\(file):\(line):\(column): error: \(message)"
        case .path(let path):
            return "\(file): error at \(path): \(message)"
        case .linePath(let line, let path):
            return "\(file):\(line): error at \(path): \(message)"
        }
    }
}

extension InputError {
    /// The input error a simulation error becomes: located at the JSON path
    /// of what failed in the scenario, with the command-line option that
    /// raises a budget.
    public init(_ error: SimulationError, file: String? = nil) {
        var message = error.message
        switch error.reason {
        case .budgetReached(.ticks): message += "; raise it with --max-ticks"
        case .budgetReached(.events): message += "; raise it with --max-events"
        case .budgetReached(.logBytes): message += "; raise it with --max-log-bytes"
        case .invalidLayoutAnswer(let violation):
            if case .tooManyElements = violation.problem { message += "; raise it with --max-layout-elements" }
        default: break
        }
        self.init(file: file, location: .path(error.jsonPath), message: message)
    }
}

extension SimulationError {
    /// The JSON path in the scenario of what failed: `$.steps[3].settle.maxSeconds`,
    /// `$.reactions[0].do[1].insertItems.items[2]`, `$.expect[1]`; `$` for
    /// a direct call.
    public var jsonPath: String {
        var path: String
        switch origin {
        case .step(let index): path = "$.steps[\(index)]"
        case .reaction(let index, let action): path = "$.reactions[\(index)].do[\(action)]"
        case .call: return "$"
        case .expect(let index): path = "$.expect[\(index)]"
        case .forbid(let index): path = "$.forbid[\(index)]"
        }
        for step in argument {
            switch step {
            case .name(let name): path = JSONPath.appending(name, to: path)
            case .index(let index): path += "[\(index)]"
            }
        }
        return path
    }
}
