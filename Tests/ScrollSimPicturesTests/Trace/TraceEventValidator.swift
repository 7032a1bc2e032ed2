import ScrollSim
import ScrollSimJSON

/// An independent check of Chrome trace event JSON against the rules the
/// trace viewers apply, stated here in full and kept apart from the
/// exporter's code:
///
/// * the document is an array of events, or an object whose `traceEvents`
///   is one (`displayTimeUnit`, when present, is `"ms"` or `"ns"`);
/// * every event is an object with a one-letter `ph` of the format's
///   phases, a string `name` (an `E` may omit it), integer `pid` and `tid`,
///   and a finite number `ts` in microseconds (metadata may omit it);
///   `args`, when present, is an object;
/// * `X` (complete) has a number `dur` ≥ 0; complete slices on one thread
///   nest: two either do not overlap or one contains the other;
/// * `B`/`E` (duration) pair up per thread in time order, properly nested,
///   and none is left open;
/// * `i`/`I` (instant) have a scope `s` of `g`, `p` or `t` when given;
/// * `C` (counter) has `args` of numbers only, at least one;
/// * `b`/`n`/`e` (nestable async) have a `cat` and an `id`; per category
///   and id they pair in time order and nest, and none is left open;
/// * `M` (metadata) is `process_name`, `process_labels`,
///   `process_sort_index`, `thread_name` or `thread_sort_index`, with
///   `args.name` a string or `args.sort_index` an integer.
///
/// Times are compared in whole nanoseconds (`ts` × 1000, rounded).
struct TraceEventValidator {
    /// A summary of a valid trace, for counting.
    struct Summary {
        /// Complete slices by name, process 1 only (the scroll view).
        var slices: [String: Int] = [:]
        /// Complete slices per process.
        var slicesByProcess: [Int: Int] = [:]
        /// Instant events by name.
        var instants: [String: Int] = [:]
        /// Counter events by name.
        var counters: [String: Int] = [:]
        /// Async slices (`b`…`e` pairs) by name.
        var asyncSlices: [String: Int] = [:]
        /// Thread names by process and thread.
        var threadNames: [Int: [Int: String]] = [:]
        /// Every complete slice: process, thread, name, start and end (ns).
        var completeSlices: [(pid: Int, tid: Int, name: String, start: Int64, end: Int64)] = []
        /// Counter samples by name, in file order: time (ns) and arguments.
        var counterSamples: [String: [(time: Int64, args: [(String, FieldValue)])]] = [:]
    }

    static let phases: Set<String> = ["B", "E", "X", "i", "I", "C", "b", "n", "e", "S", "T", "p", "F", "s", "t", "f", "P", "N", "O", "D", "M", "V", "v", "R", "c"]
    static let metadataNames: Set<String> = ["process_name", "process_labels", "process_sort_index", "thread_name", "thread_sort_index"]

