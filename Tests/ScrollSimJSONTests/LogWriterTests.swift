import Foundation
import ScrollSim
import ScrollSimTesting
import Testing

@testable import ScrollSimJSON

/// The log writer's reused json-c objects against the tree-per-value path
/// (`JSONWriter.string(event.fields)`), which stays the oracle.
@Suite("LogWriter: event lines through reused json-c objects")
struct LogWriterTests {
    @Test("every event type, with random values, gives the bytes of the tree-building path")
    func randomEventsMatchTheTree() {
        var events = RandomEvents(seed: 0x10_6_17E5)
        var lines = EventLineObjects()
        var types: Set<String> = []
        for _ in 0..<20_000 {
            let event = events.next()
            types.insert(event.type)
            let expected = JSONWriter.string(event.fields)
            guard let object = lines.object(for: event) else {
                #expect(event.type == "dataChange", "only dataChange has no template")
                continue
            }
            let written = JSONWriter.withSerialisedBytes(of: object) { String(decoding: $0, as: UTF8.self) }
            #expect(written == expected)
            if written != expected { return }
        }
        #expect(types.count == 27, "the generator makes every event type: \(types.sorted())")
    }

    @Test("a number written again, changed or unchanged, keeps the canonical text")
    func numbersKeepTheirText() {
        var lines = EventLineObjects()
        let values: [Double] = [0.1, 0.1, 0.2, -0.0, 0, 1e300, 1e300, 300, 0.1, .leastNonzeroMagnitude, -7, 9_007_199_254_740_994]
        for (seq, y) in values.enumerated() {
            let event = Event(seq: seq, tick: seq, time: y, payload: .didScroll(offset: Point(x: y, y: -y)))
            let object = lines.object(for: event)!
            let written = JSONWriter.withSerialisedBytes(of: object) { String(decoding: $0, as: UTF8.self) }
            let text = JSONNumberFormat.text(y), negated = JSONNumberFormat.text(-y)
            #expect(written == #"{"seq":\#(seq),"tick":\#(seq),"time":\#(text),"type":"didScroll","offset":{"x":\#(text),"y":\#(negated)}}"#)
        }
    }

    @Test("visible lists that grow and shrink reuse their element objects and keep the right elements")
    func visibleListsGrowAndShrink() {
        var lines = EventLineObjects()
        for (seq, count) in [3, 0, 40, 7, 7, 41, 1, 0, 0, 12].enumerated() {
            let elements = (0..<count).map { index in
                DisplayedElement(element: .cell(index + seq, section: seq),
                                 frame: Rect(x: Double(index) / 3, y: Double(seq * 100 + index), width: 121.5, height: 40))
            }
            let event = Event(seq: seq, tick: seq, time: Double(seq) / 60, payload: .visible(elements))
            let object = lines.object(for: event)!
            let written = JSONWriter.withSerialisedBytes(of: object) { String(decoding: $0, as: UTF8.self) }
            #expect(written == JSONWriter.string(event.fields))
        }
    }

    @Test("visible lists of a few elements, overlapping, reordered, repeated, moved or not, are written right from a pool of the longest list's size")
    func visibleListsOfFewElements() {
        var generator = SplitMix64(seed: 0x5EE)
        var lines = EventLineObjects()
        let kinds: [ElementKind] = [.cell, .header, "badge", "q\"/\u{0}"]
        let universe = (0..<24).map { ElementID(kind: kinds[$0 % kinds.count], indexPath: IndexPath(item: $0 / 4, section: $0 % 3)) }
        var frames: [ElementID: Rect] = [:]
        var previous: [DisplayedElement] = []
        var reused = 0, longest = 0
        for seq in 0..<3_000 {
            // Frames change for a few elements only, as sticky headers move.
            for id in universe where Int.random(in: 0..<10, using: &generator) == 0 || frames[id] == nil {
                frames[id] = Rect(x: [0, 126.66666666666667, -0.0].randomElement(using: &generator)!,
                                  y: Double(Int.random(in: 0...400, using: &generator)) / 3, width: 121.66666666666667, height: 40)
            }
            var ids = Array(universe.shuffled(using: &generator).prefix(Int.random(in: 0...20, using: &generator)))
            if Int.random(in: 0..<3, using: &generator) == 0 { ids.sort { $0.item * 3 + $0.section < $1.item * 3 + $1.section } }
            if Int.random(in: 0..<8, using: &generator) == 0, let first = ids.first { ids.append(first) }
            var elements = ids.map { DisplayedElement(element: $0, frame: frames[$0]!) }
            if Int.random(in: 0..<8, using: &generator) == 0, let first = elements.first {
                elements.append(DisplayedElement(element: first.element, frame: Rect(x: 1, y: 2, width: 3, height: 4)))
            }
            reused += elements.filter(previous.contains).count
            previous = elements
            let payload: Event.Payload = Int.random(in: 0..<5, using: &generator) == 0
                ? .willDisplay(elements.first ?? DisplayedElement(element: universe[0], frame: .zero)) : .visible(elements)
            if case .visible = payload { longest = max(longest, elements.count) }
            let event = Event(seq: seq, tick: seq, time: Double(seq) / 60, payload: payload)
            let object = lines.object(for: event)!
            let written = JSONWriter.withSerialisedBytes(of: object) { String(decoding: $0, as: UTF8.self) }
            #expect(written == JSONWriter.string(event.fields))
            if written != JSONWriter.string(event.fields) { return }
            if case .visible = payload {
                #expect(lines.pooledElementCount == longest, "the pool holds as many elements as the longest list")
            }
        }
        #expect(reused > 5_000, "lists share elements with the list before")
    }

