import ScrollSim
import ScrollSimJSON

/// Where the viewer reads logs: the one place that knows the reader's API.
enum LogViewInput {
    /// Reads the log at `path` into view data: typed events (so a field of
    /// the wrong type is an error with its line and path) and the typed
    /// header, whose missing viewport or frame rate the page reports.
    ///
    /// - Throws: `InputError` with the line for a malformed or truncated log.
    /// `observe` sees every event, in order (an expectation checker).
    static func read(path: String, observe: (Event) -> Void = { _ in }) throws(InputError) -> LogViewData {
        let reader = try LogReader(path: path)
        var data = LogViewData(header: reader.header)
        while let event = try reader.next() {
            observe(event)
            data.add(event)
        }
        data.finish(ticks: reader.end?.ticks)
        return data
    }

    /// The header the page reads: scenario, and each of viewport, frame
    /// rate and content size only when the log records it; the content
    /// inset always (zero when the log omits it, as the writer does).
    static func headerValue(_ header: LogHeader) -> FieldValue {
        var pairs: [(String, FieldValue)] = [("scenario", .string(header.scenario))]
        if let viewport = header.viewport { pairs.append(("viewport", FieldValue(viewport))) }
        if let frameRate = header.frameRate { pairs.append(("frameRate", .double(frameRate))) }
        if let contentSize = header.contentSize { pairs.append(("contentSize", FieldValue(contentSize))) }
        let inset = header.contentInset
        pairs.append(("contentInset", .object([
            ("top", .double(inset.top)), ("left", .double(inset.left)),
            ("bottom", .double(inset.bottom)), ("right", .double(inset.right)),
        ])))
        return .object(pairs)
    }
}
