// More code written the way teams write it against UIKit, in the patterns
// of the compatibility corpus (`docs/uikit.md`): a column layout that sizes
// itself in `prepare()` after `super.prepare()`, a carousel that does the
// same and scales its cards with `transform3D`, a layout that invalidates on
// every scroll, a custom invalidation context, a chat layout that asks for
// appearing attributes, cells configured with views. Nothing here knows
// about ScrollSim.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// Apple's column layout: one column per 300 pt of the margins' width,
/// 70 pt rows, set in `prepare()` after `super.prepare()`.
final class ColumnFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let maxNumColumns = Int(availableWidth / 300)
        let cellWidth = (availableWidth / CGFloat(max(maxNumColumns, 1))).rounded(.down)
        itemSize = CGSize(width: cellWidth, height: 70)
        sectionInset = UIEdgeInsets(top: minimumInteritemSpacing, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromSafeArea
    }
}

/// A carousel of cards 70 % of the view wide, centred by the section inset,
/// scaled down by their distance from the centre, always resting on a card.
final class ScalingCarouselLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.8
    private var lastSize = CGSize.zero

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
        minimumLineSpacing = 20
    }

    override func prepare() {
        super.prepare()
        guard let collectionView, !collectionView.bounds.size.equalTo(lastSize) else { return }
        lastSize = collectionView.bounds.size
        itemSize = CGSize(width: (lastSize.width * 0.7).rounded(), height: (lastSize.height * 0.8).rounded())
        let inset = (lastSize.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let pitch = itemSize.width + minimumLineSpacing
        return attributes.compactMap { original in
            guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            let distance = min(abs(copy.center.x - centerX), pitch)
            let scale = 1 - (1 - sideItemScale) * distance / pitch
            copy.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
            copy.zIndex = Int(scale * 10)
            return copy
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let pitch = itemSize.width + minimumLineSpacing
        var page = (proposedContentOffset.x / pitch).rounded()
        if abs(velocity.x) > 0.3 {
            let current = (collectionView.contentOffset.x / pitch).rounded()
            page = velocity.x > 0 ? max(page, current + 1) : min(page, current - 1)
        }
        let last = CGFloat(max(collectionView.numberOfItems(inSection: 0) - 1, 0))
        return CGPoint(x: min(max(page, 0), last) * pitch, y: proposedContentOffset.y)
    }
}

/// A context that says which rows changed.
final class RowInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var changedRowHeight = false
}

/// A list layout whose row height is a property; it records every
/// `prepare()` with the context that caused it, and invalidates on every
/// scroll when `tracksScrolling` is set.
final class RowListLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 44 {
        didSet {
            let context = RowInvalidationContext()
            context.changedRowHeight = true
            invalidateLayout(with: context)
        }
    }
    var tracksScrolling = false
    private(set) var prepared: [(everything: Bool, counts: Bool, rowHeight: Bool)] = []
    private var pending: (everything: Bool, counts: Bool, rowHeight: Bool)?
    private var frames: [CGRect] = []
    private(set) var askedAppearing: [IndexPath] = []
    private(set) var askedDisappearing: [IndexPath] = []
    private(set) var updates: [UICollectionViewUpdateItem.Action] = []

    override class var invalidationContextClass: AnyClass { RowInvalidationContext.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        let rows = (context as? RowInvalidationContext)?.changedRowHeight ?? false
        pending = (context.invalidateEverything, context.invalidateDataSourceCounts, rows)
    }

    override func prepare() {
        super.prepare()
        prepared.append(pending ?? (false, false, false))
        pending = nil
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
            CGRect(x: 0, y: CGFloat($0) * rowHeight, width: width, height: rowHeight)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.map { makeAttributes($0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.indices.contains(indexPath.item) ? makeAttributes(indexPath.item) : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { tracksScrolling }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems.map(\.updateAction)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        askedAppearing.append(itemIndexPath)
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        askedDisappearing.append(itemIndexPath)
        return nil
    }

    private func makeAttributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        return attributes
    }
}

/// A layout marked `@MainActor` explicitly, as Swift 6 code often is.
@MainActor
final class ExplicitlyIsolatedLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 60, height: 60)
    }
}

/// A cell written the usual way: views added to `contentView` in
/// `init(frame:)`, laid out in `layoutSubviews()`.
final class TitleCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let imageView = UIImageView(image: UIImage(systemName: "star"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds.inset(by: contentView.layoutMargins)
        titleLabel.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 22)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A data source configuring `TitleCell`s, and a delegate for the carousel.
final class CardsController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count = 12

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Title", for: indexPath) as? TitleCell else {
            return UICollectionViewCell()
        }
        cell.titleLabel.text = "Card \(indexPath.item)"
        cell.tag = indexPath.item
        return cell
    }
}
