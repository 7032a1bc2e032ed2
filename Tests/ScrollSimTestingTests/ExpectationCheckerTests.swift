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

    @Test("every forbidden match is reported with the events up to it")
    func forbidden() {
        let failures = check(expect: [], forbid: [type("didScroll")])
        #expect(failures.map(\.event?.seq) == [3, 4, 8])
        #expect(failures.last?.context.map(\.seq) == [4, 5, 6, 7, 8])
    }
}

