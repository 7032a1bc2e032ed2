import FuzzSupport
import ScrollSim
import ScrollSimJSON

/// One fuzz input: any bytes read as a log must give records or an
/// `InputError` naming a line — never crash, hang or leak.
func fuzzLogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let reader = try? LogReader(text: text, name: "fuzz.jsonl") else { return 0 }
    while let record = try? reader.next() {
        _ = record
    }
    return 0
}

runLibFuzzer { data, size in fuzzLogReader(data, size) }
