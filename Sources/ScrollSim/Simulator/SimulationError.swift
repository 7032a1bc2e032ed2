/// Something the simulation cannot do as asked: a missing item or
/// section, a capability the layout lacks, a batch update whose counts do
/// not add up, a `settle` that does not come to rest in time; or, from
/// `Simulator.events(for:)`, a scenario's `expect` or `forbid` that failed.
public struct SimulationError: Error, Hashable, Sendable {
    /// What was running when the error happened.
    public enum Origin: Hashable, Sendable {
        /// A scenario step (0-based index).
        case step(Int)
        /// Action `action` of scenario reaction `reaction` (0-based).
        case reaction(Int, action: Int)
        /// A direct call on `Simulator` from Swift.
        case call
        /// The scenario's `expect[index]` pattern, unmet at the end of a run.
        case expect(Int)
        /// The scenario's `forbid[index]` pattern, matched during a run.
        case forbid(Int)
    }

    /// What was running when the error happened.
    public var origin: Origin
    /// The path inside the step or action (`"settle.maxSeconds"`), or empty.
    public var field: String
    /// What went wrong, in a sentence a user can act on.
    public var message: String

    /// Creates a simulation error.
    public init(origin: Origin, field: String = "", message: String) {
        self.origin = origin
        self.field = field
        self.message = message
    }

    /// Creates a simulation error located in a scenario step.
    public init(stepIndex: Int, field: String = "", message: String) {
        self.init(origin: .step(stepIndex), field: field, message: message)
    }

    /// The 0-based index of the step that failed, if a step did.
    public var stepIndex: Int? {
        if case .step(let index) = origin { return index }
        return nil
    }

    /// The JSON path of what failed, e.g. `$.steps[3].settle` or
    /// `$.reactions[0].do[1].insertItems`; `$` for a direct call.
    public var path: String {
        let base: String
        switch origin {
        case .step(let index): base = "$.steps[\(index)]"
        case .reaction(let index, let action): base = "$.reactions[\(index)].do[\(action)]"
        case .call: base = "$"
        case .expect(let index): base = "$.expect[\(index)]"
        case .forbid(let index): base = "$.forbid[\(index)]"
        }
        return field.isEmpty ? base : "\(base).\(field)"
    }
}

extension SimulationError: CustomStringConvertible {
    public var description: String {
        if case .call = origin { return "error: \(field.isEmpty ? "" : "\(field): ")\(message)" }
        return "error at \(path): \(message)"
    }
}
