/// Checks a scenario's `expect` and `forbid` patterns against an event
/// stream, one event at a time, in constant memory.
///
/// * An `expect` pattern without `count` must occur in order: the
///   patterns without `count` match a subsequence of the log, each after
///   the previous one's match and inside its own `during` scope.
/// * An `expect` pattern with `count` must match that many events in its
///   scope (the whole log without `during`), wherever they are.
/// * A `forbid` pattern must match no event in its scope.
///
/// A pattern matches an event when every field it names is present and
/// matches (`FieldValue.matches(_:)`: equal, or inside a bound).
///
/// - Complexity: per event, O(1) for the ordered chain, plus one match
///   attempt per counted or `forbid` pattern that names the event's type or
///   no type (patterns are indexed by the type they name), plus the same
///   for ordered patterns when there are at most
///   `maximumTalliedOrderedPatterns` of them (their matches out of order,
///   which a failure reports). A scenario may have at most
///   `maximumPatternsPerType` counted and `forbid` patterns that an event
///   of one type can match.
public struct ExpectationChecker: Sendable {
    /// How many events of context a failure keeps.
    public static let contextSize = 5
    /// How many match seqs a failure lists.
    public static let listedMatches = 10
    /// The most counted `expect` and `forbid` patterns that can match an
    /// event of one type (those naming it plus those naming no type): each
    /// is tried on every event of the type. The scenario decoder refuses
    /// more.
    public static let maximumPatternsPerType = 1000
    /// With more ordered `expect` patterns than this, a failure does not
    /// count an unmet ordered pattern's matches out of order
    /// (`ExpectationFailure.matchesCounted` is false): the chain alone
    /// costs O(1) per event, however long.
    public static let maximumTalliedOrderedPatterns = 1000

    /// Patterns that must occur, as written (with `count` and `during`).
    public let expect: [FieldValue]
    /// Patterns that must not occur, as written.
    public let forbid: [FieldValue]

    private let expectPatterns: [ExpectationPattern]
    private let forbidPatterns: [ExpectationPattern]
    /// The indices of `expect` without `count`: the ordered chain.
    private let ordered: [Int]
    /// The patterns tallied on every event, by the event type they name.
    private let typedTallied: [EventKind: [TalliedPattern]]
    /// The patterns tallied on every event that name no type.
    private let untypedTallied: [TalliedPattern]
    /// Whether ordered patterns' matches are tallied (at most
    /// `maximumTalliedOrderedPatterns` of them).
    private let talliesOrdered: Bool
    /// Match attempts made by the tallies so far: the work the index saves
    /// is counted, not timed, by tests.
    package private(set) var tallyAttempts = 0

    /// A pattern tallied on every event of its type.
    private enum TalliedPattern: Sendable {
        case expect(Int)
        case forbid(Int)
    }

    private var steps = StepTracker()
    /// The last event seen: how far the run got, for scopes it never reached.
    private var lastEvent: Event?
    /// Set by `finish()`: the stream is over, so a scope not reached by now
    /// never will be.
    private var finished = false
    /// Whether the first event was seen (the search ranges are set up then).
    private var started = false
    /// The position in `ordered` of the next pattern to match.
    private var nextOrdered = 0
    /// The `seq` of the event the last ordered pattern matched, if any.
    private var lastMatchSeq: Int?
    /// The event that matched the last ordered pattern.
    private var lastMatch: Event?
    /// The events after the last ordered match, up to `contextSize`.
    private var afterLastMatch: [Event] = []
    /// Events seen since the last ordered match.
    private var searched = 0
    /// The most recent events, up to `contextSize`.
    private var recent: [Event] = []
    /// Per `expect` pattern: its matches in scope and what a report needs.
    private var expectTallies: [Tally]
    /// Per `forbid` pattern.
    private var forbidTallies: [Tally]

    /// What is known about one pattern's matches so far.
    private struct Tally: Sendable {
        var count = 0
        var seqs: [Int] = []
        /// The first match beyond what is allowed (for `forbid`, the first
        /// match), with the events up to it.
        var excess: Event?
        var excessContext: [Event] = []
        /// The nearest non-matching event of the pattern's type in scope
        /// (for the ordered chain: since the previous match).
        var nearMiss: Event?
        var nearness: (mismatches: Int, distance: Double) = (.max, .infinity)
        /// The nearest misses, nearest first (at most `nearestShown`).
        var nearest: [(event: Event, nearness: (mismatches: Int, distance: Double))] = []
    }

