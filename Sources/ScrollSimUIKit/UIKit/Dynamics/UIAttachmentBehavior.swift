import Foundation

/// `UIAttachmentBehavior`: an item attached to an anchor point or to another
/// item. The animator settles it at once: an item attached to an anchor is
/// put at rest `length` from the anchor, on the line from the anchor through
/// its centre (the rod's or the spring's equilibrium: UIKit's spring reaches
/// it after oscillating with `damping` and `frequency`, which are kept).
/// Two attached items are left where they are.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// Two items attached to each other.
        case items = 0
        /// An item attached to an anchor point.
        case anchor = 1
    }

    /// `items`: the attached item, or the two attached items.
    open private(set) var items: [any UIDynamicItem]
    /// `attachedBehaviorType`.
    public let attachedBehaviorType: AttachmentType
    /// `anchorPoint`: the anchor, in the reference coordinates; `.zero` for
    /// two attached items.
    open var anchorPoint: CGPoint
    /// `length`: the distance kept between the anchor (or the other item)
    /// and the item's centre; at first, the distance when made.
    open var length: CGFloat
    /// `damping`: kept (0 by default); the attachment settles at once.
    open var damping: CGFloat = 0
    /// `frequency`: kept (0, a rigid rod, by default); the attachment settles at once.
    open var frequency: CGFloat = 0
    /// `frictionTorque`: kept (0 by default).
    open var frictionTorque: CGFloat = 0

    /// `init(item:attachedToAnchor:)`: the item's centre attached to `point`,
    /// at their present distance.
    public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = Self.distance(item.center, point)
        super.init()
    }

    /// `init(item:attachedTo:)`: two items' centres attached at their present distance.
    public init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = Self.distance(item1.center, item2.center)
        super.init()
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func settle() {
        guard attachedBehaviorType == .anchor, let item = items.first else { return }
        let dx = item.center.x - anchorPoint.x, dy = item.center.y - anchorPoint.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance != length else { return }
        // With no direction to keep (the centre on the anchor), the item stays.
        guard distance > 0 else { return }
        item.center = CGPoint(x: anchorPoint.x + dx / distance * length, y: anchorPoint.y + dy / distance * length)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
