/// The options of the `flow` layout, named as on `UICollectionViewFlowLayout`.
public struct FlowLayoutConfiguration: Hashable, Sendable {
    /// How the items of a line are placed.
    public enum Alignment: String, Hashable, Sendable {
        /// UIKit's rules: full lines justified, the last line left-aligned,
        /// a lone item on a non-last line centred, items centred vertically.
        case justified
        /// Every line left-aligned with the minimum spacing, items
        /// top-aligned (most custom flow layouts and the tag layout).
        case left
    }

    /// The size of items that do not give their own. Default 50×50.
    public var itemSize: Size
    /// The gap between lines. Default 10.
    public var minimumLineSpacing: Double
    /// The minimum gap between items of a line. Default 10.
    public var minimumInteritemSpacing: Double
    /// The inset of each section's items. Default zero.
    public var sectionInset: EdgeInsets
    /// The height of section headers for sections that do not give one
    /// (vertical); 0 means no header.
    public var headerHeight: Double
    /// The height of section footers, as `headerHeight`.
    public var footerHeight: Double
    /// The width of section headers of a horizontal layout (they are as
    /// tall as the collection); 0 means no header.
    public var headerWidth: Double
    /// The width of section footers of a horizontal layout, as `headerWidth`.
    public var footerWidth: Double
    /// The scrolling axis. Default vertical.
    public var scrollDirection: Axis
    /// Whether section headers pin to the top of the visible area.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether section footers pin to the bottom of the visible area.
    public var sectionFootersPinToVisibleBounds: Bool
    /// How lines are aligned. Default `.justified`.
    public var alignment: Alignment

    /// Creates a flow configuration with UIKit's defaults.
    public init(
        itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        headerWidth: Double = 0,
        footerWidth: Double = 0,
        scrollDirection: Axis = .vertical,
        sectionHeadersPinToVisibleBounds: Bool = false,
        sectionFootersPinToVisibleBounds: Bool = false,
        alignment: Alignment = .justified
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerWidth = headerWidth
        self.footerWidth = footerWidth
        self.scrollDirection = scrollDirection
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.alignment = alignment
    }
}
