#if !canImport(ObjectiveC)
import Foundation

/// `NSKeyValueChangeKey`: the keys of the change dictionary that
/// `observeValue(forKeyPath:of:change:context:)` receives, with Foundation's
/// strings.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of the change: an `NSKeyValueChange` raw value (a `UInt`).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change (`NSNull()` for `nil`), when `.new` was given.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change (`NSNull()` for `nil`), when `.old` was given.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change: never present here.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in a notification sent before the change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
#endif
