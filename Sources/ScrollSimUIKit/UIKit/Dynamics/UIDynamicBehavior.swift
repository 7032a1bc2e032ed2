import Foundation

/// `UIDynamicBehavior`: a behaviour a dynamic animator runs, with child
/// behaviours. Kept: the animator settles its behaviours at once
/// (`UIDynamicAnimator`); a custom behaviour's `action` runs once each time
/// it does.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// `childBehaviors`: the behaviours added with `addChildBehavior(_:)`, in order.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// `action`: run once each time the animator settles the behaviour.
    open var action: (() -> Void)?
    /// `dynamicAnimator`: the animator the behaviour is added to.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// `init()`.
    public override init() {
        super.init()
    }

    /// `addChildBehavior(_:)`: the child runs with this behaviour.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
    }

    /// `removeChildBehavior(_:)`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    /// `willMove(to:)`: called before the behaviour is added to an animator
    /// or removed from one (`nil`). Overridable; does nothing.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Moves the behaviour and its children to `animator` (or out, `nil`).
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors {
            child.move(to: animator)
        }
    }

    /// The items the behaviour (not its children) moves.
    var ownItems: [any UIDynamicItem] { [] }

    /// Puts the behaviour's items where it holds them at rest.
    func settle() {}
}
