import ScrollSim
import ScrollSimJSON

/// Where the viewer reads logs: the one place that knows the reader's API,
/// so that a change to `LogReader` touches this file only.
enum LogViewInput {
    /// Reads the log at `path` into view data.
    ///
    /// - Throws: `InputError` with the line for a malformed or truncated log.
    static func read(path: String) throws(InputError) -> LogViewData {
        let reader = try LogReader(path: path)
        var data = LogViewData(header: reader.header)
        while let record = try reader.next() { data.add(record) }
        data.finish(end: reader.end)
        return data
    }
}
