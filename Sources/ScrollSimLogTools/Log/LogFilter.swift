import ScrollSim
import ScrollSimJSON

/// Which events of a log `scrollsim inspect` shows: by type, by section,
/// by element, by time or tick window and by scenario step. Every
/// criterion left empty matches everything; the criteria combine with
/// "and".
///
/// Feed it the log's events in order with `admits(_:)`: the step filter
/// needs to see each `step` event to know which step the events after it
/// belong to.
public struct LogFilter: Hashable, Sendable {
    /// The event types to keep; empty keeps every type.
    public var types: Set<String>
    /// The section to keep: an event matches when its section (`stickyEnter`,
    /// `stickyExit`, the orthogonal sections' `section…` events), its
    /// element's section (`willDisplay`, `didEndDisplaying`), its item's
    /// (`cellRequest`, `cellEnqueue`, `sizeResolved`) or one of its items'
    /// (`prefetch`, `cancelPrefetch`) is this one. Events with none
    /// (`didScroll`, `step`, `visible`, …) never match a section filter.
    public var section: Int?
    /// The element kind to keep (`cell`, `header`, `footer` or a custom
    /// kind): only events about elements match — `willDisplay` and
    /// `didEndDisplaying` by their element, `stickyEnter` and `stickyExit`
    /// as the section's header, the cell events (`cellRequest`,
    /// `cellEnqueue`, `sizeResolved`, and `prefetch`/`cancelPrefetch` when
    /// one of their items matches) as cells.
    public var kind: ElementKind?
    /// The item to keep, as `kind` does (supplementary views are item 0).
    public var item: Int?
    /// The earliest `time` kept, in seconds, inclusive.
    public var from: Double?
    /// The latest `time` kept, in seconds, inclusive.
    public var to: Double?
    /// The ticks kept, inclusive.
    public var ticks: ClosedRange<Int>?
    /// The scenario steps kept (0-based): a step's events run from its
    /// `step` event to the next one. Events before the first step (the
    /// initial layout) belong to no step.
    public var steps: ClosedRange<Int>?

    private var currentStep: Int?

    /// Creates a filter.
    public init(
        types: Set<String> = [], section: Int? = nil, kind: ElementKind? = nil, item: Int? = nil,
        from: Double? = nil, to: Double? = nil, ticks: ClosedRange<Int>? = nil, steps: ClosedRange<Int>? = nil
    ) {
        self.types = types
        self.section = section
        self.kind = kind
        self.item = item
        self.from = from
        self.to = to
        self.ticks = ticks
        self.steps = steps
    }

    /// Checks that every type is an event type of `docs/log-tools.md` and
    /// the windows are not empty.
    ///
    /// - Throws: `InputError` naming the option, with a "did you mean"
    ///   suggestion for a misspelt type.
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

    /// Whether the filter selects events by the element they are about.
    private var filtersElements: Bool { section != nil || kind != nil || item != nil }

    /// The event kinds about one element (`element(of:)`).
    package static let elementEventKinds: Set<EventKind> = [
        .willDisplay, .didEndDisplaying, .stickyEnter, .stickyExit, .cellRequest, .cellEnqueue, .sizeResolved,
    ]

    /// The event kinds about a list of cells (`cells(of:)`): they pass an
    /// element filter when one of their cells does.
    package static let cellListEventKinds: Set<EventKind> = [.prefetch, .cancelPrefetch]

    /// The event kinds about a section but no element (`section(of:)`):
    /// they pass a section filter, and no kind or item filter.
    package static let sectionEventKinds: Set<EventKind> = [
        .sectionDidScroll, .sectionWillBeginDragging, .sectionWillEndDragging, .sectionDidEndDragging,
        .sectionWillBeginDecelerating, .sectionDidEndDecelerating,
    ]

    /// The names of `elementEventKinds`.
    package static let elementEventTypes = Set(elementEventKinds.map(\.rawValue))

