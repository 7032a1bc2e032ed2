import FuzzSupport
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimPictures

/// One fuzz input: any bytes read as a log — raw, invalid UTF-8 included —
/// must give records or an `InputError` naming a line, through everything
/// that reads logs: the reader, the summary, diff (against itself, and
/// against itself less a line), the filters, the state at a tick and the
/// picture. Never a crash, a hang or a leak.
func fuzzLogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let reader = try? LogReader(bytes: bytes, name: "fuzz.jsonl") else { return 0 }
    var summary = LogSummary(header: reader.header)
    var picture = try? LogPicture(header: reader.headerRecord, tick: 3)
    while let record = try? reader.next() {
        summary.add(record)
        if (try? picture?.add(record.fields)) == nil { picture = nil }
    }
    summary.finish(end: reader.end)
    if var picture, (try? picture.finish(end: reader.endRecord)) != nil { _ = picture.svg() }
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
    // The state at a tick and the filters with their prefilters.
    if let reader = try? LogReader(bytes: bytes, name: "fuzz.jsonl") {
        var filter = LogFilter(section: 1, ticks: 0...5)
        reader.onlyTypes = filter.typesToRead
        reader.onlyLinesContaining = filter.bytesToRead
        var state = LogState(header: reader.header)
        while let event = try? reader.next() {
            if filter.admits(event) { state.apply(event) }
        }
        _ = JSONWriter.string(state.json)
    }
    return 0
}

runLibFuzzer { data, size in fuzzLogReader(data, size) }
