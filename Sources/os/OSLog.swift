import Foundation

/// `OSLog`: a log object of a subsystem and category. Kept: `subsystem`
/// and `category` are not public on iOS either, so nothing reads them back;
/// messages logged to it go nowhere.
public final class OSLog: NSObject, @unchecked Sendable {
    /// `OSLog.default`: the shared log with no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")

    /// `OSLog.disabled`: a log that drops every message (so does every log
    /// here).
    public static let disabled = OSLog(subsystem: "", category: "")

    let subsystem: String
    let category: String

    /// `OSLog(subsystem:category:)`: a log for `subsystem` (reverse-DNS,
    /// `"com.example.app"`) and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
}

/// `os_log_type_enabled(_:_:)`: whether messages of `type` are kept by
/// `oslog`. Always `false`: no message is kept here.
public func os_log_type_enabled(_ oslog: OSLog, _ type: OSLogType) -> Bool { false }
