/// Places items into columns, waterfall style, appending their frames and
/// column runs to a `SectionedGeometry` (layout space).
///
/// Shared by `WaterfallLayout` and the waterfall sections of `FlexLayout`.
struct ColumnPacker {
    /// How an item's column is chosen.
    var placement: WaterfallLayoutConfiguration.Placement
    /// How an item's width is chosen.
    var itemWidth: WaterfallLayoutConfiguration.ItemWidth
    /// The number of columns (at least 1).
    var columns: Int
    /// The gap between columns.
    var columnSpacing: Double
    /// The gap between items of a column.
    var itemSpacing: Double
    /// Each item's slot is its frame outset by this on every side.
    var cellPadding: Double
    /// The sides of items that give none.
    var fallback: Size

    /// The width of one column when `available` points are shared.
    func columnWidth(available: Double) -> Double {
        (available - Double(columns - 1) * columnSpacing) / Double(columns)
    }

    /// Packs `items` into columns from (`x`, `y`) over `available` points,
    /// moving `y` to the bottom of the tallest column.
    ///
    /// - Returns: the rule that gives the items' sizes, and for
    ///   shortest-column-first placement the index of the items' tops that
    ///   the visible query searches (such a section needs no column runs:
    ///   the query never walks them); `nil` for round robin, whose tops are
    ///   not ordered and whose columns are runs.
    func pack(
        _ items: ItemList, x: Double, y: inout Double, available: Double,
        into geometry: inout SectionedGeometry, scratch: inout Scratch
    ) -> (sizes: ItemSizes, tops: ItemTopIndex?) {
        let width = columnWidth(available: available)
        let sizing = ColumnSizing(itemWidth: itemWidth, frameWidth: width - 2 * cellPadding, fallback: fallback)
        let sizes = ItemSizes.column(items, sizing)
        scratch.columnBottoms.removeAll(keepingCapacity: true)
        scratch.columnBottoms.append(contentsOf: repeatElement(y, count: columns))
        let firstItem = geometry.itemOrigins.count
        var tops: ItemTopIndex?
        if placement == .shortest {
            tops = packShortestFirst(items, x: x, width: width, sizing: sizing, into: &geometry, bottoms: &scratch.columnBottoms)
        } else {
            packRoundRobin(items, x: x, width: width, sizing: sizing, into: &geometry, scratch: &scratch)
        }
        var bottom = y
        for c in 0..<columns where scratch.columnBottoms[c] > y {
            bottom = max(bottom, scratch.columnBottoms[c] - itemSpacing)
        }
        if placement != .shortest {
            geometry.appendColumns(firstItem: firstItem, sizes: sizes, columnOfItem: scratch.columnOfItem, columns: columns,
                                   counts: &scratch.counts)
        }
        y = bottom
        return (sizes, tops)
    }

    /// Each item to the shortest column, its origin appended as it is
    /// placed (and the top of every block's last item to the top index):
    /// one pass, nothing per item beyond the origin.
    private func packShortestFirst(
        _ items: ItemList, x: Double, width: Double, sizing: ColumnSizing,
        into geometry: inout SectionedGeometry, bottoms: inout [Double]
    ) -> ItemTopIndex {
        let coarseBase = geometry.itemTopBlocks.count
        var reach = 0.0
        var inBlock = 0
        @inline(__always)
        func place(_ given: (width: Double?, height: Double?)) {
            let column = shortestColumn(bottoms)
            let size = sizing.size(given)
            let top = bottoms[column]
            let left = x + Double(column) * (width + columnSpacing)
            let origin = Point(x: left + cellPadding, y: top + cellPadding)
            geometry.itemOrigins.append(origin)
            inBlock += 1
            if inBlock == SearchKeys.blockSize {
                geometry.itemTopBlocks.append(origin.y)
                inBlock = 0
            }
            reach = max(reach, size.height)
            bottoms[column] = top + size.height + 2 * cellPadding + itemSpacing
        }
        // The list's kind is decided once, not per item.
        switch items {
        case .uniform(let count, let size):
            for _ in 0..<count { place((size.width, size.height)) }
        case .cycled(let count, let width, let heights):
            var k = 0
            for _ in 0..<count {
                if heights.isEmpty {
                    place((width, nil))
                } else {
                    place((width, heights[k]))
                    k += 1
                    if k == heights.count { k = 0 }
                }
            }
        case .explicit(let specs):
            for spec in specs { place((spec.width, spec.height)) }
        }
        return ItemTopIndex(coarseBase: coarseBase, reach: reach)
    }

    /// Items to the columns in turn; the columns become runs.
    private func packRoundRobin(
        _ items: ItemList, x: Double, width: Double, sizing: ColumnSizing,
        into geometry: inout SectionedGeometry, scratch: inout Scratch
    ) {
        scratch.columnOfItem.removeAll(keepingCapacity: true)
        scratch.columnOfItem.reserveCapacity(items.count)
        for index in 0..<items.count {
            let column = index % columns
            let size = sizing.size(items.givenSize(at: index))
            let top = scratch.columnBottoms[column]
            let left = x + Double(column) * (width + columnSpacing)
            geometry.itemOrigins.append(Point(x: left + cellPadding, y: top + cellPadding))
            scratch.columnBottoms[column] = top + size.height + 2 * cellPadding + itemSpacing
            scratch.columnOfItem.append(Int32(truncatingIfNeeded: column))
        }
    }

    /// The leftmost of the shortest columns. Columns whose bottoms differ
    /// only by floating-point noise are tied (0.1 + 0.2 and 0.3 are the same
    /// height), so the leftmost wins whatever order the heights were summed in.
    @inline(__always)
    private func shortestColumn(_ bottoms: [Double]) -> Int {
        var best = 0
        for c in 1..<bottoms.count where bottoms[c] < bottoms[best] - 1e-9 * max(1, abs(bottoms[best])) { best = c }
        return best
    }

    /// Reusable buffers, so that packing many sections allocates once.
    struct Scratch {
        var columnBottoms: [Double] = []
        var columnOfItem: [Int32] = []
        var counts: [Int32] = []
    }
}
