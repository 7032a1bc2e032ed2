import Foundation
import ScrollSim

/// ScrollSim's index path (the module's `IndexPath` is Foundation's).
typealias SimIndexPath = ScrollSim.IndexPath

/// A `UICollectionViewLayout` seen by the simulator as a
/// `CollectionViewLayout`: geometry converted at the boundary, UIKit's
/// element kinds mapped to ScrollSim's (`header`, `footer`), every
/// invalidation followed by `prepare()` with the context UIKit would pass.
///
/// A `UICollectionView` makes one for its layout. Make one yourself with
/// `init(scenarioLayout:)` to run a UIKit layout where ScrollSim expects a
/// `CollectionViewLayout`: in a scenario (registered in the command line's
/// `LayoutRegistry`, see `docs/uikit.md`), or in a `Simulator` of your own.
///
/// `@unchecked Sendable` for the same reason as `onMainActor`: a bridge is
/// only ever used by the one simulator that drives it.
public final class LayoutBridge: CollectionViewLayout, @unchecked Sendable {
    /// The UIKit layout.
    public let layout: UICollectionViewLayout
    /// `layout` when it is a compositional layout, cast once: the simulator
    /// asks for its orthogonal sections and its own problems on every pass.
    let compositional: UICollectionViewCompositionalLayout?
    /// The collection view a scenario-driven layout reads its bounds and
    /// data from; `nil` when a `UICollectionView` of the user's owns the layout.
    private let scenarioView: UICollectionView?
    /// What the next `prepare(in:)` invalidates: the simulator's own changes
    /// (first layout, data, size, layout switch) invalidate everything
    /// unless the collection view says otherwise; `nil` when the layout's
    /// own invalidation (a bounds change it asked for, an
    /// `invalidateLayout()`) is what is being prepared for.
    var nextInvalidation: Invalidation? = .everything

    /// The flags of the invalidation the simulator's own changes make.
    enum Invalidation {
        /// `invalidateEverything` and `invalidateDataSourceCounts`: first
        /// layout, `reloadData()`, a size or inset change, a layout switch.
        case everything
        /// `invalidateDataSourceCounts` alone: a batch update.
        case dataSourceCounts
    }

    /// A bridge for a layout a `UICollectionView` owns.
    init(_ layout: UICollectionViewLayout) {
        self.layout = layout
        compositional = layout as? UICollectionViewCompositionalLayout
        scenarioView = nil
    }

    /// A bridge that runs `layout` for a scenario: the layout's
    /// `collectionView` is a headless `UICollectionView` whose bounds,
    /// content inset and counts are the simulation's, and whose delegate
    /// answers `UICollectionViewDelegateFlowLayout`'s questions from the
    /// scenario's data (item sizes, header and footer sizes).
    ///
    /// `makeLayout` runs at once, on the caller's thread.
    public init(scenarioLayout makeLayout: @MainActor @Sendable () -> UICollectionViewLayout) {
        let (layout, view) = onMainActor { () -> (UICollectionViewLayout, UICollectionView) in
            let layout = makeLayout()
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let sizes = ScenarioFlowDelegate()
            view.scenarioDelegate = sizes
            view.delegate = sizes
            return (layout, view)
        }
        self.layout = layout
        compositional = layout as? UICollectionViewCompositionalLayout
        scenarioView = view
    }

    public func prepare(in context: LayoutContext) {
        inLayoutPass {
            if let scenarioView {
                scenarioView.host = context
                (scenarioView.delegate as? ScenarioFlowDelegate)?.data = context.data
                scenarioView.frame = CGRect(origin: .zero, size: CGSize(context.bounds.size))
            }
            switch nextInvalidation {
            case .everything?:
                layout.invalidateFromCollectionView(layout.makeEverythingContext(dataSourceCounts: true))
            case .dataSourceCounts?:
                let context = layout.makeInvalidationContext()
                context.invalidateDataSourceCounts = true
                layout.invalidateFromCollectionView(context)
            case nil:
                break
            }
            nextInvalidation = .everything
            layout.runPrepare()
        }
    }

    /// Runs `body` as a layout pass of the layout's collection view
    /// (`UICollectionView.inLayoutPass(_:)`): what the layout's code
    /// changes meanwhile waits for the pass to end. Every call into the
    /// layout goes through here: any of them may run its `prepare()`.
    private func inLayoutPass<T>(_ body: @MainActor () -> T) -> T {
        onMainActor {
            guard let view = layout.collectionView else { return body() }
            return view.inLayoutPass(body)
        }
    }

