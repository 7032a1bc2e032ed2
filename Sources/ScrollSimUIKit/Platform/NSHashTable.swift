#if !canImport(ObjectiveC)
import Foundation

/// `NSHashTable`: a set of objects that may hold its members weakly
/// (Foundation on Linux does not have it). **Real**: a weakly held member
/// leaves the table when it is released (it is no longer counted, listed or
/// found); members are compared with `isEqual(_:)` (object personality) or
/// by identity (`objectPointerPersonality`, and objects that are not
/// `NSObject`s).
///
/// - Complexity: O(n) per call: the members are kept in insertion order
///   and released ones are swept as each call passes.
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    private let options: NSPointerFunctions.Options
    private var slots: [PointerSlot] = []

    /// `NSHashTable(options:capacity:)`: an empty table with `options`.
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
        self.options = options
        slots.reserveCapacity(max(0, initialCapacity))
    }

    /// `NSHashTable(options:)`: an empty table with `options`.
    public convenience init(options: NSPointerFunctions.Options = []) {
        self.init(options: options, capacity: 0)
    }

    /// `weakObjects()`: an empty table holding its members weakly.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// The members still alive, in the order they were added.
    private var liveMembers: [ObjectType] {
        slots.removeAll { $0.object == nil }
        return slots.compactMap { $0.object as? ObjectType }
    }

    /// `count`: how many members are alive.
    open var count: Int { liveMembers.count }

    /// `allObjects`: the members alive.
    open var allObjects: [ObjectType] { liveMembers }

    /// `anyObject`: one member, or `nil` when there is none.
    open var anyObject: ObjectType? { liveMembers.first }

    /// `member(_:)`: the member equal to `object`, or `nil`.
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return liveMembers.first { options.isSameMember($0, object) }
    }

    /// `contains(_:)`: whether a member is equal to `anObject`.
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

    /// `add(_:)`: adds `object` unless an equal member is there (the
    /// member already there stays); `nil` is ignored.
    open func add(_ object: ObjectType?) {
        guard let object, member(object) == nil else { return }
        slots.append(PointerSlot(object, weakly: options.holdsWeakly))
    }

    /// `remove(_:)`: removes the member equal to `object`, if any.
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        slots.removeAll { slot in slot.object.map { options.isSameMember($0, object) } ?? true }
    }

    /// `removeAllObjects()`: empties the table.
    open func removeAllObjects() { slots.removeAll() }
}
#endif
