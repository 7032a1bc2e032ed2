import Foundation

/// `UIScreen`, as far as layouts read it: the scale they round frames to.
open class UIScreen: NSObject, @unchecked Sendable {
    /// `UIScreen.main`: a 3× screen, the simulator's default `screenScale`.
    public static let main = UIScreen(scale: 3)

    /// Points to pixels.
    public let scale: CGFloat

    /// The screen's bounds (an iPhone of 375 × 667 points).
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 375, height: 667) }

    public init(scale: CGFloat) {
        self.scale = scale
    }
}
