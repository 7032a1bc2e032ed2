import Foundation
import class ScrollSim.FlowLayout
import struct ScrollSim.FlowLayoutConfiguration
import enum ScrollSim.ItemList
import struct ScrollSim.ItemSpec
import struct ScrollSim.SectionData
import struct ScrollSim.SupplementarySize
import struct ScrollSim.Size
import struct ScrollSim.Rect
import struct ScrollSim.EdgeInsets
import struct ScrollSim.LayoutContext
import struct ScrollSim.LayoutInvalidationContext
import struct ScrollSim.LayoutAttributes
import struct ScrollSim.CollectionData

/// `UICollectionViewFlowLayout`: open and subclassable. `super`'s answers
/// are ScrollSim's built-in flow geometry (`docs/layouts.md`, "flow"), sized
/// by `itemSize` and the properties below or, per section and item, by the
/// collection view's delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: self-sizing is not
    /// simulated; an estimated size is used as the size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateMetrics() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateMetrics() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateMetrics() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateMetrics() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateMetrics() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateMetrics() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateMetrics() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateMetrics() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateMetrics() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateMetrics() } }

    private var engine = FlowLayout()
    /// Whether sizes must be asked again (not just pinned frames moved).
    private var needsMetrics = true

    public override init() {
        super.init()
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        guard needsMetrics, let collectionView else { return }
        needsMetrics = false
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var sections: [SectionData] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var items: ItemList
            if let delegate {
                items = .explicit((0..<count).map { item in
                    let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    return ItemSpec(width: Double(size.width), height: Double(size.height))
                })
            } else {
                items = .uniform(count: count, size: Size(effectiveItemSize))
            }
            var data = SectionData(items: items)
            if let delegate {
                let header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                let footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                data.header = SupplementarySize(width: Double(header.width), height: Double(header.height))
                data.footer = SupplementarySize(width: Double(footer.width), height: Double(footer.height))
                data.overrides.sectionInset = EdgeInsets(delegate.collectionView(collectionView, layout: self, insetForSectionAt: section))
                data.overrides.minimumLineSpacing = Double(delegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section))
                data.overrides.minimumInteritemSpacing = Double(delegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
            }
            sections.append(data)
        }
        engine = FlowLayout(configuration: FlowLayoutConfiguration(
            itemSize: Size(effectiveItemSize), minimumLineSpacing: Double(minimumLineSpacing),
            minimumInteritemSpacing: Double(minimumInteritemSpacing), sectionInset: EdgeInsets(sectionInset),
            headerHeight: Double(headerReferenceSize.height), footerHeight: Double(footerReferenceSize.height),
            headerWidth: Double(headerReferenceSize.width), footerWidth: Double(footerReferenceSize.width),
            scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds))
        engine.prepare(in: LayoutContext(bounds: Rect(collectionView.bounds), contentInset: EdgeInsets(collectionView.adjustedContentInset),
                                         data: CollectionData(sections: sections)))
    }

    open override var collectionViewContentSize: CGSize { CGSize(engine.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engine.layoutAttributesForElements(in: Rect(rect)).map(makeAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: SimIndexPath(item: indexPath.item, section: indexPath.section)).map(makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKind(elementKind),
            at: SimIndexPath(item: indexPath.item, section: indexPath.section)
        ).map(makeAttributes)
    }

    /// A scroll invalidates only when headers or footers pin, or when the
    /// size across the scrolling direction changes (a rotation).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds || crossChanged
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let collectionView {
            // A scroll keeps every size: only pinned frames move.
            let old = collectionView.bounds
            let sizeChanged = old.size != newBounds.size
            flow.invalidateFlowLayoutDelegateMetrics = sizeChanged
            flow.invalidateFlowLayoutAttributes = sizeChanged
            pendingBounds = newBounds
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !context.invalidateEverything,
           !flow.invalidateFlowLayoutDelegateMetrics, !flow.invalidateFlowLayoutAttributes, let bounds = pendingBounds
        {
            engine.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(bounds)))
        } else {
            needsMetrics = true
        }
        pendingBounds = nil
    }

    private var pendingBounds: CGRect?

    var effectiveItemSize: CGSize {
        estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    private func invalidateMetrics() {
        needsMetrics = true
        needsPrepare = true
    }

    private func makeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let made: UICollectionViewLayoutAttributes
        let path = IndexPath(item: attributes.element.item, section: attributes.element.section)
        if attributes.element.kind == .cell {
            made = type.init()
            made.indexPath = path
        } else {
            made = type.init()
            made.indexPath = path
            made.setSupplementaryKind(UICollectionView.kindName(attributes.element.kind))
        }
        made.frame = CGRect(attributes.frame)
        made.zIndex = attributes.zIndex
        made.isHidden = attributes.isHidden
        return made
    }
}
