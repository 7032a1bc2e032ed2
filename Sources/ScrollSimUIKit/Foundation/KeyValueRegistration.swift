import Foundation

/// One registration of a key-value observer: an `observe(_:options:changeHandler:)`
/// observation or an `addObserver(_:forKeyPath:options:context:)` observer.
final class KeyValueRegistration {
    /// The key whose setter notifies it; `nil` for a key path this layer
    /// keeps but never notifies for.
    let key: ObservedKey?
    let options: NSKeyValueObservingOptions
    /// Reads the observed value of an object (the value boxed, a `nil`
    /// property value as `Optional.none`); `nil` when it cannot be read (a
    /// string key this layer does not know).
    let read: ((NSObject) -> Any?)?
    /// Hands a notification to the observer.
    let deliver: (NSObject, KeyValueChangeRecord) -> Void
    /// The string-keyed observer's identity, key path and context, which
    /// `removeObserver` matches; `nil` for a typed observation.
    let observer: StringKeyedObserver?
    /// Whether it still receives notifications: false once removed or
    /// invalidated, also in the middle of a notification to several.
    var isActive = true
    /// The value the observer last heard of (or saw when it registered),
    /// the old value of a change told after the fact (a scroll the
    /// simulation made); kept only with `.old`.
    var lastSeen: Any?

    init(key: ObservedKey?, options: NSKeyValueObservingOptions, read: ((NSObject) -> Any?)?,
         observer: StringKeyedObserver? = nil, deliver: @escaping (NSObject, KeyValueChangeRecord) -> Void) {
        self.key = key
        self.options = options
        self.read = read
        self.observer = observer
        self.deliver = deliver
    }

    /// The observer of `addObserver(_:forKeyPath:options:context:)`, held
    /// weakly (Foundation does not retain it either).
    struct StringKeyedObserver {
        weak var object: NSObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
    }
}

/// What one notification says: the values are present only when the
/// options ask for them (`Optional.none` boxed for a `nil` property value).
struct KeyValueChangeRecord {
    var old: Any?
    var new: Any?
    var isPrior = false
}
