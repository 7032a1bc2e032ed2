import Foundation

/// `UIButton`: titles, images and colours per state, and a configuration,
/// kept; targets and actions kept and never fired (nothing taps). Its
/// fitting size is its title's (`UILabel`'s measure) plus the content
/// insets, at least its image's height.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        /// `.plain`: `.system`.
        public static var plain: ButtonType { .system }
        /// `.roundedRect`: `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// `buttonType`.
    open private(set) var buttonType = ButtonType.custom
    /// `configuration`: kept; its title and image stand for the button's.
    open var configuration: Configuration? {
        didSet { titleLabel?.text = configuration?.title ?? title(for: state) }
    }
    /// `configurationUpdateHandler`: called by `updateConfiguration()`… only
    /// when a test calls it (states do not change on their own).
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var automaticallyUpdatesConfiguration = true
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var role = Role.normal
    /// `contentEdgeInsets` (deprecated in iOS 15): part of the fitting size.
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var adjustsImageWhenHighlighted = true

    /// `titleLabel`: shows the current title.
    public let titleLabel: UILabel? = UILabel()
    /// `imageView`: shows the current image.
    public let imageView: UIImageView? = UIImageView()

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
    }

    /// `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// `init(type:primaryAction:)`: the action's title and image are the button's.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// `init(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adopt(primaryAction)
    }

    /// `UIButton.systemButton(with:target:action:)`.
    public static func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        setNeedsLayout()
    }

    /// `title(for:)`: the state's title, else the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// `setAttributedTitle(_:for:)`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// `attributedTitle(for:)`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// `setTitleColor(_:for:)`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// `titleColor(for:)`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// `setImage(_:for:)`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        imageView?.image = currentImage
    }
    /// `image(for:)`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// `setBackgroundImage(_:for:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// `backgroundImage(for:)`.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// `setPreferredSymbolConfiguration(_:forImageIn:)`: kept nowhere (symbols are 0 × 0).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}

    /// `currentTitle`: the configuration's title, else the title for the current state.
    open var currentTitle: String? {
        configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state)
    }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// `setNeedsUpdateConfiguration()`: the update runs at once.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// `updateConfiguration()`: calls `configurationUpdateHandler`.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// The title's measured size (`UILabel`'s measure in the title
    /// label's font) within `size`.
    private func titleSize(fitting size: CGSize) -> CGSize {
        currentTitle.map { title -> CGSize in
            let label = UILabel()
            label.font = titleLabel?.font
            label.text = title
            return label.sizeThatFits(size)
        } ?? .zero
    }

    // MARK: - Content geometry

    /// `backgroundRect(forBounds:)`: `bounds`, where the background image
    /// goes (nothing is drawn).
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// `contentRect(forBounds:)`: `bounds` inset by `contentEdgeInsets`,
    /// where the image and title go.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// `imageRect(forContentRect:)`: the current image's size, the image
    /// and title side by side (image first) centred in `contentRect` inset
    /// by `imageEdgeInsets`, the image centred vertically (UIKit's default
    /// alignments; the others, and pixel rounding, are not simulated). Zero
    /// size without an image. `layoutSubviews()` gives `imageView` this frame.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, title) = contentSizes(in: contentRect)
        let area = contentRect.inset(by: imageEdgeInsets)
        return CGRect(x: area.midX - (image.width + title.width) / 2, y: area.midY - image.height / 2,
                      width: image.width, height: image.height)
    }

    /// `titleRect(forContentRect:)`: the title's measured size (at most
    /// what the image leaves of `contentRect`), after the image, the pair
    /// centred in `contentRect` inset by `titleEdgeInsets`, the title
    /// centred vertically. Zero size without a title. `layoutSubviews()`
    /// gives `titleLabel` this frame.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, title) = contentSizes(in: contentRect)
        let area = contentRect.inset(by: titleEdgeInsets)
        return CGRect(x: area.midX - (image.width + title.width) / 2 + image.width, y: area.midY - title.height / 2,
                      width: title.width, height: title.height)
    }

    /// The image's size and the title's within `contentRect`: the title
    /// gets the width the image leaves, and no more height than there is.
    private func contentSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        let available = CGSize(width: max(contentRect.width - image.width, 0), height: contentRect.height)
        let measured = titleSize(fitting: available)
        return (image, CGSize(width: min(measured.width, available.width), height: min(measured.height, available.height)))
    }

    /// Lays out the image view and title label in the frames the rect
    /// methods answer (`contentRect(forBounds:)`, then `imageRect(forContentRect:)`
    /// and `titleRect(forContentRect:)`), as UIKit's button does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: content)
        titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The title's measured size and the image's, side by side, plus the
    /// content insets (the configuration's, else `contentEdgeInsets`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleSize(fitting: size)
        let image = currentImage?.size ?? .zero
        let padding = configuration.map { $0.imagePadding } ?? 0
        let content = CGSize(width: text.width + image.width + (text.width > 0 && image.width > 0 ? padding : 0),
                             height: max(text.height, image.height))
        if let insets = configuration?.contentInsets {
            return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        }
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

extension UIButton {
    /// `UIButton.Role`.
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }
}
