import ScrollSim

/// Writes an event log (`docs/log-tools.md`) as JSON Lines through json-c: a header
/// line, one line per event, an `end` line.
///
/// The same events always give the same bytes: those of
/// `JSONWriter.string(event.fields)` for each event. Event lines are not
/// built as a tree per event: each event type has one json-c object, built
/// once, whose values are set in place before it is serialised
/// (`EventLineWriter`), so a line allocates nothing once its type and the
/// longest `visible` list have been seen (`dataChange` lines still build a
/// tree).
public final class LogWriter {
    /// The log format this writer produces.
    public static let schema = "scrollsim-log/1"

    private let output: OutputFile
    // Not checked for exclusive access at run time (the check cost two
    // calls into the runtime per access, four accesses per event): the
    // writer calls out to nothing but json-c and the file, so no access
    // can overlap another.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    @exclusivity(unchecked) private var lines = EventLineWriter()
    /// The bytes handed to `output` so far.
    @exclusivity(unchecked) private var flushedBytes = 0
    /// The longest log `write(_:)` accepts without saying so.
    private let maximumBytes: Int

    /// Starts a log on `output` with its header line; `write(_:)` tells
    /// when the log grows past `maximumBytes`.
    package init(output: OutputFile, scenario: Scenario, contentSize: Size, maximumBytes: Int = .max) {
        self.output = output
        self.maximumBytes = maximumBytes
        buffer.reserveCapacity(1 << 16)
        append(Self.header(scenario: scenario, contentSize: contentSize))
    }

    /// The header line of a log of `scenario`: `type`, `schema`, `scenario`,
    /// `viewport`, `frameRate`, `contentSize`, and `contentInset` when it is
    /// not zero (so that logs of scenarios without an inset keep their bytes).
    public static func header(scenario: Scenario, contentSize: Size) -> FieldValue {
        header(scenario: scenario.name, viewport: scenario.viewport, frameRate: scenario.frameRate,
               contentSize: contentSize, contentInset: scenario.contentInset)
    }

    /// A header line with the fields given: `viewport`, `frameRate` and
    /// `contentSize` when known, `contentInset` when not zero.
    static func header(scenario: String, viewport: Size?, frameRate: Double?, contentSize: Size?, contentInset: EdgeInsets) -> FieldValue {
        var fields: [(String, FieldValue)] = [("type", "header"), ("schema", .string(schema)), ("scenario", .string(scenario))]
        if let viewport { fields.append(("viewport", FieldValue(viewport))) }
        if let frameRate { fields.append(("frameRate", .double(frameRate))) }
        if let contentSize { fields.append(("contentSize", FieldValue(contentSize))) }
        if contentInset != .zero {
            fields.append(("contentInset", .object([
                ("top", .double(contentInset.top)), ("left", .double(contentInset.left)),
                ("bottom", .double(contentInset.bottom)), ("right", .double(contentInset.right)),
            ])))
        }
        return .object(fields)
    }

    /// The bytes of the log so far, written or buffered.
    package var byteCount: Int { flushedBytes + buffer.count }

    /// Appends one event line; returns whether the log, buffered bytes
    /// included, is still within `maximumBytes`.
    @discardableResult
    package func write(_ event: Event) -> Bool {
        lines.append(event, to: &buffer)
        if buffer.count >= 1 << 16 { flush() }
        return flushedBytes + buffer.count <= maximumBytes
    }

    /// Appends the `end` line and commits the file under its name.
    ///
    /// - Parameters:
    ///   - ticks: the number of ticks simulated (the last tick + 1).
    ///   - events: the number of events written.
    ///   - offset: the final content offset.
    ///   - maximumBytes: the largest log allowed; a longer one is discarded
    ///     with an error, its `end` line counted.
    package func finish(ticks: Int, events: Int, offset: Point, maximumBytes: Int = .max) throws(InputError) {
        append(.object([
            ("type", "end"), ("ticks", .int(ticks)), ("events", .int(events)), ("offset", FieldValue(offset)),
        ]))
        guard byteCount <= maximumBytes else {
            output.discard()
            throw InputError(SimulationError(origin: .call, reason: .budgetReached(.logBytes(maximumBytes))))
        }
        flush()
        try output.commit()
    }

    private func append(_ value: FieldValue) {
        let object = JSONWriter.makeObject(value)
        JSONWriter.withSerialisedBytes(object) { buffer.append(contentsOf: $0) }
        endLine()
    }

    private func endLine() {
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
        flushedBytes += buffer.count
        buffer.withUnsafeBytes { output.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}

extension LogWriter {
    /// The complete log text of `events` in memory: a header naming
    /// `scenario`, one line per event, an `end` line.
    ///
    /// Used for golden logs of events produced in Swift, where there is no
    /// scenario file. The header carries `type`, `schema` and `scenario`,
    /// then what is given of `viewport`, `frameRate` and `contentSize`
    /// (what `scrollsim render` and `export` need to draw the run), and
    /// `contentInset` when it is not zero; the `end` line carries `ticks`
    /// (last tick + 1) and `events`.
    public static func text(
        scenario: String, events: [Event], viewport: Size? = nil, frameRate: Double? = nil,
        contentSize: Size? = nil, contentInset: EdgeInsets = .zero
    ) -> String {
        var lines: [String] = [
            JSONWriter.string(header(scenario: scenario, viewport: viewport, frameRate: frameRate,
                                     contentSize: contentSize, contentInset: contentInset))
        ]
        lines.reserveCapacity(events.count + 2)
        for event in events { lines.append(JSONWriter.string(event.fields)) }
        let ticks = (events.last?.tick ?? -1) + 1
        lines.append(JSONWriter.string(.object([
            ("type", "end"), ("ticks", .int(ticks)), ("events", .int(events.count)),
        ])))
        return lines.joined(separator: "\n") + "\n"
    }
}
