import ScrollSim
import ScrollSimJSON

/// The `view` page's offset tracks of the orthogonal sections: each
/// section's `sectionDidScroll` offsets, and its drags and decelerations
/// as tick intervals.
///
/// - Complexity: O(1) per event; memory O(section events).
struct SectionTracks {
    private struct Track {
        var ticks: [FieldValue] = []
        var x: [FieldValue] = []
        var y: [FieldValue] = []
        /// Closed intervals, flat: `from, to, from, to…`.
        var drags: [FieldValue] = []
        var decelerations: [FieldValue] = []
        var dragStart: Int?
        var decelerationStart: Int?
    }

    private var tracks: [Int: Track] = [:]

    var isEmpty: Bool { tracks.isEmpty }

    mutating func add(_ event: Event, tick: Int) {
        switch event.payload {
        case .sectionDidScroll(let section, let offset):
            tracks[section, default: Track()].ticks.append(.int(tick))
            tracks[section, default: Track()].x.append(.double(offset.x))
            tracks[section, default: Track()].y.append(.double(offset.y))
        case .sectionWillBeginDragging(let section):
            tracks[section, default: Track()].dragStart = tick
        case .sectionDidEndDragging(let section, _):
            if let start = tracks[section]?.dragStart {
                tracks[section]?.drags += [.int(start), .int(tick)]
                tracks[section]?.dragStart = nil
            }
        case .sectionWillBeginDecelerating(let section):
            tracks[section, default: Track()].decelerationStart = tick
        case .sectionDidEndDecelerating(let section):
            if let start = tracks[section]?.decelerationStart {
                tracks[section]?.decelerations += [.int(start), .int(tick)]
                tracks[section]?.decelerationStart = nil
            }
        default:
            break
        }
    }

    /// `[{"section","ticks","x","y","drags","decelerations"}…]` by section;
    /// a drag or deceleration still open ends at `lastTick`.
    func value(lastTick: Int) -> FieldValue {
        .array(tracks.keys.sorted().map { section in
            let track = tracks[section]!
            let drags = track.drags + (track.dragStart.map { [.int($0), .int(lastTick)] } ?? [])
            let decelerations = track.decelerations + (track.decelerationStart.map { [.int($0), .int(lastTick)] } ?? [])
            return .object([
                ("section", .int(section)), ("ticks", .array(track.ticks)), ("x", .array(track.x)), ("y", .array(track.y)),
                ("drags", .array(drags)), ("decelerations", .array(decelerations)),
            ])
        })
    }
}
