@testable import ScrollSim
import Testing

/// The exact shortcuts of `CellLifecycle` (a look-ahead that would find
/// everything as the last one left it skips the pass over its candidates; a
/// release that cannot take a cell out skips its sweep) against the same
/// lifecycle with them off, and against the brute-force plan (the whole
/// strip asked every pass, no shortcut): over random scroll paths of mostly
/// small moves, as a fling's ticks are, the plans and the books are the
/// same on every pass.
@Suite("CellLifecycle: the shortcuts give the plans of the full passes")
struct CellLifecycleShortcutTests {
    typealias Frames = CellLifecyclePlanTests.Frames
    typealias Action = CellLifecycle.Action

    /// One pass as the simulator runs it: the display plan, then the
    /// look-ahead plan; when the observer makes the cells, its answer to
    /// each request (a reuse when the pool has a cell) is booked as the
    /// simulator books it.
    static func run(_ lifecycle: inout CellLifecycle, rect: Rect, events: [Event.Payload], pass: CellLifecycle.Pass,
                    frames: Frames) -> [[Action]] {
        let identifier = { (_: IndexPath) in ItemSpec.defaultReuseIdentifier }
        let plan = lifecycle.planDisplay(events, in: rect, pass: pass, reuseIdentifier: identifier)
        confirm(plan, &lifecycle, pass)
        let lookAhead = lifecycle.planLookAhead(in: rect, pass: pass, reuseIdentifier: identifier, answer: frames.answer)
        confirm(lookAhead, &lifecycle, pass)
        return [plan, lookAhead]
    }

    private static func confirm(_ plan: [Action], _ lifecycle: inout CellLifecycle, _ pass: CellLifecycle.Pass) {
        guard pass.observerMakesCells else { return }
        for case .request(let item, let identifier, _) in plan {
            let reused = lifecycle.pooledCount(identifier) > 0
            lifecycle.confirmRequest(item, reuseIdentifier: identifier, reused: reused)
        }
    }

