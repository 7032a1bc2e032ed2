import Foundation

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `UILabel`: a plain view with its text properties. Nothing is drawn; its
/// fitting size is the text's width from `UIFont.textMeasurer` on one line
/// and the font's line height.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { setNeedsLayout() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text measured on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        guard let text, !text.isEmpty else { return .zero }
        let width = UIFont.textMeasurer.width(of: text, fontSize: Double(font.pointSize))
        return CGSize(width: CGFloat(width), height: font.lineHeight)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

/// `UIImage`: a named image with a size. Asset catalogues are not
/// simulated: a named image is 0 × 0 unless made with a size.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's name, if it was made from one.
    public let name: String?
    /// The image's size, points.
    public let size: CGSize
    /// The image's scale.
    public let scale: CGFloat
    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`): kept.
    open var accessibilityIdentifier: String?

    /// `init?(named:)`: an image of that name, 0 × 0.
    public init?(named name: String) {
        self.name = name
        size = .zero
        scale = 1
        super.init()
    }

    /// `init?(systemName:)`: an SF Symbol of that name, 0 × 0.
    public init?(systemName name: String) {
        self.name = name
        size = .zero
        scale = 1
        super.init()
    }

    /// `init(imageLiteralResourceName:)`: an image of that name, 0 × 0.
    public init(imageLiteralResourceName name: String) {
        self.name = name
        size = .zero
        scale = 1
        super.init()
    }

    /// `init()`: an empty image.
    public override init() {
        name = nil
        size = .zero
        scale = 1
        super.init()
    }

    /// An image of `size`, for tests.
    public init(size: CGSize, scale: CGFloat = 1) {
        name = nil
        self.size = size
        self.scale = scale
        super.init()
    }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// `withRenderingMode(_:)`: the same image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// `withTintColor(_:)`: the same image.
    open func withTintColor(_ color: UIColor) -> UIImage { self }
}

/// `UIImageView`: a plain view holding an image. Nothing is drawn; its
/// fitting size is the image's size.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// `preferredSymbolConfiguration`: kept; nothing is drawn.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `init(image:)`: sized to the image.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// `init(image:highlightedImage:)`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}
