import Foundation

/// `UIFeedbackGenerator`: haptics. Inert: there is no Taptic Engine here,
/// so `prepare()` and every generator's trigger do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// `prepare()`: nothing to prepare.
    open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: its style, kept; no impact is felt.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given.
    let style: FeedbackStyle

    /// `init(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// `init()`: a `.medium` generator, as UIKit's.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// `impactOccurred()`: inert.
    open func impactOccurred() {}
    /// `impactOccurred(intensity:)`: inert.
    open func impactOccurred(intensity: CGFloat) {}
}

/// `UISelectionFeedbackGenerator`: inert.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `selectionChanged()`: inert.
    open func selectionChanged() {}
}

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
