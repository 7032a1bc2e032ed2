import LogFixtures
import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

/// Patterns that name an event type or a field that does not exist fail at
/// once, with a suggestion, in Swift assertions and in scenarios alike.
@Suite("Pattern names are checked against the event vocabulary")
struct PatternNamingTests {
    let events = SampleLog.events

    @Test("a misspelt type fails expectNever instead of passing", arguments: [
        (EventPattern(stringLiteral: "didScrol"), #"unknown event type "didScrol"; did you mean "didScroll"?"#),
        (EventPattern.type("stickyEnter", ["sectoin": 0]), #"unknown field of stickyEnter "sectoin"; did you mean "section"?"#),
        (EventPattern(["type": "didScroll", "offset": ["z": 1]]), #"unknown key of offset "z""#),
        (EventPattern(["type": "willDisplay", "element": ["kind": "cell", "itme": 3]]), #"unknown key of element "itme"; did you mean "item"?"#),
    ] as [(EventPattern, String)])
    func misspeltNames(pattern: EventPattern, problem: String) throws {
        let message = try #require(EventSequenceCheck.absence(of: pattern, in: events))
        #expect(message.hasPrefix("the pattern can never match: \(problem)"), "\(message)")
        withKnownIssue { expectNever(events, pattern) }
        #expect(EventSequenceCheck.count(of: pattern, in: events, is: 0) != nil)
    }

    @Test("nested literals read naturally and match")
    func nestedLiterals() {
        let pattern: EventPattern = ["type": "didScroll", "offset": ["y": 20]]
        #expect(EventSequenceCheck.subsequence([pattern], in: events) == nil)
        #expect(pattern.fields == .object([("type", "didScroll"), ("offset", .object([("y", 20)]))]))
    }

    @Test("every event type's logged fields are in the vocabulary, and every type is")
    func vocabularyMatchesThePayloads() {
        let point = Point(x: 1, y: 2), frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let shown = DisplayedElement(element: .cell(0, section: 0), frame: frame)
        let samples: [Event.Payload] = [
            .step(index: 0, action: .wait), .didScroll(offset: point), .willBeginDragging,
            .willEndDragging(velocity: point, targetOffset: point), .didEndDragging(willDecelerate: true),
            .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop,
            .willDisplay(shown), .didEndDisplaying(shown),
            .stickyEnter(section: 0, originalPoint: point, frame: frame), .stickyExit(section: 0), .visible([shown]),
            .pagingOffset(offset: point), .prepare(reason: .initial), .invalidate(offsetOnly: true),
            .dataChange(action: .insertItems, details: [("section", 0), ("items", [1])]),
            .layoutSwitch(layout: "flow", animated: false), .viewportChange(size: Size(width: 1, height: 1)),
            .contentSizeChange(size: Size(width: 1, height: 1)),
            .contentInsetChange(inset: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
            .cellRequest(item: IndexPath(item: 1, section: 0), reuseIdentifier: "Row", reused: true),
            .cellEnqueue(item: IndexPath(item: 1, section: 0), reuseIdentifier: "Row"),
            .prefetch(items: [IndexPath(item: 2, section: 0)]), .cancelPrefetch(items: [IndexPath(item: 2, section: 0)]),
            .sizeResolved(item: IndexPath(item: 0, section: 0), estimated: Size(width: 1, height: 1),
                          size: Size(width: 1, height: 2), offsetAdjustment: point),
            .sectionDidScroll(section: 1, offset: point), .sectionWillBeginDragging(section: 1),
            .sectionWillEndDragging(section: 1, velocity: point, targetOffset: point),
            .sectionDidEndDragging(section: 1, willDecelerate: false), .sectionWillBeginDecelerating(section: 1),
            .sectionDidEndDecelerating(section: 1),
        ]
        #expect(Set(samples.map(\.type)) == Set(EventVocabulary.typeNames))
        for payload in samples {
            let event = Event(seq: 0, tick: 0, time: 0, payload: payload)
            #expect(EventVocabulary.problems(in: event.fields).isEmpty, "\(payload.type): \(EventVocabulary.problems(in: event.fields))")
        }
    }

    @Test("a scenario's expect pattern with a misspelt field is an input error with its path")
    func scenarioPatterns() {
        #expect {
            _ = try ScenarioDecoder.decode(#"""
                {"viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"}, "sections": [],
                 "expect": [{"type": "stickyEnter", "sectoin": 0}]}
                """#)
        } throws: { error in
            "\(error)".contains("$.expect[0]") && "\(error)".contains(#"did you mean "section"?"#)
        }
    }
}