    /// How many nearest misses a failure lists.
    public static let nearestShown = 3
    /// How many `step` events a failure lists.
    public static let stepsShown = 20
    /// The `step` events since the last ordered match (what an unmet ordered
    /// pattern was searched through).
    private var stepsSinceMatch: [Event] = []
    /// For the next ordered pattern: each number field it names (a path such
    /// as `offset.y`), the range of values that field had in the events
    /// searched (of any type), and the types that had it.
    private var fieldRanges: [(path: [String], low: Double, high: Double, types: [String])] = []

    /// Creates a checker for patterns as a scenario writes them; a pattern
    /// whose `count` or `during` is malformed (the scenario decoder refuses
    /// those) is matched as plain fields.
    public init(expect: [FieldValue], forbid: [FieldValue]) {
        self.expect = expect
        self.forbid = forbid
        func read(_ value: FieldValue) -> ExpectationPattern {
            (try? ExpectationPattern(parsing: value)) ?? ExpectationPattern(fields: value)
        }
        let expectPatterns = expect.map(read)
        self.expectPatterns = expectPatterns
        forbidPatterns = forbid.map(read)
        let ordered = expectPatterns.indices.filter { expectPatterns[$0].count == nil }
        self.ordered = ordered
        expectTallies = Array(repeating: Tally(), count: expect.count)
        forbidTallies = Array(repeating: Tally(), count: forbid.count)
        talliesOrdered = ordered.count <= Self.maximumTalliedOrderedPatterns
        // In pattern order within each list, as the unindexed loops went:
        // `expect` first, then `forbid`.
        var typed: [EventKind: [TalliedPattern]] = [:], untyped: [TalliedPattern] = []
        func index(_ entry: TalliedPattern, _ pattern: ExpectationPattern) {
            guard let type = pattern.eventType else {
                untyped.append(entry)
                return
            }
            // A type no event has matches nothing.
            if let kind = EventKind(rawValue: type) { typed[kind, default: []].append(entry) }
        }
        for (position, pattern) in expectPatterns.enumerated() where pattern.count != nil || talliesOrdered {
            index(.expect(position), pattern)
        }
        for (position, pattern) in forbidPatterns.enumerated() { index(.forbid(position), pattern) }
        typedTallied = typed
        untypedTallied = untyped
    }

    /// Where the patterns exceed `maximumPatternsPerType`: the index in
    /// `expect` (`isForbid` false) or `forbid` of the first pattern past
    /// the limit for some event type, or `nil` within it.
    public static func patternBudgetProblem(
        expect: [ExpectationPattern], forbid: [ExpectationPattern]
    ) -> (isForbid: Bool, index: Int, type: String?)? {
        var untyped = 0
        var typed: [String: Int] = [:]
        var mostTyped = 0
        let entries = expect.enumerated().filter { $0.element.count != nil }.map { (false, $0.offset, $0.element) }
            + forbid.enumerated().map { (true, $0.offset, $0.element) }
        for (isForbid, index, pattern) in entries {
            if let type = pattern.eventType {
                typed[type, default: 0] += 1
                mostTyped = max(mostTyped, typed[type]!)
            } else {
                untyped += 1
            }
            if untyped + mostTyped > maximumPatternsPerType { return (isForbid, index, pattern.eventType) }
        }
        return nil
    }

    /// Looks at the next event of the stream.
    ///
    /// Without patterns this does nothing: there is nothing to report, so
    /// no context is kept.
    public mutating func observe(_ event: Event) {
        if expect.isEmpty && forbid.isEmpty { return }
        steps.observe(event)
        lastEvent = event
        if recent.count == Self.contextSize { recent.removeFirst() }
        recent.append(event)
        if afterLastMatch.count < Self.contextSize { afterLastMatch.append(event) }
        searched += 1

        if !started {
            started = true
            startSearch()
        }
        if case .step = event.payload, stepsSinceMatch.count < Self.stepsShown { stepsSinceMatch.append(event) }
        recordRanges(of: event)
        // The ordered chain: only the next pattern can match.
        if nextOrdered < ordered.count {
            let index = ordered[nextOrdered]
            let pattern = expectPatterns[index]
            if inScope(pattern, event) {
                if pattern.matches(event) {
                    nextOrdered += 1
                    lastMatchSeq = event.seq
                    lastMatch = event
                    afterLastMatch = []
                    searched = 0
                    startSearch()
                } else {
                    consider(event, asNearMissOf: pattern, in: &expectTallies[index])
                }
            }
        }
        // Counts: the matches in scope of every pattern that can match an
        // event of this type.
        if let typed = typedTallied[event.kind] {
            for entry in typed { tally(entry, event) }
        }
        for entry in untypedTallied { tally(entry, event) }
    }

