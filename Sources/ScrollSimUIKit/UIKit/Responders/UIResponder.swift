import Foundation

/// `UIResponder`: the superclass of views, view controllers and the
/// application. Two things are real because a test can observe them:
///
/// * the responder chain, `next` (as UIKit's documentation of `next`
///   states it: a view answers the view controller whose root view it is,
///   else its superview; a view controller answers its view's superview —
///   here, when its view is in no view tree, its presenting controller and
///   then its parent; a window answers the application; the application
///   answers its delegate when that is a plain responder, else `nil`);
/// * first-responder bookkeeping, one first responder per window:
///   `becomeFirstResponder()` succeeds for a responder that
///   `canBecomeFirstResponder` and is in a window (a view in a window's
///   tree, a controller whose view is), after the window's current first
///   responder resigns; `isFirstResponder` answers from that window.
///
/// Nothing else happens: there is no keyboard, so no input view appears and
/// no keyboard notification is posted (`UIResponder+Keyboard.swift`); no
/// touch, press or motion event arrives, so the event methods are never
/// called by the simulation (a test may call them).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `init()`.
    public override init() {
        super.init()
    }

    #if !canImport(ObjectiveC)
    /// `observeValue(forKeyPath:of:change:context:)`: what an observer
    /// registered with `addObserver(_:forKeyPath:options:context:)` hears.
    /// Does nothing; a subclass overrides it. On Apple platforms `NSObject`
    /// declares it; here its responders do (views, view controllers, the
    /// application), as the observers of UIKit code are.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif

    // MARK: - The responder chain

    /// `next`: `nil`; `UIView`, `UIViewController` and `UIWindow` override
    /// it (see the type's documentation).
    open var next: UIResponder? { nil }

    // MARK: - First responder

    /// `canBecomeFirstResponder`: `false`, as UIKit's; text fields and
    /// text views override it.
    open var canBecomeFirstResponder: Bool { false }

    /// `canResignFirstResponder`: `true`, as UIKit's.
    open var canResignFirstResponder: Bool { true }

    /// `isFirstResponder`: whether this is the first responder of the
    /// window it is in.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// `becomeFirstResponder()`: `false` unless this responder
    /// `canBecomeFirstResponder` and is in a window; `true` if it already
    /// is the first responder; otherwise the window's first responder is
    /// asked to resign (`false` if it refuses) and this one takes its place.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.resignFirstResponder() else { return false }
        }
        window.storedFirstResponder = self
        return true
    }

    /// `resignFirstResponder()`: `false` if `canResignFirstResponder` is
    /// `false`; otherwise this responder stops being its window's first
    /// responder (if it was) and the answer is `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.storedFirstResponder === self {
            window.storedFirstResponder = nil
        }
        return true
    }

    /// The window this responder is in: a view's window; for a view
    /// controller, its loaded view's window; `nil` for anything else.
    var responderWindow: UIWindow? {
        switch self {
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }

    // MARK: - Input views (there is no keyboard)

    /// `inputView`: `nil`; text fields and text views keep one that is set.
    /// Never shown.
    open var inputView: UIView? { nil }
    /// `inputAccessoryView`: `nil`; text fields and text views keep one
    /// that is set. Never shown.
    open var inputAccessoryView: UIView? { nil }
    /// `reloadInputViews()`: nothing is shown, so nothing to reload.
    open func reloadInputViews() {}

    // MARK: - Actions

    /// `canPerformAction(_:withSender:)`: whether this responder answers
    /// `action`, else the next responder's answer (`false` at the end of
    /// the chain). Selectors are names here: a responder answers one when
    /// it is an Objective-C object that does (never on Linux), so the
    /// answer on Linux is a subclass's override or `false`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// `target(forAction:withSender:)`: this responder if it
    /// `canPerformAction(_:withSender:)`, else the next responder's target.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // MARK: - Events (none arrive)

    /// `touchesBegan(_:with:)`: passes the touches to the next responder, as
    /// UIKit's documentation states. Never called by the simulation: its
    /// finger drives the scroll view directly and makes no touch (a test
    /// may call it).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// `touchesMoved(_:with:)`: passes the touches to the next responder;
    /// never called by the simulation.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// `touchesEnded(_:with:)`: passes the touches to the next responder;
    /// never called by the simulation.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    /// `touchesCancelled(_:with:)`: passes the touches to the next
    /// responder; never called by the simulation.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    /// `touchesEstimatedPropertiesUpdated(_:)`: nothing (no touch has
    /// estimated properties here).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// `motionBegan(_:with:)`: passes the event to the next responder, as
    /// UIKit's; never called by the simulation (there is no motion).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    /// `motionEnded(_:with:)`: passes the event to the next responder.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    /// `motionCancelled(_:with:)`: passes the event to the next responder.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
}
