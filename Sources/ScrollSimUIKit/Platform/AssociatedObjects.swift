#if !canImport(ObjectiveC)
import Foundation

/// The per-object tables behind `objc_setAssociatedObject` and
/// `objc_sync_enter`: for each live object, its associated values by key
/// and its `@synchronized` lock.
///
/// An entry holds its object weakly and is keyed by the object's identity;
/// an entry whose object has been released is stale (a new object may have
/// the same address) and is replaced, never read. A `UIView`'s entry goes
/// (releasing its values) when the view is deinitialised; other objects'
/// stale entries are swept, releasing their values, when a new object's
/// entry would make the table twice as big as after the last sweep (at
/// least 16 entries), so the cost per call stays constant.
final class AssociatedObjects: @unchecked Sendable {
    /// The one table of the process, as the runtime's is.
    static let shared = AssociatedObjects()

    /// A value as a policy holds it.
    enum Held {
        case strong(Any)
        case weak(WeakBox)

        init(_ value: Any, policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                self = type(of: value) is AnyObject.Type ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    /// A weak reference to an `OBJC_ASSOCIATION_ASSIGN` value.
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One object's values and lock.
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
        var lock: SyncLock?
        init(_ owner: AnyObject) { self.owner = owner }
    }

    private let mutex = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count after the last sweep.
    private var countAtSweep = 0

    /// `object` as a class instance, or `nil` for a value type.
    static func instance(_ object: Any) -> AnyObject? {
        type(of: object) is AnyObject.Type ? object as AnyObject : nil
    }

    /// Associates `held` (or, for `nil`, nothing) with `key` of `owner`.
    func set(_ held: Held?, for key: UnsafeRawPointer, of owner: AnyObject) {
        // The value being replaced is released after the lock is given
        // back: its deinit may call into this table.
        var replaced: Held?
        mutex.withLock {
            let entry = liveEntry(of: owner)
            if let held {
                replaced = entry.values.updateValue(held, forKey: key)
            } else {
                replaced = entry.values.removeValue(forKey: key)
            }
        }
        _ = replaced
    }

    /// The value associated with `key` of `owner`, or `nil`.
    func value(for key: UnsafeRawPointer, of owner: AnyObject) -> Any? {
        mutex.withLock {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.values[key]?.value
        }
    }

    /// Removes every value associated with `owner`.
    func removeAll(of owner: AnyObject) {
        var removed: [UnsafeRawPointer: Held] = [:]
        mutex.withLock {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return }
            removed = entry.values
            entry.values = [:]
        }
        _ = removed
    }

    /// `owner`'s `@synchronized` lock, made when first asked for.
    func lock(of owner: AnyObject) -> SyncLock {
        mutex.withLock {
            let entry = liveEntry(of: owner)
            if let lock = entry.lock { return lock }
            let lock = SyncLock()
            entry.lock = lock
            return lock
        }
    }

    /// Forgets the entry of the object `id` if that object has been
    /// released: what a deinitialising view calls, so that its values go
    /// with it.
    func forget(_ id: ObjectIdentifier) {
        var forgotten: Entry?
        mutex.withLock {
            guard let entry = entries[id], entry.owner == nil else { return }
            forgotten = entries.removeValue(forKey: id)
        }
        _ = forgotten
    }

    /// How many objects have an entry (live or not yet swept); for tests.
    var entryCount: Int { mutex.withLock { entries.count } }

    /// Sweeps now; for tests.
    func sweep() {
        var swept: [Entry] = []
        mutex.withLock { swept = sweepLocked() }
        _ = swept
    }

    // Called with `mutex` held.
    private func liveEntry(of owner: AnyObject) -> Entry {
        let id = ObjectIdentifier(owner)
        if let entry = entries[id], entry.owner === owner { return entry }
        if entries.count >= max(16, 2 * countAtSweep) { _ = sweepLocked() }
        let entry = Entry(owner)
        entries[id] = entry
        return entry
    }

    // Called with `mutex` held; returns the stale entries so that their
    // values are released once the caller has given the lock back.
    private func sweepLocked() -> [Entry] {
        let stale = entries.filter { $0.value.owner == nil }
        for id in stale.keys { entries[id] = nil }
        countAtSweep = entries.count
        return Array(stale.values)
    }
}

/// The recursive lock `objc_sync_enter` takes, which knows which thread
/// holds it so that `objc_sync_exit` from another thread is refused.
final class SyncLock: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let state = NSLock()
    private var holder: ObjectIdentifier?
    private var depth = 0

    /// Takes the lock (again, on the thread that holds it).
    func enter() {
        lock.lock()
        state.withLock {
            holder = ObjectIdentifier(Thread.current)
            depth += 1
        }
    }

    /// Gives the lock back once; `false`, changing nothing, when the
    /// calling thread does not hold it.
    func exit() -> Bool {
        let holds = state.withLock {
            guard depth > 0, holder == ObjectIdentifier(Thread.current) else { return false }
            depth -= 1
            if depth == 0 { holder = nil }
            return true
        }
        if holds { lock.unlock() }
        return holds
    }
}
#endif
