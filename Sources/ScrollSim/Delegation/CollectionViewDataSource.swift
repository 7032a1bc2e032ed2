/// Where the simulated collection view gets its contents, on demand, as
/// `UICollectionViewDataSource` (and the flow layout's size delegate)
/// answer a real one: counts per section, and each item's size.
///
/// Without a data source the simulator keeps the `CollectionData` it was
/// created with and scenario steps edit it. With one, `reloadData()` asks
/// it for everything and `performBatchUpdates(_:)` asks it for the new
/// counts and for the inserted and reloaded items only; a batch whose
/// counts do not add up is refused as UIKit refuses it ("invalid number of
/// items in section…"). So a "load more" feed is plain Swift: append to
/// your model, then call `insertItems(at:)`.
public protocol CollectionViewDataSource: AnyObject {
    /// `numberOfSections(in:)`; 1 by default.
    func numberOfSections(in collectionView: Simulator) -> Int
    /// `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: Simulator, numberOfItemsInSection section: Int) -> Int
    /// The item at `indexPath`: its size (what a flow layout's
    /// `sizeForItemAt` answers) and, for text-measuring layouts, its text.
    func collectionView(_ collectionView: Simulator, itemAt indexPath: IndexPath) -> ItemSpec
    /// The header, footer and per-section settings of `section`; its
    /// `items` are ignored (items are asked one by one). No header or
    /// footer by default.
    func collectionView(_ collectionView: Simulator, sectionAt section: Int) -> SectionData
    /// Whether the cells size themselves whatever the data says (a UIKit
    /// flow layout with an `estimatedItemSize`, a custom UIKit layout):
    /// then each cell about to be displayed is asked
    /// `collectionView(_:preferredLayoutAttributesFitting:)`. `false` by
    /// default: items self-size only when they have an `estimatedSize`.
    func collectionViewSelfSizesCells(_ collectionView: Simulator) -> Bool
    /// The attributes the cell for `layoutAttributes`' item prefers, as
    /// UIKit's `preferredLayoutAttributesFitting(_:)` answers: asked when
    /// the cell is prepared, if `collectionViewSelfSizesCells(_:)` is
    /// `true`. `nil` (the default) leaves the item as the layout has it.
    func collectionView(_ collectionView: Simulator, preferredLayoutAttributesFitting layoutAttributes: LayoutAttributes)
        -> LayoutAttributes?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: Simulator) -> Int { 1 }
    public func collectionView(_ collectionView: Simulator, sectionAt section: Int) -> SectionData {
        SectionData(items: .explicit([]))
    }
    public func collectionViewSelfSizesCells(_ collectionView: Simulator) -> Bool { false }
    public func collectionView(
        _ collectionView: Simulator, preferredLayoutAttributesFitting layoutAttributes: LayoutAttributes
    ) -> LayoutAttributes? {
        nil
    }
}
