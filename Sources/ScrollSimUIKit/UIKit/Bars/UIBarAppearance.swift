import Foundation

/// `UIBarAppearance`: a bar's background and shadow, kept (bars keep a
/// copy of what is assigned, as UIKit's `@NSCopying` properties; `copy()`
/// is not declared here — `init(barAppearance:)` copies). Nothing is
/// drawn; the `configureWith…` methods set the values UIKit documents for
/// them, so a test can read what a screen asked for.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// `backgroundEffect`.
    open var backgroundEffect: UIBlurEffect?
    /// `backgroundColor`.
    open var backgroundColor: UIColor?
    /// `backgroundImage`.
    open var backgroundImage: UIImage?
    /// `backgroundImageContentMode`.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// `shadowColor`.
    open var shadowColor: UIColor?
    /// `shadowImage`.
    open var shadowImage: UIImage?
    /// `idiom`: the simulated device's unless given.
    public let idiom: UIUserInterfaceIdiom

    /// `init(idiom:)`: configured with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// `init()`: for the simulated device (`.phone`).
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// `init(barAppearance:)`: a copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// `configureWithDefaultBackground()`: the system's translucent chrome
    /// (a `.systemChromeMaterial` blur, no colour) and the default shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// `configureWithOpaqueBackground()`: no blur, `.systemBackground`, the
    /// default shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// `configureWithTransparentBackground()`: no blur, no colour, no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The bar's hairline: black at 30 % opacity.
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// Takes the background and shadow of `other`.
    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
