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
///
/// As in UIKit, the geometry is computed when it is first asked for after
/// an invalidation, not in `prepare()`: a subclass that sets `itemSize` (or
/// any property) in its `prepare()` after `super.prepare()` is laid out with
/// that value in the same pass. Setting a property to a new value
/// invalidates the layout; the attributes objects are kept and returned
/// again until the next invalidation (modify copies, as UIKit asks).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`,
    /// cells self-size; items not yet sized are estimated at `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    open var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    open var sectionInset = UIEdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// `sectionInsetReference`: `.fromLayoutMargins` adds the collection
    /// view's `layoutMargins` across the scrolling direction to every
    /// section's inset; `.fromSafeArea` its safe area (none here).
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }
    open var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    open var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// The sizes self-sizing cells reported, by item: they replace the
    /// estimate until the data source's counts change.
    private var preferredItemSizes: [IndexPath: CGSize] = [:]

    private var engine = FlowLayout()
    /// Whether the geometry must be computed again (not just pinned frames moved).
    private var needsMetrics = true
    /// The attributes objects handed out since the geometry was computed:
    /// cells by section and item, supplementary views by kind.
    private var cellAttributes: [[UICollectionViewLayoutAttributes?]] = []
    private var supplementaryAttributes: [String: [[UICollectionViewLayoutAttributes?]]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Computes nothing: the geometry is computed at the first query, so
    /// what a subclass sets after `super.prepare()` is used.
    open override func prepare() {
        super.prepare()
    }

    open override var collectionViewContentSize: CGSize { CGSize(currentEngine.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        currentEngine.layoutAttributesForElements(in: Rect(rect)).map(attributesObject)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return currentEngine.layoutAttributesForItem(at: SimIndexPath(item: indexPath.item, section: indexPath.section))
            .map(attributesObject)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return currentEngine.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKind(elementKind),
            at: SimIndexPath(item: indexPath.item, section: indexPath.section)
        ).map(attributesObject)
    }

    /// A scroll invalidates only when headers or footers pin, or when the
    /// size across the scrolling direction changes (a rotation).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let crossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds || crossChanged
    }

    /// A scroll keeps every size (`invalidateFlowLayoutDelegateMetrics` and
    /// `invalidateFlowLayoutAttributes` false): only pinned frames move.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let collectionView {
            let sizeChanged = collectionView.bounds.size != newBounds.size
            flow.invalidateFlowLayoutDelegateMetrics = sizeChanged
            flow.invalidateFlowLayoutAttributes = sizeChanged
        }
        return context
    }

    /// Self-sizing: cells are asked for their preferred size while
    /// `estimatedItemSize` is not zero.
    override var selfSizesCells: Bool { estimatedItemSize != .zero }

    /// `true` when the cell prefers another size than the item has.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// A context that invalidates the item and carries its preferred size
    /// to `invalidateLayout(with:)`, with no content offset adjustment:
    /// items above the visible rect that change size move the content
    /// (`docs/layouts.md`, "Self-sizing").
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.preferredItemSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateDataSourceCounts { preferredItemSizes = [:] }
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if let sizes = flow?.preferredItemSizes, !sizes.isEmpty {
            preferredItemSizes.merge(sizes) { _, new in new }
        }
        let keepsGeometry = !context.invalidateEverything && !context.invalidateDataSourceCounts
            && flow.map { !$0.invalidateFlowLayoutDelegateMetrics && !$0.invalidateFlowLayoutAttributes } ?? false
        if keepsGeometry, !needsMetrics, let collectionView {
            // The pinned headers and footers follow the new bounds.
            engine.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(collectionView.bounds)))
        } else {
            needsMetrics = true
        }
    }

    var effectiveItemSize: CGSize {
        estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    /// The geometry, computed if an invalidation made it stale.
    private var currentEngine: FlowLayout {
        if needsMetrics { computeGeometry() }
        return engine
    }

    private func computeGeometry() {
        needsMetrics = false
        cellAttributes = []
        supplementaryAttributes = [:]
        guard let collectionView else {
            engine = FlowLayout()
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var sections: [SectionData] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var items: ItemList
            if let delegate {
                items = .explicit((0..<count).map { item in
                    let path = IndexPath(item: item, section: section)
                    let size = preferredItemSizes[path]
                        ?? delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
                    return ItemSpec(width: Double(size.width), height: Double(size.height))
                })
            } else if preferredItemSizes.isEmpty {
                items = .uniform(count: count, size: Size(effectiveItemSize))
            } else {
                let estimate = effectiveItemSize
                items = .explicit((0..<count).map { item in
                    let size = preferredItemSizes[IndexPath(item: item, section: section)] ?? estimate
                    return ItemSpec(width: Double(size.width), height: Double(size.height))
                })
            }
            var data = SectionData(items: items)
            if let delegate {
                let header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                let footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                data.header = SupplementarySize(width: Double(header.width), height: Double(header.height))
                data.footer = SupplementarySize(width: Double(footer.width), height: Double(footer.height))
                data.overrides.sectionInset = EdgeInsets(
                    referenced(delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)))
                data.overrides.minimumLineSpacing = Double(delegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section))
                data.overrides.minimumInteritemSpacing = Double(delegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
            }
            sections.append(data)
            cellAttributes.append([UICollectionViewLayoutAttributes?](repeating: nil, count: count))
        }
        engine = FlowLayout(configuration: FlowLayoutConfiguration(
            itemSize: Size(effectiveItemSize), minimumLineSpacing: Double(minimumLineSpacing),
            minimumInteritemSpacing: Double(minimumInteritemSpacing), sectionInset: EdgeInsets(referenced(sectionInset)),
            headerHeight: Double(headerReferenceSize.height), footerHeight: Double(footerReferenceSize.height),
            headerWidth: Double(headerReferenceSize.width), footerWidth: Double(footerReferenceSize.width),
            scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds))
        engine.prepare(in: LayoutContext(bounds: Rect(collectionView.bounds),
                                         contentInset: EdgeInsets(collectionView.adjustedContentInset),
                                         data: CollectionData(sections: sections)))
    }

    /// `inset` measured from the reference `sectionInsetReference` names.
    private func referenced(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        guard sectionInsetReference == .fromLayoutMargins, let margins = collectionView?.layoutMargins else { return inset }
        var result = inset
        if scrollDirection == .vertical {
            result.left += margins.left
            result.right += margins.right
        } else {
            result.top += margins.top
            result.bottom += margins.bottom
        }
        return result
    }

    /// The attributes object for `attributes`: the one handed out before for
    /// that element, brought up to date (a pinned header moves), or a new
    /// one of `layoutAttributesClass`.
    private func attributesObject(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let element = attributes.element
        let kind = element.kind == .cell ? nil : UICollectionView.kindName(element.kind)
        if let cached = cachedObject(kind: kind, section: element.section, item: element.item) {
            let frame = CGRect(attributes.frame)
            if cached.frame != frame { cached.frame = frame }
            if cached.zIndex != attributes.zIndex { cached.zIndex = attributes.zIndex }
            return cached
        }
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let made = type.init()
        made.indexPath = IndexPath(item: element.item, section: element.section)
        if let kind { made.setSupplementaryKind(kind) }
        made.frame = CGRect(attributes.frame)
        made.zIndex = attributes.zIndex
        made.isHidden = attributes.isHidden
        // What `LayoutBridge` would read from the new object, kept so that
        // it is not converted again and so that it is known untouched.
        if attributes.extras.isEmpty, attributes.transform3D == nil { made.bridged = attributes }
        store(made, kind: kind, section: element.section, item: element.item)
        return made
    }

    private func cachedObject(kind: String?, section: Int, item: Int) -> UICollectionViewLayoutAttributes? {
        guard let kind else {
            guard cellAttributes.indices.contains(section), cellAttributes[section].indices.contains(item) else { return nil }
            return cellAttributes[section][item]
        }
        guard let byKind = supplementaryAttributes[kind], byKind.indices.contains(section),
              byKind[section].indices.contains(item) else { return nil }
        return byKind[section][item]
    }

    private func store(_ attributes: UICollectionViewLayoutAttributes, kind: String?, section: Int, item: Int) {
        guard let kind else {
            if cellAttributes.indices.contains(section), cellAttributes[section].indices.contains(item) {
                cellAttributes[section][item] = attributes
            }
            return
        }
        var byKind = supplementaryAttributes[kind] ?? []
        while byKind.count <= section { byKind.append([]) }
        while byKind[section].count <= item { byKind[section].append(nil) }
        byKind[section][item] = attributes
        supplementaryAttributes[kind] = byKind
    }
}
