/// The prepared geometry shared by the built-in layouts: flat arrays of
/// frames grouped into sections, and inside a section into monotone runs
/// (lines of a flow, columns of a waterfall), so that the visible query is
/// a binary search followed by a walk over what it returns.
///
/// Coordinates are in *layout space*, where the scrolling axis is y. A
/// horizontal layout stores its geometry transposed and `SectionedLayoutEngine`
/// transposes rects on the way in and frames on the way out.
///
/// Memory: 16 bytes per item origin (sizes come from the data through
/// each section's `ItemSizes`; the tag layout stores 16 more), plus 24
/// bytes per line (flow-like sections: a run and its key), 1/4 byte per
/// item (shortest-column-first sections: the coarse top index) or 12 bytes
/// per item (round-robin column sections: the column order and its keys).
///
/// The keys the visible query binary-searches (the bottoms of runs, and of
/// column items in column order) are also kept in dense `[Double]` arrays,
/// so that each probe of the search reads 8 bytes rather than a 16-byte
/// run or, through `columnOrder`, an origin elsewhere in memory: at
/// a million items the probes are cache misses; `SearchKeys` adds a coarse
/// index that keeps most of them in cache.
struct SectionedGeometry {
    /// One section's extent and elements.
    struct Section {
        /// Top of the section (the header's top), layout space.
        var minY: Double
        /// Bottom of the section (the footer's bottom).
        var maxY: Double
        /// The natural header frame, if the section has a header of positive size.
        var header: Rect?
        /// The natural footer frame, as `header`.
        var footer: Rect?
        /// Where the section's inset area starts (below the header).
        var bodyMinY: Double
        /// The bottom of the last item plus `sectionInset.bottom`: where a
        /// non-stacked pinned header must stop (the sticky-header rules of `docs/layouts.md`).
        var bodyMaxY: Double
        /// The index of the section's first item in `itemOrigins`.
        var firstItem: Int
        /// The number of items.
        var itemCount: Int
        /// The section's runs in `runs`.
        var runs: Range<Int>
        /// Whether the runs are columns (items reached through `columnOrder`)
        /// rather than lines (contiguous items).
        var runsAreColumns: Bool
        /// For sections packed shortest-column-first: where its blocks
        /// start in `itemTopBlocks`, and its tallest frame.
        var itemTops: ItemTopIndex? = nil
        /// Where the sizes of the section's items come from.
        var sizes: ItemSizes
        /// The size of every item when they are all alike (`sizes.constantSize`,
        /// set by `appendSection`): the query then reads no rule per item.
        var constantSize: Size? = nil
    }

    /// A monotone group of items: a line (its items are contiguous in
    /// `itemOrigins`) or a column (its items are `columnOrder[start..<start+count]`).
    /// Its bottom is `runMaxY[r]`, kept only there (16 bytes a run, not 24).
    struct Run {
        var start: Int32
        var count: Int32
        var minY: Double
    }

    /// Every item's natural origin, section after section. Its size is
    /// its section's `sizes` rule: a packer that computed the size from the
    /// data computes it again on a query rather than storing it, which
    /// halves what a first `prepare` writes (and faults in) per item.
    var itemOrigins: [Point] = []
    /// The sizes of the items of sections whose rule is `.stored`.
    var storedSizes: [Size] = []
    /// Item indices (into `itemOrigins`) of round-robin column sections, column by column,
    /// each column top to bottom.
    var columnOrder: [Int32] = []
    /// `columnMaxY[k]` = the bottom of item `columnOrder[k]`: the search keys
    /// of column sections.
    var columnMaxY = SearchKeys()
    var runs: [Run] = []
    /// The bottom of each run: the search keys of line sections.
    var runMaxY = SearchKeys()
    /// The coarse index of the item tops of shortest-column-first
    /// sections. Each item goes on the column whose bottom is lowest, and
    /// bottoms only grow, so a section's item tops never decrease (to
    /// within the packer's tie tolerance): one binary search finds the
    /// first item that can reach a rect, where searching every column and
    /// sorting the merged result cost more cache misses (measured at 1M
    /// items). The index holds the top of the last item of every whole
    /// block of `SearchKeys.blockSize` items of such a section (from
    /// `ItemTopIndex.coarseBase`); the search ends in one block of frames.
    /// A per-item array of tops cost 8 bytes an item, a quarter of what a
    /// first `prepare` faults in.
    var itemTopBlocks: [Double] = []
    var sections: [Section] = []
    /// A supplementary view of a custom kind (the tag layout's top header).
    var customElements: [(kind: ElementKind, section: Int, frame: Rect)] = []
    /// The content size, layout space.
    var contentSize: Size = .zero

