import Foundation

/// `UITableViewRowAction`: a button shown when a row is swiped (deprecated
/// in iOS 13 in favour of `UIContextualAction`; declared here without the
/// deprecation). Stored; there are no swipes in the simulation, so its
/// handler is never called.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// `UITableViewRowAction.Style` (UIKit's raw values: `.destructive` is
    /// another name of `.default`).
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1

        /// `destructive`: the same style as `.default`, as in UIKit.
        public static var destructive: Style { .default }
    }

    /// The action's style.
    open private(set) var style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour: `nil` until set (UIKit draws a default).
    open var backgroundColor: UIColor?
    /// The button's effect: kept, not drawn.
    open var backgroundEffect: UIVisualEffect?
    /// What the action does (never called here).
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
