import Foundation

/// `UIVisualEffect`: an effect a `UIVisualEffectView` would render; kept.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// `UIBlurEffect`: its style, kept; nothing is blurred.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The style.
    public let style: Style

    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffect`: its blur effect and style, kept.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur effect it is for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style, `nil` for the default.
    public let style: UIVibrancyEffectStyle?

    /// `init(blurEffect:)`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// `init(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// `UIVisualEffectView`: its effect, kept, and a `contentView` that fills
/// it, where code adds its subviews, as in UIKit. Nothing is rendered.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// `effect`.
    open var effect: UIVisualEffect?
    /// `contentView`: fills the effect view.
    public let contentView = UIView()

    /// `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// `init(frame:)`: no effect, as UIKit's inherited initialiser makes it;
    /// with it, subclasses inherit `init()` too.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
}