    /// Empties every array, keeping their storage, and makes room for
    /// `itemCount` item frames and the top index of `topCount` items (the
    /// items of shortest-column-first sections), so that a first `prepare`
    /// fills each array once rather than copying it at every doubling.
    mutating func removeAll(reservingItems itemCount: Int, tops topCount: Int = 0) {
        itemOrigins.removeAll(keepingCapacity: true)
        storedSizes.removeAll(keepingCapacity: true)
        columnOrder.removeAll(keepingCapacity: true)
        columnMaxY.removeAll()
        runs.removeAll(keepingCapacity: true)
        runMaxY.removeAll()
        itemTopBlocks.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        customElements.removeAll(keepingCapacity: true)
        itemOrigins.reserveCapacity(itemCount)
        if topCount > 0 { itemTopBlocks.reserveCapacity(topCount / SearchKeys.blockSize) }
        contentSize = .zero
    }

    /// Makes room for `additional` more line runs. Growing by at least
    /// doubling keeps repeated calls (one per section) amortised.
    mutating func reserveLines(additional: Int) {
        let needed = runs.count + additional
        guard needed > runs.capacity else { return }
        let capacity = max(needed, 2 * runs.capacity)
        runs.reserveCapacity(capacity)
        runMaxY.reserveCapacity(capacity)
    }

    /// Appends a line run covering `itemOrigins[start..<itemOrigins.count]`.
    @inline(__always)
    mutating func appendLine(from start: Int, minY: Double, maxY: Double) {
        runs.append(Run(start: Int32(truncatingIfNeeded: start),
                        count: Int32(truncatingIfNeeded: itemOrigins.count - start),
                        minY: minY))
        runMaxY.append(maxY)
    }

