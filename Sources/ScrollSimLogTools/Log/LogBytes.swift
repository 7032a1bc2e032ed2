internal import ScrollSimPlatform
import ScrollSim
import ScrollSimJSON

/// Byte-level facts about log files, found without parsing events: what
/// lets `diff` settle equal logs at the speed of `cmp`.
package enum LogBytes {
    /// Whether the files at `left` and `right` hold the same bytes, read
    /// in 1 MiB blocks; `false` when either cannot be read.
    package static func areIdentical(_ left: String, _ right: String) -> Bool {
        guard let a = fopen(left, "rb") else { return false }
        defer { fclose(a) }
        guard let b = fopen(right, "rb") else { return false }
        defer { fclose(b) }
        let size = 1 << 20
        let first = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        let second = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer {
            first.deallocate()
            second.deallocate()
        }
        while true {
            let countA = fread(first, 1, size, a), countB = fread(second, 1, size, b)
            guard countA == countB, memcmp(first, second, countA) == 0 else { return false }
            if countA < size { return ferror(a) == 0 && ferror(b) == 0 }
        }
    }

    /// Checks a log's frame without parsing its events: the header line is
    /// a ScrollSim header, the file ends with a newline after an `end`
    /// line, and that line's `events` count is the number of lines between.
    ///
    /// - Throws: `InputError` naming the file and line, as `LogReader` does.
    package static func checkFrame(of path: String) throws(InputError) {
        _ = try LogReader(path: path)  // reads and checks the header
        guard let file = fopen(path, "rb") else {
            throw InputError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        var lines = 0
        var last: [UInt8] = []
        var endsWithNewline = false
        while true {
            let length = getline(&line, &capacity, file)
            guard length >= 0, let line else { break }
            lines += 1
            let bytes = UnsafeRawBufferPointer(start: line, count: length)
            endsWithNewline = length > 0 && bytes[length - 1] == 0x0A
            if length <= 4096 { last = Array(bytes) } else { last = [] }
        }
        let end = endsWithNewline ? try? JSONParser.parse(String(decoding: last.dropLast(), as: UTF8.self)) : nil
        guard let end, end["type"] == .string("end") else {
            throw InputError(file: path, location: .lineColumn(line: max(lines, 1), column: 1),
                             message: "truncated log: it does not end with an end line")
        }
        guard case .int(let events)? = end["events"], events == lines - 2 else {
            throw InputError(file: path, location: .linePath(line: lines, path: "$.events"),
                             message: "the end line counts \(end["events"].map(JSONWriter.string) ?? "nothing") events, the log has \(lines - 2)")
        }
    }
}
