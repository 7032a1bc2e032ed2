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

    /// Places `items` in columns from (`x`, `y`) over `available` points;
    /// `y` ends at the bottom of the tallest column.
    /// Packs `items` into columns from `y`, moving `y` to the bottom.
    ///
    /// - Returns: for shortest-column-first placement, the index of the
    ///   items' tops that the visible query searches; `nil` for round robin,
    ///   whose tops are not ordered.
    @discardableResult
    func pack(
        _ items: ItemList, x: Double, y: inout Double, available: Double,
        into geometry: inout SectionedGeometry, scratch: inout Scratch
    ) -> ItemTopIndex? {
        let width = columnWidth(available: available)
        let frameWidth = width - 2 * cellPadding
        scratch.columnBottoms.removeAll(keepingCapacity: true)
        scratch.columnBottoms.append(contentsOf: repeatElement(y, count: columns))
        scratch.columnOfItem.removeAll(keepingCapacity: true)
        scratch.columnOfItem.reserveCapacity(items.count)
        let firstItem = geometry.itemFrames.count
        for index in 0..<items.count {
            let column = placement == .roundRobin ? index % columns : shortestColumn(scratch.columnBottoms)
            let given = items.givenSize(at: index)
            var size: Size
            switch itemWidth {
            case .column:
                size = Size(width: frameWidth, height: given.height ?? fallback.height)
                // A given aspect ratio is kept at the column's width.
                if let w = given.width, let h = given.height, w > 0 { size.height = h * frameWidth / w }
            case .item:
                size = Size(width: given.width ?? frameWidth, height: given.height ?? fallback.height)
            }
            let top = scratch.columnBottoms[column]
            let left = x + Double(column) * (width + columnSpacing)
            geometry.itemFrames.append(Rect(x: left + cellPadding, y: top + cellPadding, width: size.width, height: size.height))
            scratch.columnBottoms[column] = top + size.height + 2 * cellPadding + itemSpacing
            scratch.columnOfItem.append(Int32(truncatingIfNeeded: column))
        }
        var bottom = y
        for c in 0..<columns where scratch.columnBottoms[c] > y {
            bottom = max(bottom, scratch.columnBottoms[c] - itemSpacing)
        }
        geometry.appendColumns(firstItem: firstItem, columnOfItem: scratch.columnOfItem, columns: columns,
                               counts: &scratch.counts)
        y = bottom
        guard placement == .shortest else { return nil }
        let base = geometry.itemTops.count
        var reach = 0.0
        for frame in geometry.itemFrames[firstItem...] {
            geometry.itemTops.append(frame.minY)
            reach = max(reach, frame.height)
        }
        return ItemTopIndex(base: base, reach: reach)
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
