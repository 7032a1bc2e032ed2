import Foundation

extension UIView {
    /// `UIView.TintAdjustmentMode`, with UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

// UIKit's rule for `tintColorDidChange()` (UIView.h, on `tintColor`): "The
// -tintColorDidChange message is sent to appropriate subviews of a view
// when its tintColor is changed by client code or to subviews in the view
// hierarchy of a view whose tintColor is implicitly changed when its
// superview or tintAdjustmentMode changes"; on `tintAdjustmentMode`: when
// it changes "(either the view's value changing or by one of its
// superview's values changing)". Here "appropriate" is a view whose
// effective colour or mode is not what it was: one that sets both itself is
// not told of its superview's change, and setting the same value again
// tells no one.
extension UIView {
    /// A view's effective tint: what `tintColor` and `tintAdjustmentMode` answer.
    struct TintState: Equatable {
        let color: UIColor
        let mode: TintAdjustmentMode

        /// The state a subview with `view`'s own settings inherits below this one.
        func inherited(by view: UIView) -> TintState {
            TintState(color: view.ownTintColor ?? color,
                      mode: view.ownTintAdjustmentMode != .automatic ? view.ownTintAdjustmentMode : mode)
        }
    }

    /// The view's effective tint now.
    var tintState: TintState { TintState(color: tintColor, mode: tintAdjustmentMode) }

    /// Applies `change` to this view's own settings, then calls
    /// `tintColorDidChange()` where the effective tint changed.
    func changeTint(_ change: (UIView) -> Void) {
        let oldTint = tintState
        change(self)
        sendTintColorDidChange(ifChangedFrom: oldTint)
    }

    /// Calls `tintColorDidChange()` on this view if its tint is not
    /// `oldTint` any more, then on its subviews (back to front) whose own
    /// tint changed with it; a subtree whose root kept its tint is skipped
    /// (its views inherit the same values as before).
    func sendTintColorDidChange(ifChangedFrom oldTint: TintState) {
        let newTint = tintState
        guard newTint != oldTint else { return }
        tintColorDidChange()
        for view in subviews {
            view.sendTintColorDidChange(ifChangedFrom: oldTint.inherited(by: view))
        }
    }
}
