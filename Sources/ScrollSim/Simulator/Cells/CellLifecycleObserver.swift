/// The UIKit layer's hook into the cell lifecycle: it makes and keeps the
/// cell objects, the simulator decides when. Not for users (they observe
/// the lifecycle through the `cellRequest`/`cellEnqueue` events).
package protocol CellLifecycleObserver: AnyObject {
    /// The simulator requests the cell of `item` (its model's reuse
    /// identifier is `reuseIdentifier`): ask the data source for it now.
    /// Returns the identifier the cell was dequeued with and whether it came
    /// out of a reuse pool.
    func cellRequested(at item: IndexPath, reuseIdentifier: String) -> (reuseIdentifier: String, reused: Bool)
    /// The cell of `item` goes back to its reuse pool.
    func cellEnqueued(at item: IndexPath)
}