    @Test("a log file written by LogWriter is the header, the tree-path lines and the end line")
    func wholeLogMatchesTheTree() throws {
        let scenario = try ScenarioDecoder.decode(#"{"name":"w","viewport":{"width":320,"height":480},"layout":{"type":"flow"},"sections":[{"items":{"count":30,"size":{"width":100,"height":50}}}],"steps":[{"wait":0.1}]}"#)
        var generator = RandomEvents(seed: 99)
        let events = (0..<3_000).map { _ in generator.next() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("log.jsonl").path

        let contentSize = Size(width: 320, height: 1234.5)
        let writer = LogWriter(output: try OutputFile(path: path), scenario: scenario, contentSize: contentSize)
        for event in events { writer.write(event) }
        let offset = Point(x: 0, y: 0.30000000000000004)
        try writer.finish(ticks: 17, events: events.count, offset: offset)

        var expected = [JSONWriter.string(LogWriter.header(scenario: scenario, contentSize: contentSize))]
        expected += events.map { JSONWriter.string($0.fields) }
        expected.append(JSONWriter.string(.object([
            ("type", "end"), ("ticks", .int(17)), ("events", .int(events.count)), ("offset", FieldValue(offset)),
        ])))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == expected.joined(separator: "\n") + "\n")
    }

    @Test("the number text written into a buffer is JSONNumberFormat.text, for edge and random values")
    func numberTextInABuffer() {
        var doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.30000000000000004, 1e21, 1e22, 1e-7, 123456789012345680, 9_007_199_254_740_992,
            -9_007_199_254_740_992, 9_007_199_254_740_994, 4.5e15 + 0.5, .leastNonzeroMagnitude, .leastNormalMagnitude,
            -.leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 121.66666666666667,
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            doubles.append(RandomEvents.double(using: &generator))
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite { doubles.append(bits) }
        }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: JSONNumberFormat.maximumLength + 1)
        defer { buffer.deallocate() }
        for value in doubles {
            let length = JSONNumberFormat.write(value, into: buffer)
            let text = String(cString: buffer)
            #expect(text == JSONNumberFormat.text(value))
            #expect(length == text.utf8.count)
        }
        // Through the cache of texts: every value twice, in two orders, so
        // that texts come both from the table and from formatting, and
        // entries are replaced by values that share their place.
        let cache = JSONNumberTextCache()
        for value in doubles + doubles.reversed() + doubles {
            cache.reference.write(value, into: buffer)
            #expect(String(cString: buffer) == JSONNumberFormat.text(value))
        }
        var integers: [Int64] = [0, 1, -1, 9, 10, -10, .max, .min, .max - 1, .min + 1]
        for _ in 0..<5_000 { integers.append(Int64(bitPattern: generator.next()) >> Int64.random(in: 0..<64, using: &generator)) }
        for value in integers {
            let length = JSONNumberFormat.write(value, into: buffer)
            #expect(String(cString: buffer) == String(value))
            #expect(length == String(value).utf8.count)
        }
    }
}

/// Seeded random events of every type, with values that stress number and
/// string text: integers, thirds, tiny and huge doubles, `-0`, quotes,
/// backslashes, slashes, control characters, NULs and non-ASCII text.
struct RandomEvents {
    private var generator: SplitMix64
    private var seq = 0
    private var tick = 0

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func next() -> Event {
        if Int.random(in: 0..<4, using: &generator) == 0 { tick += Int.random(in: 1...3, using: &generator) }
        defer { seq += 1 }
        return Event(seq: seq, tick: tick, time: Double(tick) / 60, payload: payload())
    }

