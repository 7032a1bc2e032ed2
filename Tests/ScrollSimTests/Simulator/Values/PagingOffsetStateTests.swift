@testable import ScrollSim
import Testing

/// `PagingOffsetState` on its own: the shown paging offset and its
/// animation.
@Suite("PagingOffsetState")
struct PagingOffsetStateTests {
    @Test func showReportsOnlyChanges() {
        var state = PagingOffsetState()
        let unchanged = state.show(.zero)
        let moved = state.show(Point(x: -375, y: 0))
        let again = state.show(Point(x: -375, y: 0))
        #expect(!unchanged)
        #expect(moved)
        #expect(!again)
        #expect(state.shown == Point(x: -375, y: 0))
    }

    @Test func anAnimationRunsToItsTargetAndEnds() {
        var state = PagingOffsetState()
        let bounds = ScrollBounds(x: -10_000...10_000, y: 0...0)
        // 100 ms from 0 to -375, started on tick 0, sampled at 60 Hz: tick k
        // is k · 16.67 ms in. Tick 3 is 50 ms, half way: sin²(π/4) = 0.5 of
        // the way, -187.5. Tick 6 is 100 ms: the target, and the end.
        state.animate(to: Point(x: -375, y: 0), duration: 100, onTick: 0)
        #expect(!state.isIdle)
        let samples = (1...6).map { state.sample(onTick: $0, frameRate: 60, bounds: bounds) }
        #expect(abs((samples[2]?.x ?? 0) + 187.5) < 1e-9)
        #expect(samples[5] == Point(x: -375, y: 0))
        #expect(state.isIdle)
        let afterEnd = state.sample(onTick: 7, frameRate: 60, bounds: bounds)
        #expect(afterEnd == nil)
        // The shown offset moves only when shown.
        #expect(state.shown == .zero)
    }

    @Test func cancellingStopsTheAnimation() {
        var state = PagingOffsetState()
        state.animate(to: Point(x: 100, y: 0), duration: 300, onTick: 0)
        state.cancelAnimation()
        #expect(state.isIdle)
    }
}
