import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

/// Counts, bounds, tolerances and scopes: where they pass and where they
/// fail, derived by hand on a two-step log, then against a brute-force
/// oracle on random patterns.
@Suite("Assertion language: counts, bounds, tolerances, scopes")
struct AssertionLanguageTests {
    /// `SampleLog` (the initial `willDisplay`, then step 0: a drag and a
    /// fling) and a step 1 with two more didScrolls and a cell:
    ///
    ///     seq tick step  event
    ///      0    0   –    willDisplay cell 0
    ///      1    1   0    step 0
    ///      3    1   0    didScroll y 10
    ///      4    2   0    didScroll y 20
    ///      8    4   0    didScroll y 100
    ///      9    5   0    didEndDecelerating
    ///     10    6   1    step 1
    ///     11    7   1    didScroll y 23.333333333333332 (70/3)
    ///     12    8   1    didScroll y 30
    ///     13    9   1    willDisplay cell 1
    ///
    /// Times are tick / 10.
    static let events: [Event] = SampleLog.events + [
        (6, Event.Payload.step(index: 1, action: .wait)),
        (7, .didScroll(offset: Point(x: 0, y: 70.0 / 3))),
        (8, .didScroll(offset: Point(x: 0, y: 30))),
        (9, .willDisplay(DisplayedElement(element: .cell(1, section: 0), frame: Rect(x: 0, y: 50, width: 100, height: 50)))),
    ].enumerated().map { offset, entry in
        Event(seq: SampleLog.events.count + offset, tick: entry.0, time: Double(entry.0) / 10, payload: entry.1)
    }

    static func pattern(_ json: String) -> FieldValue {
        (try? JSONParser.parse(json)) ?? .null
    }

    static func failures(expect: [String] = [], forbid: [String] = []) -> [ExpectationFailure] {
        var checker = ExpectationChecker(expect: expect.map(pattern), forbid: forbid.map(pattern))
        events.forEach { checker.observe($0) }
        return checker.failures
    }

