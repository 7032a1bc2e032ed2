@testable import ScrollSim
import Testing

/// `RunLoopQueue` on its own: it keeps deferred changes, timers, the
/// callback depth and a held error; it never applies anything itself.
@Suite("RunLoopQueue")
struct RunLoopQueueTests {
    /// A change that records `label` into `log` when applied.
    final class Log { var entries: [String] = [] }

    func change(_ label: String, _ log: Log) -> RunLoopQueue.DeferredChange {
        RunLoopQueue.DeferredChange(origin: .call) { log.entries.append(label) }
    }

    func drain(_ queue: inout RunLoopQueue) throws {
        while let next = queue.next() { try next.apply() }
    }

    @Test func deferredChangesComeOutOldestFirst() throws {
        let log = Log()
        var queue = RunLoopQueue()
        queue.enqueue(change("a", log))
        queue.enqueue(change("b", log))
        queue.enqueue(change("c", log))
        #expect(log.entries.isEmpty, "enqueueing applies nothing")
        try drain(&queue)
        #expect(log.entries == ["a", "b", "c"])
        let after = queue.next()
        #expect(after == nil)
    }

    @Test func callbackDepthNests() {
        var queue = RunLoopQueue()
        #expect(!queue.isInCallback)
        queue.enterCallback()
        queue.enterCallback()
        #expect(queue.callbackDepth == 2)
        queue.leaveCallback()
        #expect(queue.isInCallback)
        queue.leaveCallback()
        #expect(!queue.isInCallback)
    }

    @Test func timersFallDueInTickOrderThenSchedulingOrder() throws {
        let log = Log()
        var queue = RunLoopQueue()
        // Scheduled out of order: due ticks 5, 3, 5, 9, 3.
        queue.schedule(change("5a", log), onTick: 5)
        queue.schedule(change("3a", log), onTick: 3)
        queue.schedule(change("5b", log), onTick: 5)
        queue.schedule(change("9", log), onTick: 9)
        queue.schedule(change("3b", log), onTick: 3)
        #expect(queue.hasTimers)

        queue.queueTimers(dueBy: 2)
        try drain(&queue)
        #expect(log.entries.isEmpty, "nothing is due by tick 2")

        queue.queueTimers(dueBy: 5)
        try drain(&queue)
        // Due by 5: tick 3's two in the order scheduled, then tick 5's two.
        #expect(log.entries == ["3a", "3b", "5a", "5b"])
        #expect(queue.hasTimers, "tick 9's is still pending")

        queue.queueTimers(dueBy: 100)
        try drain(&queue)
        #expect(log.entries == ["3a", "3b", "5a", "5b", "9"])
        #expect(!queue.hasTimers)
    }

    @Test func dueTimersJoinTheQueueAfterChangesAlreadyWaiting() throws {
        let log = Log()
        var queue = RunLoopQueue()
        queue.schedule(change("timer", log), onTick: 1)
        queue.enqueue(change("callback", log))
        queue.queueTimers(dueBy: 1)
        try drain(&queue)
        #expect(log.entries == ["callback", "timer"])
    }

    @Test func drainingIsNotReentered() {
        var queue = RunLoopQueue()
        let outer = queue.beginDraining()
        let inner = queue.beginDraining()
        queue.endDraining()
        let next = queue.beginDraining()
        #expect(outer)
        #expect(!inner, "a change that calls a verb: the outer drain goes on")
        #expect(next)
    }

    @Test func discardDropsWaitingChangesButNotTimers() throws {
        let log = Log()
        var queue = RunLoopQueue()
        queue.enqueue(change("a", log))
        queue.schedule(change("later", log), onTick: 4)
        queue.discardChanges()
        let next = queue.next()
        #expect(next == nil)
        #expect(queue.hasTimers)
    }

    @Test func theFirstHeldErrorWaitsAndIsTakenOnce() {
        var queue = RunLoopQueue()
        let first = SimulationError(origin: .step(0), reason: .noFingerDown)
        let second = SimulationError(origin: .step(1), reason: .fingerAlreadyDown)
        queue.hold(first)
        queue.hold(second)
        let taken = queue.takeError()
        let again = queue.takeError()
        #expect(taken == first)
        #expect(again == nil)
    }
}
