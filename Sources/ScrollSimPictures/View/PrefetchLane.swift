import ScrollSim
import ScrollSimJSON

/// The `view` page's prefetch lane: for each cell, the life of the item
/// from its prefetch through its request and display to its end, in ticks.
///
/// A life starts with a `prefetch` (of an item with no open life), a
/// `cellRequest` or a cell's `willDisplay`, and gathers the later ones of
/// the same item: the request, the display, then `didEndDisplaying` (which
/// ends it) — or a `cancelPrefetch` before any request or display (which
/// ends it too). Lives still open at the end have no end. Nothing is
/// recorded before the log's first cell event (`cellRequest`,
/// `cellEnqueue`, `prefetch`, `cancelPrefetch`, `sizeResolved`), so a log
/// without them has no lane.
///
/// - Complexity: O(1) per event and per listed item; memory O(lives).
struct PrefetchLane {
    private struct Life {
        var section: Int
        var item: Int
        var prefetch: Int?
        var request: Int?
        var display: Int?
        var end: Int?
        var cancel: Int?
    }

    private static let cellKinds: Set<EventKind> = [.cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved]

    private var lives: [Life] = []
    /// The open life of each item, by index in `lives`.
    private var open: [IndexPath: Int] = [:]
    private var isRecording = false

    /// Whether the log had a cell event.
    var isEmpty: Bool { !isRecording }

    mutating func add(_ event: Event, tick: Int) {
        if !isRecording {
            guard Self.cellKinds.contains(event.kind) else { return }
            isRecording = true
        }
        switch event.payload {
        case .prefetch(let items, _):
            for item in items where open[item] == nil { start(item, Life(section: item.section, item: item.item, prefetch: tick)) }
        case .cancelPrefetch(let items, _):
            for item in items {
                guard let index = open[item], lives[index].request == nil, lives[index].display == nil else { continue }
                lives[index].cancel = tick
                open[item] = nil
            }
        case .cellRequest(let item, _, _, _):
            if let index = open[item] {
                if lives[index].request == nil { lives[index].request = tick }
            } else {
                start(item, Life(section: item.section, item: item.item, request: tick))
            }
        case .willDisplay(let shown) where shown.element.kind == .cell:
            let item = shown.element.indexPath
            if let index = open[item] {
                if lives[index].display == nil { lives[index].display = tick }
            } else {
                start(item, Life(section: item.section, item: item.item, display: tick))
            }
        case .didEndDisplaying(let shown) where shown.element.kind == .cell:
            let item = shown.element.indexPath
            guard let index = open.removeValue(forKey: item) else { return }
            lives[index].end = tick
        default:
            break
        }
    }

    private mutating func start(_ item: IndexPath, _ life: Life) {
        open[item] = lives.count
        lives.append(life)
    }

    /// `[{"section","item","prefetch","request","display","end","cancel"}…]`
    /// in order of the lives' start, ticks or `null`.
    var value: FieldValue {
        func tick(_ value: Int?) -> FieldValue { value.map(FieldValue.int) ?? .null }
        return .array(lives.map {
            .object([
                ("section", .int($0.section)), ("item", .int($0.item)), ("prefetch", tick($0.prefetch)),
                ("request", tick($0.request)), ("display", tick($0.display)), ("end", tick($0.end)), ("cancel", tick($0.cancel)),
            ])
        })
    }
}
