import Foundation

extension UICollectionView {
    /// `UICollectionView.SupplementaryRegistration`: a supplementary view
    /// class for one element kind and the handler that configures it. Like
    /// a cell registration, it registers its class on first dequeue under a
    /// reuse identifier of its own, and its views are reused from their own
    /// pool (after `prepareForReuse()`).
    ///
    /// There are no nibs on Linux: a registration made with
    /// `init(supplementaryNib:elementKind:handler:)` makes its views of class
    /// `Supplementary` with `init(frame:)`, as `init(elementKind:handler:)`
    /// does (their outlets are never connected).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// `Handler`: configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration's views are for.
        let elementKind: String
        /// The handler given at creation.
        let handler: Handler
        /// The reuse identifier of this registration's views.
        let reuseIdentifier: String
        /// The collection view the class was last registered with.
        let record = RegistrationRecord()

        /// `init(elementKind:handler:)`: a registration of `Supplementary`
        /// views of `elementKind`, made with `init(frame:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifier.make("SupplementaryRegistration<\(Supplementary.self)>")
        }

        /// `init(supplementaryNib:elementKind:handler:)`: a registration of
        /// `Supplementary` views of `elementKind` loaded from
        /// `supplementaryNib` on iOS; here made with `init(frame:)` (nibs
        /// are not loaded), as with `init(elementKind:handler:)`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the
    /// registration's class and kind, reused from its pool when one ended
    /// display (after `prepareForReuse()`), given the layout's attributes,
    /// then configured by the registration's handler.
    ///
    /// - Complexity: O(1) besides the handler and the layout's attributes query.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        if registration.record.collectionView !== self {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
            registration.record.collectionView = self
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
