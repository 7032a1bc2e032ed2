import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimTesting
import Testing

/// The log tools' lists of kinds agree with what they do with each kind:
/// a new kind is either in a list or, tested here over a sample of every
/// kind, handled as the tool handles kinds it does not list.
@Suite("The log tools and the event vocabulary")
struct VocabularyConsumersTests {
    @Test("the filter's element kinds are exactly the kinds an event names one element by", arguments: EventSamples.events)
    func elementKinds(event: Event) {
        #expect((LogFilter.element(of: event) != nil) == LogFilter.elementEventKinds.contains(event.kind), "\(event.type)")
        #expect(LogFilter.elementEventTypes.contains(event.type) == LogFilter.elementEventKinds.contains(event.kind))
    }

    @Test("the filter's cell-list and section kinds are exactly the kinds that list cells or name a section but no element",
          arguments: EventSamples.events)
    func cellListAndSectionKinds(event: Event) {
        #expect((LogFilter.cells(of: event) != nil) == LogFilter.cellListEventKinds.contains(event.kind), "\(event.type)")
        #expect((LogFilter.section(of: event) != nil) == LogFilter.sectionEventKinds.contains(event.kind), "\(event.type)")
        // The prefilter's type lists hold every kind the filter can pass.
        let passesKindOrItem = LogFilter.elementEventKinds.union(LogFilter.cellListEventKinds).contains(event.kind)
        #expect(LogFilter.elementFilterTypes.contains(event.type) == passesKindOrItem)
        #expect(LogFilter.sectionFilterTypes.contains(event.type) == (passesKindOrItem || LogFilter.sectionEventKinds.contains(event.kind)))
    }

    @Test("the summary only counts the kinds it does not list as read", arguments: EventSamples.events)
    func summaryKinds(event: Event) {
        // At time 0: the count-only path does not see times, which end the
        // summary's last interval.
        var event = event
        event.time = 0
        event.tick = 0
        let header = LogHeader(scenario: "samples", frameRate: 60, contentSize: Size(width: 1, height: 1))
        var added = LogSummary(header: header)
        added.add(event)
        added.finish(end: nil)
        var counted = LogSummary(header: header)
        counted.count(type: event.type)
        counted.finish(end: nil)
        if !LogSummary.kindsRead.contains(event.kind) {
            #expect(added.json == counted.json, "\(event.type) changes the summary but is not in kindsRead")
        }
        #expect(LogSummary.typesRead.contains(event.type) == LogSummary.kindsRead.contains(event.kind))
    }

    @Test("every kind is a known type for inspect --type, and a misspelt one is refused with a suggestion")
    func filterTypes() throws {
        try LogFilter(types: Set(EventVocabulary.typeNames)).validate()
        #expect {
            try LogFilter(types: ["stikyEnter"]).validate()
        } throws: { error in
            "\(error)".contains(#"did you mean "stickyEnter"?"#)
        }
    }
}
