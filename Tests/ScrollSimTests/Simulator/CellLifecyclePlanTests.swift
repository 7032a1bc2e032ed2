@testable import ScrollSim
import Testing

/// `CellLifecycle` on its own, without a `Simulator`: the plans it makes
/// for hand-made passes over a list of 100-pt rows (item i at y 100·i …
/// 100·i+100, 375 wide) in a 375×600 viewport, with the default distances:
/// cells requested 0.25 × 600 = 150 pt ahead, prefetching 1 × 600 = 600 pt
/// ahead, cells kept within 150 pt of the visible rect.
@Suite("CellLifecycle: the plans of the cell lifecycle, without a simulator")
struct CellLifecyclePlanTests {
    typealias Action = CellLifecycle.Action

    /// A layout of fixed frames: the answer for a rect is every frame that
    /// meets it (the brute-force rule of a correct layout), and the rects
    /// asked are recorded. A layout that `lends` answers as the UIKit
    /// bridge does from what it keeps: a run of its elements in item
    /// order, from the first to the last meeting the rect widened by 300 pt
    /// each way along y (so it holds elements that do not meet the rect),
    /// of which the answer is those meeting the rect.
    final class Frames {
        let frames: [Rect]
        let lends: Bool
        var asked: [Rect] = []
        private let all: [LayoutAttributes]
        init(_ frames: [Rect], lends: Bool = false) {
            self.frames = frames
            self.lends = lends
            all = frames.indices.map { LayoutAttributes(element: .cell($0, section: 0), frame: frames[$0]) }
        }

        func answer(_ rect: Rect) -> LayoutAnswer? {
            asked.append(rect)
            guard lends else { return LayoutAnswer(all.filter { $0.frame.intersects(rect) }) }
            // The run: from the first element meeting the widened rect to
            // the last, with the elements between that do not meet `rect`.
            let around = Rect(x: rect.minX, y: rect.minY - 300, width: rect.width, height: rect.height + 600)
            guard let first = all.firstIndex(where: { $0.frame.intersects(around) }),
                  let last = all.lastIndex(where: { $0.frame.intersects(around) }) else {
                return LayoutAnswer(kept: all[0..<0], meeting: rect)
            }
            return LayoutAnswer(kept: all[first...last], meeting: rect)
        }

        func visible(in rect: Rect) -> [Int] { frames.indices.filter { frames[$0].intersects(rect) } }
    }

    static let viewport = Size(width: 375, height: 600)
    static let rowFrames = (0..<100).map { Rect(x: 0, y: Double($0) * 100, width: 375, height: 100) }