    /// The errors of `text`, and a summary; no errors means valid.
    static func check(_ text: String) -> (errors: [String], summary: Summary) {
        let document: FieldValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            return (["not JSON: \(error)"], Summary())
        }
        var events: [FieldValue] = []
        switch document {
        case .array(let list):
            events = list
        case .object:
            guard case .array(let list)? = document["traceEvents"] else { return (["no traceEvents array"], Summary()) }
            events = list
            if let unit = document["displayTimeUnit"], unit != "ms" && unit != "ns" {
                return (["displayTimeUnit must be \"ms\" or \"ns\""], Summary())
            }
        default:
            return (["the trace is neither an array nor an object"], Summary())
        }
        return check(events: events)
    }

    static func nanoseconds(_ microseconds: Double) -> Int64 { Int64((microseconds * 1000).rounded()) }

    static func check(events: [FieldValue]) -> (errors: [String], summary: Summary) {
        var errors: [String] = []
        var summary = Summary()
        /// Duration and async events with their index, for ordering.
        var durations: [ThreadKey: [(index: Int, time: Int64, phase: String, name: String?)]] = [:]
        var asyncEvents: [AsyncKey: [(index: Int, time: Int64, phase: String, name: String)]] = [:]
        var complete: [ThreadKey: [(start: Int64, end: Int64, index: Int)]] = [:]

        for (index, event) in events.enumerated() {
            func fail(_ message: String) { errors.append("event \(index): \(message): \(JSONWriter.string(event))") }
            guard case .object = event else { fail("not an object"); continue }
            guard case .string(let phase)? = event["ph"], phases.contains(phase) else { fail("ph is not a phase of the format"); continue }
            let name: String?
            if case .string(let text)? = event["name"] { name = text } else { name = nil }
            if name == nil && phase != "E" { fail("no string name"); continue }
            guard case .int(let pid)? = event["pid"] else { fail("no integer pid"); continue }
            guard case .int(let tid)? = event["tid"] else { fail("no integer tid"); continue }
            if let args = event["args"], case .object = args {} else if event["args"] != nil { fail("args is not an object") }
            var time: Int64 = 0
            if let ts = event["ts"] {
                guard let value = ts.number, value.isFinite else { fail("ts is not a finite number"); continue }
                time = nanoseconds(value)
            } else if phase != "M" {
                fail("no ts")
                continue
            }
            let thread = ThreadKey(pid: pid, tid: tid)
            switch phase {
            case "X":
                guard let dur = event["dur"]?.number, dur.isFinite, dur >= 0 else { fail("complete event without a dur ≥ 0"); continue }
                let end = time + nanoseconds(dur)
                complete[thread, default: []].append((time, end, index))
                summary.completeSlices.append((pid, tid, name!, time, end))
                summary.slicesByProcess[pid, default: 0] += 1
                if pid == 1 { summary.slices[name!, default: 0] += 1 }
            case "B", "E":
                durations[thread, default: []].append((index, time, phase, name))
            case "i", "I":
                if let scope = event["s"], scope != "g" && scope != "p" && scope != "t" { fail("instant scope is not g, p or t") }
                summary.instants[name!, default: 0] += 1
            case "C":
                guard case .object(let args)? = event["args"], !args.isEmpty,
                      args.allSatisfy({ $0.1.number.map(\.isFinite) ?? false }) else {
                    fail("counter without numeric args")
                    continue
                }
                summary.counters[name!, default: 0] += 1
                summary.counterSamples[name!, default: []].append((time, args))
            case "b", "n", "e":
                guard case .string(let category)? = event["cat"] else { fail("async event without cat"); continue }
                guard let id = event["id"], id.number != nil || { if case .string = id { true } else { false } }() else {
                    fail("async event without id")
                    continue
                }
                if phase != "n" {
                    asyncEvents[AsyncKey(pid: pid, category: category, id: JSONWriter.string(id)), default: []]
                        .append((index, time, phase, name!))
                }
            case "M":
                guard metadataNames.contains(name!) else { fail("unknown metadata \(name!)"); continue }
                if name!.hasSuffix("_sort_index") {
                    guard case .int? = event["args"]?["sort_index"] else { fail("sort index without args.sort_index"); continue }
                } else if name!.hasSuffix("_name") {
                    guard case .string(let value)? = event["args"]?["name"] else { fail("name without args.name"); continue }
                    if name == "thread_name" { summary.threadNames[pid, default: [:]][tid] = value }
                }
            default:
                break
            }
        }

        // Complete slices nest per thread.
        for (thread, slices) in complete {
            var stack: [(start: Int64, end: Int64, index: Int)] = []
            for slice in slices.sorted(by: { ($0.start, -$0.end, $0.index) < ($1.start, -$1.end, $1.index) }) {
                while let top = stack.last, top.end <= slice.start { stack.removeLast() }
                if let top = stack.last, slice.end > top.end {
                    errors.append("events \(top.index) and \(slice.index) on pid \(thread.pid) tid \(thread.tid) overlap without nesting")
                }
                stack.append(slice)
            }
        }
        // Duration events pair up per thread in time order.
        for (thread, list) in durations {
            var stack: [(index: Int, name: String?)] = []
            for event in list.sorted(by: { ($0.time, $0.index) < ($1.time, $1.index) }) {
                if event.phase == "B" {
                    stack.append((event.index, event.name))
                } else if let open = stack.popLast() {
                    if let name = event.name, name != open.name {
                        errors.append("E event \(event.index) ends \(name) but \(open.name ?? "?") is open on tid \(thread.tid)")
                    }
                } else {
                    errors.append("E event \(event.index) ends nothing on tid \(thread.tid)")
                }
            }
            if !stack.isEmpty { errors.append("\(stack.count) B events never end on tid \(thread.tid)") }
        }
        // Async events pair up per category and id.
        for (key, list) in asyncEvents {
            var stack: [String] = []
            for event in list.sorted(by: { ($0.time, $0.index) < ($1.time, $1.index) }) {
                if event.phase == "b" {
                    stack.append(event.name)
                } else if stack.last == event.name {
                    stack.removeLast()
                    summary.asyncSlices[event.name, default: 0] += 1
                } else {
                    errors.append("e event \(event.index) (\(event.name)) ends nothing open in \(key.category) id \(key.id)")
                }
            }
            if !stack.isEmpty { errors.append("async \(stack) never end in \(key.category) id \(key.id)") }
        }
        return (errors, summary)
    }

    struct ThreadKey: Hashable {
        var pid: Int
        var tid: Int
    }

    struct AsyncKey: Hashable {
        var pid: Int
        var category: String
        var id: String
    }
}
