import Foundation

/// `UIScreen`, as far as layouts read it: the scale they round frames to.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// `UIScreen.main`: a 3× screen, the simulator's default `screenScale`.
    public static let main = UIScreen(scale: mainScale)

    /// The main screen's scale, readable from any thread (the image
    /// contexts' default scale is the main screen's, and they are not
    /// main-actor isolated).
    package nonisolated static let mainScale: CGFloat = 3

    /// Points to pixels.
    public let scale: CGFloat

    /// `nativeScale`: the scale.
    open var nativeScale: CGFloat { scale }

    /// The screen's bounds (an iPhone of 375 × 667 points).
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 375, height: 667) }

    /// `nativeBounds`: the physical screen in pixels, portrait up (as
    /// UIKit's documentation defines it): `bounds` scaled by `nativeScale`,
    /// so 1125 × 2001 for the main screen. The interface never rotates here,
    /// so it is always `bounds` scaled.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's traits.
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    public init(scale: CGFloat) {
        self.scale = scale
    }
}
