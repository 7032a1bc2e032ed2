import Foundation

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class and the handler that
    /// configures it for an item. The registration registers its class with
    /// the collection view on its first dequeue, under a reuse identifier of
    /// its own, so that cells it dequeues come out of their own reuse pool
    /// (after `prepareForReuse()`) exactly as `dequeueReusableCell` hands
    /// them out.
    ///
    /// There are no nibs on Linux: a registration made with
    /// `init(cellNib:handler:)` keeps the nib and makes its cells of class
    /// `Cell` with `init(frame:)`, as `init(handler:)` does (their outlets
    /// are never connected).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// `Handler`: configures `cell` at `indexPath` for `itemIdentifier`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The handler given at creation.
        let handler: Handler
        /// The reuse identifier of this registration's cells.
        let reuseIdentifier: String
        /// The collection view the class was last registered with.
        let record = RegistrationRecord()

        /// `init(handler:)`: a registration of `Cell`, made with `init(frame:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.make("CellRegistration<\(Cell.self)>")
        }

        /// `init(cellNib:handler:)`: a registration of `Cell` loaded from
        /// `cellNib` on iOS; here made with `init(frame:)` (nibs are not
        /// loaded), so that dequeuing and the handler work as with
        /// `init(handler:)`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(handler: handler)
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the
    /// registration's class, reused from its pool when one ended display
    /// (after `prepareForReuse()`), given the layout's attributes and its
    /// selection state, configured by the registration's handler with
    /// `item`, then given the configuration update it asked for
    /// (`updateConfiguration(using:)`). With a `nil`
    /// item the handler is not called (ScrollSim's choice; UIKit's behaviour
    /// is not documented).
    ///
    /// - Complexity: O(1) besides the handler and the layout's attributes query.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if registration.record.collectionView !== self {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
            registration.record.collectionView = self
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The pool holds only this registration's cells; a subclass of the
        // collection view that answers `dequeue…` with another class gets a
        // fresh cell instead of a crash.
        let cell = dequeued as? Cell ?? Cell()
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        if let item { registration.handler(cell, indexPath, item) }
        cell.updateConfigurationIfNeeded()
        return cell
    }
}