    private mutating func tally(_ entry: TalliedPattern, _ event: Event) {
        tallyAttempts += 1
        switch entry {
        case .expect(let index):
            let pattern = expectPatterns[index]
            guard inScope(pattern, event) else { return }
            if pattern.matches(event) {
                var tally = expectTallies[index]
                tally.count += 1
                if tally.seqs.count < Self.listedMatches { tally.seqs.append(event.seq) }
                if let most = pattern.count?.atMost, tally.count == most + 1 {
                    tally.excess = event
                    tally.excessContext = recent
                }
                expectTallies[index] = tally
            } else if pattern.count != nil {
                consider(event, asNearMissOf: pattern, in: &expectTallies[index])
            }
        case .forbid(let index):
            let pattern = forbidPatterns[index]
            guard inScope(pattern, event), pattern.matches(event) else { return }
            forbidTallies[index].count += 1
            if forbidTallies[index].seqs.count < Self.listedMatches { forbidTallies[index].seqs.append(event.seq) }
            if forbidTallies[index].excess == nil {
                forbidTallies[index].excess = event
                forbidTallies[index].excessContext = recent
            }
        }
    }

    /// Tells the checker that the stream is over: from now on `failures`
    /// also lists every pattern whose `during` scope the run never reached
    /// (a step it did not take, a tick or time window after its end), which
    /// would otherwise pass unseen (a `forbid`, a `count` of 0).
    public mutating func finish() {
        finished = true
    }

    /// Why `pattern`'s scope was never reached, once the stream is over.
    private func unreached(_ pattern: ExpectationPattern) -> String? {
        guard finished, let scope = pattern.during else { return nil }
        let ended: String
        if let lastEvent {
            let step = steps.step.map { "after step \($0)" } ?? "before any step"
            ended = "the run ended \(step), on tick \(lastEvent.tick) (\(NumberText.exact(lastEvent.time)) s)"
        } else {
            ended = "the run logged no event"
        }
        let reached: Bool
        switch scope {
        case .step(let first), .steps(let first, _): reached = (steps.step ?? -1) >= first
        case .ticks(let first, _): reached = (lastEvent?.tick ?? -1) >= first
        case .time(let start, _): reached = (lastEvent?.time ?? -1) >= start - 1e-9
        }
        return reached ? nil : "its scope (\(scope)) never occurred: \(ended)"
    }

    private func inScope(_ pattern: ExpectationPattern, _ event: Event) -> Bool {
        pattern.during.map { $0.contains(event, step: steps.step) } ?? true
    }

    /// Keeps `event` as the pattern's near miss if it is of the pattern's
    /// type and nearer than the one kept (the earliest wins ties).
    private func consider(_ event: Event, asNearMissOf pattern: ExpectationPattern, in tally: inout Tally) {
        guard let type = pattern.eventType, type == event.type else { return }
        let nearness = pattern.nearness(of: event)
        if nearness.mismatches < tally.nearness.mismatches
            || (nearness.mismatches == tally.nearness.mismatches && nearness.distance < tally.nearness.distance)
        {
            tally.nearMiss = event
            tally.nearness = nearness
        }
        let place = tally.nearest.firstIndex { kept in
            nearness.mismatches < kept.nearness.mismatches
                || (nearness.mismatches == kept.nearness.mismatches && nearness.distance < kept.nearness.distance)
        } ?? tally.nearest.count
        if place < Self.nearestShown {
            tally.nearest.insert((event, nearness), at: place)
            if tally.nearest.count > Self.nearestShown { tally.nearest.removeLast() }
        }
    }

