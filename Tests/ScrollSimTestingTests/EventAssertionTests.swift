import LogFixtures
import ScrollSim
import ScrollSimTesting
import Testing

@Suite("Event sequence assertions")
struct EventAssertionTests {
    let events = SampleLog.events

    @Test("an ordered subsequence passes; gaps between the patterns are allowed")
    func subsequencePasses() {
        expectSubsequence(events, [
            "willBeginDragging",
            .type("didScroll", ["offset": SampleLog.offset(y: 20)]),
            ["type": "willEndDragging", "targetOffset": SampleLog.offset(y: 300)],
            "didEndDecelerating",
        ])
        #expect(EventSequenceCheck.subsequence([], in: events) == nil)
    }

    @Test("an unmet pattern fails with the match so far, the nearest miss and the log around it")
    func subsequenceFails() throws {
        let patterns: [EventPattern] = ["willBeginDragging", .type("didScroll", ["offset": SampleLog.offset(y: 50)]), "didEndDecelerating"]
        withKnownIssue {
            expectSubsequence(events, patterns)
        }
        let message = try #require(EventSequenceCheck.subsequence(patterns, in: events))
        let lines = message.split(separator: "\n").map(String.init)
        // willBeginDragging is seq 2; the didScroll with y 50 never comes.
        #expect(lines[0] == "expected events in order, but pattern 1 of 3 never occurred after seq 2")
        #expect(lines[1] == #"  pattern: {"type":"didScroll","offset":{"y":50}}"#)
        #expect(lines[2] == "  matched: [0] at seq 2")
        // The didScrolls after it are y 10, 20 and 100 (seq 3, 4, 8): each
        // differs in one field, y 20 by the least (30), so seq 4 is nearest.
        #expect(lines[3] == #"  nearest didScroll event, seq 4: {"seq":4,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":20}}"#)
        #expect(lines[4] == "    differs: offset.y: expected 50, found 20")
        // 7 events (seq 3…9) come after the match; the neighbourhood is seq 0…5.
        #expect(lines[5] == "  log around seq 2, the last match (7 events searched after it):")
        #expect(lines[6].hasPrefix(#"    {"seq":0,"#))
        #expect(lines[8] == #"  > {"seq":2,"tick":1,"time":0.1,"type":"willBeginDragging"}   <- matched [0]"#)
        #expect(lines[11].hasPrefix(#"    {"seq":5,"#))
        #expect(lines[12] == "    … 4 later events")
        #expect(lines.count == 13)
    }

    @Test("order matters: a pattern that only occurs earlier is unmet")
    func orderMatters() throws {
        let message = try #require(EventSequenceCheck.subsequence(["didEndDecelerating", "willBeginDragging"], in: events))
        #expect(message.hasPrefix("expected events in order, but pattern 1 of 2 never occurred after seq 9"))
        #expect(message.contains("no willBeginDragging event at all after that"))
    }

    @Test("a closure pattern prints its description")
    func closurePattern() throws {
        let fast = EventPattern("a fling faster than 1000 pt/s") { event in
            if case .willEndDragging(let velocity, _) = event.payload { abs(velocity.y) > 1000 } else { false }
        }
        let slow = EventPattern("a fling slower than 1000 pt/s") { event in
            if case .willEndDragging(let velocity, _) = event.payload { abs(velocity.y) < 1000 } else { false }
        }
        expectSubsequence(events, [slow])
        let message = try #require(EventSequenceCheck.subsequence([fast], in: events))
        #expect(message.contains("  pattern: a fling faster than 1000 pt/s"))
        #expect(message.contains("  start of the log (10 events searched):"))
    }

    @Test("an exact sequence passes only event for event")
    func exactSequence() throws {
        let types: [EventPattern] = events.map { EventPattern(stringLiteral: $0.type) }
        expectSequence(events, types)

        var wrong = types
        wrong[4] = .type("didScroll", ["offset": SampleLog.offset(y: 25)])
        withKnownIssue { expectSequence(events, wrong) }
        let message = try #require(EventSequenceCheck.exactSequence(wrong, in: events))
        #expect(message.hasPrefix("event 4 (seq 4) does not match pattern 4\n"))
        #expect(message.contains("  differs: offset.y: expected 25, found 20"))
        #expect(message.contains(#"  > {"seq":4,"tick":2,"time":0.2,"type":"didScroll","offset":{"x":0,"y":20}}   <- here"#))

        let short = try #require(EventSequenceCheck.exactSequence(Array(types.prefix(8)), in: events))
        #expect(short.hasPrefix("expected exactly 8 events, found 10"))
        #expect(short.contains(#"  > {"seq":8,"#))
        let long = try #require(EventSequenceCheck.exactSequence(types + ["stickyEnter"], in: events))
        #expect(long.contains(#"missing, from pattern 10: {"type":"stickyEnter"}"#))
    }

    @Test("never: passes when absent, fails listing every occurrence")
    func never() throws {
        expectNever(events, "didEndScrollingAnimation")
        expectNever(events, .type("didScroll", ["offset": SampleLog.offset(y: 15)]))
        withKnownIssue { expectNever(events, "didScroll") }
        let message = try #require(EventSequenceCheck.absence(of: "didScroll", in: events))
        #expect(message.hasPrefix("expected no event matching the pattern, found 3: seq 3, seq 4, seq 8"))
        #expect(message.contains(#"  > {"seq":3,"#))
    }

    @Test("counts: exact number of matching events")
    func counts() throws {
        expectCount(events, "didScroll", 3)
        expectCount(events, .type("didEndDragging", ["willDecelerate": true]), 1)
        expectCount(events, "stickyEnter", 0)
        withKnownIssue { expectCount(events, "didScroll", 2) }
        let tooMany = try #require(EventSequenceCheck.count(of: "didScroll", in: events, is: 2))
        #expect(tooMany.hasPrefix("expected exactly 2 events matching the pattern, found 3: seq 3, seq 4, seq 8"))
        #expect(tooMany.contains(#"  > {"seq":8,"tick":4,"time":0.4,"type":"didScroll","offset":{"x":0,"y":100}}   <- match 3"#))
        let tooFew = try #require(EventSequenceCheck.count(of: .type("didScroll", ["offset": SampleLog.offset(y: 20)]), in: events, is: 2))
        #expect(tooFew.hasPrefix("expected exactly 2 events matching the pattern, found 1: seq 4"))
    }

    @Test("pattern mismatches name the innermost differing fields")
    func mismatches() {
        let pattern: FieldValue = .object([("type", "willEndDragging"), ("velocity", .object([("y", 600)])), ("extra", true)])
        let mismatches = pattern.mismatches(in: events[5].fields)
        #expect(mismatches == [
            PatternMismatch(path: "velocity.y", expected: 600, found: .double(500)),
            PatternMismatch(path: "extra", expected: true, found: nil),
        ])
        #expect(FieldValue.object([("type", "willEndDragging")]).mismatches(in: events[5].fields).isEmpty)
    }
}