    /// Appends the column runs of a section whose items
    /// `itemOrigins[firstItem...]`, of sizes `sizes`, were placed in the
    /// columns `columnOfItem` (one entry per item of the section). `counts`
    /// is scratch storage.
    mutating func appendColumns(
        firstItem: Int, sizes: ItemSizes, columnOfItem: [Int32], columns: Int, counts: inout [Int32]
    ) {
        func frame(_ index: Int) -> Rect {
            Rect(origin: itemOrigins[index], size: sizes.size(ofItem: index - firstItem, stored: storedSizes))
        }
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: columns))
        for column in columnOfItem { counts[Int(column)] += 1 }
        let firstRun = runs.count
        // Counting sort: `counts` becomes each column's fill position.
        var start = Int32(truncatingIfNeeded: columnOrder.count)
        for c in 0..<columns {
            runs.append(Run(start: start, count: counts[c], minY: 0))
            counts[c] = start
            start += runs[firstRun + c].count
        }
        columnOrder.append(contentsOf: repeatElement(0, count: columnOfItem.count))
        for (i, column) in columnOfItem.enumerated() {
            let c = Int(column)
            columnOrder[Int(counts[c])] = Int32(truncatingIfNeeded: firstItem + i)
            counts[c] += 1
        }
        let firstKey = columnMaxY.count
        for k in firstKey..<columnOrder.count { columnMaxY.append(frame(Int(columnOrder[k])).maxY) }
        for r in firstRun..<runs.count {
            var maxY = 0.0
            if runs[r].count > 0 {
                let first = Int(runs[r].start), last = first + Int(runs[r].count) - 1
                runs[r].minY = itemOrigins[Int(columnOrder[first])].y
                maxY = columnMaxY[last]
            }
            runMaxY.append(maxY)
        }
    }

    /// The first index of `range` for which `predicate` holds, given that it
    /// holds for a suffix of the range; `range.upperBound` if for none.
    @inline(__always)
    static func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first item of the shortest-column-first section `items` whose top
    /// is above `y`, its whole blocks' last tops being
    /// `itemTopBlocks[coarseBase...]`: a search of the blocks, then of
    /// at most one block of frames.
    private func firstItem(in items: Range<Int>, blocks coarseBase: Int, above y: Double) -> Int {
        let b = SearchKeys.blockSize
        let wholeBlocks = items.count / b
        let j = Self.firstIndex(in: 0..<wholeBlocks) { itemTopBlocks[coarseBase + $0] > y }
        // Every top before block j is ≤ y (to within the tie tolerance);
        // block j's last top is > y.
        let lower = items.lowerBound + j * b
        let upper = j < wholeBlocks ? lower + b : items.upperBound
        return Self.firstIndex(in: lower..<upper) { itemOrigins[$0].y > y }
    }

    /// The first section whose extent reaches below `y`, in `range`.
    func firstSection(in range: Range<Int>, below y: Double) -> Int {
        Self.firstIndex(in: range) { sections[$0].maxY > y }
    }

    /// Appends `section`, noting whether its items are all one size.
    mutating func appendSection(_ section: Section) {
        var section = section
        section.constantSize = section.sizes.constantSize
        sections.append(section)
    }

    /// The natural frame of item `index` (into `itemOrigins`) of `section`.
    @inline(__always)
    func itemFrame(_ index: Int, in section: Section) -> Rect {
        if let size = section.constantSize { return Rect(origin: itemOrigins[index], size: size) }
        return Rect(origin: itemOrigins[index], size: section.sizes.size(ofItem: index - section.firstItem, stored: storedSizes))
    }

    /// Appends to `indices` the index (into `itemOrigins`) of every item of
    /// `section` (one of `sections`, which the caller holds: taking it
    /// again here copied it, a tenth of a waterfall query) whose frame
    /// intersects `rect`, in item order.
    ///
    /// - Complexity: O(log n + k) for line sections; O(c log n + k log k)
    ///   for a section of c columns.
    func collectItems(of section: Section, intersecting rect: Rect, into indices: inout [Int32]) {
        if let tops = section.itemTops {
            // Tops may dip below an earlier one by the packer's tie
            // tolerance (1e-9 relative); a ten-times wider margin keeps the
            // search and the stop conservative. Frames decide the rest.
            let margin = 1e-8 * max(1, abs(rect.minY), abs(rect.maxY))
            let lower = section.firstItem, upper = lower + section.itemCount
            var k = firstItem(in: lower..<upper, blocks: tops.coarseBase, above: rect.minY - tops.reach - margin)
            while k < upper && itemOrigins[k].y < rect.maxY + margin {
                if itemFrame(k, in: section).intersects(rect) { indices.append(Int32(truncatingIfNeeded: k)) }
                k += 1
            }
        } else if section.runsAreColumns {
            let start = indices.count
            for r in section.runs {
                let run = runs[r]
                guard run.count > 0, runMaxY[r] > rect.minY, run.minY < rect.maxY else { continue }
                let lower = Int(run.start), upper = lower + Int(run.count)
                var k = columnMaxY.firstIndex(in: lower..<upper, above: rect.minY)
                while k < upper {
                    let index = columnOrder[k]
                    let frame = itemFrame(Int(index), in: section)
                    if frame.minY >= rect.maxY { break }
                    if frame.intersects(rect) { indices.append(index) }
                    k += 1
                }
            }
            // Each column is in item order; the caller's buffer usually
            // starts empty, and sorting the whole array avoids the copy a
            // sorted slice makes.
            if start == 0 { indices.sort() } else { indices[start...].sort() }
        } else {
            var l = runMaxY.firstIndex(in: section.runs, above: rect.minY)
            while l < section.runs.upperBound {
                let run = runs[l]
                if run.minY >= rect.maxY { break }
                let lower = Int(run.start)
                for i in lower..<(lower + Int(run.count)) where itemFrame(i, in: section).intersects(rect) {
                    indices.append(Int32(truncatingIfNeeded: i))
                }
                l += 1
            }
        }
    }
}

