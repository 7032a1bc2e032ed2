import Foundation
import class ScrollSim.CompositionalLayout
import struct ScrollSim.CompositionalLayoutConfiguration
import struct ScrollSim.CompositionalSection
import struct ScrollSim.CompositionalGroup
import struct ScrollSim.CompositionalSize
import struct ScrollSim.CollectionData
import struct ScrollSim.SectionData
import enum ScrollSim.ItemList
import struct ScrollSim.Size
import struct ScrollSim.Rect
import struct ScrollSim.EdgeInsets
import struct ScrollSim.LayoutContext
import struct ScrollSim.LayoutInvalidationContext
import struct ScrollSim.LayoutAttributes
import struct ScrollSim.OrthogonalSection
import struct ScrollSim.Point

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration`: the layout's scroll
/// direction, section spacing and layout-level boundary views.
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The scroll direction. Default vertical.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Views on the edges of the whole layout; their index path is item 0 of section 0.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `contentInsetsReference`: the boundary the layout's own content
    /// insets are measured from; `.automatic` by default. Kept: the layout
    /// has no insets of its own here, so it changes no frame (each
    /// section's `contentInsetsReference` is honoured).
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// `UICollectionViewCompositionalLayout`: sections of groups of items. The
/// geometry is ScrollSim's built-in compositional layout (docs/layouts.md,
/// "compositional"): every `prepare()` after a data or size change asks the
/// section provider for each section and hands the descriptions to it;
/// a scroll only moves pinned views.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// An estimated dimension is final: cells are not asked for their
    /// preferred size (`docs/uikit.md`, "Self-sizing cells").
    override var selfSizesCells: Bool { false }

    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's configuration; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateMetrics() }
    }

    private(set) var engine = CompositionalLayout(configuration: CompositionalLayoutConfiguration(sections: []))
    /// The provider's sections as of the last `prepare()` (the handlers live there).
    private var sectionObjects: [NSCollectionLayoutSection?] = []
    /// Whether any of them has a `visibleItemsInvalidationHandler` (checked once per prepare, not per query).
    private var hasVisibleItemsHandlers = false
    /// Whether any prepared section scrolls orthogonally.
    private var hasOrthogonalSections = false
    private var environment: (any NSCollectionLayoutEnvironment)?
    /// The orthogonal sections' scroll offsets the simulator set, kept
    /// across the engine a `prepare()` makes anew.
    private var orthogonalOffsets: [Int: Double] = [:]
    private var needsMetrics = true
    private var pendingBounds: CGRect?
    /// The decoration kinds of the prepared sections, by section.
    private var decorationKinds: [Set<String>] = []
    private var decorationViewClasses: [String: AnyClass] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// `init?(coder:)`: there are no archives here, and a compositional
    /// layout cannot be made without its sections: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the view class of a decoration kind (recorded; nothing is drawn).
    open override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    open override func prepare() {
        super.prepare()
        guard needsMetrics, let collectionView else { return }
        needsMetrics = false
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        let vertical = configuration.scrollDirection == .vertical
        // Across the scroll direction the content inset is the safe area
        // the sections are laid out inside (the core's rule).
        let containerInsets = vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: inset.left, bottom: 0, trailing: inset.right)
            : NSDirectionalEdgeInsets(top: inset.top, leading: 0, bottom: inset.bottom, trailing: 0)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: bounds.size, contentInsets: containerInsets))
        var sections: [CompositionalSection] = []
        var data: [SectionData] = []
        decorationKinds = []
        sectionObjects = []
        self.environment = environment
        for index in 0..<collectionView.numberOfSections {
            let section = sectionProvider(index, environment)
            sectionObjects.append(section)
            // A section the provider declines lays out no items.
            sections.append(section?.sectionValue(in: environment) ?? Self.emptySection)
            decorationKinds.append(Set(section?.decorationItems.map(\.elementKind) ?? []))
            data.append(SectionData(items: .uniform(count: collectionView.numberOfItems(inSection: index), size: Size(width: 0, height: 0))))
        }
        engine = CompositionalLayout(configuration: CompositionalLayoutConfiguration(
            sections: sections, scrollDirection: vertical ? .vertical : .horizontal,
            interSectionSpacing: Double(configuration.interSectionSpacing),
            boundarySupplementaryItems: configuration.boundarySupplementaryItems.map(\.boundaryValue)))
        engine.prepare(in: LayoutContext(bounds: Rect(bounds), contentInset: EdgeInsets(inset), data: CollectionData(sections: data)))
        hasVisibleItemsHandlers = sectionObjects.contains { $0?.visibleItemsInvalidationHandler != nil }
        hasOrthogonalSections = sectionObjects.contains { ($0?.orthogonalScrollingBehavior ?? .none) != .none }
        for (section, offset) in orthogonalOffsets { engine.setOrthogonalOffset(offset, forSection: section) }
    }

    /// A group of no subitems, not an empty custom group: declining a
    /// section is the provider's right, a custom group placing nothing is
    /// refused (`docs/layouts.md`).
    private static let emptySection = CompositionalSection(group: CompositionalGroup(
        layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), arrangement: .subitems([], axis: .horizontal)))

    open override var collectionViewContentSize: CGSize { CGSize(engine.contentSize) }

    /// Not with orthogonal sections, whose frames move as they scroll with
    /// no invalidation (UIKit queries such a layout afresh each time), nor
    /// with a `visibleItemsInvalidationHandler`, called with every answer.
    override var keepsAnswersUntilInvalidated: Bool { !hasOrthogonalSections && !hasVisibleItemsHandlers }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = engine.layoutAttributesForElements(in: Rect(rect)).map(makeAttributes)
        callVisibleItemsInvalidationHandlers(answer)
        return answer
    }

    /// Calls each section's `visibleItemsInvalidationHandler` with its
    /// elements in `answer`, its scroll offset and the environment: an
    /// orthogonal section's items in its layout coordinates (moved back by
    /// its offset while the handler runs) and that offset along its axis;
    /// any other section's items as they are and the collection view's
    /// content offset. What the handler sets stays in `answer`; what it
    /// changes on the collection view (an offset, a data change, a
    /// snapshot) waits for the layout pass to end (`docs/uikit.md`).
    private func callVisibleItemsInvalidationHandlers(_ answer: [UICollectionViewLayoutAttributes]) {
        guard hasVisibleItemsHandlers, let environment else { return }
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for attributes in answer where attributes.indexPath.count == 2 { bySection[attributes.indexPath.section, default: []].append(attributes) }
        for (index, object) in sectionObjects.enumerated() {
            guard let handler = object?.visibleItemsInvalidationHandler, let items = bySection[index] else { continue }
            let orthogonal = engine.orthogonalSection(index)
            var offset = collectionView?.contentOffset ?? .zero
            var shift = CGPoint.zero
            if let orthogonal {
                let along = CGFloat(engine.orthogonalOffset(inSection: index))
                shift = orthogonal.axis == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
                offset = shift
            }
            let cells = items.filter { $0.representedElementCategory == .cell && orthogonal != nil }
            for cell in cells { cell.center = CGPoint(x: cell.center.x + shift.x, y: cell.center.y + shift.y) }
            // User code in a layout pass: what it changes waits for the pass to end.
            let visible = items.map(CollectionLayoutVisibleItem.init)
            if let collectionView {
                collectionView.callLayoutHandler { handler(visible, offset, environment) }
            } else {
                handler(visible, offset, environment)
            }
            for cell in cells { cell.center = CGPoint(x: cell.center.x - shift.x, y: cell.center.y - shift.y) }
        }
    }

    // MARK: - Orthogonal sections (for the bridge)

    func orthogonalSection(_ index: Int) -> OrthogonalSection? { engine.orthogonalSection(index) }

    func orthogonalSection(containing point: Point) -> OrthogonalSection? { engine.orthogonalSection(containing: point) }

    func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        orthogonalOffsets[section] = offset == 0 ? nil : offset
        engine.setOrthogonalOffset(offset, forSection: section)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: SimIndexPath(item: indexPath.item, section: indexPath.section)).map(makeAttributes)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard !isDecoration(elementKind, section: indexPath.section) else { return nil }
        return engine.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKind(elementKind),
                                                           at: SimIndexPath(item: indexPath.item, section: indexPath.section))
            .map(makeAttributes)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard isDecoration(elementKind, section: indexPath.section) else { return nil }
        return engine.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKind(elementKind),
                                                           at: SimIndexPath(item: indexPath.item, section: indexPath.section))
            .map(makeAttributes)
    }

    /// A scroll invalidates while any view pins, or when the size changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: Rect(newBounds))
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let collectionView, collectionView.bounds.size == newBounds.size { pendingBounds = newBounds }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if !context.invalidateEverything, !context.invalidateDataSourceCounts, let bounds = pendingBounds {
            // Same size: only pinned views move.
            engine.invalidateLayout(with: LayoutInvalidationContext(isOffsetOnly: true, bounds: Rect(bounds)))
        } else {
            needsMetrics = true
        }
        pendingBounds = nil
    }

    private func invalidateMetrics() {
        needsMetrics = true
        invalidateLayout()
    }

    func isDecoration(_ kind: String, section: Int) -> Bool {
        decorationKinds.indices.contains(section) && decorationKinds[section].contains(kind)
    }

    private func makeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: attributes.element.item, section: attributes.element.section)
        let made: UICollectionViewLayoutAttributes
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        if attributes.element.kind == .cell {
            made = type.init()
            made.indexPath = path
        } else {
            let kind = UICollectionView.kindName(attributes.element.kind)
            if isDecoration(kind, section: path.section) {
                made = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: path)
            } else {
                made = type.init()
                made.indexPath = path
                made.setSupplementaryKind(kind)
            }
        }
        made.frame = CGRect(attributes.frame)
        made.zIndex = attributes.zIndex
        made.isHidden = attributes.isHidden
        return made
    }
}

extension UICollectionViewLayout {
    /// Whether `kind` in `section` is a decoration view, which UIKit never
    /// shows its data source or delegate.
    func isDecorationKind(_ kind: String, inSection section: Int) -> Bool {
        (self as? UICollectionViewCompositionalLayout)?.isDecoration(kind, section: section) ?? false
    }
}
