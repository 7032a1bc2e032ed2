// The Objective-C runtime functions teams call from Swift, where there is no
// Objective-C runtime (on Apple platforms they come from `ObjectiveC`,
// which `import UIKit` brings). Associated objects and `@synchronized`'s
// locks are real: a table per object that lives as long as the object.
#if !canImport(ObjectiveC)
import Foundation

/// `objc_AssociationPolicy`: how `objc_setAssociatedObject` holds a value.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    /// Not retained: held weakly here (a value that is not an object is
    /// held as it is).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` object's `copy()`; any other value as it is).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (the table is locked, so every policy is atomic here).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, as `OBJC_ASSOCIATION_COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 771
}

/// `OBJC_SYNC_SUCCESS`: what `objc_sync_enter` and `objc_sync_exit` return
/// when they succeed.
public var OBJC_SYNC_SUCCESS: Int { 0 }
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR`: what `objc_sync_exit` returns when
/// the calling thread does not hold the object's lock.
public var OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int { -1 }

/// `objc_setAssociatedObject(_:_:_:_:)`: associates `value` with `object`
/// under `key` (the address of a static variable, by convention); `nil`
/// removes the association. The value lives until it is replaced or
/// removed, or `object` is released: the table forgets a released
/// object's values (and so releases them) at the next call of any of these
/// functions. `object` must be a class instance; a value type has no
/// identity to associate with, and the call is ignored (on Apple platforms
/// it is boxed anew each time, so the value is lost there too).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.instance(object) else { return }
    AssociatedObjects.shared.set(value.map { AssociatedObjects.Held($0, policy: policy) }, for: key, of: owner)
}

/// `objc_getAssociatedObject(_:_:)`: the value associated with `object`
/// under `key`, or `nil` (none, or an `OBJC_ASSOCIATION_ASSIGN` object that
/// has been released).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.instance(object) else { return nil }
    return AssociatedObjects.shared.value(for: key, of: owner)
}

/// `objc_removeAssociatedObjects(_:)`: removes every value associated with
/// `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.instance(object) else { return }
    AssociatedObjects.shared.removeAll(of: owner)
}

/// `objc_sync_enter(_:)`: takes `obj`'s lock, what `@synchronized(obj)`
/// does on entry: a recursive lock per object (the same thread may enter
/// again), made when first needed and forgotten once `obj` is released.
/// Returns `OBJC_SYNC_SUCCESS`; a value type has no identity and is not
/// locked.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    guard let owner = AssociatedObjects.instance(obj) else { return Int32(OBJC_SYNC_SUCCESS) }
    AssociatedObjects.shared.lock(of: owner).enter()
    return Int32(OBJC_SYNC_SUCCESS)
}

/// `objc_sync_exit(_:)`: releases `obj`'s lock once for each
/// `objc_sync_enter`. Returns `OBJC_SYNC_SUCCESS`, or
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` when the calling thread does not
/// hold the lock (the lock is left as it is).
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    guard let owner = AssociatedObjects.instance(obj) else { return Int32(OBJC_SYNC_SUCCESS) }
    return AssociatedObjects.shared.lock(of: owner).exit() ? Int32(OBJC_SYNC_SUCCESS) : Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
}
#endif
