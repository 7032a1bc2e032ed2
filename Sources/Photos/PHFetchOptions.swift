import Foundation

/// `PHFetchOptions`: how a fetch filters and sorts, kept (the library is
/// empty, so nothing is filtered or sorted).
open class PHFetchOptions: NSObject {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    /// `fetchLimit`: 0, no limit, by default.
    open var fetchLimit = 0

    public override init() {
        super.init()
    }
}
