/// The views a collection view keeps for reuse: one pool per cell reuse
/// identifier and per supplementary kind and identifier. A view remembers
/// its pool as a number, so that a view ending display goes back without
/// hashing a string, and a dequeue with the identifier of the previous one
/// (a data source with one kind of cell) finds its pool without hashing
/// either.
struct ReusePools {
    /// A pool, numbered in the order its identifier was first dequeued.
    struct Pool: Hashable {
        fileprivate var index: Int
    }

    private var views: [[UICollectionReusableView]] = []
    private var cellPools: [String: Pool] = [:]
    private var supplementaryPools: [String: Pool] = [:]
    /// The identifier of the last cell dequeued, and its pool.
    private var lastCell: (identifier: String, pool: Pool)?

    /// The pool of cells dequeued with `identifier`.
    mutating func pool(forCellWithReuseIdentifier identifier: String) -> Pool {
        if let lastCell, lastCell.identifier == identifier { return lastCell.pool }
        let pool: Pool
        if let known = cellPools[identifier] {
            pool = known
        } else {
            pool = makePool()
            cellPools[identifier] = pool
        }
        lastCell = (identifier, pool)
        return pool
    }

    /// The pool of supplementary views of `key` (kind and identifier).
    mutating func pool(forSupplementaryViewWithKey key: String) -> Pool {
        if let known = supplementaryPools[key] { return known }
        let pool = makePool()
        supplementaryPools[key] = pool
        return pool
    }

    /// The view that ended display last in `pool`, taken out of it.
    mutating func popLast(from pool: Pool) -> UICollectionReusableView? {
        views[pool.index].popLast()
    }

    /// Keeps `view` in `pool` for the next dequeue.
    mutating func append(_ view: UICollectionReusableView, to pool: Pool) {
        views[pool.index].append(view)
    }

    private mutating func makePool() -> Pool {
        views.append([])
        return Pool(index: views.count - 1)
    }
}
