import Foundation

/// `UICollectionLayoutListConfiguration`: a list section's appearance,
/// headers and footers. A list section made from it
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) is a
/// compositional section of full-width rows of fixed height; the heights
/// and insets per appearance are in docs/uikit.md ("List layouts").
/// Separators, colors and swipe actions are stored, not drawn.
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (a row like the others here).
        case firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance the configuration was made with.
    public private(set) var appearance: Appearance
    /// Whether rows have separators (stored; nothing is drawn). Default `true`.
    public var showsSeparators = true
    /// The list's background color; `nil` for the appearance's own (stored).
    public var backgroundColor: UIColor?
    /// The provider of the leading swipe actions (stored; never called).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The provider of the trailing swipe actions (stored; never called).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The header mode. Default `.none`.
    public var headerMode = HeaderMode.none
    /// The space above each section's header; `nil` for the appearance's
    /// own. Stored; the geometry adds no space above headers.
    public var headerTopPadding: CGFloat?
    /// The footer mode. Default `.none`.
    public var footerMode = FooterMode.none

    /// `init(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
