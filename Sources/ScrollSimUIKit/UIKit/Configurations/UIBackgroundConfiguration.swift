import Foundation

/// `UIConfigurationColorTransformer`: a function from a color to a color.
public struct UIConfigurationColorTransformer {
    /// The transform.
    public let transform: (UIColor) -> UIColor

    /// `init(_:)`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// `callAsFunction(_:)`: the transformed color.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// `grayscale`: kept as the identity (nothing is drawn).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
}

/// `UIBackgroundConfiguration`: a description of a cell's background.
/// Stored on the cell, not drawn.
public struct UIBackgroundConfiguration {
    /// A view of the app's own behind the cell.
    public var customView: UIView?
    /// The background's corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The fill; `nil` for the tint color.
    public var backgroundColor: UIColor?
    /// A transform of the fill.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The outline color.
    public var strokeColor: UIColor?
    /// A transform of the outline color.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline width.
    public var strokeWidth: CGFloat = 0
    /// How far the outline sits outside the background.
    public var strokeOutset: CGFloat = 0
    /// An image behind the cell.
    public var image: UIImage?

    private init(backgroundColor: UIColor?) {
        self.backgroundColor = backgroundColor
    }

    /// `clear()`: no background.
    public static func clear() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listPlainCell()`.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// `listGroupedCell()`.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(backgroundColor: .secondarySystemGroupedBackground) }
    /// `listSidebarCell()`.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listAccompaniedSidebarCell()`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listPlainHeaderFooter()`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// `listGroupedHeaderFooter()`.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listSidebarHeader()`.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listCell()`.
    public static func listCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// `listHeader()`.
    public static func listHeader() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// `listFooter()`.
    public static func listFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }

    /// `updated(for:)`: the configuration as it is (no state changes it here).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// `resolvedBackgroundColor(for:)`: the background color with its transformer applied.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }
}
