import Foundation

/// `UINotificationFeedbackGenerator`: inert.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// `notificationOccurred(_:)`: inert.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