    /// The only types a kind or item filter can pass: the names of
    /// `elementEventKinds` and `cellListEventKinds`.
    package static let elementFilterTypes = elementEventTypes.union(cellListEventKinds.map(\.rawValue))

    /// The only types a section filter can pass: `elementFilterTypes` and
    /// the names of `sectionEventKinds`.
    package static let sectionFilterTypes = elementFilterTypes.union(sectionEventKinds.map(\.rawValue))

    /// Byte strings of which a canonical event line that can pass contains
    /// one, for a reader's prefilter (`LogReader.onlyLinesContaining`):
    /// `"section":3` followed by `,` or `}` for a section filter; `nil`
    /// without one. Events about a section carry it that way, as their own
    /// field or their element's.
    package var bytesToRead: [[UInt8]]? {
        guard let section, steps == nil else { return nil }
        return [Array(#""section":\#(section),"#.utf8), Array(#""section":\#(section)}"#.utf8)]
    }

    /// The event types `admits(_:)` must see, for a reader's prefilter
    /// (`LogReader.onlyTypes`): those that can pass, and `step` when steps
    /// are filtered (to know which step runs); `nil` when any type can pass.
    package var typesToRead: Set<String>? {
        var types: Set<String>? = self.types.isEmpty ? nil : self.types
        if filtersElements {
            let possible = kind == nil && item == nil ? Self.sectionFilterTypes : Self.elementFilterTypes
            types = (types ?? possible).intersection(possible)
        }
        if steps != nil { types?.insert(EventKind.step.rawValue) }
        return types
    }

    /// Whether `event`, the next event of the log, passes the filter.
    public mutating func admits(_ event: Event) -> Bool {
        if case .step(let index, _) = event.payload { currentStep = index }
        if let steps {
            guard let currentStep, steps.contains(currentStep) else { return false }
        }
        if let ticks, !ticks.contains(event.tick) { return false }
        if let from, event.time < from { return false }
        if let to, event.time > to { return false }
        if !types.isEmpty, !types.contains(event.type) { return false }
        if filtersElements {
            if let element = Self.element(of: event) { return matches(element) }
            if let cells = Self.cells(of: event) { return cells.contains { matches(.cell($0.item, section: $0.section)) } }
            // An event about a section but no element matches only a
            // section filter.
            guard let eventSection = Self.section(of: event), kind == nil, item == nil else { return false }
            return eventSection == section
        }
        return true
    }

    private func matches(_ element: ElementID) -> Bool {
        if let section, element.section != section { return false }
        if let kind, element.kind != kind { return false }
        if let item, element.item != item { return false }
        return true
    }

    /// The one element an event is about: a displayed element, or the
    /// header a sticky event is about; `nil` for every other event.
    package static func element(of event: Event) -> ElementID? {
        switch event.payload {
        case .willDisplay(let shown), .didEndDisplaying(let shown): shown.element
        case .stickyEnter(let section, _, _), .stickyExit(let section): .supplementary(.header, section: section)
        case .cellRequest(let item, _, _, _), .cellEnqueue(let item, _, _), .sizeResolved(let item, _, _, _, _):
            .cell(item.item, section: item.section)
        default: nil
        }
    }

    /// The cells an event lists (`prefetch`, `cancelPrefetch`); `nil` for
    /// every other event.
    package static func cells(of event: Event) -> [IndexPath]? {
        switch event.payload {
        case .prefetch(let items, _), .cancelPrefetch(let items, _): items
        default: nil
        }
    }

    /// The section an event is about when it is about no element: an
    /// orthogonal section's scroll events; `nil` for every other event.
    package static func section(of event: Event) -> Int? {
        switch event.payload {
        case .sectionDidScroll(let section, _), .sectionWillBeginDragging(let section),
             .sectionWillEndDragging(let section, _, _), .sectionDidEndDragging(let section, _),
             .sectionWillBeginDecelerating(let section), .sectionDidEndDecelerating(let section):
            section
        default: nil
        }
    }
}
