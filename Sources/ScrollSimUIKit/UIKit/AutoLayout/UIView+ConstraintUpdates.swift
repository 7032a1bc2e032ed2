import Foundation

/// The update-constraints pass, as UIKit runs it before a layout pass: every
/// view of the tree whose constraints need updating gets
/// `updateConstraints()` (a view controller's view: the controller's
/// `updateViewConstraints()`), subviews before their superview (bottom up;
/// the layout pass that follows goes top down). The pass runs from
/// `layoutIfNeeded()` only when the tree uses constraint-based layout (an
/// active constraint names one of its views, or a view's class answers
/// `requiresConstraintBasedLayout`), since UIKit engages Auto Layout
/// lazily; `updateConstraintsIfNeeded()` runs it always.
extension UIView {
    /// The pass over this view's subtree.
    func runConstraintUpdatePass() {
        for view in subviews { view.runConstraintUpdatePass() }
        guard needsUpdateConstraints() else { return }
        // Cleared before the call, so that a `setNeedsUpdateConstraints()`
        // from inside `updateConstraints()` asks for the next pass.
        constraintUpdateIsDue = false
        if let owningViewController {
            owningViewController.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Whether this view or a descendant has an active constraint or a
    /// class that requires constraint-based layout.
    var usesConstraintBasedLayout: Bool {
        if !activeConstraints.isEmpty || Self.requiresConstraintBasedLayout { return true }
        return subviews.contains { $0.usesConstraintBasedLayout }
    }
}