    /// (pattern, passes as an `expect`, matches in its scope).
    static let expectTable: [(String, Bool, Int)] = [
        // Five didScrolls: seq 3, 4, 8, 11, 12.
        (#"{"type": "didScroll", "count": 5}"#, true, 5),
        (#"{"type": "didScroll", "count": 4}"#, false, 5),
        (#"{"type": "didScroll", "count": {"atLeast": 5}}"#, true, 5),
        (#"{"type": "didScroll", "count": {"atLeast": 6}}"#, false, 5),
        (#"{"type": "didScroll", "count": {"atMost": 5}}"#, true, 5),
        (#"{"type": "didScroll", "count": {"atMost": 4}}"#, false, 5),
        (#"{"type": "didScroll", "count": {"atLeast": 1, "atMost": 5}}"#, true, 5),
        (#"{"type": "stickyEnter", "count": 0}"#, true, 0),
        // Bounds are inclusive: y ≥ 20 is 20, 100, 23.33, 30.
        (#"{"type": "didScroll", "offset": {"y": {"atLeast": 20}}, "count": 4}"#, true, 4),
        (#"{"type": "didScroll", "offset": {"y": {"atLeast": 20.000001}}, "count": 3}"#, true, 3),
        (#"{"type": "didScroll", "offset": {"y": {"atMost": 20}}, "count": 2}"#, true, 2),
        (#"{"type": "didScroll", "offset": {"y": {"atLeast": 20, "atMost": 30}}, "count": 3}"#, true, 3),
        // |70/3 − 23.33| = 0.00333…: inside 0.01, outside 0.003.
        (#"{"type": "didScroll", "offset": {"y": {"approx": 23.33, "within": 0.01}}}"#, true, 1),
        (#"{"type": "didScroll", "offset": {"y": {"approx": 23.33, "within": 0.003}}}"#, false, 0),
        (#"{"type": "didScroll", "offset": {"y": {"approx": 20, "within": 0}}}"#, true, 1),
        (#"{"type": "didScroll", "offset": {"y": 23.33}}"#, false, 0),
        // Step 0 has the didScrolls at seq 3, 4, 8; step 1 those at 11, 12.
        (#"{"type": "didScroll", "during": {"step": 0}, "count": 3}"#, true, 3),
        (#"{"type": "didScroll", "during": {"step": 1}, "count": 2}"#, true, 2),
        (#"{"type": "didScroll", "during": {"step": 2}, "count": 0}"#, true, 0),
        (#"{"type": "didScroll", "during": {"steps": [0, 1]}, "count": 5}"#, true, 5),
        // The first willDisplay (seq 0) comes before step 0: in no step.
        (#"{"type": "willDisplay", "during": {"steps": [0, 1]}, "count": 1}"#, true, 1),
        (#"{"type": "willDisplay", "count": 2}"#, true, 2),
        // Ticks 2…4 hold seq 4 (tick 2) and 8 (tick 4), both ends included.
        (#"{"type": "didScroll", "during": {"ticks": [2, 4]}, "count": 2}"#, true, 2),
        (#"{"type": "didScroll", "during": {"ticks": [3, 3]}, "count": 0}"#, true, 0),
        // 0.1 s … 0.2 s are ticks 1 and 2: seq 3 and 4.
        (#"{"type": "didScroll", "during": {"time": [0.1, 0.2]}, "count": 2}"#, true, 2),
        (#"{"type": "didScroll", "during": {"time": [0.1, 0.2]}, "count": {"atLeast": 3}}"#, false, 2),
        // An ordered pattern in scope: the first didScroll of step 1.
        (#"{"type": "didScroll", "during": {"step": 1}}"#, true, 2),
        (#"{"type": "didScroll", "during": {"step": 3}}"#, false, 0),
    ]

    @Test("expect: counts, bounds and scopes pass and fail where derived", arguments: expectTable)
    func expectCases(json: String, passes: Bool, matches: Int) {
        let failures = Self.failures(expect: [json])
        #expect(failures.isEmpty == passes, "\(json)")
        if let failure = failures.first { #expect(failure.matchCount == matches, "\(json)") }
        // The same pattern in Swift, through the same matcher.
        let swift = EventPattern(Self.pattern(json))
        #expect((EventSequenceCheck.subsequence([swift], in: Self.events) == nil) == passes, "\(json)")
    }

    /// (pattern, passes as a `forbid`).
    static let forbidTable: [(String, Bool)] = [
        (#"{"type": "willDisplay", "during": {"step": 0}}"#, true),   // seq 0 is before step 0
        (#"{"type": "willDisplay", "during": {"step": 1}}"#, false),  // seq 13
        (#"{"type": "willDisplay"}"#, false),
        (#"{"type": "didScroll", "offset": {"y": {"atLeast": 100.5}}}"#, true),
        (#"{"type": "didScroll", "offset": {"y": {"atLeast": 100}}}"#, false),
        (#"{"type": "didScroll", "during": {"ticks": [5, 6]}}"#, true),
        (#"{"type": "didScroll", "during": {"time": [0.7, 0.7]}}"#, false),  // seq 11 at tick 7
        (#"{"type": "didScroll", "offset": {"y": {"approx": 25, "within": 1}}}"#, true),
        (#"{"type": "didScroll", "offset": {"y": {"approx": 25, "within": 5}}}"#, false),
    ]

    @Test("forbid: zero matches in the scope", arguments: forbidTable)
    func forbidCases(json: String, passes: Bool) {
        #expect(Self.failures(forbid: [json]).isEmpty == passes, "\(json)")
        #expect((EventSequenceCheck.absence(of: EventPattern(Self.pattern(json)), in: Self.events) == nil) == passes, "\(json)")
    }

    @Test("count and during are reserved: no event type of the vocabulary has a field of those names")
    func reservedNames() {
        for type in EventVocabulary.typeNames {
            let clash = EventVocabulary.fields(of: type).filter(ExpectationPattern.reservedKeys.contains)
            #expect(clash.isEmpty, "\(type) has \(clash)")
        }
        #expect(ExpectationPattern.reservedKeys == ["count", "during"])
    }

    @Test("patterns without count keep their order; patterns with count do not take part in it")
    func orderAndCounts() {
        // willDisplay (seq 0), then a didScroll of step 0 (seq 3).
        #expect(Self.failures(expect: [#"{"type": "willDisplay"}"#, #"{"type": "didScroll", "during": {"step": 0}}"#]).isEmpty)
        // After didEndDecelerating (seq 9) no didScroll of step 0 is left.
        let late = Self.failures(expect: [#"{"type": "didEndDecelerating"}"#, #"{"type": "didScroll", "during": {"step": 0}}"#])
        #expect(late.map(\.kind) == [.unmet(index: 1, searchedFromSeq: 10)])
        #expect(late.first?.matchCount == 3)
        // A counted pattern may match before an ordered one that precedes it.
        #expect(Self.failures(expect: [#"{"type": "didEndDecelerating"}"#, #"{"type": "willBeginDragging", "count": 1}"#]).isEmpty)
    }

    @Test("a count failure names the count, the first match too many and the nearest miss")
    func countReport() throws {
        let tooMany = try #require(Self.failures(expect: [#"{"type": "didScroll", "during": {"step": 0}, "count": {"atMost": 2}}"#]).first)
        // The third didScroll of step 0 is seq 8.
        #expect(tooMany.event?.seq == 8)
        #expect(tooMany.matchSeqs == [3, 4, 8])
        #expect(tooMany.expectedCount == MatchCount(atLeast: 0, atMost: 2))
        // y near 25: the candidates are 10, 20, 100, 23.33, 30 — 23.33 is
        // nearest (1.67 from the bound), seq 11.
        let tooFew = try #require(Self.failures(expect: [#"{"type": "didScroll", "offset": {"y": {"approx": 25, "within": 0.5}}, "count": 1}"#]).first)
        #expect(tooFew.matchCount == 0)
        #expect(tooFew.nearMiss?.seq == 11)
    }

    @Test("the Swift helpers write the scenario forms")
    func swiftForms() {
        let events = Self.events
        expectSubsequence(events, [
            .type("didScroll", ["offset": ["y": .approx(23.33, within: 0.01)]]),
            .type("didScroll").count(2).during(.step(1)),
            .type("willDisplay").count(atLeast: 1).during(.ticks(9, 9)),
        ])
        expectCount(events, .type("didScroll", ["offset": ["y": .atLeast(20)]]), atLeast: 4, atMost: 4)
        expectNever(events, .type("didScroll", ["offset": ["y": .between(40, 90)]]))
        withKnownIssue { expectCount(events, .type("didScroll").during(.time(0.1, 0.2)), atLeast: 3) }
    }

    @Test("random patterns: the checker and the Swift assertions agree with a brute-force oracle")
    func oracle() {
        var generator = SplitMix64(seed: 0xA55E)
        let ys: [Double] = [10, 20, 100, 70.0 / 3, 30, 25]
        func bound() -> FieldValue {
            let y = ys.randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return .double(y)
            case 1: return .atLeast(y)
            case 2: return .between(y - 5, y + [0, 5].randomElement(using: &generator)!)
            default: return .approx(y, within: [0, 0.01, 2, 10].randomElement(using: &generator)!)
            }
        }
        func pattern() -> FieldValue {
            var pairs: [(String, FieldValue)] = []
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: pairs = [("type", "didScroll"), ("offset", .object([("y", bound())]))]
            case 1: pairs = [("type", .string(["willDisplay", "step", "didEndDecelerating"].randomElement(using: &generator)!))]
            default: pairs = [("type", "didScroll")]
            }
            if Bool.random(using: &generator) {
                let a = Int.random(in: 0...9, using: &generator), b = Int.random(in: 0...9, using: &generator)
                let scopes: [FieldValue] = [
                    .object([("step", .int(Int.random(in: 0...2, using: &generator)))]),
                    .object([("steps", .array([0, 1]))]),
                    .object([("ticks", .array([.int(min(a, b)), .int(max(a, b))]))]),
                    .object([("time", .array([.double(Double(min(a, b)) / 10), .double(Double(max(a, b)) / 10)]))]),
                ]
                pairs.append(("during", scopes.randomElement(using: &generator)!))
            }
            return .object(pairs)
        }
        var outcomes: Set<Bool> = []
        for _ in 0..<400 {
            var value = pattern()
            let counted = Bool.random(using: &generator)
            var wanted: (Int, Int?) = (0, nil)
            if counted, case .object(var pairs) = value {
                let low = Int.random(in: 0...3, using: &generator)
                let high = Bool.random(using: &generator) ? low + Int.random(in: 0...2, using: &generator) : nil
                wanted = (low, high)
                var count: [(String, FieldValue)] = [("atLeast", .int(low))]
                if let high { count.append(("atMost", .int(high))) }
                pairs.append(("count", .object(count)))
                value = .object(pairs)
            }
            let hits = Oracle.matches(value, in: Self.events)
            let expected = counted ? hits >= wanted.0 && wanted.1.map { hits <= $0 } ?? true : Oracle.firstMatch(value, in: Self.events) != nil
            var checker = ExpectationChecker(expect: [value], forbid: counted ? [] : [value])
            Self.events.forEach { checker.observe($0) }
            let failures = checker.failures
            let expectFailed = failures.contains { if case .unmet = $0.kind { true } else { false } }
            let forbidFailed = failures.contains { if case .forbidden = $0.kind { true } else { false } }
            #expect(expectFailed == !expected, "\(JSONWriter.string(value))")
            if !counted { #expect(forbidFailed == (hits > 0), "\(JSONWriter.string(value))") }
            #expect((EventSequenceCheck.subsequence([EventPattern(value)], in: Self.events) == nil) == expected, "\(JSONWriter.string(value))")
            outcomes.insert(expected)
        }
        #expect(outcomes == [true, false], "the random patterns both pass and fail")
    }
}

/// Patterns evaluated the plain way: the step of each event by scanning
/// back to the last `step` event, bounds compared field by field.
private enum Oracle {
    static func step(at index: Int, in events: [Event]) -> Int? {
        for event in events[...index].reversed() {
            if case .step(let step, _) = event.payload { return step }
        }
        return nil
    }

    static func inScope(_ scope: FieldValue?, _ index: Int, _ events: [Event]) -> Bool {
        guard case .object(let pairs)? = scope, let (key, value) = pairs.first else { return true }
        let event = events[index]
        switch (key, value) {
        case ("step", .int(let k)): return step(at: index, in: events) == k
        case ("steps", .array(let ab)):
            guard let s = step(at: index, in: events) else { return false }
            return Double(s) >= ab[0].number! && Double(s) <= ab[1].number!
        case ("ticks", .array(let ab)): return Double(event.tick) >= ab[0].number! && Double(event.tick) <= ab[1].number!
        case ("time", .array(let ab)): return event.time >= ab[0].number! && event.time <= ab[1].number!
        default: return false
        }
    }

    static func numberMatches(_ pattern: FieldValue, _ y: Double) -> Bool {
        if let exact = pattern.number { return y == exact }
        if let v = pattern["approx"]?.number, let t = pattern["within"]?.number { return abs(y - v) <= t }
        let low = pattern["atLeast"]?.number ?? -.infinity, high = pattern["atMost"]?.number ?? .infinity
        return y >= low && y <= high
    }

    static func fieldsMatch(_ pattern: FieldValue, _ event: Event) -> Bool {
        guard case .string(let type)? = pattern["type"], type == event.type else { return false }
        if let y = pattern["offset"]?["y"] {
            guard case .didScroll(let offset) = event.payload else { return false }
            return numberMatches(y, offset.y)
        }
        return true
    }

    static func matches(_ pattern: FieldValue, in events: [Event]) -> Int {
        events.indices.filter { inScope(pattern["during"], $0, events) && fieldsMatch(pattern, events[$0]) }.count
    }

    static func firstMatch(_ pattern: FieldValue, in events: [Event]) -> Int? {
        events.indices.first { inScope(pattern["during"], $0, events) && fieldsMatch(pattern, events[$0]) }
    }
}
