import Foundation

/// One view's key-value observers and the changes under way: what the
/// setters of the properties in `ObservedKey` tell.
///
/// A view has none until something observes it (`UIView.keyValueObservers`
/// is `nil`), so a setter nobody observes pays one `nil` check. A change is
/// told in two steps, as Foundation's automatic notification does around a
/// setter: `willChange` (the prior notifications, the old values read) and
/// `didChange` (the notifications, the new values read). A setter that
/// calls other observed setters of the same object (`bounds` sets `frame`)
/// notifies only for its own key: the inner changes are silent, as on iOS,
/// where `frame` is derived and `setBounds:` does not call `setFrame:`.
final class KeyValueObserverTable {
    private var registrations: [KeyValueRegistration] = []
    /// The changes whose prior step went out, innermost last; `nil` for a
    /// silent inner change.
    private var pending: [PendingChange?] = []

    /// A change between its two steps: the registrations told and the old
    /// value each asked for.
    private struct PendingChange {
        let key: ObservedKey
        let told: [(registration: KeyValueRegistration, old: Any?)]
    }

    var isEmpty: Bool { registrations.isEmpty }

    /// Adds `registration` for `object`, and sends its initial notification
    /// when it asks for one (with the current value when it asks for `.new`).
    func add(_ registration: KeyValueRegistration, for object: NSObject) {
        registrations.append(registration)
        Self.sendInitial(registration, for: object)
        if registration.options.contains(.old) { registration.lastSeen = registration.read?(object) }
    }

    /// Sends `registration`'s initial notification, if it asks for one and
    /// its value can be read.
    static func sendInitial(_ registration: KeyValueRegistration, for object: NSObject) {
        guard registration.options.contains(.initial), let read = registration.read else { return }
        let new = registration.options.contains(.new) ? read(object) : nil
        registration.deliver(object, KeyValueChangeRecord(old: nil, new: new))
    }

    /// Removes `registration`: it hears nothing more, also from a
    /// notification under way.
    func remove(_ registration: KeyValueRegistration) {
        registration.isActive = false
        registrations.removeAll { $0 === registration }
    }

    /// Removes the most recent registration of `observer` for `keyPath`
    /// (with `context`, when `matchingContext`); nothing when there is none
    /// (Foundation raises an exception there).
    func removeObserver(_ observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool) {
        guard let index = registrations.lastIndex(where: { registration in
            guard let held = registration.observer else { return false }
            return held.object === observer && held.keyPath == keyPath && (!matchingContext || held.context == context)
        }) else { return }
        remove(registrations[index])
    }

    /// The prior step of a change of `key` of `object`: reads the old
    /// values and sends the prior notifications.
    func willChange(_ key: ObservedKey, of object: NSObject) {
        guard pending.isEmpty else {
            pending.append(nil)
            return
        }
        let observers = registrations.filter { $0.key == key }
        var told: [(registration: KeyValueRegistration, old: Any?)] = []
        told.reserveCapacity(observers.count)
        for registration in observers {
            told.append((registration, registration.options.contains(.old) ? registration.read?(object) : nil))
        }
        pending.append(PendingChange(key: key, told: told))
        for (registration, old) in told where registration.isActive && registration.options.contains(.prior) {
            registration.deliver(object, KeyValueChangeRecord(old: old, new: nil, isPrior: true))
        }
    }

    /// The second step of a change of `key` of `object`: sends the
    /// notifications with the old and new values asked for.
    func didChange(_ key: ObservedKey, of object: NSObject) {
        guard let last = pending.popLast(), let change = last, change.key == key else { return }
        for (registration, old) in change.told where registration.isActive {
            let new = registration.options.contains(.new) ? registration.read?(object) : nil
            if registration.options.contains(.old) { registration.lastSeen = new ?? registration.read?(object) }
            registration.deliver(object, KeyValueChangeRecord(old: old, new: new))
        }
    }

    /// A change of `keys` of `object` that has already happened (the
    /// simulation moved a collection view's content): the prior
    /// notifications, `between`, then the notifications, each old value the
    /// one its observer last heard of. Nothing is told from inside another
    /// observed setter of the object (its inner changes are silent).
    func changed(_ keys: [ObservedKey], of object: NSObject, between: () -> Void) {
        guard pending.isEmpty else { return between() }
        let observers = keys.map { key in registrations.filter { $0.key == key } }
        for registration in observers.joined() where registration.isActive && registration.options.contains(.prior) {
            registration.deliver(object, KeyValueChangeRecord(old: registration.options.contains(.old) ? registration.lastSeen : nil,
                                                              new: nil, isPrior: true))
        }
        between()
        for registration in observers.reversed().joined() where registration.isActive {
            let new = registration.options.contains(.new) ? registration.read?(object) : nil
            let old = registration.options.contains(.old) ? registration.lastSeen : nil
            if registration.options.contains(.old) { registration.lastSeen = new ?? registration.read?(object) }
            registration.deliver(object, KeyValueChangeRecord(old: old, new: new))
        }
    }
}

extension KeyValueObserverTable {
    /// Registers `registration` with `object`: in its view's table (made
    /// now), where setters notify it; any other object has no observed
    /// setters, so only the initial notification is sent.
    static func add(_ registration: KeyValueRegistration, to object: NSObject) {
        guard let view = object as? UIView else { return sendInitial(registration, for: object) }
        onMainActor {
            let table = view.keyValueObservers ?? KeyValueObserverTable()
            view.keyValueObservers = table
            table.add(registration, for: view)
        }
    }

    /// Removes `registration` from `object`'s table, if the object is still
    /// there.
    static func remove(_ registration: KeyValueRegistration, from object: NSObject?) {
        registration.isActive = false
        guard let view = object as? UIView else { return }
        onMainActor {
            guard let table = view.keyValueObservers else { return }
            table.remove(registration)
            if table.isEmpty && table.pending.isEmpty { view.keyValueObservers = nil }
        }
    }
}

extension KeyValueObserverTable {
    /// `removeObserver(_:forKeyPath:…)` on `object`.
    static func removeObserver(_ observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool,
                               from object: NSObject) {
        guard let view = object as? UIView else { return }
        onMainActor {
            guard let table = view.keyValueObservers else { return }
            table.removeObserver(observer, keyPath: keyPath, context: context, matchingContext: matchingContext)
            if table.isEmpty && table.pending.isEmpty { view.keyValueObservers = nil }
        }
    }

    /// Hands `record` to a string-keyed `observer` as the change dictionary
    /// Foundation builds: the kind (a `UInt`), the values asked for (`NSNull()`
    /// for `nil`) and the prior flag. Only responders (views, view
    /// controllers, the application) declare
    /// `observeValue(forKeyPath:of:change:context:)` here; any other observer
    /// hears nothing.
    static func observeValue(_ observer: NSObject, keyPath: String, of object: NSObject, change record: KeyValueChangeRecord,
                             context: UnsafeMutableRawPointer?) {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if let old = record.old { change[.oldKey] = Self.objectValue(old) }
        if let new = record.new { change[.newKey] = Self.objectValue(new) }
        if record.isPrior { change[.notificationIsPriorKey] = true }
        onMainActor {
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    /// `value` as a change dictionary holds it: `NSNull()` for `nil`.
    private static func objectValue(_ value: Any) -> Any {
        if let optional = value as? any OptionalValue, optional.isNone { return NSNull() }
        return value
    }
}

/// An `Optional` of any type, to find a boxed `nil`.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}