    static func double(using generator: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: Double(Int.random(in: -5000...5000, using: &generator))
        case 1: Double(Int.random(in: -100_000...100_000, using: &generator)) / 3
        case 2: Double.random(in: -1e7...1e7, using: &generator)
        case 3: [0, -0.0, 0.1, 0.2, 1e300, -1e-300, .leastNonzeroMagnitude, 9_007_199_254_740_994].randomElement(using: &generator)!
        case 4: Double(Int.random(in: 0...1_000_000, using: &generator)) / 60
        case 5: Double.random(in: -1...1, using: &generator) * pow(10, Double(Int.random(in: -30...30, using: &generator)))
        case 6: 9_007_199_254_740_992 * Double(Int.random(in: -3...3, using: &generator))
        case 7: Double(Int.random(in: 0...87_088_000, using: &generator)) + [0, 0.5, 2.0 / 3].randomElement(using: &generator)!
        default: 121.66666666666667
        }
    }

    private mutating func double() -> Double { Self.double(using: &generator) }

    private mutating func int() -> Int {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: Int.random(in: 0...20, using: &generator)
        case 1: Int.random(in: -1_000_000...1_000_000, using: &generator)
        case 2: [Int.min, Int.max, -1, 0, 10, 99, 100].randomElement(using: &generator)!
        default: Int(bitPattern: UInt(generator.next()))
        }
    }

    private mutating func bool() -> Bool { Bool.random(using: &generator) }

    private mutating func string() -> String {
        let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "Ω", "🙂", "cell", "header"]
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    private mutating func optionalID() -> String? {
        Int.random(in: 0..<3, using: &generator) == 0 ? string() : nil
    }

    private mutating func indexPath() -> ScrollSim.IndexPath { ScrollSim.IndexPath(item: int(), section: int()) }

    private mutating func point() -> Point { Point(x: double(), y: double()) }
    private mutating func size() -> Size { Size(width: double(), height: double()) }
    private mutating func rect() -> Rect { Rect(origin: point(), size: size()) }

    private mutating func element() -> DisplayedElement {
        let kinds: [ElementKind] = [.cell, .cell, .header, .footer, "badge", ElementKind(rawValue: string())]
        let kind = kinds.randomElement(using: &generator)!
        let id = ElementID(kind: kind, indexPath: IndexPath(item: int(), section: int()))
        // One element in four has a transform: the reused element objects
        // gain and lose their "transform3D" member from line to line.
        let transform = bool() && bool() ? Transform3D(values: (0..<16).map { _ in double() }) : nil
        // One in three has a diffable id, gained and lost from line to line,
        // with or without a transform before it.
        return DisplayedElement(element: id, frame: rect(), transform3D: transform, id: optionalID())
    }

    private mutating func payload() -> Event.Payload {
        switch Int.random(in: 0..<27, using: &generator) {
        case 0: .step(index: int(), action: Step.Name.allCases.randomElement(using: &generator)!)
        case 1: .didScroll(offset: point())
        case 2: .willBeginDragging
        case 3: .willEndDragging(velocity: point(), targetOffset: point())
        case 4: .didEndDragging(willDecelerate: bool())
        case 5: .willBeginDecelerating
        case 6: .didEndDecelerating
        case 7: .didEndScrollingAnimation
        case 8: .willDisplay(element())
        case 9: .didEndDisplaying(element())
        case 10: .stickyEnter(section: int(), originalPoint: point(), frame: rect())
        case 11: .stickyExit(section: int())
        case 12: .visible((0..<Int.random(in: 0...45, using: &generator)).map { _ in element() })
        case 13: .pagingOffset(offset: point())
        case 14: .prepare(reason: PrepareReason.allCases.randomElement(using: &generator)!)
        case 15: .invalidate(offsetOnly: bool())
        case 16: .dataChange(action: DataChangeAction.allCases.randomElement(using: &generator)!, details: [("items", .array([.int(int()), .double(double())])), (string(), .string(string()))])
        case 17: .layoutSwitch(layout: string(), animated: bool())
        case 18: .viewportChange(size: size())
        case 19: .contentSizeChange(size: size())
        case 20: .contentInsetChange(inset: EdgeInsets(top: double(), left: double(), bottom: double(), right: double()))
        case 21: .cellRequest(item: indexPath(), reuseIdentifier: string(), reused: bool(), id: optionalID())
        case 22: .cellEnqueue(item: indexPath(), reuseIdentifier: string(), id: optionalID())
        case 23, 24:
            // Lists that grow and shrink, with and without ids.
            {
                let items = (0..<Int.random(in: 0...12, using: &generator)).map { _ in indexPath() }
                let ids = bool() ? items.map { _ in string() } : nil
                return Bool.random(using: &generator) ? .prefetch(items: items, ids: ids) : .cancelPrefetch(items: items, ids: ids)
            }()
        case 25: .sizeResolved(item: indexPath(), estimated: size(), size: size(), offsetAdjustment: point(), id: optionalID())
        default: .didScrollToTop
        }
    }
}