    /// The layout's content size and the `invalidationCount` it is of:
    /// kept until the layout is invalidated or prepared, as UIKit's
    /// `UICollectionViewData` keeps `_contentSize` while its
    /// `contentSizeIsValid` flag holds (`docs/uikit.md`, "Layout attributes
    /// are kept until the layout is invalidated"); `-1` when none is kept.
    @exclusivity(unchecked) private var keptContentSize = (size: Size.zero, generation: -1)

    public var contentSize: Size {
        if !layout.needsPrepare, keptContentSize.generation == layout.invalidationCount { return keptContentSize.size }
        return inLayoutPass {
            layout.prepareIfNeeded()
            let size = Size(layout.collectionViewContentSize)
            // A layout whose frames change without an invalidation is asked every time.
            let keeps = !layout.needsPrepare && layout.keepsAnswersUntilInvalidated
            keptContentSize = (size, keeps ? layout.invalidationCount : -1)
            return size
        }
    }

    /// The answers kept since the layout was last invalidated.
    /// `@exclusivity(unchecked)`, as the kept content size: read on every
    /// query by the one simulator driving the bridge, which never overlaps
    /// two accesses; the runtime's check was a tenth of a kept answer.
    @exclusivity(unchecked) private(set) var validRegion = ValidLayoutRegion()

