import Foundation

/// `CAAction`: what a layer runs when one of its properties changes (an
/// implicit animation). Layers here never animate, so no action is run by
/// a property change; `CALayer.actions` and `action(forKey:)` keep and find
/// them. `NSNull` is the action that does nothing (Core Animation's way of
/// turning an implicit animation off) and `CAAnimation` is an action, as
/// in Core Animation (running one does nothing here).
public protocol CAAction {
    /// `run(forKey:object:arguments:)`: runs the action for the change of
    /// `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// `run(forKey:object:arguments:)`: nothing, as Core Animation's `NSNull` action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// `run(forKey:object:arguments:)`: nothing. Core Animation adds the
    /// animation to the layer under `event`; here no action is run by a
    /// property change, and layers are main-actor objects this
    /// non-isolated method cannot reach, so call `add(_:forKey:)` instead.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
