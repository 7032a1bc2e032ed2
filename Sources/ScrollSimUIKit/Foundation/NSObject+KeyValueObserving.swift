#if !canImport(ObjectiveC)
import Foundation

/// `_KeyValueCodingAndObserving`: the protocol through which Foundation
/// gives every `NSObject` `observe(_:options:changeHandler:)` with the
/// object's own type as the key path's root.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// `observe(_:options:changeHandler:)`: calls `changeHandler` on each
    /// change of the property at `keyPath`, with the values `options` ask
    /// for, until the returned observation is invalidated or released.
    ///
    /// The properties whose setters notify are listed in docs/uikit.md
    /// ("Key-value observing"); for any other key path the observation is
    /// kept, sends its `.initial` notification, and never fires again.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        // NSObject conforms; a type of the team's that declares the
        // conformance too gets an observation that observes nothing (a
        // value type would box as an object here: not observable either).
        guard Self.self is AnyObject.Type, let object = self as AnyObject as? NSObject else { return NSKeyValueObservation(object: nil, registration: nil) }
        let key = onMainActor { ObservedKey.read(by: keyPath) }
        let registration = KeyValueRegistration(
            key: key, options: options,
            read: { object in (object as? Self).map { $0[keyPath: keyPath] as Any } },
            deliver: { object, record in
                guard let root = object as? Self else { return }
                changeHandler(root, NSKeyValueObservedChange<Value>(record))
            })
        let observation = NSKeyValueObservation(object: object, registration: registration)
        KeyValueObserverTable.add(registration, to: object)
        return observation
    }
}

extension NSObject {
    /// `addObserver(_:forKeyPath:options:context:)`: `observer` hears each
    /// change of `keyPath` through its `observeValue(forKeyPath:of:change:context:)`
    /// (declared here on `UIView` and `UIViewController`) until removed.
    /// `observer` is not retained. A key this layer does not notify for is
    /// kept and never heard of, not even with `.initial`.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let key = onMainActor { ObservedKey.named(keyPath, on: self) }
        let held = KeyValueRegistration.StringKeyedObserver(object: observer, keyPath: keyPath, context: context)
        let registration = KeyValueRegistration(
            key: key, options: options,
            read: key.map { key in { object in onMainActor { key.value(of: object) } } },
            observer: held,
            deliver: { object, record in
                guard let observer = held.object else { return }
                KeyValueObserverTable.observeValue(observer, keyPath: keyPath, of: object, change: record, context: context)
            })
        KeyValueObserverTable.add(registration, to: self)
    }

    /// `removeObserver(_:forKeyPath:context:)`: removes the most recent
    /// registration of `observer` for `keyPath` with `context`. Nothing
    /// when there is none (Foundation raises an exception).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObserverTable.removeObserver(observer, keyPath: keyPath, context: context, matchingContext: true, from: self)
    }

    /// `removeObserver(_:forKeyPath:)`: removes the most recent
    /// registration of `observer` for `keyPath`, whatever its context.
    /// Nothing when there is none (Foundation raises an exception).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObserverTable.removeObserver(observer, keyPath: keyPath, context: nil, matchingContext: false, from: self)
    }
}
#endif