    /// The paths to the numbers a pattern's fields name (`offset.y`, a
    /// bound counting as a number).
    static func numberPaths(in value: FieldValue, under path: [String] = []) -> [[String]] {
        if value.number != nil || NumericBound(pattern: value) != nil { return path.isEmpty ? [] : [path] }
        guard case .object(let pairs) = value else { return [] }
        return pairs.flatMap { numberPaths(in: $0.1, under: path + [$0.0]) }
    }

    /// Widens the ranges of the next ordered pattern's number fields with
    /// `event`'s values; only events whose kind has the first key are read.
    private mutating func recordRanges(of event: Event) {
        guard !fieldRanges.isEmpty else { return }
        var fields: FieldValue?
        for index in fieldRanges.indices {
            let path = fieldRanges[index].path
            guard let first = path.first, event.kind.fields.contains(where: { $0.name == first }) else { continue }
            if fields == nil { fields = event.fields }
            var value = fields
            for key in path { value = value?[key] }
            guard let number = value?.number, number.isFinite else { continue }
            fieldRanges[index].low = min(fieldRanges[index].low, number)
            fieldRanges[index].high = max(fieldRanges[index].high, number)
            if !fieldRanges[index].types.contains(event.type) { fieldRanges[index].types.append(event.type) }
        }
    }

    /// Starts the ranges and steps searched for the next ordered pattern.
    private mutating func startSearch() {
        stepsSinceMatch = []
        guard nextOrdered < ordered.count else {
            fieldRanges = []
            return
        }
        let fields = expectPatterns[ordered[nextOrdered]].fields
        fieldRanges = Self.numberPaths(in: fields).map { ($0, .infinity, -.infinity, []) }
    }

    /// What was unmet once the stream is over, in pattern order: the first
    /// ordered `expect` pattern that never matched in order, every `expect`
    /// pattern whose count is off, then every `forbid` pattern that matched.
    public var failures: [ExpectationFailure] {
        var result: [ExpectationFailure] = []
        let unmetOrdered = nextOrdered < ordered.count ? ordered[nextOrdered] : nil
        for (index, pattern) in expectPatterns.enumerated() {
            let tally = expectTallies[index]
            let notReached = unreached(pattern)
            if let wanted = pattern.count {
                guard !wanted.contains(tally.count) || notReached != nil else { continue }
                var failure = ExpectationFailure(
                    kind: .unmet(index: index, searchedFromSeq: 0), pattern: expect[index],
                    event: tally.excess, context: tally.excess == nil ? recent : tally.excessContext)
                failure.expectedCount = wanted
                failure.matchCount = tally.count
                failure.matchSeqs = tally.seqs
                failure.nearMiss = tally.excess == nil ? tally.nearMiss : nil
                failure.scope = pattern.during
                failure.scopeNotReached = notReached
                result.append(failure)
            } else if index == unmetOrdered {
                var failure = ExpectationFailure(
                    kind: .unmet(index: index, searchedFromSeq: lastMatchSeq.map { $0 + 1 } ?? 0),
                    pattern: expect[index], event: nil,
                    context: afterLastMatch.isEmpty ? recent : afterLastMatch)
                failure.previousMatch = lastMatch
                failure.searchedCount = searched
                failure.nearMiss = tally.nearMiss
                failure.nearestMisses = tally.nearest.map(\.event)
                failure.stepsSearched = stepsSinceMatch
                failure.fieldRanges = fieldRanges.filter { $0.low <= $0.high }.map {
                    ExpectationFailure.FieldRange(path: $0.path.joined(separator: "."), low: $0.low, high: $0.high, types: $0.types)
                }
                failure.matchCount = tally.count
                failure.matchSeqs = tally.seqs
                failure.matchesCounted = talliesOrdered
                failure.scope = pattern.during
                failure.scopeNotReached = notReached
                if nextOrdered > 0 { failure.previousIndex = ordered[nextOrdered - 1] }
                result.append(failure)
            }
        }
        for (index, pattern) in forbidPatterns.enumerated() {
            let tally = forbidTallies[index]
            let notReached = unreached(pattern)
            guard tally.count > 0 || notReached != nil else { continue }
            var failure = ExpectationFailure(
                kind: .forbidden(index: index), pattern: forbid[index], event: tally.excess, context: tally.excessContext)
            failure.matchCount = tally.count
            failure.matchSeqs = tally.seqs
            failure.scope = pattern.during
            failure.scopeNotReached = notReached
            result.append(failure)
        }
        return result
    }
}