    /// The layout's elements in `rect`: from the answers kept when `rect`
    /// is inside the valid layout rect, else from the layout, asked for the
    /// whole pages around `rect` (`ValidLayoutRegion`), as UIKit asks it.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // Most queries (every tick's visible rect, the strip ahead) fall in
        // the valid rect: answered here, without entering the main actor.
        if !layout.needsPrepare, let kept = validRegion.answer(in: rect, generation: layout.invalidationCount) {
            return kept
        }
        return onMainActor {
            inLayoutPass {
                layout.prepareIfNeeded()
                guard layout.keepsAnswersUntilInvalidated else { return query(rect) }
                let page = Size(layout.collectionView?.bounds.size ?? .zero)
                let fault = ValidLayoutRegion.faultRect(for: rect, page: page)
                let answer = query(fault)
                let content = layout.collectionViewContentSize
                let generation = layout.invalidationCount
                // An answer too large to keep, or one the layout changed
                // while giving, goes to the simulator's checks as asked.
                if !layout.needsPrepare, answer.count <= SimulationBudget().maximumLayoutElements,
                   validRegion.keep(answer, for: fault, page: page, isVertical: content.height >= content.width,
                                    generation: generation),
                   let kept = validRegion.answer(in: rect, generation: generation) {
                    return kept
                }
                validRegion.invalidate()
                return query(rect)
            }
        }
    }

    /// The layout's own answer for `rect`, converted.
    @MainActor
    private func query(_ rect: Rect) -> [LayoutAttributes] {
        guard let answer = layout.layoutAttributesForElements(in: CGRect(rect)) else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(answer.count)
        for attributes in answer {
            if let converted = Self.attributes(attributes) { result.append(converted) }
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? {
        inLayoutPass {
            layout.prepareIfNeeded()
            // A cell the valid layout rect holds is answered from it, as
            // UIKit answers from the attributes it keeps.
            if let kept = validRegion.attributes(of: ElementID(kind: .cell, indexPath: indexPath), generation: layout.invalidationCount) {
                return kept
            }
            return layout.layoutAttributesForItem(at: Foundation.IndexPath(indexPath)).flatMap(Self.attributes)
        }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? {
        inLayoutPass {
            layout.prepareIfNeeded()
            return layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.kindName(kind), at: Foundation.IndexPath(indexPath))
                .flatMap(Self.attributes)
        }
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        // Asked on every scroll: `inLayoutPass` without its closure context.
        onMainActor(with: (self, newBounds)) { arguments in
            let (bridge, newBounds) = arguments
            guard let view = bridge.layout.collectionView else { return bridge.askShouldInvalidate(forBoundsChange: newBounds) }
            return view.inLayoutPass { bridge.askShouldInvalidate(forBoundsChange: newBounds) }
        }
    }

    @MainActor
    private func askShouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        scenarioView?.host?.bounds = newBounds
        return layout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        // UIKit prepares the layout again after every invalidation: the
        // UIKit context is made and applied in `invalidateLayout(with:)`.
        LayoutInvalidationContext(isOffsetOnly: false, bounds: newBounds)
    }

    public func invalidateLayout(with context: LayoutInvalidationContext) {
        inLayoutPass {
            // A self-sizing invalidation applies the UIKit context the
            // layout made for it; any other is a bounds change.
            let uiContext = selfSizingContexts.isEmpty || context.invalidatedItemIndexPaths.isEmpty
                ? layout.invalidationContext(forBoundsChange: CGRect(context.bounds))
                : selfSizingContexts.removeFirst()
            layout.invalidateFromCollectionView(uiContext)
            nextInvalidation = nil
        }
    }

    /// The UIKit contexts of `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`,
    /// waiting for the simulator's `invalidateLayout(with:)`.
    private var selfSizingContexts: [UICollectionViewLayoutInvalidationContext] = []

    public func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        inLayoutPass {
            let (preferred, original) = uikitAttributes(preferredAttributes, originalAttributes)
            return layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
    }

    public func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> LayoutInvalidationContext {
        inLayoutPass {
            let (preferred, original) = uikitAttributes(preferredAttributes, originalAttributes)
            let uiContext = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            selfSizingContexts.append(uiContext)
            return LayoutInvalidationContext(
                isOffsetOnly: false, bounds: .zero, invalidatedItemIndexPaths: [originalAttributes.element.indexPath],
                contentOffsetAdjustment: Point(uiContext.contentOffsetAdjustment),
                contentSizeAdjustment: Size(uiContext.contentSizeAdjustment))
        }
    }

    /// The UIKit objects of a self-sizing question: the ones the collection
    /// view asked the cell with, or new ones made from the simulator's
    /// values (a scenario's estimated items).
    @MainActor
    private func uikitAttributes(_ preferred: LayoutAttributes, _ original: LayoutAttributes)
        -> (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) {
        let path = original.element.indexPath
        if let asked = layout.collectionView?.cells.selfSizingAttributes[CellKey(section: path.section, item: path.item)] {
            return (asked.preferred, asked.original)
        }
        let made = layout.layoutAttributesForItem(at: Foundation.IndexPath(path))
            ?? UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(path))
        let copy = (made.copy() as? UICollectionViewLayoutAttributes) ?? made
        copy.frame = CGRect(preferred.frame)
        return (copy, made)
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        // The simulator speaks points per second; UIKit layouts get points
        // per millisecond.
        inLayoutPass {
            layout.prepareIfNeeded()
            return Point(layout.targetContentOffset(
                forProposedContentOffset: CGPoint(proposed),
                withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)))
        }
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        inLayoutPass {
            layout.prepareIfNeeded()
            return Point(layout.targetContentOffset(forProposedContentOffset: CGPoint(proposed)))
        }
    }

    /// What the simulator reads of `attributes`. An index path without
    /// exactly a section and an item (UIKit asserts on those) becomes
    /// `LayoutAnswerValidator.malformedIndexPath`, which the simulator's
    /// checks of the layout's answers report as an error naming the layout.
    static func attributes(_ attributes: UICollectionViewLayoutAttributes) -> LayoutAttributes? {
        if let bridged = attributes.bridged { return bridged }
        let indexPath = attributes.indexPath
        let path = indexPath.count == 2
            ? ScrollSim.IndexPath(item: indexPath[1], section: indexPath[0])
            : LayoutAnswerValidator.malformedIndexPath
        let kind: ElementKind
        switch attributes.representedElementCategory {
        case .cell: kind = .cell
        case .supplementaryView, .decorationView: kind = UICollectionView.elementKind(attributes.representedElementKind ?? "")
        }
        let converted = LayoutAttributes(element: ElementID(kind: kind, indexPath: path), frame: Rect(attributes.frame),
                                         zIndex: attributes.zIndex, isHidden: attributes.isHidden,
                                         transform3D: Transform3D(attributes.transform3D))
        attributes.bridged = converted
        return converted
    }
}

/// A compositional layout's orthogonal sections, for the simulator that
/// scrolls them; any other layout has none.
extension LayoutBridge: OrthogonalScrollingLayout {
    package func orthogonalSection(_ index: Int) -> OrthogonalSection? {
        guard let compositional else { return nil }
        return inLayoutPass {
            compositional.prepareIfNeeded()
            return compositional.orthogonalSection(index)
        }
    }

    package func orthogonalSection(containing point: Point) -> OrthogonalSection? {
        guard let compositional else { return nil }
        return inLayoutPass {
            compositional.prepareIfNeeded()
            return compositional.orthogonalSection(containing: point)
        }
    }

    package func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        guard let compositional else { return }
        inLayoutPass { compositional.setOrthogonalOffset(offset, forSection: section) }
    }
}

extension LayoutBridge: CustomStringConvertible {
    /// The bridged layout's class, for errors about its answers.
    public var description: String { String(describing: type(of: layout)) }
}
