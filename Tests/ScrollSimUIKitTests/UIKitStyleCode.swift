// Layouts, attributes and delegates written the way an iOS engineer writes
// them against UIKit: this file compiles unchanged with `import UIKit` on
// iOS (as far as Apple's documentation tells), and against ScrollSimUIKit
// here. Nothing in it knows about ScrollSim.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// The classic left-aligned flow layout: `super` lays the lines out, this
/// moves every cell of a line to the left, `minimumInteritemSpacing` apart.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.map { original in
            guard original.representedElementCategory == .cell,
                  let copy = original.copy() as? UICollectionViewLayoutAttributes else { return original }
            if copy.frame.origin.y != lineY {
                left = sectionInset.left
                lineY = copy.frame.origin.y
            }
            copy.frame.origin.x = left
            left += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }
}

/// A horizontal carousel of full-page cards that always rests on a card.
final class SnappingCarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 20
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pageWidth = itemSize.width + minimumLineSpacing
        var page = (proposedContentOffset.x / pageWidth).rounded()
        // A deliberate flick always moves at least one card.
        if let collectionView, abs(velocity.x) > 0.3 {
            let current = (collectionView.contentOffset.x / pageWidth).rounded()
            page = velocity.x > 0 ? max(page, current + 1) : min(page, current - 1)
        }
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}

/// Attributes with the photo height a Pinterest cell needs.
final class PinterestLayoutAttributes: UICollectionViewLayoutAttributes {
    var photoHeight: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PinterestLayoutAttributes
        copy.photoHeight = photoHeight
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PinterestLayoutAttributes, other.photoHeight == photoHeight else { return false }
        return super.isEqual(object)
    }
}

@MainActor
protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
}

/// A two-column waterfall: each item goes under the shorter column.
final class PinterestLayout: UICollectionViewLayout {
    weak var delegate: PinterestLayoutDelegate?
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    private var cache: [PinterestLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override class var layoutAttributesClass: AnyClass { PinterestLayoutAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        guard cache.isEmpty, let collectionView, let delegate else { return }
        let columnWidth = collectionView.bounds.width / CGFloat(numberOfColumns)
        var xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffset[1] < yOffset[0] ? 1 : 0
            let photoHeight = delegate.collectionView(collectionView, heightForPhotoAt: indexPath)
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = PinterestLayoutAttributes(forCellWith: indexPath)
            attributes.photoHeight = photoHeight
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
            xOffset[column] = xOffset[column]
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

/// A feed controller: a data source that loads 20 more rows when the last
/// one is displayed, and a delegate that remembers what it was told.
final class FeedController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, PinterestLayoutDelegate {
    var rows = 30
    var pagesLeft = 3
    var displayed: [IndexPath] = []
    var releaseVelocities: [CGPoint] = []
    var endedDecelerating = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
        guard indexPath.item == rows - 1, pagesLeft > 0 else { return }
        pagesLeft -= 1
        let newRows = (rows..<rows + 20).map { IndexPath(item: $0, section: 0) }
        rows += 20
        collectionView.performBatchUpdates({ collectionView.insertItems(at: newRows) }, completion: nil)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseVelocities.append(velocity)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        endedDecelerating += 1
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat {
        [100, 150, 80][indexPath.item % 3]
    }
}
