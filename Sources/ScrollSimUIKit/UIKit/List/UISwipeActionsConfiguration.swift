import Foundation

/// `UIContextualAction`: an action shown when a row is swiped. Stored;
/// there are no swipes in the simulation, so its handler is never called.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal
        case destructive
    }

    /// `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// What the action does (never called here).
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's color: red for destructive actions, grey otherwise, by default.
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// `UISwipeActionsConfiguration`: the actions of one swipe direction.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the swiped edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default `true`.
    open var performsFirstActionWithFullSwipe = true

    /// `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
