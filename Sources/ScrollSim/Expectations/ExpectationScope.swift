/// The part of a log a pattern is checked in: `"during": {"step": K}`,
/// `{"steps": [A, B]}`, `{"ticks": [A, B]}` or `{"time": [A, B]}`.
///
/// Ranges are inclusive. A step runs from its `step` event (included) to
/// the next `step` event (excluded), so the events of the initial layout,
/// before the first step, are in no step. Times are the log's `time`
/// field (`tick / frameRate`).
public enum ExpectationScope: Hashable, Sendable {
    /// The events of step `index` (0-based).
    case step(Int)
    /// The events of steps `first` through `last`.
    case steps(Int, Int)
    /// The events of ticks `first` through `last`.
    case ticks(Int, Int)
    /// The events at times `start` through `end`, seconds.
    case time(Double, Double)

    /// The keys of a `"during"` object, one per scope: the whole
    /// declaration of them.
    public enum Form: String, CaseIterable, Hashable, Sendable {
        /// `{"step": K}`.
        case step
        /// `{"steps": [A, B]}`.
        case steps
        /// `{"ticks": [A, B]}`.
        case ticks
        /// `{"time": [A, B]}`, seconds.
        case time
    }

    /// The key the scope is written with.
    public var form: Form {
        switch self {
        case .step: .step
        case .steps: .steps
        case .ticks: .ticks
        case .time: .time
        }
    }

    /// Whether `event` is in the scope, `step` being the index of the
    /// step it happened in (`nil` before the first step).
    public func contains(_ event: Event, step: Int?) -> Bool {
        switch self {
        case .step(let index): step == index
        case .steps(let first, let last): step.map { (first...last).contains($0) } ?? false
        case .ticks(let first, let last): (first...last).contains(event.tick)
        case .time(let start, let end): event.time >= start && event.time <= end
        }
    }

    /// The scope a pattern's `"during"` value writes.
    ///
    /// - Throws: `PatternError` with the place inside the value.
    public init(parsing value: FieldValue) throws(PatternError) {
        let forms = Form.allCases.map(\.rawValue)
        guard case .object(let pairs) = value, pairs.count == 1, let (key, inner) = pairs.first else {
            throw PatternError(place: ".during", message: "a scope is one of {\"step\": K}, {\"steps\": [A, B]}, {\"ticks\": [A, B]}, {\"time\": [A, B]}")
        }
        func integer(_ value: FieldValue, at place: String) throws(PatternError) -> Int {
            switch value {
            case .int(let i) where i >= 0: return i
            case .double(let d) where d >= 0 && d == d.rounded() && d < 1e15: return Int(d)
            default: throw PatternError(place: place, message: "expected an integer of at least 0")
            }
        }
        func pair(_ value: FieldValue) throws(PatternError) -> (FieldValue, FieldValue) {
            guard case .array(let bounds) = value, bounds.count == 2 else {
                throw PatternError(place: ".during.\(key)", message: "expected [first, last], two values")
            }
            return (bounds[0], bounds[1])
        }
        guard let form = Form(rawValue: key) else {
            var message = "unknown scope \"\(key)\"; expected one of \(forms.map { "\"\($0)\"" }.joined(separator: ", "))"
            if let near = Spelling.nearest(to: key, among: forms) { message += "; did you mean \"\(near)\"?" }
            throw PatternError(place: ".during.\(key)", message: message)
        }
        switch form {
        case .step:
            self = .step(try integer(inner, at: ".during.step"))
        case .steps, .ticks:
            let (a, b) = try pair(inner)
            let first = try integer(a, at: ".during.\(key)[0]"), last = try integer(b, at: ".during.\(key)[1]")
            guard first <= last else { throw PatternError(place: ".during.\(key)", message: "the first (\(first)) is after the last (\(last))") }
            self = form == .steps ? .steps(first, last) : .ticks(first, last)
        case .time:
            let (a, b) = try pair(inner)
            guard let start = a.number, start.isFinite, start >= 0 else {
                throw PatternError(place: ".during.time[0]", message: "expected a number of seconds, at least 0")
            }
            guard let end = b.number, end.isFinite, end >= 0 else {
                throw PatternError(place: ".during.time[1]", message: "expected a number of seconds, at least 0")
            }
            guard start <= end else { throw PatternError(place: ".during.time", message: "the start is after the end") }
            self = .time(start, end)
        }
    }

    /// The value a scenario writes.
    public var value: FieldValue {
        let argument: FieldValue = switch self {
        case .step(let index): .int(index)
        case .steps(let a, let b), .ticks(let a, let b): .array([.int(a), .int(b)])
        case .time(let a, let b): .array([.double(a), .double(b)])
        }
        return .object([(form.rawValue, argument)])
    }
}

extension ExpectationScope: CustomStringConvertible {
    /// `during step 2`, `during steps 1–3`, `during ticks 10–20`,
    /// `during 0.5–1 s`.
    public var description: String {
        switch self {
        case .step(let index): "during step \(index)"
        case .steps(let a, let b): "during steps \(a)–\(b)"
        case .ticks(let a, let b): "during ticks \(a)–\(b)"
        case .time(let a, let b): "during \(NumberText.exact(a))–\(NumberText.exact(b)) s"
        }
    }
}

/// Follows which step a stream of events is in, for scopes.
package struct StepTracker: Sendable {
    /// The index of the step the last event observed belongs to; `nil`
    /// before the first `step` event.
    public private(set) var step: Int?

    /// A tracker before any event.
    public init() {}

    /// Takes the next event into account; call before testing scopes.
    public mutating func observe(_ event: Event) {
        if case .step(let index, _) = event.payload { step = index }
    }
}
