/// `OSLogType`: the level of a message, as Swift imports `os_log_type_t`
/// from `<os/log.h>` (a `UInt8` with the header's values).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public var rawValue: UInt8

    /// `OSLogType(rawValue:)`: the level of that value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `OSLogType(_:)`: the level of that value, as the imported C type
    /// also allows.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// `OS_LOG_TYPE_DEFAULT` (`0x00`).
    public static let `default` = OSLogType(0x00)
    /// `OS_LOG_TYPE_INFO` (`0x01`).
    public static let info = OSLogType(0x01)
    /// `OS_LOG_TYPE_DEBUG` (`0x02`).
    public static let debug = OSLogType(0x02)
    /// `OS_LOG_TYPE_ERROR` (`0x10`).
    public static let error = OSLogType(0x10)
    /// `OS_LOG_TYPE_FAULT` (`0x11`).
    public static let fault = OSLogType(0x11)
}
