import Foundation

/// `PHFetchResultChangeDetails`: how a fetch result changed in a library
/// change. The library never changes here (`PHChange` is never made and
/// `PHChange.changeDetails(for:)` is `nil`), so none is ever made; the
/// properties exist so that the code reading them compiles.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject {
    /// `fetchResultBeforeChanges`, `fetchResultAfterChanges`.
    open private(set) var fetchResultBeforeChanges: PHFetchResult<ObjectType>
    open private(set) var fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// `hasIncrementalChanges`.
    open private(set) var hasIncrementalChanges = false
    /// `removedIndexes`, `insertedIndexes`, `changedIndexes`.
    open private(set) var removedIndexes: IndexSet?
    open private(set) var insertedIndexes: IndexSet?
    open private(set) var changedIndexes: IndexSet?
    /// `removedObjects`, `insertedObjects`, `changedObjects`.
    open private(set) var removedObjects: [ObjectType] = []
    open private(set) var insertedObjects: [ObjectType] = []
    open private(set) var changedObjects: [ObjectType] = []
    /// `hasMoves`.
    open private(set) var hasMoves = false

    package init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>) {
        fetchResultBeforeChanges = before
        fetchResultAfterChanges = after
        super.init()
    }

    /// `enumerateMoves(_:)`: no moves.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
}

extension PHChange {
    /// `changeDetails(for:)` of a fetch result: `nil`, "nothing in it
    /// changed" — the library never changes here.
    public func changeDetails<T>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}
