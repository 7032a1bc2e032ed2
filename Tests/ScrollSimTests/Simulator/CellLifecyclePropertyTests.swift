import ScrollSim
import ScrollSimTesting
import Testing

/// Random gesture sequences (drags, flings and their reversals, jumps and
/// animated scrolls) over a list, with the cell lifecycle read back from
/// the log after every tick and checked against the rules of "Cells" in
/// `docs/simulator.md` and a brute-force oracle of the frames.
@Suite("Cells: random gestures keep the lifecycle consistent")
struct CellLifecyclePropertyTests {
    /// The lifecycle as the log tells it, event by event, with the
    /// per-event rules checked as they come.
    struct LogState {
        var live: Set<IndexPath> = []
        var displayed: Set<IndexPath> = []
        var prefetched: Set<IndexPath> = []
        var pooled: [String: Int] = [:]
        var read = 0
        var prefetchCalls = 0
        var cancelCalls = 0

        mutating func read(_ events: [Event]) {
            while read < events.count {
                let event = events[read]
                read += 1
                switch event.payload {
                case .cellRequest(let item, let identifier, let reused, _):
                    #expect(!live.contains(item), "seq \(event.seq): a second cell for \(item)")
                    if reused {
                        #expect(pooled[identifier, default: 0] > 0, "seq \(event.seq): reused from an empty pool")
                        pooled[identifier, default: 0] -= 1
                    }
                    live.insert(item)
                    prefetched.remove(item)
                case .willDisplay(let shown) where shown.element.kind == .cell:
                    let item = shown.element.indexPath
                    #expect(live.contains(item), "seq \(event.seq): \(item) displayed without a requested cell")
                    #expect(!displayed.contains(item), "seq \(event.seq): \(item) displayed twice at once")
                    displayed.insert(item)
                case .didEndDisplaying(let shown) where shown.element.kind == .cell:
                    #expect(displayed.remove(shown.element.indexPath) != nil)
                case .cellEnqueue(let item, let identifier, _):
                    #expect(live.contains(item) && !displayed.contains(item), "seq \(event.seq): enqueued \(item) not live or on screen")
                    live.remove(item)
                    pooled[identifier, default: 0] += 1
                case .prefetch(let items, _):
                    prefetchCalls += 1
                    for item in items {
                        #expect(!live.contains(item), "seq \(event.seq): prefetched \(item), whose cell exists")
                        #expect(!prefetched.contains(item), "seq \(event.seq): prefetched \(item) twice")
                        prefetched.insert(item)
                    }
                case .cancelPrefetch(let items, _):
                    cancelCalls += 1
                    for item in items {
                        #expect(prefetched.remove(item) != nil, "seq \(event.seq): cancelled \(item), never prefetched")
                    }
                default:
                    break
                }
            }
        }
    }

    @Test("requested before display, prefetched before request or cancelled, live cells within the kept window, none shown twice",
          arguments: 0..<24)
    func randomGestures(seed: UInt64) throws {
        var events: [Event] = []
        var rng = SplitMix64(seed: seed &+ 0x5eed)
        // Rows of 60–180 pt, so several fit or straddle the window edges.
        let items = (0..<200).map { _ in ItemSpec(width: 375, height: rng.points(60...180)) }
        let data = CollectionData(sections: [SectionData(items: .explicit(items))])
        let simulator = Simulator(
            configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600), log: LogOptions(cells: true)),
            layout: FlowLayout(configuration: FlowLayoutConfiguration(minimumLineSpacing: 0, minimumInteritemSpacing: 0)),
            data: data
        ) { events.append($0) }
        simulator.start()
        var state = LogState()
        try check(simulator, events, &state)

        for _ in 0..<30 {
            switch rng.next() % 6 {
            case 0:
                if simulator.isTracking { try simulator.liftFinger() } else { try simulator.touchDown() }
            case 1:
                if simulator.isTracking {
                    try simulator.moveFinger(by: Point(x: 0, y: Double(Int(rng.next() % 1600) - 800)), duration: 0.2)
                }
            case 2, 3:
                // Flings either way, often against a running one: reversals.
                if !simulator.isTracking { try simulator.fling(velocity: Point(x: 0, y: Double(Int(rng.next() % 16000) - 8000))) }
            case 4:
                let range = simulator.scrollableRange.y
                let y = range.lowerBound + Double(rng.next() % 1000) / 1000 * (range.upperBound - range.lowerBound)
                if !simulator.isTracking { try simulator.setContentOffset(Point(x: 0, y: y), animated: rng.next() % 2 == 0) }
            default:
                break
            }
            for _ in 0..<Int(rng.next() % 30) {
                try simulator.advance()
                try check(simulator, events, &state)
            }
        }
        if simulator.isTracking { try simulator.liftFinger() }
        try simulator.runUntilIdle(maxSeconds: 120)
        try check(simulator, events, &state)
        #expect(state.prefetchCalls > 0)
    }

    /// After a tick: the log's reading (rules checked per event), then the
    /// state against the frames: every live cell that is not displayed lies
    /// within the kept window (the visible rect grown by 150 pt up and
    /// down), so the live cells are at most the items meeting that window;
    /// every prefetched item lies ahead within 600 pt and has no cell.
    private func check(_ simulator: Simulator, _ events: [Event], _ state: inout LogState) throws {
        state.read(events)
        let rect = simulator.visibleRect
        let window = Rect(x: rect.minX, y: rect.minY - 150, width: rect.width, height: rect.height + 300)
        let reach = Rect(x: rect.minX, y: rect.minY - 600, width: rect.width, height: rect.height + 1200)
        var frames: [IndexPath: Rect] = [:]
        for attributes in simulator.layout.layoutAttributesForAllElements() where attributes.element.kind == .cell {
            frames[attributes.element.indexPath] = attributes.frame
        }
        let inWindow = frames.values.filter { $0.intersects(window) }.count
        #expect(state.live.count <= inWindow, "tick \(simulator.tick): \(state.live.count) live cells, \(inWindow) items in the window")
        for item in state.live where !state.displayed.contains(item) {
            #expect(frames[item]?.intersects(window) == true, "tick \(simulator.tick): kept \(item) outside the window")
        }
        #expect(Set(simulator.indexPathsForVisibleItems) == state.displayed)
        #expect(state.prefetched.isDisjoint(with: state.live))
        for item in state.prefetched {
            #expect(frames[item]?.intersects(reach) == true, "tick \(simulator.tick): prefetched \(item) out of reach")
        }
    }
}
