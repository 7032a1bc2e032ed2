import Foundation

/// `UIGestureRecognizerDelegate`: every method has a default; recognizers
/// never fire, so none is called by the simulation.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// `UIGestureRecognizer`: targets and actions, settings and the view it is
/// attached to, kept. There are no touches: a recognizer stays `.possible`
/// and never sends its action (the simulation's finger drives the scroll
/// view directly).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// `.recognized`: `.ended`.
        public static var recognized: State { .ended }
    }

    /// The targets and actions, kept, never sent.
    private var targetActions: [(target: AnyObject?, action: Selector)] = []
    /// `state`: `.possible`, as no touch arrives.
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// `delegate` (weak).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `view`: the view it was added to.
    open internal(set) weak var view: UIView?
    /// The recognizers this one waits for (`require(toFail:)`), kept.
    private var failureRequirements: [UIGestureRecognizer] = []

    /// `init(target:action:)`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targetActions.append((target.map { $0 as AnyObject }, action)) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// `addTarget(_:action:)`: kept, never sent.
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((target as AnyObject, action))
    }

    /// `removeTarget(_:action:)`: a `nil` target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// `require(toFail:)`: kept.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// `location(in:)`: no touch, so the origin of `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// `location(ofTouch:in:)`: no touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    /// `numberOfTouches`: 0.
    open var numberOfTouches: Int { 0 }
    /// `reset()`: back to `.possible`.
    open func reset() { state = .possible }

    /// `touchesBegan(_:with:)`, what a custom recognizer overrides: nothing
    /// by default; never called by the simulation (no touch arrives).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `touchesMoved(_:with:)`: nothing by default; never called by the simulation.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `touchesEnded(_:with:)`: nothing by default; never called by the simulation.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `touchesCancelled(_:with:)`: nothing by default; never called by the simulation.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// `ignore(_:for:)`: nothing to ignore, as no touch arrives.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
}
