extension UICollectionViewDiffableDataSource {
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: what
    /// UIKit asks when a user expands or collapses an item. Kept; never
    /// called here (there are no touches).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// `shouldExpandItem`.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// `willExpandItem`.
        public var willExpandItem: ((Item) -> Void)?
        /// `shouldCollapseItem`.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// `willCollapseItem`.
        public var willCollapseItem: ((Item) -> Void)?
        /// `snapshotForExpandingParent`.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// `init()`: no handlers.
        public init() {}
    }
}
