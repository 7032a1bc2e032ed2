/// The options of the `flex` layout (seed 002's `UICollectionViewFlexLayout`).
public struct FlexLayoutConfiguration: Hashable, Sendable {
    /// How a section places its items.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Left-aligned, top-aligned rows.
        case flow
        /// Columns; each item goes to the shortest (leftmost on ties).
        case waterfall
    }

    /// The mode of sections that give none. Default `.flow`.
    public var mode: Mode
    /// The columns of waterfall sections that give none; ≤ 0 means 1. Default 2.
    public var columns: Int
    /// The sides of items that give none. Default 50×50.
    public var itemSize: Size
    /// Between rows (flow) or between items of a column (waterfall). Default 10.
    public var minimumLineSpacing: Double
    /// Between items of a row (flow) or between columns (waterfall). Default 10.
    public var minimumInteritemSpacing: Double
    /// The inset of each section's items. Default zero.
    public var sectionInset: EdgeInsets
    /// The header height of sections that give none; 0 means none.
    public var headerHeight: Double
    /// The footer height of sections that give none; 0 means none.
    public var footerHeight: Double
    /// The sections whose headers stick (`addStickyHeader:`).
    public var stickyHeaders: Set<Int>
    /// Whether pinned headers stack (default) or push each other out.
    public var stackedStickyHeaders: Bool
    /// The first section moved by `pagingOffset`; `nil` for none.
    public var pagingSection: Int?
    /// The shift of the paged sections. Default zero.
    public var pagingOffset: Point

    /// Creates a flex configuration.
    public init(
        mode: Mode = .flow,
        columns: Int = 2,
        itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero,
        headerHeight: Double = 0,
        footerHeight: Double = 0,
        stickyHeaders: Set<Int> = [],
        stackedStickyHeaders: Bool = true,
        pagingSection: Int? = nil,
        pagingOffset: Point = .zero
    ) {
        self.mode = mode
        self.columns = columns
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.stickyHeaders = stickyHeaders
        self.stackedStickyHeaders = stackedStickyHeaders
        self.pagingSection = pagingSection
        self.pagingOffset = pagingOffset
    }
}
