import Foundation

/// `UIAccessibilityCustomAction`: an action assistive technologies offer
/// on an element. Kept: nothing offers it here; `perform()` is not UIKit's
/// and is not declared.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// `UIAccessibilityCustomAction.Handler`: performs the action and says
    /// whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// `name`: what the action is called.
    open var name: String
    /// `image`: kept.
    open var image: UIImage?
    /// `target`: kept (weakly, as UIKit's).
    open weak var target: AnyObject?
    /// `selector`: kept; never sent (there is no runtime to send it).
    open var selector: Selector?
    /// `actionHandler`: kept; never called (nothing performs actions).
    open var actionHandler: Handler?

    /// `init(name:target:selector:)`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.flatMap { type(of: $0) is AnyObject.Type ? $0 as AnyObject : nil }
        self.selector = selector
        super.init()
    }

    /// `init(name:actionHandler:)`.
    public init(name: String, actionHandler: Handler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// `init(name:image:target:selector:)`.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// `init(name:image:actionHandler:)`.
    public convenience init(name: String, image: UIImage?, actionHandler: Handler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }
}
