// Foundation's key-value observing, where there is no Objective-C runtime
// (on Apple platforms Foundation declares these; swift-corelibs-foundation
// has none of them). docs/uikit.md, "Key-value observing".
#if !canImport(ObjectiveC)
import Foundation

/// `NSKeyValueObservingOptions`: what a key-value notification carries and
/// when it is sent, as `NSKeyValueObserving.h` defines them.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, before the registration returns
    /// (with the current value as its new value when `.new` is given, never
    /// an old value).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is also sent before each change (`isPrior`, the old
    /// value when `.old` is given, never a new value).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
#endif
