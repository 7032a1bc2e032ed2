/// `Logger` (iOS 14): writes `OSLogMessage`s to a subsystem and category.
/// Every message goes nowhere and its interpolated values are never
/// evaluated, as on iOS for a level that is not enabled.
public struct Logger: @unchecked Sendable {
    /// The log the messages would be written to.
    let logObject: OSLog

    /// `Logger(subsystem:category:)`: a logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { logObject = OSLog(subsystem: subsystem, category: category) }

    /// `Logger(_:)`: a logger writing to `logObj`.
    public init(_ logObj: OSLog) { logObject = logObj }

    /// `Logger()`: a logger writing to `OSLog.default`.
    public init() { logObject = .default }

    /// `log(_:)`: logs `message` at the default level.
    public func log(_ message: OSLogMessage) {}
    /// `log(level:_:)`: logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// `trace(_:)`: logs `message` at the debug level.
    public func trace(_ message: OSLogMessage) {}
    /// `debug(_:)`: logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) {}
    /// `info(_:)`: logs `message` at the info level.
    public func info(_ message: OSLogMessage) {}
    /// `notice(_:)`: logs `message` at the default level.
    public func notice(_ message: OSLogMessage) {}
    /// `warning(_:)`: logs `message` at the error level.
    public func warning(_ message: OSLogMessage) {}
    /// `error(_:)`: logs `message` at the error level.
    public func error(_ message: OSLogMessage) {}
    /// `critical(_:)`: logs `message` at the fault level.
    public func critical(_ message: OSLogMessage) {}
    /// `fault(_:)`: logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) {}
}
