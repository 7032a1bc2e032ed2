#if !canImport(ObjectiveC)
import Foundation
import ScrollSimUIKit
import Testing

/// The Objective-C runtime functions declared where there is no runtime:
/// associated values live as long as their object; `objc_sync_enter` is a
/// recursive lock per object that other threads wait for.
@Suite("ScrollSimUIKit: Objective-C runtime functions")
struct ObjectiveCRuntimeTests {
    /// An object that counts its deinitialisations.
    final class Tracked: @unchecked Sendable {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    final class Owner: @unchecked Sendable {}

    nonisolated(unsafe) static var keyA = 0
    nonisolated(unsafe) static var keyB = 0

    @Test("values by key, replaced, removed; value types are not owners")
    func valuesByKey() {
        let owner = Owner()
        withUnsafePointer(to: &Self.keyA) { a in
            withUnsafePointer(to: &Self.keyB) { b in
                objc_setAssociatedObject(owner, a, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                objc_setAssociatedObject(owner, b, 2, .OBJC_ASSOCIATION_RETAIN)
                #expect(objc_getAssociatedObject(owner, a) as? String == "first")
                #expect(objc_getAssociatedObject(owner, b) as? Int == 2)
                #expect(objc_getAssociatedObject(Owner(), a) == nil)
                objc_setAssociatedObject(owner, a, "second", .OBJC_ASSOCIATION_COPY_NONATOMIC)
                #expect(objc_getAssociatedObject(owner, a) as? String == "second")
                objc_setAssociatedObject(owner, a, nil, .OBJC_ASSOCIATION_RETAIN)
                #expect(objc_getAssociatedObject(owner, a) == nil)
                #expect(objc_getAssociatedObject(owner, b) as? Int == 2)
                objc_removeAssociatedObjects(owner)
                #expect(objc_getAssociatedObject(owner, b) == nil)
                // A struct has no identity: nothing is kept for it.
                objc_setAssociatedObject(CGPoint.zero, a, 1, .OBJC_ASSOCIATION_RETAIN)
                #expect(objc_getAssociatedObject(CGPoint.zero, a) == nil)
            }
        }
    }

    @Test("a retained value lives while its view does and goes with it")
    @MainActor
    func releasedWithView() {
        var released = 0
        var view: UIView? = UIView(frame: .zero)
        withUnsafePointer(to: &Self.keyA) { key in
            objc_setAssociatedObject(view!, key, Tracked { released += 1 }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(released == 0)
        view = nil
        // The view's deinit forgot its entry, releasing the value.
        #expect(released == 1)
    }

    @Test("any object's values are released by the sweep once it is gone")
    func releasedWithObject() {
        var released = 0
        var owner: Owner? = Owner()
        withUnsafePointer(to: &Self.keyA) { key in
            objc_setAssociatedObject(owner!, key, Tracked { released += 1 }, .OBJC_ASSOCIATION_RETAIN)
            owner = nil
            #expect(released == 0)
            // 40 new owners: the table doubles past its last sweep at least
            // once (the threshold is 16 or twice the size after the sweep),
            // and that sweep drops the dead entry.
            let others = (0..<40).map { _ in Owner() }
            for other in others { objc_setAssociatedObject(other, key, 1, .OBJC_ASSOCIATION_RETAIN) }
            #expect(released == 1)
            for other in others { objc_removeAssociatedObjects(other) }
        }
    }

    @Test("an assigned object is not retained")
    func assignDoesNotRetain() {
        let owner = Owner()
        var released = 0
        withUnsafePointer(to: &Self.keyB) { key in
            do {
                let value = Tracked { released += 1 }
                objc_setAssociatedObject(owner, key, value, .OBJC_ASSOCIATION_ASSIGN)
                #expect(objc_getAssociatedObject(owner, key) as AnyObject? === value)
            }
            #expect(released == 1)
            #expect(objc_getAssociatedObject(owner, key) == nil)
        }
    }

    @Test("objc_sync is recursive on one thread and refuses an exit it does not own")
    func syncRecursive() {
        let object = Owner()
        #expect(objc_sync_enter(object) == 0)
        #expect(objc_sync_enter(object) == 0)
        #expect(objc_sync_exit(object) == 0)
        #expect(objc_sync_exit(object) == 0)
        // Not held any more: the exit is refused.
        #expect(objc_sync_exit(object) == Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR))
    }

    @Test("objc_sync excludes other threads until the holder exits")
    func syncExcludes() {
        let object = Owner()
        let entered = NSCondition()
        nonisolated(unsafe) var order: [String] = []
        nonisolated(unsafe) var otherTried = false
        nonisolated(unsafe) var done = false
        objc_sync_enter(object)
        let other = Thread {
            entered.lock(); otherTried = true; entered.signal(); entered.unlock()
            // Another thread may not exit a lock it does not hold.
            let refused = objc_sync_exit(object)
            objc_sync_enter(object)
            order.append("other entered (exit refused: \(refused == -1))")
            objc_sync_exit(object)
            entered.lock(); done = true; entered.signal(); entered.unlock()
        }
        other.start()
        entered.lock()
        while !otherTried { entered.wait() }
        entered.unlock()
        // Give the other thread time to block in objc_sync_enter (the
        // order asserted holds however long it takes).
        Thread.sleep(forTimeInterval: 0.05)
        order.append("holder exits")
        objc_sync_exit(object)
        entered.lock()
        while !done { entered.wait() }
        entered.unlock()
        #expect(order == ["holder exits", "other entered (exit refused: true)"])
    }
}
#endif
