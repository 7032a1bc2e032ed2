import ScrollSim
import Testing

/// the callback order of `docs/simulator.md`: the order of scroll-view callbacks for each gesture.
@Suite("Simulator: callback order per gesture")
struct CallbackOrderTests {
    @Test("drag + fling: willBeginDragging, didScroll…, willEndDragging, didEndDragging(true), willBeginDecelerating, didScroll…, didEndDecelerating")
    func dragAndFling() throws {
        let recorder = Recorder()
        // 300 pt in 0.25 s = 1200 pt/s, well above the 250 pt/s threshold.
        var events = try recorder.run(Fixtures.drag(y: -300, duration: 0.25))
        events += try recorder.run(.settle(maxSeconds: 60))
        let callbacks = Recorder.callbacks(events)
        // 0.25 s at 60 Hz = 15 moving ticks of 20 pt, each a didScroll.
        #expect(Array(callbacks.prefix(16)) == ["willBeginDragging"] + Array(repeating: "didScroll", count: 15))
        #expect(Array(callbacks[16..<19]) == ["willEndDragging", "didEndDragging", "willBeginDecelerating"])
        #expect(callbacks[19] == "didScroll")
        #expect(callbacks.last == "didEndDecelerating")
        #expect(Set(callbacks[19..<(callbacks.count - 1)]) == ["didScroll"])
        let didEnd = events.first { $0.type == "didEndDragging" }
        #expect(didEnd?.payload == .didEndDragging(willDecelerate: true))
        let willEnd = events.first { $0.type == "willEndDragging" }
        // Release velocity: 0.75·1200 + 0.25·1200 = 1200 pt/s.
        if case .willEndDragging(let velocity, _) = willEnd?.payload { #expect(velocity == Point(x: 0, y: 1200)) }
    }

    @Test("drag without fling: willEndDragging(velocity 0, target = offset), didEndDragging(false), nothing after")
    func dragWithoutFling() throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.drag(y: -300, duration: 0.25, release: .hold), .wait(seconds: 1))
        let callbacks = Recorder.callbacks(events)
        #expect(callbacks == ["willBeginDragging"] + Array(repeating: "didScroll", count: 15)
                + ["willEndDragging", "didEndDragging"])
        #expect(events.contains { $0.payload == .willEndDragging(velocity: .zero, targetOffset: Point(x: 0, y: 300)) })
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: false) })
        #expect(recorder.simulator.contentOffset == Point(x: 0, y: 300))
    }

    @Test("a slow drag (below 250 pt/s) is a zero-velocity release")
    func slowDrag() throws {
        // 100 pt over 0.5 s = 200 pt/s < 250 pt/s.
        let events = try Recorder().run(Fixtures.drag(y: -100, duration: 0.5))
        #expect(events.contains { $0.payload == .didEndDragging(willDecelerate: false) })
        #expect(!events.contains { $0.type == "willBeginDecelerating" })
    }

    @Test("fling: no didScroll before willEndDragging; all release callbacks on the step's tick")
    func fling() throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.fling(y: 2000), .settle(maxSeconds: 60))
        let callbacks = Recorder.callbacks(events)
        #expect(Array(callbacks.prefix(4)) == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating"])
        let stepTick = events[0].tick
        #expect(events.filter { ["willBeginDragging", "willEndDragging", "willBeginDecelerating"].contains($0.type) }
            .allSatisfy { $0.tick == stepTick })
        #expect(callbacks.last == "didEndDecelerating")
    }

    @Test("programmatic animated scroll: didScroll… then didEndScrollingAnimation; no drag callbacks")
    func programmaticAnimated() throws {
        let events = try Recorder().run(.scrollTo(x: nil, y: 600, animated: true))
        let callbacks = Recorder.callbacks(events)
        #expect(callbacks.last == "didEndScrollingAnimation")
        #expect(Set(callbacks.dropLast()) == ["didScroll"])
    }

    @Test("programmatic scroll not animated: one didScroll, no end callback; to the same offset: nothing")
    func programmaticInstant() throws {
        let recorder = Recorder()
        #expect(Recorder.callbacks(try recorder.run(.scrollTo(x: nil, y: 600, animated: false))) == ["didScroll"])
        #expect(Recorder.callbacks(try recorder.run(.scrollTo(x: nil, y: 600, animated: true))) == [])
    }

    @Test("a new gesture while decelerating stops it without didEndDecelerating")
    func interruptedDeceleration() throws {
        let recorder = Recorder()
        let events = try recorder.run(Fixtures.fling(y: 3000), .wait(seconds: 0.2),
                                      Fixtures.drag(y: 100, duration: 0.1, release: .hold), .wait(seconds: 3))
        let callbacks = Recorder.callbacks(events)
        #expect(!callbacks.contains("didEndDecelerating"))
        let begin = try #require(callbacks.lastIndex(of: "willBeginDragging"))
        #expect(callbacks[begin - 1] == "didScroll")
        #expect(callbacks.last == "didEndDragging")
        #expect(recorder.simulator.isIdle)
    }
}
