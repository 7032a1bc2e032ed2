/// A scenario that cannot be simulated as written, found while running it.
public struct SimulationError: Error, Hashable, Sendable {
    /// The 0-based index of the step that failed.
    public var stepIndex: Int
    /// The path inside the step (`"settle.maxSeconds"`), or empty.
    public var field: String
    /// What went wrong, in a sentence a user can act on.
    public var message: String

    /// Creates a simulation error.
    public init(stepIndex: Int, field: String = "", message: String) {
        self.stepIndex = stepIndex
        self.field = field
        self.message = message
    }

    /// The JSON path of the failing step, e.g. `$.steps[3].settle`.
    public var path: String {
        field.isEmpty ? "$.steps[\(stepIndex)]" : "$.steps[\(stepIndex)].\(field)"
    }
}

extension SimulationError: CustomStringConvertible {
    public var description: String { "error at \(path): \(message)" }
}
