import ScrollSim
import ScrollSimJSON

/// The data `scrollsim view` embeds in its page: a log folded into compact
/// tables that the page's script replays to any tick.
///
/// Every event of the log is kept, in order, by a one-letter storage code
/// in `order`:
///
/// | code | event | kept in |
/// |---|---|---|
/// | `D` | `willDisplay` | `ops`, code 0 |
/// | `E` | `didEndDisplaying` | `ops`, code 1 |
/// | `S` | `didScroll` | `scroll`: `tick, x, y` |
/// | `V` | `visible` | `visible`: `tick, count`; its differences from the replayed set as `ops` codes 2–4 |
/// | `O` | anything else (or a malformed one of the above) | `other`: the record itself |
///
/// `ops` is one flat array of numbers: `tick, code, kind, section, item`
/// followed, for codes 0 (display), 2 (frame moved) and 3 (displayed, seen
/// only in a `visible` event), by the frame `x, y, width, height`; code 1
/// (end of display) and 4 (gone, seen only in a `visible` event) have no
/// frame. `kind` indexes `kinds`. Replaying `ops` up to and including tick
/// N gives the elements on screen after the last event of tick N, exactly
/// as the log says: a `visible` event overrides what `willDisplay` and
/// `didEndDisplaying` gave before it.
///
/// So a 1,000,000-item log with a `visible` event on each of its 3,600
/// ticks is embedded without those events' element lists: they are
/// replaced by the few differences they make.
public struct LogViewData {
    /// The storage code of every event, in log order.
    private var order: [UInt8] = []
    private var ops: [FieldValue] = []
    private var scroll: [FieldValue] = []
    private var visibleCounts: [FieldValue] = []
    private var other: [FieldValue] = []
    /// `index, seq` pairs where the seq is not the previous one + 1.
    private var seqJumps: [FieldValue] = []
    private var lastSeq: Int?
    private var kinds: [String] = []
    private var kindIndex: [String: Int] = [:]
    /// The elements on screen after the events read so far, and their frames.
    private var displayed: [Key: [Double]] = [:]

    private let header: FieldValue
    private var lastTick = 0
    /// Ticks per second as the events' `time` fields give it (tick / time
    /// of the first event after tick 0), for headers without `frameRate`.
    private var frameRateFromTimes: Double?

    /// The number of events read.
    public var eventCount: Int { order.count }

    /// The last tick of the run, once `finish(end:)` has been called.
    public var finalTick: Int { lastTick }

    /// An element's identity: its kind (index into `kinds`), section and item.
    private struct Key: Hashable {
        var kind: Int
        var section: Int
        var item: Int
    }

    /// Starts the data of a log with `header`: an object with `scenario`
    /// and, when known, `viewport`, `frameRate`, `contentSize` and
    /// `contentInset` (`LogViewInput.headerValue(_:)`).
    public init(header: FieldValue) {
        self.header = header
    }

