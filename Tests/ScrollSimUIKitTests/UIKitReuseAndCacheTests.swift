import ScrollSimUIKit
import Testing

/// A data source with two kinds of cell: even items are `EvenCell`s
/// dequeued as "Even", odd items `OddCell`s dequeued as "Odd".
@MainActor
private final class TwoKindsDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item % 2 == 0 ? "Even" : "Odd", for: indexPath)
    }
}

@MainActor
private final class EvenCell: UICollectionViewCell {}

@MainActor
private final class OddCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The display path's shortcuts: the flow layout's cached cell attributes
/// and the reuse pools, against values derived by hand.
@MainActor
@Suite("ScrollSimUIKit: cached attributes and reuse pools")
struct UIKitReuseAndCacheTests {
    @Test("a flow layout's cell attributes come from its cache only while nobody has changed them")
    func cachedCellAttributes() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let dataSource = TwoKindsDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // One item per line, pitch 40 + 10 (minimumLineSpacing): item 3 at y 150.
        let path = IndexPath(item: 3, section: 0)
        let first = layout.layoutAttributesForItem(at: path)
        #expect(first?.frame == CGRect(x: 0, y: 150, width: 375, height: 40))
        #expect(layout.layoutAttributesForItem(at: path) === first)
        // Moved by hand: the next answer is the layout's frame again, not the cached one.
        first?.frame.origin.y = 999
        #expect(layout.layoutAttributesForItem(at: path)?.frame.origin.y == 150)
        first?.frame.origin.y = 999
        first?.alpha = 0.5
        #expect(layout.layoutAttributesForItem(at: path)?.frame.origin.y == 150)
        // New geometry: pitch 60 + 10, item 3 at y 210.
        layout.itemSize = CGSize(width: 375, height: 60)
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: path)?.frame == CGRect(x: 0, y: 210, width: 375, height: 60))
    }

    @Test("cells go back to the pool of their own identifier and come out of it after prepareForReuse")
    func poolsByIdentifier() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        collectionView.register(EvenCell.self, forCellWithReuseIdentifier: "Even")
        collectionView.register(OddCell.self, forCellWithReuseIdentifier: "Odd")
        let dataSource = TwoKindsDataSource()
        collectionView.dataSource = dataSource
        try collectionView.fling(velocity: CGPoint(x: 0, y: 3000))
        try collectionView.runUntilIdle()
        let visible = collectionView.indexPathsForVisibleItems
        #expect(!visible.isEmpty)
        for path in visible {
            let cell = collectionView.cellForItem(at: path)
            #expect(path.item % 2 == 0 ? cell is EvenCell : cell is OddCell)
            #expect(cell?.reuseIdentifier == (path.item % 2 == 0 ? "Even" : "Odd"))
        }
        // A 600 pt view shows at most 13 rows of pitch 50 (a partial row at
        // each end), 7 of one parity; a fling of 3000 pt/s passes far more
        // than 14 odd items, so odd cells were handed out again.
        let reuses = visible.compactMap { collectionView.cellForItem(at: $0) as? OddCell }.map(\.reuses).reduce(0, +)
        #expect(reuses > 0)
    }
}
