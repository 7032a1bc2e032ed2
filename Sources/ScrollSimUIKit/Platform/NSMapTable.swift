#if !canImport(ObjectiveC)
import Foundation

/// `NSMapTable`: a dictionary of objects that may hold its keys or values
/// weakly (Foundation on Linux does not have it). **Real**: an entry whose
/// weakly held key or value is released leaves the table (no longer
/// counted or found; a weak key's strongly held value is released with it
/// when the table next sweeps, at its next call); keys are compared with
/// `isEqual(_:)` (object personality) or by identity
/// (`objectPointerPersonality`, and objects that are not `NSObject`s).
///
/// - Complexity: O(n) per call: the entries are kept in insertion order
///   and released ones are swept as each call passes.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var entries: [(key: PointerSlot, value: PointerSlot)] = []

    /// `NSMapTable(keyOptions:valueOptions:capacity:)`: an empty table.
    public init(
        keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
        capacity initialCapacity: Int
    ) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        entries.reserveCapacity(max(0, initialCapacity))
    }

    /// `NSMapTable(keyOptions:valueOptions:)`: an empty table.
    public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    /// `strongToStrongObjects()`: keys and values held strongly.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }

    /// `weakToStrongObjects()`: keys held weakly, values strongly.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }

    /// `strongToWeakObjects()`: keys held strongly, values weakly.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }

    /// `weakToWeakObjects()`: keys and values held weakly.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// Drops the entries whose key or value was released.
    private func sweep() {
        entries.removeAll { $0.key.object == nil || $0.value.object == nil }
    }

    /// The index of the live entry whose key is equal to `key`.
    private func index(of key: KeyType) -> Int? {
        sweep()
        return entries.firstIndex { $0.key.object.map { keyOptions.isSameMember($0, key) } ?? false }
    }

    /// `count`: how many entries are alive.
    open var count: Int {
        sweep()
        return entries.count
    }

    /// `object(forKey:)`: the value for the key equal to `aKey`, or `nil`.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey, let index = index(of: aKey) else { return nil }
        return entries[index].value.object as? ObjectType
    }

    /// `setObject(_:forKey:)`: sets the value for `aKey`, replacing the
    /// value of an equal key (which stays the entry's key); a `nil` value
    /// removes the entry, a `nil` key is ignored.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        let value = PointerSlot(anObject, weakly: valueOptions.holdsWeakly)
        if let index = index(of: aKey) {
            entries[index].value = value
        } else {
            entries.append((PointerSlot(aKey, weakly: keyOptions.holdsWeakly), value))
        }
    }

    /// `removeObject(forKey:)`: removes the entry of the key equal to `aKey`.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey, let index = index(of: aKey) else { return }
        entries.remove(at: index)
    }

    /// `removeAllObjects()`: empties the table.
    open func removeAllObjects() { entries.removeAll() }

    /// `keyEnumerator()`: the live keys, in the order they were added.
    open func keyEnumerator() -> NSEnumerator {
        sweep()
        return NSArray(array: entries.compactMap(\.key.object)).objectEnumerator()
    }

    /// `objectEnumerator()`: the live values, in the order their keys were added.
    open func objectEnumerator() -> NSEnumerator? {
        sweep()
        return NSArray(array: entries.compactMap(\.value.object)).objectEnumerator()
    }

    /// `dictionaryRepresentation()`: the live entries whose keys are
    /// hashable (`NSObject`s), as a dictionary.
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        sweep()
        var dictionary: [AnyHashable: ObjectType] = [:]
        for entry in entries {
            guard let key = entry.key.object as? NSObject, let value = entry.value.object as? ObjectType else { continue }
            dictionary[key] = value
        }
        return dictionary
    }
}
#endif
