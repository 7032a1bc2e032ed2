import Foundation

extension UIButton {
    /// `UIButton.Configuration`: the iOS 15 button description, kept;
    /// nothing is drawn. The styles' content insets are 10 pt top and
    /// bottom and 12 pt leading and trailing (0 for `.borderless()`): Apple
    /// does not document them; these are the commonly reported ones of a
    /// medium button (confidence low). The styles differ only in colours.
    public struct Configuration: Hashable, @unchecked Sendable {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        /// `UIButton.Configuration.MacIdiomStyle`.
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var macIdiomStyle = MacIdiomStyle.automatic
        public var showsActivityIndicator = false
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        public init() {}

        /// `plain()`.
        public static func plain() -> Configuration { Configuration() }
        /// `tinted()`.
        public static func tinted() -> Configuration { Configuration() }
        /// `gray()`.
        public static func gray() -> Configuration { Configuration() }
        /// `filled()`.
        public static func filled() -> Configuration {
            var configuration = Configuration()
            configuration.baseBackgroundColor = .tintColor
            configuration.baseForegroundColor = .white
            return configuration
        }
        /// `borderless()`.
        public static func borderless() -> Configuration {
            var configuration = Configuration()
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            return configuration
        }
        /// `bordered()`.
        public static func bordered() -> Configuration { Configuration() }
        /// `borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration() }
        /// `borderedProminent()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// `updated(for:)`: the same configuration (no state styling here).
        @MainActor
        public func updated(for button: UIButton) -> Configuration { self }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image === rhs.image
                && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
                && lhs.contentInsets == rhs.contentInsets && lhs.cornerStyle == rhs.cornerStyle
                && lhs.buttonSize == rhs.buttonSize && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(imagePadding)
        }
    }
}
