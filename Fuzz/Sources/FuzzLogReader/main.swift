import FuzzSupport
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools

/// One fuzz input: any bytes read as a log — raw, invalid UTF-8 included —
/// must give records or an `InputError` naming a line, through everything
/// that reads logs: the reader, the summary, diff (against itself, and
/// against itself less a line), the filters and the state at a tick.
/// Never a crash, a hang or a leak. (The picture is not reached: its module
/// is not a product of the package.)
func fuzzLogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let reader = try? LogReader(bytes: bytes, name: "fuzz.jsonl") else { return 0 }
    var summary = LogSummary(header: reader.header)
    while let record = try? reader.next() { summary.add(record) }
    summary.finish(end: reader.end)
    _ = summary.json
    if let left = try? LogReader(bytes: bytes, name: "a.jsonl"), let right = try? LogReader(bytes: bytes, name: "b.jsonl") {
        _ = try? LogDiff.compare(left, right)
    }
    // Against itself without its second line, so that diff aligns and
    // parses lines instead of settling byte-equal ones.
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.count > 2 {
        let shorter = Array(lines.enumerated().filter { $0.offset != 1 }.map(\.element).joined(separator: [0x0A]))
        if let left = try? LogReader(bytes: bytes, name: "a.jsonl"), let right = try? LogReader(bytes: shorter, name: "b.jsonl") {
            _ = try? LogDiff.compare(left, right, options: .init(ignoredFields: ["time"], window: 8))
        }
    }
    // The state at a tick and a filter.
    if let reader = try? LogReader(bytes: bytes, name: "fuzz.jsonl") {
        var filter = LogFilter(section: 1, ticks: 0...5)
        var state = LogState(header: reader.header)
        while let event = try? reader.next() {
            if filter.admits(event) { state.apply(event) }
        }
        _ = state.json
    }
    return 0
}

runLibFuzzer { data, size in fuzzLogReader(data, size) }
