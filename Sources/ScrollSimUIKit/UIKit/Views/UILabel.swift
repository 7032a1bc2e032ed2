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
    open var text: String? {
        willSet { keyValueObservers?.willChange(.text, of: self) }
        didSet {
            setNeedsLayout()
            keyValueObservers?.didChange(.text, of: self)
        }
    }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        willSet { keyValueObservers?.willChange(.font, of: self) }
        didSet { keyValueObservers?.didChange(.font, of: self) }
    }
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

    /// `init(imageLiteralResourceName:)`: an image of that name, 0 × 0; what
    /// `#imageLiteral(resourceName:)` makes (`_ExpressibleByImageLiteral`).
    public required init(imageLiteralResourceName name: String) {
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

    /// The bitmap an image made with `init(cgImage:scale:orientation:)` holds.
    private var bitmap: CGImage?
    /// The orientation an image made with `init(cgImage:scale:orientation:)` has.
    private var orientation = Orientation.up

    /// `init(cgImage:scale:orientation:)`: an image of `cgImage`'s pixels
    /// divided by `scale` (points), width and height swapped when
    /// `orientation` turns it a quarter (`left`, `right` and their mirrors),
    /// as UIKit's `size` accounts for the orientation.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        let pixels = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        name = nil
        size = orientation.isQuarterTurn ? CGSize(width: pixels.height, height: pixels.width) : pixels
        self.scale = scale
        bitmap = cgImage
        self.orientation = orientation
        super.init()
    }

    /// `imageOrientation`: the orientation given with the bitmap; `up` otherwise.
    open var imageOrientation: Orientation { orientation }

    /// `cgImage`: the bitmap the image was made from; for another image, a
    /// bitmap of its size × scale pixels (rounded up, no pixels kept), and
    /// `nil` for an image without pixels (0 × 0, as `UIImage()`).
    open var cgImage: CGImage? {
        if let bitmap { return bitmap }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        return CGImage(width: width, height: height)
    }

    /// `draw(at:)`: draws nothing (the current context's state is left as it is).
    open func draw(at point: CGPoint) {}

    /// `draw(at:blendMode:alpha:)`: draws nothing.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}

    /// `draw(in:)`: draws nothing.
    open func draw(in rect: CGRect) {}

    /// `draw(in:blendMode:alpha:)`: draws nothing.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

    /// `drawAsPattern(in:)`: draws nothing.
    open func drawAsPattern(in rect: CGRect) {}

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// `withRenderingMode(_:)`: the same image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// `withTintColor(_:)`: the same image.
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    /// `UIImage.ResizingMode`, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// `capInsets`: the edges a resizable image keeps unscaled; zero for an
    /// image that is not resizable. Kept; nothing is drawn, so nothing is
    /// stretched.
    open private(set) var capInsets = UIEdgeInsets.zero
    /// `resizingMode`: how a resizable image fills its middle; `.tile` by
    /// default, as UIKit's.
    open private(set) var resizingMode = ResizingMode.tile

    /// `resizableImage(withCapInsets:)`: as the form with a resizing mode,
    /// in `.tile` (UIKit's mode for this form).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// `resizableImage(withCapInsets:resizingMode:)`: a new image with this
    /// one's name, size, scale, bitmap and orientation, and the insets and
    /// mode given.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = UIImage(copying: self)
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        image.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        return image
    }

    /// `flipsForRightToLeftLayoutDirection`: whether the image is mirrored
    /// in a right-to-left layout; `false` unless made by
    /// `imageFlippedForRightToLeftLayoutDirection()`. Kept; nothing is drawn.
    open private(set) var flipsForRightToLeftLayoutDirection = false

    /// `imageFlippedForRightToLeftLayoutDirection()`: a new image like this
    /// one (name, size, scale, bitmap, orientation, cap insets) that flips
    /// in a right-to-left layout.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let image = resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }

    /// A plain `UIImage` with `image`'s name, size, scale, bitmap and orientation.
    private init(copying image: UIImage) {
        name = image.name
        size = image.size
        scale = image.scale
        bitmap = image.bitmap
        orientation = image.orientation
        super.init()
    }
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
