/// The options of the `grid` layout (seed 004's `XMFlowLayout`).
public struct GridLayoutConfiguration: Hashable, Sendable {
    /// Every cell's size (items' own sizes are ignored). Default 50×50.
    public var itemSize: Size
    /// The margins between the cells and the collection's edges, per
    /// section (`cellInset`). Default zero.
    public var cellInset: EdgeInsets
    /// The gap between cells, across and down (`cellSpace`). Default 0.
    public var cellSpace: Double
    /// The header height of sections that give none (`headerReferenceSize`); 0 means none.
    public var headerHeight: Double
    /// The footer height of sections that give none (`footerReferenceSize`); 0 means none.
    public var footerHeight: Double

    /// Creates a grid configuration.
    public init(
        itemSize: Size = Size(width: 50, height: 50),
        cellInset: EdgeInsets = .zero,
        cellSpace: Double = 0,
        headerHeight: Double = 0,
        footerHeight: Double = 0
    ) {
        self.itemSize = itemSize
        self.cellInset = cellInset
        self.cellSpace = cellSpace
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// The seed's column count for a collection `width` wide:
    /// ⌊(width − left − right)/(itemSize.width + cellSpace)⌋. The scenario
    /// decoder rejects a count below 1; the layout itself then uses 1.
    public func columns(forWidth width: Double) -> Int {
        let pitch = itemSize.width + cellSpace
        guard pitch > 0 else { return 0 }
        let columns = ((width - cellInset.left - cellInset.right) / pitch).rounded(.down)
        guard columns.isFinite, columns >= 0 else { return 0 }
        return columns > 1_000_000 ? 1_000_000 : Int(columns)
    }
}
