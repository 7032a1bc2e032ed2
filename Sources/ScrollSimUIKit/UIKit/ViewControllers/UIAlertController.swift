import Foundation

/// `UIAlertAction`: title, style and handler, kept; nothing taps it, so
/// the handler never runs.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    /// The title.
    open private(set) var title: String?
    /// The style.
    open private(set) var style: Style
    /// `isEnabled`.
    open var isEnabled = true
    /// The handler, kept and never called.
    let handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// `UIAlertController`: an alert's title, message, style, actions and
/// text fields, kept. Presented with `present(_:animated:completion:)` it
/// is kept as the presented controller and never shown; no action runs.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable { case actionSheet, alert }

    /// The message.
    open var message: String?
    /// The style.
    open private(set) var preferredStyle = Style.alert
    /// `actions`, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// `preferredAction`.
    open var preferredAction: UIAlertAction?
    /// `textFields`: those added with `addTextField(configurationHandler:)`.
    open private(set) var textFields: [UITextField]?

    /// `init(title:message:preferredStyle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// `addAction(_:)`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// `addTextField(configurationHandler:)`: the handler runs at once with
    /// the new field, as UIKit runs it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }
}
