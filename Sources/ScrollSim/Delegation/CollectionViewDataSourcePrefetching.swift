/// Told ahead of time which items are about to need their data, as
/// `UICollectionViewDataSourcePrefetching` is: a place to start image
/// loads and other slow work before the cells are asked for.
///
/// The simulator stands for the collection view in the first argument.
/// Calls follow the rules of "Cells" in `docs/simulator.md`: items ahead
/// of the visible rect in the scroll direction, within the prefetch
/// distance, nearest first; never an item whose cell is needed at once;
/// a cancel when the scroll reverses or an item leaves the prefetch range
/// before its cell was requested. Nothing is called while
/// `isPrefetchingEnabled` is off. A method may change the data or scroll:
/// the change applies when the current pass is over, as from a delegate.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// `collectionView(_:prefetchItemsAt:)`: start loading the data of
    /// `indexPaths`, given nearest to the visible rect first.
    func collectionView(_ collectionView: Simulator, prefetchItemsAt indexPaths: [IndexPath])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`: the data of
    /// `indexPaths` is no longer needed soon (ascending). Optional.
    func collectionView(_ collectionView: Simulator, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: Simulator, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
