import ScrollSim

/// The first line of a log (`docs/log-tools.md`, "The log format"):
/// which scenario ran, and what a reader needs to draw it.
public struct LogHeader: Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The viewport (bounds size) at the start; `nil` in logs that do not
    /// record it.
    public var viewport: Size?
    /// Ticks per second; `nil` in logs that do not record it.
    public var frameRate: Double?
    /// The content size after the initial layout; `nil` when not recorded.
    public var contentSize: Size?
    /// The content inset at the start; zero when not recorded (the writer
    /// omits a zero inset).
    public var contentInset: EdgeInsets

    /// Creates a header.
    public init(
        scenario: String, viewport: Size? = nil, frameRate: Double? = nil, contentSize: Size? = nil,
        contentInset: EdgeInsets = EdgeInsets()
    ) {
        self.scenario = scenario
        self.viewport = viewport
        self.frameRate = frameRate
        self.contentSize = contentSize
        self.contentInset = contentInset
    }
}

extension LogHeader {
    /// Reads the header line's object; `schema` and `type` are the reader's.
    init(record: FieldValue) throws(EventRecord.Problem) {
        guard case .object(let pairs) = record else { throw EventRecord.Problem(path: "$", message: "expected an object") }
        let fields = Fields(pairs: pairs)
        self.init(scenario: try fields.string("scenario"))
        if record["viewport"] != nil {
            let viewport = try fields.size("viewport")
            guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else {
                throw EventRecord.Problem(path: "$.viewport", message: "expected a finite viewport larger than zero")
            }
            self.viewport = viewport
        }
        if record["frameRate"] != nil {
            let rate = try fields.double("frameRate")
            guard rate > 0, rate.isFinite else {
                throw EventRecord.Problem(path: "$.frameRate", message: "expected a frame rate above zero, found \(JSONWriter.string(.double(rate)))")
            }
            frameRate = rate
        }
        if record["contentSize"] != nil { contentSize = try fields.size("contentSize") }
        if record["contentInset"] != nil { contentInset = try fields.insets("contentInset") }
    }
}

/// The last line of a log: how long the run was and where it ended.
public struct LogEnd: Hashable, Sendable {
    /// The number of ticks simulated (the last tick + 1).
    public var ticks: Int
    /// The number of event lines in the log.
    public var events: Int
    /// The final content offset; `nil` in logs that do not record it.
    public var offset: Point?

    /// Creates an end line.
    public init(ticks: Int, events: Int, offset: Point? = nil) {
        self.ticks = ticks
        self.events = events
        self.offset = offset
    }
}
