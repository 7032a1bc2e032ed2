/// `OSLogStringAlignment`: the column an interpolated value is aligned in.
/// The column width is never evaluated (no message is written).
public struct OSLogStringAlignment: Sendable {
    /// `.none`: not aligned.
    public static let none = OSLogStringAlignment()
    /// `.right(columns:)`: right-aligned in `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    /// `.left(columns:)`: left-aligned in `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// `OSLogIntegerFormatting`: the base an interpolated integer is shown in.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int

    /// `.decimal`.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// `.hex`.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// `.octal`.
    public static let octal = OSLogIntegerFormatting(radix: 8)
}

/// `OSLogFloatFormatting`: how an interpolated floating-point number is shown.
public struct OSLogFloatFormatting: Sendable {
    let style: UInt8

    /// `.fixed`: `%f`.
    public static let fixed = OSLogFloatFormatting(style: 0)
    /// `.hex`: `%a`.
    public static let hex = OSLogFloatFormatting(style: 1)
    /// `.exponential`: `%e`.
    public static let exponential = OSLogFloatFormatting(style: 2)
    /// `.hybrid`: `%g`.
    public static let hybrid = OSLogFloatFormatting(style: 3)
    /// `.fixed(precision:)`: `%.*f` (the precision is never evaluated).
    public static func fixed(precision: @autoclosure @escaping () -> Int) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: 0)
    }
}

/// `OSLogBoolFormat`: how an interpolated `Bool` is shown.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}
