import Foundation

/// `PHFetchResult`: the objects a fetch found. The library is empty, so
/// every fetch's result is empty: `count` 0, `firstObject`/`lastObject`
/// nil, enumeration visits nothing. `object(at:)` with an index out of
/// range stops the program, as Photos' `NSRangeException` does.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    private let objects: [ObjectType]

    package init(objects: [ObjectType]) {
        self.objects = objects
        super.init()
    }

    /// `count`.
    open var count: Int { objects.count }
    /// `firstObject`, `lastObject`.
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }

    /// `object(at:)` and the subscript.
    open func object(at index: Int) -> ObjectType {
        precondition(objects.indices.contains(index), "PHFetchResult: index \(index) beyond bounds (count \(objects.count))")
        return objects[index]
    }

    open subscript(index: Int) -> ObjectType { object(at: index) }

    /// `objects(at:)`.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { object(at: $0) } }

    /// `contains(_:)`, `index(of:)`: by identity.
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

    /// `enumerateObjects(_:)`: every object in order, until the block sets
    /// its stop flag.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}