extension SectionedGeometry {
    /// A full-width header or footer of a vertical layout at `y`: the
    /// section's own size first, then `defaultHeight` by `width`; `nil` for
    /// a zero height. Moves `y` below it.
    static func supplementary(_ size: SupplementarySize?, defaultHeight: Double, width: Double, y: inout Double) -> Rect? {
        let height = size?.height ?? defaultHeight
        guard height > 0 else { return nil }
        defer { y += height }
        return Rect(x: 0, y: y, width: size?.width ?? width, height: height)
    }
}

/// Where a shortest-column-first section's top index is in
/// `SectionedGeometry.itemTopBlocks`, and how far below its top an item can reach.
struct ItemTopIndex {
    /// The index in `itemTopBlocks` of the section's first block.
    var coarseBase: Int
    /// The tallest frame of the section.
    var reach: Double
}

/// Where the sizes of a section's items come from: the rule its packer
/// applied to the data, applied again on each query, or stored sizes.
enum ItemSizes {
    /// `storedSizes[base + i]` for item `i` of the section.
    case stored(base: Int)
    /// Every item the same size.
    case fixed(Size)
    /// `items.size(at: i, fallback: fallback)`, its sides swapped when
    /// `transposed` (a horizontal layout's layout space).
    case list(ItemList, fallback: Size, transposed: Bool)
    /// What `ColumnSizing` makes of each item's given size.
    case column(ItemList, ColumnSizing)

    /// The size of every item, when the rule gives them all one size.
    var constantSize: Size? {
        switch self {
        case .stored:
            return nil
        case .fixed(let size):
            return size
        case .list(let items, _, let transposed):
            guard case .uniform(_, let size) = items else { return nil }
            return transposed ? Size(width: size.height, height: size.width) : size
        case .column(let items, let sizing):
            guard case .uniform(_, let size) = items else { return nil }
            return sizing.size((size.width, size.height))
        }
    }

    /// The size of item `item` of the section.
    @inline(__always)
    func size(ofItem item: Int, stored: [Size]) -> Size {
        switch self {
        case .stored(let base):
            return stored[base + item]
        case .fixed(let size):
            return size
        case .list(let items, let fallback, let transposed):
            let size = items.size(at: item, fallback: fallback)
            return transposed ? Size(width: size.height, height: size.width) : size
        case .column(let items, let sizing):
            return sizing.size(items.givenSize(at: item))
        }
    }
}

/// How a column packer sizes an item from the sides it gives.
struct ColumnSizing {
    /// How an item's width is chosen.
    var itemWidth: WaterfallLayoutConfiguration.ItemWidth
    /// The column's width less the cell padding on both sides.
    var frameWidth: Double
    /// The sides of items that give none.
    var fallback: Size

    @inline(__always)
    func size(_ given: (width: Double?, height: Double?)) -> Size {
        switch itemWidth {
        case .column:
            var size = Size(width: frameWidth, height: given.height ?? fallback.height)
            // A given aspect ratio is kept at the column's width.
            if let w = given.width, let h = given.height, w > 0 { size.height = h * frameWidth / w }
            return size
        case .item:
            return Size(width: given.width ?? frameWidth, height: given.height ?? fallback.height)
        }
    }
}
