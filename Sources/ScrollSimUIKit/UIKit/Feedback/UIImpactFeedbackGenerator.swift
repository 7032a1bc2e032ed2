import Foundation

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
