/// When a state assertion is checked: `"after": {"step": N}`,
/// `{"tick": T}` or `"end"`.
public enum StateMoment: Hashable, Sendable {
    /// When step `index` (0-based) has ended, before the next one starts:
    /// a drag after lift-off, an animated scroll once it stopped, a
    /// `settle` at rest.
    case step(Int)
    /// At the end of tick `tick`: after its pass and the changes and timers
    /// applied on it, before the next tick moves anything.
    case tick(Int)
    /// When the run has ended, after the last step.
    case end

    /// The keys of an `"after"` object: the whole declaration of them
    /// (`"end"` is the one string form, `StateMoment.endName`).
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// `{"step": N}`.
        case step
        /// `{"tick": T}`.
        case tick
    }

    /// The string form of `.end`.
    public static let endName = "end"

    /// The moment an `"after"` value writes.
    ///
    /// - Throws: `PatternError` with the place inside the value.
    public init(parsing value: FieldValue) throws(PatternError) {
        let form = "\"after\" is {\"step\": N}, {\"tick\": T} or \"end\""
        if case .string(let text) = value {
            guard text == Self.endName else { throw PatternError(place: "", message: form) }
            self = .end
            return
        }
        guard case .object(let pairs) = value, pairs.count == 1, let (key, inner) = pairs.first else {
            throw PatternError(place: "", message: form)
        }
        let integer: Int
        switch inner {
        case .int(let i) where i >= 0: integer = i
        case .double(let d) where d >= 0 && d == d.rounded() && d < 1e15: integer = Int(d)
        default: throw PatternError(place: ".\(key)", message: "expected an integer of at least 0")
        }
        guard let name = Key(rawValue: key) else {
            var message = "unknown moment \"\(key)\"; \(form)"
            if let near = Spelling.nearest(to: key, among: Key.allCases.map(\.rawValue)) { message += "; did you mean \"\(near)\"?" }
            throw PatternError(place: ".\(key)", message: message)
        }
        switch name {
        case .step: self = .step(integer)
        case .tick: self = .tick(integer)
        }
    }

    /// The value a scenario writes.
    public var value: FieldValue {
        switch self {
        case .step(let index): .object([(Key.step.rawValue, .int(index))])
        case .tick(let tick): .object([(Key.tick.rawValue, .int(tick))])
        case .end: .string(Self.endName)
        }
    }
}

extension StateMoment: CustomStringConvertible {
    /// `after step 2`, `at tick 40`, `at the end`.
    public var description: String {
        switch self {
        case .step(let index): "after step \(index)"
        case .tick(let tick): "at tick \(tick)"
        case .end: "at the end"
        }
    }
}
