import FuzzSupport
import ScrollSim
import ScrollSimJSON

/// One fuzz input: any bytes read as a log — raw, invalid UTF-8 included —
/// must give records or an `InputError` naming a line, through everything
/// that reads logs: the reader, the summary, diff (against itself) and the
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
    return 0
}

runLibFuzzer { data, size in fuzzLogReader(data, size) }
