import ScrollSim
import ScrollSimJSON

/// Which events of a log `scrollsim inspect` shows: by type, by section and
/// by time window. Every criterion left empty matches everything.
public struct LogFilter: Hashable, Sendable {
    /// The event types to keep; empty keeps every type.
    public var types: Set<String>
    /// The section to keep: an event matches when its `section` field
    /// (`stickyEnter`, `stickyExit`) or its element's section
    /// (`willDisplay`, `didEndDisplaying`) is this one. Events with neither
    /// (`didScroll`, `step`, `visible`, …) never match a section filter.
    public var section: Int?
    /// The earliest `time` kept, in seconds, inclusive.
    public var from: Double?
    /// The latest `time` kept, in seconds, inclusive.
    public var to: Double?

    /// Creates a filter.
    public init(types: Set<String> = [], section: Int? = nil, from: Double? = nil, to: Double? = nil) {
        self.types = types
        self.section = section
        self.from = from
        self.to = to
    }

    /// Checks that every type is an event type of `docs/log-tools.md` and the window is
    /// not empty.
    ///
    /// - Throws: `InputError` with a "did you mean" suggestion for a
    ///   misspelt type.
    public func validate() throws(InputError) {
        for type in types.sorted() where !EventVocabulary.typeNames.contains(type) {
            var message = "unknown event type \"\(type)\""
            if let suggestion = Spelling.nearest(to: type, among: EventVocabulary.typeNames) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw InputError(file: "--type", message: message)
        }
        if let from, let to, from > to {
            throw InputError(file: "--from", message: "--from \(JSONNumberFormat.text(from)) is after --to \(JSONNumberFormat.text(to))")
        }
    }

    /// Whether the event record `event` passes the filter.
    public func matches(_ event: FieldValue) -> Bool {
        if !types.isEmpty {
            guard case .string(let type)? = event["type"], types.contains(type) else { return false }
        }
        if let section {
            guard Self.section(of: event) == section else { return false }
        }
        if from != nil || to != nil {
            guard let time = event["time"]?.number else { return false }
            if let from, time < from { return false }
            if let to, time > to { return false }
        }
        return true
    }

    /// The section an event is about: its `section` field, or its
    /// element's.
    public static func section(of event: FieldValue) -> Int? {
        if case .int(let section)? = event["section"] { return section }
        if case .int(let section)? = event["element"]?["section"] { return section }
        return nil
    }
}