/// One unmet expectation or forbidden match.
public struct ExpectationFailure: Hashable, Sendable {
    /// Which check failed.
    public enum Kind: Hashable, Sendable {
        /// `expect[index]` did not occur in order at or after
        /// `searchedFromSeq`, or (with `expectedCount`) matched a number of
        /// events outside its count.
        case unmet(index: Int, searchedFromSeq: Int)
        /// `forbid[index]` occurred in its scope.
        case forbidden(index: Int)
    }

    /// Which check failed, and which pattern.
    public var kind: Kind
    /// The pattern that failed, as written.
    public var pattern: FieldValue
    /// For a forbidden pattern, the first event that matched; for a count
    /// exceeded, the first match too many; otherwise nil.
    public var event: Event?
    /// Events around where the pattern was looked for or found: for an
    /// unmet expectation the first events after the previous match (or the
    /// last events of the log when none came after it); for a forbidden
    /// match or a count exceeded the events up to and including `event`.
    public var context: [Event]
    /// For an unmet ordered expectation: the event the previous ordered
    /// pattern matched, if any.
    public var previousMatch: Event?
    /// For an unmet ordered expectation: the index in `expect` of the
    /// previous ordered pattern, which `previousMatch` matched.
    public var previousIndex: Int?
    /// For an unmet ordered expectation: how many events came after the
    /// previous match (all of them were searched).
    public var searchedCount = 0
    /// The nearest event of the type the pattern names that did not match
    /// (fewest differing fields, then the smallest numeric difference;
    /// searched after the previous match for an ordered pattern, in the
    /// scope for a counted one).
    public var nearMiss: Event?
    /// For an unmet ordered expectation: the nearest events of the
    /// pattern's type searched, nearest first (up to
    /// `ExpectationChecker.nearestShown`).
    public var nearestMisses: [Event] = []
    /// For an unmet ordered expectation: the `step` events searched (up to
    /// `ExpectationChecker.stepsShown`), what the run did there.
    public var stepsSearched: [Event] = []
    /// For an unmet ordered expectation: each number field the pattern
    /// names and the range of values it had in the events searched.
    public var fieldRanges: [FieldRange] = []

    /// The values a number field had in the events searched.
    public struct FieldRange: Hashable, Sendable {
        /// The field, as a pattern names it (`offset.y`).
        public var path: String
        /// The least and greatest value seen.
        public var low: Double
        public var high: Double
        /// The event types that had the field.
        public var types: [String]
    }

    /// The count the pattern asked for (`expect` with `count`).
    public var expectedCount: MatchCount?
    /// How many events the pattern matched in its scope (for an ordered
    /// pattern: anywhere in its scope, in order or not).
    public var matchCount = 0
    /// The seqs of the first matches (up to
    /// `ExpectationChecker.listedMatches`).
    public var matchSeqs: [Int] = []
    /// Whether `matchCount` and `matchSeqs` were counted: false for an
    /// ordered pattern of a scenario with more than
    /// `ExpectationChecker.maximumTalliedOrderedPatterns` of them.
    public var matchesCounted = true
    /// The pattern's scope, if it has one.
    public var scope: ExpectationScope?
    /// Set when the run never reached the pattern's scope (a step it did
    /// not take, a window after its end): why, in words. The pattern fails
    /// whatever it matched, as its check could not be made.
    public var scopeNotReached: String?

    /// Creates a failure.
    public init(kind: Kind, pattern: FieldValue, event: Event?, context: [Event]) {
        self.kind = kind
        self.pattern = pattern
        self.event = event
        self.context = context
    }
}

extension SimulationError {
    /// The error an expectation failure becomes when a run must throw.
    init(_ failure: ExpectationFailure) {
        var type: String?
        if case .string(let name)? = failure.pattern["type"] { type = name }
        switch failure.kind {
        case .unmet(let index, let from):
            self.init(origin: .expect(index), reason: .expectationUnmet(type: type, searched: failure.searchedCount, fromSeq: from))
        case .forbidden(let index):
            self.init(origin: .forbid(index), reason: .forbiddenEvent(type: type, seq: failure.event?.seq ?? -1))
        }
    }
}
