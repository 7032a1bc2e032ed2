import LogFixtures
import ScrollSim
import Testing

@Suite("ExpectationChecker (scenario expect/forbid)")
struct ExpectationCheckerTests {
    func check(expect: [FieldValue], forbid: [FieldValue] = []) -> [ExpectationFailure] {
        var checker = ExpectationChecker(expect: expect, forbid: forbid)
        SampleLog.events.forEach { checker.observe($0) }
        return checker.failures
    }

    func type(_ name: String) -> FieldValue { .object([("type", .string(name))]) }

    @Test("met expectations and absent forbidden events give no failure")
    func passes() {
        #expect(check(expect: [type("willBeginDragging"), type("didEndDecelerating")],
                      forbid: [type("stickyEnter")]).isEmpty)
    }

    @Test("an unmet pattern keeps the previous match, the searched count, the context and the near miss")
    func unmet() throws {
        let failures = check(expect: [
            .object([("type", "willEndDragging")]),
            .object([("type", "didScroll"), ("offset", SampleLog.offset(y: 20))]),
        ])
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        // willEndDragging is seq 5; after it come seq 6…9 (4 events).
        #expect(failure.kind == .unmet(index: 1, searchedFromSeq: 6))
        #expect(failure.previousMatch?.seq == 5)
        #expect(failure.searchedCount == 4)
        #expect(failure.context.map(\.seq) == [6, 7, 8, 9])
        // The only didScroll after seq 5 is seq 8 (y 100).
        #expect(failure.nearMiss?.seq == 8)
    }

    @Test("a forbidden pattern that matched is one failure: the count, the first match and the events up to it")
    func forbidden() {
        let failures = check(expect: [], forbid: [type("didScroll")])
        // The didScrolls are seq 3, 4 and 8.
        #expect(failures.map(\.event?.seq) == [3])
        #expect(failures.first?.matchCount == 3)
        #expect(failures.first?.matchSeqs == [3, 4, 8])
        #expect(failures.first?.context.map(\.seq) == [0, 1, 2, 3])
    }

    @Test("patterns that name a type, name none or name a non-string give the failures of matching every event's fields")
    func typeShortcutAgreesWithFullMatching() {
        var generator = SplitMix64(seed: 0xC4EC)
        let events = (0..<6).flatMap { round in
            SampleLog.events.map { event in
                Event(seq: event.seq + round * SampleLog.events.count, tick: event.tick + round * 10,
                      time: event.time, payload: event.payload)
            }
        }
        let types = ["didScroll", "willBeginDragging", "step", "didEndDecelerating", "visible", "willDisplay"]
        func pattern() -> FieldValue {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: .object([("type", .string(types.randomElement(using: &generator)!))])
            case 1: .object([("type", "didScroll"), ("offset", SampleLog.offset(y: [10, 20, 100, 7].randomElement(using: &generator)!))])
            case 2: .object([("offset", SampleLog.offset(y: [10, 20, 100].randomElement(using: &generator)!))])
            case 3: .object([("type", .int(3))])
            case 4: .object([("type", "step"), ("index", .int(0)), ("action", .string(["drag", "wait"].randomElement(using: &generator)!))])
            default: .object([])
            }
        }
        var failuresSeen = 0
        for _ in 0..<300 {
            let expect = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pattern() }
            let forbid = (0..<Int.random(in: 0...2, using: &generator)).map { _ in pattern() }
            var checker = ExpectationChecker(expect: expect, forbid: forbid)
            events.forEach { checker.observe($0) }
            let failures = checker.failures
            let reference = ReferenceChecker.failures(expect: expect, forbid: forbid, events: events)
            failuresSeen += reference.count
            #expect(failures.map(\.kind) == reference.map(\.kind))
            #expect(failures.map(\.event?.seq) == reference.map(\.event?.seq))
            #expect(failures.map { $0.context.map(\.seq) } == reference.map { $0.context.map(\.seq) })
            #expect(failures.map(\.previousMatch?.seq) == reference.map(\.previousMatch?.seq))
            #expect(failures.map(\.nearMiss?.seq) == reference.map(\.nearMiss?.seq))
            #expect(failures.map(\.searchedCount) == reference.map(\.searchedCount))
            #expect(failures.map(\.matchCount) == reference.map(\.matchCount))
        }
        #expect(failuresSeen > 100, "the random patterns both fail and pass")
    }
}

/// The checker's rules applied the plain way, every event turned into its
/// fields and matched against every pattern, near misses chosen by
/// scoring every candidate: the oracle for the checker's shortcuts.
private enum ReferenceChecker {
    static func failures(expect: [FieldValue], forbid: [FieldValue], events: [Event]) -> [ExpectationFailure] {
        let size = ExpectationChecker.contextSize
        var next = 0, lastMatchSeq: Int?, lastMatch: Event?, searched = 0
        var recent: [Event] = [], afterLastMatch: [Event] = []
        for event in events {
            recent = Array((recent + [event]).suffix(size))
            if afterLastMatch.count < size { afterLastMatch.append(event) }
            searched += 1
            if next < expect.count, expect[next].matches(event.fields) {
                next += 1
                (lastMatchSeq, lastMatch, afterLastMatch, searched) = (event.seq, event, [], 0)
            }
        }
        var result: [ExpectationFailure] = []
        if next < expect.count {
            var unmet = ExpectationFailure(
                kind: .unmet(index: next, searchedFromSeq: lastMatchSeq.map { $0 + 1 } ?? 0), pattern: expect[next],
                event: nil, context: afterLastMatch.isEmpty ? recent : afterLastMatch)
            unmet.previousMatch = lastMatch
            unmet.searchedCount = searched
            // The nearest miss: of the named type, after the last match,
            // fewest differing fields, then the least numeric difference,
            // then the earliest.
            let candidates = events.filter { event in
                event.seq > (lastMatchSeq ?? -1) && expect[next]["type"] == .string(event.type)
            }
            func score(_ event: Event) -> (Int, Double) {
                let why = expect[next].mismatches(in: event.fields)
                return (why.count, why.reduce(0) { $0 + abs(($1.expected.number ?? 0) - ($1.found?.number ?? 0)) })
            }
            unmet.nearMiss = candidates.min { score($0) < score($1) }
            let matching = events.filter { expect[next].matches($0.fields) }
            unmet.matchCount = matching.count
            result.append(unmet)
        }
        for (index, pattern) in forbid.enumerated() {
            let matching = events.indices.filter { pattern.matches(events[$0].fields) }
            guard let first = matching.first else { continue }
            var failure = ExpectationFailure(
                kind: .forbidden(index: index), pattern: pattern, event: events[first],
                context: Array(events[...first].suffix(size)))
            failure.matchCount = matching.count
            result.append(failure)
        }
        return result
    }
}
