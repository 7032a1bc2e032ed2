import Foundation

/// `UIDynamicAnimator`: runs behaviours on dynamic items in a reference view
/// or a collection-view layout. Here the physics settles **at once**, as
/// animations apply at once: adding a behaviour, or `updateItem(usingCurrentState:)`,
/// puts the items where the behaviours hold them at rest (see
/// `UIAttachmentBehavior`), and the animator is never running. The
/// bookkeeping is real: `behaviors`, `items(in:)` (by frame, against the
/// rectangle) and the collection-view lookups answer what was added.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// `referenceView`: the view whose coordinates the items are in.
    open private(set) weak var referenceView: UIView?
    /// The layout whose attributes are the items (`init(collectionViewLayout:)`).
    private weak var collectionViewLayout: UICollectionViewLayout?
    /// `behaviors`: the behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []

    /// `init(referenceView:)`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// `init(collectionViewLayout:)`: the items are the layout's attributes,
    /// in content coordinates.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// `isRunning`: always `false`; behaviours settle at once.
    open var isRunning: Bool { false }

    /// `elapsedTime`: always 0; nothing runs over time.
    open var elapsedTime: TimeInterval { 0 }

    /// `addBehavior(_:)`: adds the behaviour (once) and settles its items.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.move(to: self)
        settle(behavior)
    }

    /// `removeBehavior(_:)`: the items stay where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
    }

    /// `removeAllBehaviors()`.
    open func removeAllBehaviors() {
        for behavior in behaviors {
            removeBehavior(behavior)
        }
    }

    /// `items(in:)`: the items of the behaviours (and their children), each
    /// once, in the order added, whose frame — `bounds`' size about
    /// `center` — intersects `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems().filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                               width: size.width, height: size.height)
            return frame.intersects(rect)
        }
    }

    /// `updateItem(usingCurrentState:)`: takes the item's centre and
    /// transform as they are now, then settles the behaviours that move it.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        for behavior in behaviors where Self.items(of: behavior).contains(where: { $0 === item }) {
            settle(behavior)
        }
    }

    /// `layoutAttributesForCell(at:)`: the cell attributes among the items
    /// at `indexPath`, or `nil`.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes? {
        for case let attributes as UICollectionViewLayoutAttributes in allItems() where matches(attributes) {
            return attributes
        }
        return nil
    }

    private func allItems() -> [any UIDynamicItem] {
        var items: [any UIDynamicItem] = []
        for behavior in behaviors {
            for item in Self.items(of: behavior) where !items.contains(where: { $0 === item }) {
                items.append(item)
            }
        }
        return items
    }

    private static func items(of behavior: UIDynamicBehavior) -> [any UIDynamicItem] {
        behavior.ownItems + behavior.childBehaviors.flatMap { items(of: $0) }
    }

    private func settle(_ behavior: UIDynamicBehavior) {
        behavior.settle()
        for child in behavior.childBehaviors {
            settle(child)
        }
        behavior.action?()
    }
}