    @Test("random small moves, reversals, jumps and pauses; prefetching, distances and listeners switched on the way",
          arguments: 1...12 as ClosedRange<UInt64>)
    func shortcutsMatchFullPasses(seed: UInt64) {
        var generator = CellLifecyclePlanTests.Generator(state: seed &* 0x9E37)
        // Two layouts by seed: rows of random heights (one column), or a
        // waterfall of three 125-wide columns, so that cells straddle the
        // edges of the strips and windows; some zero-height items too.
        let columns = seed % 2 == 0 ? 1 : 3
        let width = 375.0 / Double(columns)
        var tops = Array(repeating: 0.0, count: columns)
        var frameList: [Rect] = []
        for _ in 0..<400 {
            let column = tops.indices.min { tops[$0] < tops[$1] }!
            let height = Int.random(in: 0..<40, using: &generator) == 0 ? 0 : Double(Int.random(in: 30...220, using: &generator))
            frameList.append(Rect(x: Double(column) * width, y: tops[column], width: width, height: height))
            tops[column] += height + Double(Int.random(in: 0...6, using: &generator))
        }
        let bottom = tops.max()! - 600
        // The lifecycle with the shortcuts reads lent runs (as from the UIKit
        // bridge), the others the layout's own arrays.
        let frames = Frames(frameList, lends: true), plainFrames = Frames(frameList), oracleFrames = Frames(frameList)
        var lifecycle = CellLifecycle(), plain = CellLifecycle(), oracle = CellLifecycle()
        plain.takesShortcuts = false
        oracle.takesShortcuts = false
        var pass = CellLifecyclePlanTests.pass(y: 0)
        var shown: [Int] = []
        var y = 0.0, velocity = 20.0
        for step in 0..<600 {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0: y = Double(Int.random(in: 0...Int(bottom), using: &generator))
            case 1...4: velocity = -velocity  // a reversal
            case 5...7: velocity = Double(Int.random(in: -60...60, using: &generator)) / 2
            case 8...9: velocity = 0  // at rest: passes with no move
            case 10:
                // Who listens changes (the simulator asks for a look-ahead).
                pass.prefetches.toggle()
                lifecycle.setNeedsLookAhead(); plain.setNeedsLookAhead(); oracle.setNeedsLookAhead()
            case 11:
                // Who listens changes without a new look-ahead being asked.
                pass.prefetches.toggle()
            case 12:
                pass.settings.cellPreparationDistance = [0, 0.1, 0.25, 0.5][Int.random(in: 0..<4, using: &generator)]
                pass.settings.prefetchDistance = [0, 0.5, 1, 2][Int.random(in: 0..<4, using: &generator)]
                pass.settings.cellRetentionDistance = [0, 0.25, 1][Int.random(in: 0..<3, using: &generator)]
                lifecycle.setNeedsLookAhead(); plain.setNeedsLookAhead(); oracle.setNeedsLookAhead()
            case 13: pass.observerMakesCells.toggle()
            case 14: lifecycle.layoutDidChange(); plain.layoutDidChange()
            default: break
            }
            y = min(max(y + velocity, 0), bottom)
            pass.offset = Point(x: 0, y: y)
            let rect = Rect(origin: pass.offset, size: CellLifecyclePlanTests.viewport)
            let now = frames.visible(in: rect)
            let events: [Event.Payload] = shown.filter { !now.contains($0) }
                .map { .didEndDisplaying(CellLifecyclePlanTests.shown($0, frames)) }
                + now.filter { !shown.contains($0) }.map { .willDisplay(CellLifecyclePlanTests.shown($0, frames)) }
            shown = now
            // The oracle asks for its whole strip every pass.
            oracle.layoutDidChange()
            let mine = Self.run(&lifecycle, rect: rect, events: events, pass: pass, frames: frames)
            let full = Self.run(&plain, rect: rect, events: events, pass: pass, frames: plainFrames)
            let expected = Self.run(&oracle, rect: rect, events: events, pass: pass, frames: oracleFrames)
            #expect(mine == full, "seed \(seed) step \(step)")
            #expect(mine == expected, "seed \(seed) step \(step)")
            #expect(lifecycle.live == plain.live && lifecycle.live == oracle.live, "seed \(seed) step \(step)")
            #expect(lifecycle.prefetched == oracle.prefetched, "seed \(seed) step \(step)")
            #expect(lifecycle.pooledCount(ItemSpec.defaultReuseIdentifier) == oracle.pooledCount(ItemSpec.defaultReuseIdentifier))
        }
        // The shortcut was taken, and only where it may be: never by the
        // lifecycles with it off.
        #expect(lifecycle.settledPasses > 0)
        #expect(plain.settledPasses == 0 && oracle.settledPasses == 0)
    }

    @Test("the bounds of the undisplayed cells: a window that meets them all meets every cell; an empty frame asks for a sweep")
    func undisplayedBounds() {
        var bounds = CellTracker.UndisplayedBounds()
        // Cells at y 0…100 and 300…350 (x 0…375): the bounds are the largest
        // top, 300, and the smallest bottom, 100.
        bounds.widen(with: Rect(x: 0, y: 0, width: 375, height: 100))
        bounds.widen(with: Rect(x: 0, y: 300, width: 375, height: 50))
        // A window from 99 to 301 meets both (overlaps 99…100 and 300…301).
        #expect(bounds.allMeet(Rect(x: 0, y: 99, width: 375, height: 202)))
        // From 100: the first cell only touches it, which does not count.
        #expect(!bounds.allMeet(Rect(x: 0, y: 100, width: 375, height: 300)))
        // Up to 300: the second one only touches it.
        #expect(!bounds.allMeet(Rect(x: 0, y: -50, width: 375, height: 350)))
        // Across: a window right of x 375 meets neither.
        #expect(!bounds.allMeet(Rect(x: 375, y: 0, width: 375, height: 400)))
        // An empty window meets nothing.
        #expect(!bounds.allMeet(Rect(x: 0, y: 0, width: 375, height: 0)))
        // A zero-height cell meets no window: only a sweep can release it.
        bounds.widen(with: Rect(x: 0, y: 50, width: 375, height: 0))
        #expect(!bounds.allMeet(Rect(x: 0, y: -1000, width: 375, height: 3000)))
        // No cell at all: any window with area meets them all.
        #expect(CellTracker.UndisplayedBounds().allMeet(Rect(x: 0, y: 0, width: 1, height: 1)))
    }
}
