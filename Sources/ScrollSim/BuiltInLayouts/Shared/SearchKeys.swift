/// A dense array of search keys (bottoms of runs or of column items) with
/// a coarse index over it, for the visible query's binary searches.
///
/// The keys are monotone inside each searched range (a section's lines, a
/// column), not across the whole array. The coarse index holds the last
/// key of every block of `blockSize` keys; a search first finds the block
/// among the blocks lying wholly inside its range, then searches at most
/// two blocks of keys. At a million items the coarse index (1/32 of the
/// keys, 250 KB) stays in cache, where a plain binary search over 8 MB of
/// keys misses the cache on most of its last ten probes.
struct SearchKeys {
    static let blockSize = 32

    private(set) var keys: [Double] = []
    /// `coarse[j]` = `keys[j * blockSize + blockSize - 1]`.
    private var coarse: [Double] = []

    var count: Int { keys.count }

    subscript(index: Int) -> Double { keys[index] }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        coarse.removeAll(keepingCapacity: true)
    }

    /// Makes room for `count` keys in all, so that appending them does not
    /// reallocate (and copy, and fault in the pages of, every smaller array).
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        coarse.reserveCapacity(count / Self.blockSize)
    }

    @inline(__always)
    mutating func append(_ key: Double) {
        keys.append(key)
        if keys.count % Self.blockSize == 0 { coarse.append(key) }
    }

    /// The first index of `range` whose key is greater than `y`, given that
    /// the keys of `range` are non-decreasing; `range.upperBound` if none.
    ///
    /// - Complexity: O(log n), touching O(1) cache lines of `keys`.
    func firstIndex(in range: Range<Int>, above y: Double) -> Int {
        let b = Self.blockSize
        var lower = range.lowerBound, upper = range.upperBound
        // Blocks wholly inside the range.
        let firstBlock = (lower + b - 1) / b, endBlock = upper / b
        if firstBlock < endBlock {
            let j = SectionedGeometry.firstIndex(in: firstBlock..<endBlock) { coarse[$0] > y }
            // Every key before block j is ≤ y; block j's last key is > y.
            if j > firstBlock { lower = j * b }
            if j < endBlock { upper = j * b + b }
        }
        return SectionedGeometry.firstIndex(in: lower..<upper) { keys[$0] > y }
    }
}
