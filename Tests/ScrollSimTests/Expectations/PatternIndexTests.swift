import LogFixtures
import ScrollSim
import Testing

/// The checker's cost: the ordered chain tries one pattern per event,
/// counted and forbidden patterns are tried only on events of the type
/// they name. The work is counted (`tallyAttempts`), never timed.
@Suite("ExpectationChecker: patterns indexed by type, the ordered chain in O(patterns + events)")
struct PatternIndexTests {
    /// `count` didScroll events at offsets y 0, 1, 2, …
    static func scrolls(_ count: Int) -> [Event] {
        (0..<count).map { Event(seq: $0, tick: $0, time: Double($0) / 60, payload: .didScroll(offset: Point(x: 0, y: Double($0)))) }
    }

    static func scrollPattern(y: Int) -> FieldValue {
        .object([("type", "didScroll"), ("offset", .object([("y", .double(Double(y)))]))])
    }

    @Test("100,000 ordered patterns that all match: no tally attempt, no failure")
    func longOrderedChain() {
        let count = 100_000
        let events = Self.scrolls(count)
        var checker = ExpectationChecker(expect: (0..<count).map { Self.scrollPattern(y: $0) }, forbid: [])
        events.forEach { checker.observe($0) }
        #expect(checker.failures.isEmpty)
        // Past `maximumTalliedOrderedPatterns` ordered patterns nothing is
        // tallied: the chain alone tries one pattern per event. Before, every
        // event was tried against every pattern: 10^10 attempts.
        #expect(checker.tallyAttempts == 0)
    }

    @Test("an unmet pattern of a long chain says its matches were not counted")
    func longOrderedChainUnmet() {
        let count = ExpectationChecker.maximumTalliedOrderedPatterns + 1
        // Pattern `count - 1` asks for an offset no event has.
        var expect = (0..<count - 1).map { Self.scrollPattern(y: $0) }
        expect.append(Self.scrollPattern(y: 1_000_000))
        var checker = ExpectationChecker(expect: expect, forbid: [])
        Self.scrolls(count).forEach { checker.observe($0) }
        let failure = checker.failures.first
        #expect(failure?.kind == .unmet(index: count - 1, searchedFromSeq: count - 1))
        #expect(failure?.matchesCounted == false)
    }

    @Test("counted and forbidden patterns are tried only on events of their type (and untyped ones on all)")
    func indexedByType() {
        let events = Self.scrolls(1000)
        // 500 counted willDisplay patterns and 400 forbidden stickyEnter
        // patterns: no didScroll event can match them, so none is tried.
        // Two untyped patterns are tried on each of the 1,000 events: 2,000.
        let expect: [FieldValue] = (0..<500).map { item in
            .object([("type", "willDisplay"), ("element", .object([("item", .int(item))])), ("count", .int(0))])
        } + [.object([("offset", .object([("y", .double(5))])), ("count", .int(1))])]
        let forbid: [FieldValue] = (0..<400).map { section in
            .object([("type", "stickyEnter"), ("element", .object([("section", .int(section))]))])
        } + [.object([("offset", .object([("y", .double(-1))]))])]
        var checker = ExpectationChecker(expect: expect, forbid: forbid)
        events.forEach { checker.observe($0) }
        #expect(checker.failures.isEmpty)
        #expect(checker.tallyAttempts == 2 * 1000)
    }

    /// The checker before the index, kept as the oracle: every pattern
    /// tried on every event, in pattern order.
    @Test("the same verdicts as trying every pattern on every event, on random inputs")
    func agreesWithUnindexedChecking() {
        var random = SplitMix64(seed: 0x35)
        let events = SampleLog.events
        let types = ["didScroll", "willBeginDragging", "step", "didEndDecelerating", "visible", "willDisplay", "stickyEnter"]
        func pattern(counted: Bool) -> FieldValue {
            var pairs: [(String, FieldValue)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: pairs = [("type", .string(types.randomElement(using: &random)!))]
            case 1: pairs = [("type", "didScroll"), ("offset", SampleLog.offset(y: [10, 20, 100, 7].randomElement(using: &random)!))]
            case 2: pairs = [("offset", SampleLog.offset(y: [10, 20, 100].randomElement(using: &random)!))]
            default: pairs = []
            }
            if counted { pairs.append(("count", .int(Int.random(in: 0...3, using: &random)))) }
            return .object(pairs)
        }
        var failuresSeen = 0
        for _ in 0..<400 {
            let expect = (0..<Int.random(in: 0...5, using: &random)).map { _ in pattern(counted: Bool.random(using: &random)) }
            let forbid = (0..<Int.random(in: 0...3, using: &random)).map { _ in pattern(counted: false) }
            var checker = ExpectationChecker(expect: expect, forbid: forbid)
            events.forEach { checker.observe($0) }
            let oracle = UnindexedOracle.verdicts(expect: expect, forbid: forbid, events: events)
            let found = checker.failures.map { Verdict(kind: $0.kind, event: $0.event?.seq, matchCount: $0.matchCount, seqs: $0.matchSeqs) }
            #expect(found == oracle, "expect \(expect) forbid \(forbid)")
            failuresSeen += oracle.count
        }
        #expect(failuresSeen > 100, "the random patterns both fail and pass")
    }
}

/// What a failure says, compared between the checker and the oracle.
private struct Verdict: Equatable, CustomStringConvertible {
    var kind: ExpectationFailure.Kind
    var event: Int?
    var matchCount: Int
    var seqs: [Int]
    var description: String { "\(kind) event \(event.map(String.init) ?? "-") matches \(matchCount) \(seqs)" }
}

/// Every pattern against every event: the ordered chain, counts and
/// forbids written out plainly (no `during` in these patterns).
private enum UnindexedOracle {
    static func verdicts(expect: [FieldValue], forbid: [FieldValue], events: [Event]) -> [Verdict] {
        func fields(_ value: FieldValue) -> FieldValue {
            guard case .object(let pairs) = value else { return value }
            return .object(pairs.filter { $0.0 != "count" })
        }
        func matching(_ pattern: FieldValue) -> [Event] { events.filter { fields(pattern).matches($0.fields) } }
        let ordered = expect.indices.filter { expect[$0]["count"] == nil }
        var next = 0, lastSeq: Int?
        for event in events where next < ordered.count && fields(expect[ordered[next]]).matches(event.fields) {
            next += 1
            lastSeq = event.seq
        }
        var result: [Verdict] = []
        for (index, pattern) in expect.enumerated() {
            let matches = matching(pattern)
            if case .int(let wanted)? = pattern["count"] {
                guard matches.count != wanted else { continue }
                // The excess event is the match one past the count.
                let excess = matches.count > wanted ? matches[wanted].seq : nil
                result.append(Verdict(kind: .unmet(index: index, searchedFromSeq: 0), event: excess,
                                      matchCount: matches.count, seqs: Array(matches.prefix(10).map(\.seq))))
            } else if next < ordered.count && ordered[next] == index {
                result.append(Verdict(kind: .unmet(index: index, searchedFromSeq: lastSeq.map { $0 + 1 } ?? 0), event: nil,
                                      matchCount: matches.count, seqs: Array(matches.prefix(10).map(\.seq))))
            }
        }
        for (index, pattern) in forbid.enumerated() {
            let matches = matching(pattern)
            guard let first = matches.first else { continue }
            result.append(Verdict(kind: .forbidden(index: index), event: first.seq, matchCount: matches.count,
                                  seqs: Array(matches.prefix(10).map(\.seq))))
        }
        return result
    }
}
