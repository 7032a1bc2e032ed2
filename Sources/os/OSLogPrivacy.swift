/// `OSLogPrivacy`: whether an interpolated value is shown or redacted in
/// the log. Kept with the message, which goes nowhere.
public struct OSLogPrivacy: Equatable, Sendable {
    /// `OSLogPrivacy.Mask`: how a redacted value is replaced.
    public struct Mask: Equatable, Sendable {
        let kind: UInt8
        /// `.hash`: replaced by a hash of the value.
        public static let hash = Mask(kind: 1)
        /// `.none`: replaced by `<private>`.
        public static let none = Mask(kind: 0)
    }

    let level: UInt8
    let mask: Mask

    /// `.auto`: the system decides (dynamic strings and objects redacted).
    public static let auto = OSLogPrivacy(level: 0, mask: .none)
    /// `.public`: shown.
    public static let `public` = OSLogPrivacy(level: 1, mask: .none)
    /// `.private`: redacted.
    public static let `private` = OSLogPrivacy(level: 2, mask: .none)
    /// `.sensitive`: redacted, even when private data is enabled.
    public static let sensitive = OSLogPrivacy(level: 3, mask: .none)

    /// `.auto(mask:)`: the system decides, redacting with `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 0, mask: mask) }
    /// `.private(mask:)`: redacted with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    /// `.sensitive(mask:)`: redacted with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
}
