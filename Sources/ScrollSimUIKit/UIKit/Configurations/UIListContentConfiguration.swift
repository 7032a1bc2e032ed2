import Foundation

/// `UIListContentConfiguration`: the content of a list cell, header or
/// footer: an image, a text and a secondary text, each with its
/// properties. Stored, not drawn; the list layout's row and header heights
/// do not depend on it (docs/uikit.md, "List layouts").
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural
            case center
            case justified
        }

        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }

        /// The font; its size is all ScrollSim keeps of it.
        public var font: UIFont
        /// The text color.
        public var color: UIColor
        /// The alignment. Default `.natural`.
        public var alignment = TextAlignment.natural
        /// How lines break. Default `.byTruncatingTail`.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0 for no limit (the default).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit. Default `false`.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking font takes. Default 0.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before truncating. Default `true`.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the text size setting. Default `true`.
        public var adjustsFontForContentSizeCategory = true
        /// The case transform. Default `.none`.
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `resolvedColor()`: the color (no transformer is applied here).
        public func resolvedColor() -> UIColor { color }
    }

    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// `UIListContentConfiguration.ImageProperties.standardDimension`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The image tint; `nil` for the view's.
        public var tintColor: UIColor?
        /// `preferredSymbolConfiguration`: kept; nothing is drawn.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's corner radius. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image takes; zero for no limit.
        public var maximumSize = CGSize.zero
        /// The space kept for the image even when smaller.
        public var reservedLayoutSize = CGSize.zero
        /// Whether Smart Invert leaves the image alone.
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// `resolvedTintColor(for:)`: the image's tint, else the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// The style the configuration was made for (which factory made it).
    let style: String

    /// The image.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text, attributed.
    public var attributedText: NSAttributedString?
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, attributed.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content. Default 11 pt top and bottom, 16 pt on the sides.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes on which the superview's margins are kept.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// Whether the texts sit side by side (a value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(style: String, textStyle: UIFont.TextStyle, secondaryTextStyle: UIFont.TextStyle,
                 textColor: UIColor = .label, sideBySide: Bool = false) {
        self.style = style
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondaryTextStyle), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// `cell()`: a list cell's content.
    public static func cell() -> UIListContentConfiguration { .init(style: "cell", textStyle: .body, secondaryTextStyle: .subheadline) }
    /// `subtitleCell()`: a cell with its secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        .init(style: "subtitleCell", textStyle: .body, secondaryTextStyle: .footnote)
    }
    /// `valueCell()`: a cell with its secondary text beside the text.
    public static func valueCell() -> UIListContentConfiguration {
        .init(style: "valueCell", textStyle: .body, secondaryTextStyle: .body, sideBySide: true)
    }
    /// `sidebarCell()`.
    public static func sidebarCell() -> UIListContentConfiguration {
        .init(style: "sidebarCell", textStyle: .body, secondaryTextStyle: .subheadline)
    }
    /// `sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        .init(style: "sidebarSubtitleCell", textStyle: .body, secondaryTextStyle: .footnote)
    }
    /// `accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        .init(style: "accompaniedSidebarCell", textStyle: .body, secondaryTextStyle: .subheadline)
    }
    /// `accompaniedSidebarSubtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(style: "accompaniedSidebarSubtitleCell", textStyle: .body, secondaryTextStyle: .footnote)
    }
    /// `header()`: a header's content, for any list style.
    public static func header() -> UIListContentConfiguration {
        .init(style: "header", textStyle: .headline, secondaryTextStyle: .subheadline)
    }
    /// `footer()`: a footer's content, for any list style.
    public static func footer() -> UIListContentConfiguration {
        .init(style: "footer", textStyle: .footnote, secondaryTextStyle: .footnote, textColor: .secondaryLabel)
    }
    /// `plainHeader()`.
    public static func plainHeader() -> UIListContentConfiguration {
        .init(style: "plainHeader", textStyle: .headline, secondaryTextStyle: .subheadline)
    }
    /// `plainFooter()`.
    public static func plainFooter() -> UIListContentConfiguration {
        .init(style: "plainFooter", textStyle: .footnote, secondaryTextStyle: .footnote, textColor: .secondaryLabel)
    }
    /// `groupedHeader()`.
    public static func groupedHeader() -> UIListContentConfiguration {
        .init(style: "groupedHeader", textStyle: .footnote, secondaryTextStyle: .footnote, textColor: .secondaryLabel)
    }
    /// `groupedFooter()`.
    public static func groupedFooter() -> UIListContentConfiguration {
        .init(style: "groupedFooter", textStyle: .footnote, secondaryTextStyle: .footnote, textColor: .secondaryLabel)
    }
    /// `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: "prominentInsetGroupedHeader", textStyle: .title3, secondaryTextStyle: .subheadline)
    }
    /// `extraProminentInsetGroupedHeader()`.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: "extraProminentInsetGroupedHeader", textStyle: .title2, secondaryTextStyle: .subheadline)
    }
    /// `sidebarHeader()`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        .init(style: "sidebarHeader", textStyle: .headline, secondaryTextStyle: .subheadline)
    }

    /// `makeContentView()`: a `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// `updated(for:)`: the configuration as it is (no state changes its styling here).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// `UIListContentView`: the view a `UIListContentConfiguration` makes.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// `textLayoutGuide`: a guide around the text (not solved).
    public let textLayoutGuide: UILayoutGuide? = UILayoutGuide()
    /// `secondaryTextLayoutGuide`: a guide around the secondary text (not solved).
    public let secondaryTextLayoutGuide: UILayoutGuide? = UILayoutGuide()
    /// `imageLayoutGuide`: a guide around the image (not solved).
    public let imageLayoutGuide: UILayoutGuide? = UILayoutGuide()

    /// `init(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// `init?(coder:)`: there are no archives here; a cell's default configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another type is ignored,
    /// as `supports(_:)` says it cannot be shown.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    /// `supports(_:)`: list content configurations only.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
