import Foundation

/// `UIContextMenuInteraction`: the interaction that shows a view's context
/// menu on a long press. Kept: its delegate, and its view once added with
/// `UIView.addInteraction(_:)` (real bookkeeping). No long press happens
/// here, so the delegate is never asked for a configuration and no menu
/// appears.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// `delegate` (weak): kept, never asked.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

    /// `view`: the view the interaction was added to, `nil` before that and
    /// after it is removed.
    open private(set) weak var view: UIView?

    /// `init(delegate:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// `willMove(to:)`: nothing to prepare.
    open func willMove(to view: UIView?) {}

    /// `didMove(to:)`: records the view (`nil` when removed).
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// `dismissMenu()`: no menu is ever shown, so nothing to dismiss.
    open func dismissMenu() {}
}