    static func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }
    static func request(_ index: Int, reused: Bool? = false) -> Action {
        .request(item(index), reuseIdentifier: ItemSpec.defaultReuseIdentifier, reused: reused)
    }
    static func enqueue(_ index: Int) -> Action { .enqueue(item(index), reuseIdentifier: ItemSpec.defaultReuseIdentifier) }
    static func shown(_ index: Int, _ frames: Frames) -> DisplayedElement {
        DisplayedElement(element: .cell(index, section: 0), frame: frames.frames[index])
    }

    static func pass(y: Double, x: Double = 0, observerMakesCells: Bool = false) -> CellLifecycle.Pass {
        CellLifecycle.Pass(offset: Point(x: x, y: y), viewport: viewport, opensVertically: true,
                           settings: ScrollViewConfiguration(), prefetches: true, observerMakesCells: observerMakesCells)
    }

    /// One pass as the simulator runs it: the display plan for `events`,
    /// then the look-ahead plan.
    static func run(_ lifecycle: inout CellLifecycle, y: Double, events: [Event.Payload], frames: Frames,
                    observerMakesCells: Bool = false) -> (display: [Action], lookAhead: [Action]) {
        let rect = Rect(origin: Point(x: 0, y: y), size: viewport)
        let pass = pass(y: y, observerMakesCells: observerMakesCells)
        let display = lifecycle.planDisplay(events, in: rect, pass: pass) { _ in ItemSpec.defaultReuseIdentifier }
        let lookAhead = lifecycle.planLookAhead(in: rect, pass: pass, reuseIdentifier: { _ in ItemSpec.defaultReuseIdentifier },
                                                answer: frames.answer)
        return (display, lookAhead)
    }

    /// The passes of the tests below, from the first: offset 0, then 120.
    static func firstTwoPasses(_ lifecycle: inout CellLifecycle, _ frames: Frames) {
        _ = run(&lifecycle, y: 0, events: (0...5).map { .willDisplay(shown($0, frames)) }, frames: frames)
        _ = run(&lifecycle, y: 120, events: [.didEndDisplaying(shown(0, frames)), .willDisplay(shown(6, frames)),
                                             .willDisplay(shown(7, frames))], frames: frames)
    }

    @Test("first pass: a request before each willDisplay, two cells ahead, four rows prefetched")
    func firstPass() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        let plan = Self.run(&lifecycle, y: 0, events: (0...5).map { .willDisplay(Self.shown($0, frames)) }, frames: frames)
        // Visible 0…600: rows 0–5, none has a cell and the pool is empty:
        // each is requested (a new cell) just before its willDisplay.
        #expect(plan.display == (0...5).flatMap { [Self.request($0), .display($0)] })
        // No move yet: the heading is forward (down). The strip 600…1200
        // (600 deep) holds rows 6–11 at distances 0, 100, … 500: 6 and 7
        // are within 150 and get cells; 8–11 are prefetched, nearest first.
        // Nothing is outside the window −150…750 but the cells shown.
        #expect(plan.lookAhead == [Self.request(6), Self.request(7), .prefetch([8, 9, 10, 11].map(Self.item))])
        #expect(frames.asked == [Rect(x: 0, y: 600, width: 375, height: 600)])
        #expect(lifecycle.prefetched == Set([8, 9, 10, 11].map(Self.item)))
        #expect(lifecycle.live.count == 8)
    }

    @Test("a move by less than the strip asks only for the part uncovered, and carries the prefetches")
    func carriedStrip() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        _ = Self.run(&lifecycle, y: 0, events: (0...5).map { .willDisplay(Self.shown($0, frames)) }, frames: frames)
        frames.asked = []
        let plan = Self.run(&lifecycle, y: 120, events: [.didEndDisplaying(Self.shown(0, frames)),
                                                        .willDisplay(Self.shown(6, frames)), .willDisplay(Self.shown(7, frames))],
                            frames: frames)
        // Visible 120…720. Row 0 ends displaying inside the window
        // −30…870: kept, no enqueue. Rows 6 and 7 have their cells: shown
        // with no request.
        #expect(plan.display == [.display(0), .display(1), .display(2)])
        // Strip 720…1320; the last one was 600…1200: only 1200…1320 is
        // asked. Row 6 (600…700) leaves the strip; 12 and 13 enter.
        // Distances from 720: 7 −20, 8 80 (both < 150: 7 has its cell, 8
        // is requested and is no longer prefetched), 9–11 stay prefetched,
        // 12 (480) and 13 (580) are prefetched. No cancel; every cell lies
        // in −30…870.
        #expect(frames.asked == [Rect(x: 0, y: 1200, width: 375, height: 120)])
        #expect(plan.lookAhead == [Self.request(8), .prefetch([12, 13].map(Self.item))])
        #expect(lifecycle.prefetched == Set([9, 10, 11, 12, 13].map(Self.item)))
    }

    @Test("a jump enqueues the cells left behind, reuses them, and cancels the prefetches left behind")
    func jump() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        Self.firstTwoPasses(&lifecycle, frames)
        frames.asked = []
        let events: [Event.Payload] = (1...7).map { .didEndDisplaying(Self.shown($0, frames)) }
            + (20...25).map { .willDisplay(Self.shown($0, frames)) }
        let plan = Self.run(&lifecycle, y: 2000, events: events, frames: frames)
        // Visible 2000…2600, window 1850…2750: rows 1–7 end outside it and
        // go back to the pool at once (7 cells); rows 20–25 take six of them.
        #expect(plan.display == (1...7).flatMap { [.display($0 - 1), Self.enqueue($0)] }
            + (20...25).flatMap { [Self.request($0, reused: true), .display($0 - 13)] })
        // Strip 2600…3200: below the last one (720…1320), so all of it is
        // asked; none of the last candidates meets it. The prefetched 9–13
        // are cancelled (ascending); 26 (distance 0) takes the last pooled
        // cell, 27 (100) is a new one; 28–31 are prefetched. Rows 0 and 8,
        // kept or prepared at 0…100 and 800…900, are outside the window:
        // enqueued, in index-path order.
        #expect(frames.asked == [Rect(x: 0, y: 2600, width: 375, height: 600)])
        #expect(plan.lookAhead == [
            Self.request(26, reused: true), Self.request(27),
            .cancelPrefetch([9, 10, 11, 12, 13].map(Self.item)), .prefetch([28, 29, 30, 31].map(Self.item)),
            Self.enqueue(0), Self.enqueue(8),
        ])
        #expect(lifecycle.pooledCount(ItemSpec.defaultReuseIdentifier) == 2)
    }

    @Test("a reversal shows a kept cell without a request and cancels the prefetches ahead")
    func reversal() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        Self.firstTwoPasses(&lifecycle, frames)
        frames.asked = []
        let plan = Self.run(&lifecycle, y: 60, events: [.didEndDisplaying(Self.shown(7, frames)),
                                                       .willDisplay(Self.shown(0, frames))], frames: frames)
        // Up: visible 60…660, window −90…810. Row 7 (700…800) ends inside
        // it: kept. Row 0 comes back with its kept cell: no request.
        #expect(plan.display == [.display(0), .display(1)])
        // The heading turned, so the strip (now −540…60, above) is asked
        // whole. It holds row 0, whose cell is shown. Nothing is in the
        // prefetch range: 9–13 are cancelled. Row 8 (800…900) is still in
        // the window.
        #expect(frames.asked == [Rect(x: 0, y: -540, width: 375, height: 600)])
        #expect(plan.lookAhead == [.cancelPrefetch([9, 10, 11, 12, 13].map(Self.item))])
        #expect(lifecycle.prefetched.isEmpty)
    }

    @Test("at rest with nothing shown or hidden, no look-ahead and no query")
    func atRest() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        Self.firstTwoPasses(&lifecycle, frames)
        frames.asked = []
        // Same offset (120), no display events: the heading holds and
        // nothing asks for a look-ahead.
        let plan = Self.run(&lifecycle, y: 120, events: [], frames: frames)
        #expect(plan.display.isEmpty && plan.lookAhead.isEmpty && frames.asked.isEmpty)
        // A prepare asks for one: the whole strip 720…1320, with the same
        // cells and prefetches as before, so nothing to do.
        lifecycle.setNeedsLookAhead()
        let again = Self.run(&lifecycle, y: 120, events: [], frames: frames)
        #expect(frames.asked == [Rect(x: 0, y: 720, width: 375, height: 600)])
        #expect(again.lookAhead.isEmpty)
    }

    @Test("the UIKit layer answers requests: the cell goes back to the pool it was dequeued from")
    func observerAnswers() {
        let frames = Frames(Self.rowFrames)
        var lifecycle = CellLifecycle()
        let first = Self.run(&lifecycle, y: 0, events: [.willDisplay(Self.shown(0, frames))], frames: frames,
                             observerMakesCells: true)
        // The UIKit layer decides reuse: `reused` is left to it (nil).
        #expect(first.display == [Self.request(0, reused: nil), .display(0)])
        lifecycle.confirmRequest(Self.item(0), reuseIdentifier: "photo", reused: false)
        // Row 0 ends at 0…100 with the view at 2000 (window 1850…2750):
        // enqueued to the pool it came from, "photo".
        let plan = Self.run(&lifecycle, y: 2000, events: [.didEndDisplaying(Self.shown(0, frames))], frames: frames,
                            observerMakesCells: true)
        #expect(plan.display == [.display(0), .enqueue(Self.item(0), reuseIdentifier: "photo")])
        #expect(lifecycle.pooledCount("photo") == 1)
    }

    @Test("the distances: viewport lengths along the heading, none below the preparation distance, zero when off")
    func distances() {
        var pass = Self.pass(y: 0)
        pass.settings = ScrollViewConfiguration(cellPreparationDistance: 0.5, prefetchDistance: 0.25, cellRetentionDistance: 2)
        // Vertical: 600-pt lengths: preparation 300; prefetch 150 is raised
        // to 300; retention 1200.
        #expect(CellLifecycle.distances(ScrollHeading(isVertical: true, isForward: true), pass)
            == CellLifecycle.Distances(preparation: 300, prefetch: 300, retention: 1200))
        // Horizontal: 375-pt lengths: 187.5, 187.5, 750.
        #expect(CellLifecycle.distances(ScrollHeading(isVertical: false, isForward: false), pass)
            == CellLifecycle.Distances(preparation: 187.5, prefetch: 187.5, retention: 750))
        pass.settings.isPrefetchingEnabled = false
        #expect(CellLifecycle.distances(ScrollHeading(isVertical: true, isForward: true), pass)
            == CellLifecycle.Distances(preparation: 0, prefetch: 0, retention: 0))
    }

    @Test("the part of a strip the last one did not cover", arguments: [
        // Forward by 120: the band 1200…1320.
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 0, y: 720, width: 375, height: 600),
         Rect(x: 0, y: 1200, width: 375, height: 120)),
        // Back by 50: the band 550…600.
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 0, y: 550, width: 375, height: 600),
         Rect(x: 0, y: 550, width: 375, height: 50)),
        // A jump past it: all of the new strip.
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 0, y: 3000, width: 375, height: 600),
         Rect(x: 0, y: 3000, width: 375, height: 600)),
        // Covered: an empty band.
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 0, y: 700, width: 375, height: 100),
         Rect(x: 0, y: 700, width: 375, height: 0)),
        // Grown on both sides, or moved across: not one band.
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 0, y: 500, width: 375, height: 800), nil),
        (Rect(x: 0, y: 600, width: 375, height: 600), Rect(x: 1, y: 600, width: 375, height: 600), nil),
    ] as [(Rect, Rect, Rect?)])
    func uncovered(old: Rect, new: Rect, expected: Rect?) {
        #expect(CellLookAhead.uncovered(by: old, of: new, vertical: true) == expected)
    }

    /// A seeded SplitMix64.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("the carried strip gives the plans of a strip asked whole every pass (the oracle), over random moves",
          arguments: 1...6 as ClosedRange<UInt64>)
    func carriedMatchesGathered(seed: UInt64) {
        var generator = Generator(state: seed)
        // A waterfall of three 125-wide columns with random heights, so
        // that cells straddle a strip's edges; 300 items.
        var tops = [0.0, 0.0, 0.0]
        var frameList: [Rect] = []
        for _ in 0..<300 {
            let column = tops.indices.min { tops[$0] < tops[$1] }!
            let height = Double(Int.random(in: 40...260, using: &generator))
            frameList.append(Rect(x: Double(column) * 125, y: tops[column], width: 125, height: height))
            tops[column] += height + 5
        }
        let frames = Frames(frameList)
        let oracleFrames = Frames(frameList)
        var lifecycle = CellLifecycle(), oracle = CellLifecycle()
        oracle.takesShortcuts = false
        var shown: [Int] = []
        var y = 0.0
        for step in 0..<200 {
            // Mostly small moves either way, sometimes a jump, sometimes none.
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: y = Double(Int.random(in: 0...20_000, using: &generator))
            case 1: break
            default: y += Double(Int.random(in: -150...250, using: &generator))
            }
            y = min(max(y, 0), tops.max()! - 600)
            let rect = Rect(origin: Point(x: 0, y: y), size: Self.viewport)
            let now = frames.visible(in: rect)
            let events: [Event.Payload] = shown.filter { !now.contains($0) }.map { .didEndDisplaying(Self.shown($0, frames)) }
                + now.filter { !shown.contains($0) }.map { .willDisplay(Self.shown($0, frames)) }
            shown = now
            // The oracle forgets its strip every pass: the whole strip is
            // asked, as before the strip was carried.
            oracle.layoutDidChange()
            let mine = Self.run(&lifecycle, y: y, events: events, frames: frames)
            let expected = Self.run(&oracle, y: y, events: events, frames: oracleFrames)
            #expect(mine.display == expected.display, "seed \(seed) step \(step)")
            #expect(mine.lookAhead == expected.lookAhead, "seed \(seed) step \(step)")
            #expect(lifecycle.prefetched == oracle.prefetched, "seed \(seed) step \(step)")
        }
        // The carried strips asked for less of the layout.
        let area = { (rects: [Rect]) in rects.reduce(0) { $0 + $1.height } }
        #expect(area(frames.asked) < area(oracleFrames.asked))
    }
}
