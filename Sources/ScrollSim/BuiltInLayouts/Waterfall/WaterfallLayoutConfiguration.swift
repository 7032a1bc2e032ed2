/// The options of the `waterfall` layout (CHTCollectionViewWaterfallLayout,
/// seeds 001 and 003).
public struct WaterfallLayoutConfiguration: Hashable, Sendable {
    /// Which column an item goes to.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The shortest column, the leftmost on ties (CHT, seed 001).
        case shortest
        /// Columns in turn, `column = (column + 1) % n` (seed 003).
        case roundRobin
    }

    /// How wide an item is.
    public enum ItemWidth: String, Hashable, Sendable, CaseIterable {
        /// The column's width; an item giving width and height is scaled to
        /// keep its aspect ratio, a height-only item keeps its height.
        case column
        /// The item's own width (seed 001's multi-section layout).
        case item
    }

    /// The number of columns; ≤ 0 means 1. Default 2.
    public var columns: Int
    /// The gap between columns. Default 10.
    public var columnSpacing: Double
    /// The vertical gap between items of a column. Default 10.
    public var itemSpacing: Double
    /// The inset of each section's columns. Default zero.
    public var sectionInset: EdgeInsets
    /// The header height of sections that give none; 0 means no header.
    public var headerHeight: Double
    /// The footer height of sections that give none; 0 means no footer.
    public var footerHeight: Double
    /// Default `.shortest`.
    public var placement: Placement
    /// Default `.column`.
    public var itemWidth: ItemWidth
    /// Each item's slot is the column width by its height + 2·padding; the
    /// frame is the slot inset by the padding (seed 003). Default 0.
    public var cellPadding: Double
    /// The sides of items that give none. Default 50×50.
    public var itemSize: Size

    /// Creates a waterfall configuration.
    public init(
        columns: Int = 2,
        columnSpacing: Double = 10,
        itemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        placement: Placement = .shortest,
        itemWidth: ItemWidth = .column,
        cellPadding: Double = 0,
        itemSize: Size = Size(width: 50, height: 50)
    ) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.placement = placement
        self.itemWidth = itemWidth
        self.cellPadding = cellPadding
        self.itemSize = itemSize
    }
}
