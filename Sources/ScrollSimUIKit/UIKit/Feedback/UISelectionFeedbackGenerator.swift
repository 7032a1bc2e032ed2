import Foundation

/// `UISelectionFeedbackGenerator`: inert.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `selectionChanged()`: inert.
    open func selectionChanged() {}
}