    /// Adds the next event record.
    public mutating func add(_ record: FieldValue) {
        let tick: Int
        if case .int(let value)? = record["tick"] { tick = value } else { tick = lastTick }
        lastTick = max(lastTick, tick)
        if frameRateFromTimes == nil, tick > 0, let time = record["time"]?.number, time > 0, (Double(tick) / time).isFinite {
            frameRateFromTimes = Double(tick) / time
        }
        if case .int(let seq)? = record["seq"] {
            if seq != (lastSeq ?? -1) + 1 { seqJumps += [.int(order.count), .int(seq)] }
            lastSeq = seq
        }
        guard case .string(let type)? = record["type"] else { return keep(record) }
        switch type {
        case "willDisplay":
            guard let (key, frame) = element(record["element"]) else { return keep(record) }
            displayed[key] = frame
            appendOp(tick: tick, code: 0, key, frame)
            order.append(UInt8(ascii: "D"))
        case "didEndDisplaying":
            guard let (key, _) = element(record["element"], needsFrame: false) else { return keep(record) }
            displayed[key] = nil
            appendOp(tick: tick, code: 1, key, nil)
            order.append(UInt8(ascii: "E"))
        case "didScroll":
            guard let offset = record["offset"], let x = offset["x"], let y = offset["y"], x.number != nil, y.number != nil
            else { return keep(record) }
            scroll += [.int(tick), x, y]
            order.append(UInt8(ascii: "S"))
        case "visible":
            guard case .array(let values)? = record["elements"] else { return keep(record) }
            var seen: [Key: [Double]] = [:]
            seen.reserveCapacity(values.count)
            for value in values {
                guard let (key, frame) = element(value) else { return keep(record) }
                seen[key] = frame
            }
            // The visible set is the truth at this point of the log: what
            // the display events left differently is corrected.
            for value in values {
                guard let (key, frame) = element(value) else { continue }
                switch displayed[key] {
                case nil: appendOp(tick: tick, code: 3, key, frame)
                case let old? where old != frame: appendOp(tick: tick, code: 2, key, frame)
                default: break
                }
            }
            for key in displayed.keys.sorted(by: Self.canonical) where seen[key] == nil {
                appendOp(tick: tick, code: 4, key, nil)
            }
            displayed = seen
            visibleCounts += [.int(tick), .int(values.count)]
            order.append(UInt8(ascii: "V"))
        default:
            keep(record)
        }
    }

    /// Ends the log, taking the run's length from its `end` line's
    /// `ticks` (the last tick + 1) when known.
    public mutating func finish(ticks: Int?) {
        if let ticks, ticks > 0 { lastTick = max(lastTick, ticks - 1) }
    }

    /// The embedded data as one value, written through json-c by the page.
    ///
    /// - Parameter failures: the failed expectations of the run, each an
    ///   object made by `LogViewPage.failure(_:report:)`.
    public func value(source: String, failures: [FieldValue], initialTick: Int) -> FieldValue {
        .object([
            ("format", "scrollsim-view/1"),
            ("source", .string(source)),
            ("header", header),
            ("ticks", .int(lastTick + 1)),
            ("frameRateFromTimes", frameRateFromTimes.map { .double($0) } ?? .null),
            ("initialTick", .int(initialTick)),
            ("events", .int(order.count)),
            ("order", .string(String(decoding: order, as: UTF8.self))),
            ("seqJumps", .array(seqJumps)),
            ("kinds", .array(kinds.map { .string($0) })),
            ("ops", .array(ops)),
            ("scroll", .array(scroll)),
            ("visible", .array(visibleCounts)),
            ("other", .array(other)),
            ("failures", .array(failures)),
        ])
    }

    // MARK: - Records

    private mutating func keep(_ record: FieldValue) {
        other.append(record)
        order.append(UInt8(ascii: "O"))
    }

    private mutating func appendOp(tick: Int, code: Int, _ key: Key, _ frame: [Double]?) {
        ops += [.int(tick), .int(code), .int(key.kind), .int(key.section), .int(key.item)]
        if let frame { ops += frame.map(Self.number) }
    }

    /// An integral value is written as an integer (`300`, not `300.0`).
    private static func number(_ value: Double) -> FieldValue {
        if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .double(value)
    }

    private static func canonical(_ a: Key, _ b: Key) -> Bool {
        (a.section, a.item, a.kind) < (b.section, b.item, b.kind)
    }

    private mutating func element(_ value: FieldValue?, needsFrame: Bool = true) -> (Key, [Double])? {
        guard let value, case .string(let kind)? = value["kind"], case .int(let section)? = value["section"],
              case .int(let item)? = value["item"]
        else { return nil }
        var frame: [Double] = []
        if let rect = value["frame"] {
            for name in ["x", "y", "width", "height"] {
                guard let number = rect[name]?.number, number.isFinite else { return nil }
                frame.append(number)
            }
        } else if needsFrame {
            return nil
        }
        let index: Int
        if let known = kindIndex[kind] {
            index = known
        } else {
            index = kinds.count
            kinds.append(kind)
            kindIndex[kind] = index
        }
        return (Key(kind: index, section: section, item: item), frame)
    }
}
