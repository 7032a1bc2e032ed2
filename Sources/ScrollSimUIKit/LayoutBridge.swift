import Foundation
import ScrollSim

/// ScrollSim's index path (the module's `IndexPath` is Foundation's).
typealias SimIndexPath = ScrollSim.IndexPath

/// A `UICollectionViewLayout` seen by the simulator as a
/// `CollectionViewLayout`: geometry converted at the boundary, UIKit's
/// element kinds mapped to ScrollSim's (`header`, `footer`), every
/// invalidation followed by `prepare()` as in UIKit.
final class LayoutBridge: CollectionViewLayout {
    let layout: UICollectionViewLayout
    private var pendingContext: UICollectionViewLayoutInvalidationContext?
    /// Whether the next `prepare` follows a bounds-change invalidation;
    /// any other `prepare` (first layout, data, size, layout switch) comes
    /// with a full invalidation, as UIKit sends one for those.
    private var invalidatedForBounds = false

    init(_ layout: UICollectionViewLayout) {
        self.layout = layout
    }

    func prepare(in context: LayoutContext) {
        if !invalidatedForBounds {
            let everything = (type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
                ?? UICollectionViewLayoutInvalidationContext.self).init()
            everything.invalidateEverything = true
            everything.invalidateDataSourceCounts = true
            layout.invalidateLayout(with: everything)
        }
        invalidatedForBounds = false
        layout.needsPrepare = false
        layout.prepare()
    }

    var contentSize: Size { Size(layout.collectionViewContentSize) }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (layout.layoutAttributesForElements(in: CGRect(rect)) ?? []).map(Self.attributes)
    }

    func layoutAttributesForItem(at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForItem(at: Foundation.IndexPath(indexPath)).map(Self.attributes)
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.kindName(kind), at: Foundation.IndexPath(indexPath))
            .map(Self.attributes)
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        layout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
    }

    func invalidationContext(forBoundsChange newBounds: Rect) -> LayoutInvalidationContext {
        pendingContext = layout.invalidationContext(forBoundsChange: CGRect(newBounds))
        // UIKit prepares the layout again after every invalidation.
        return LayoutInvalidationContext(isOffsetOnly: false, bounds: newBounds)
    }

    func invalidateLayout(with context: LayoutInvalidationContext) {
        let uiContext = pendingContext ?? {
            let context = UICollectionViewLayoutInvalidationContext()
            context.invalidateEverything = true
            return context
        }()
        pendingContext = nil
        invalidatedForBounds = true
        layout.invalidateLayout(with: uiContext)
    }

    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        // The simulator speaks points per second; UIKit layouts get points
        // per millisecond.
        Point(layout.targetContentOffset(
            forProposedContentOffset: CGPoint(proposed),
            withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)))
    }

    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        Point(layout.targetContentOffset(forProposedContentOffset: CGPoint(proposed)))
    }

    static func attributes(_ attributes: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        // A path that is not a section and an item would trap on `.item`;
        // the simulator's LayoutAnswerValidator reports it instead.
        let path = attributes.indexPath.count == 2
            ? ScrollSim.IndexPath(item: attributes.indexPath.item, section: attributes.indexPath.section)
            : LayoutAnswerValidator.malformedIndexPath
        let kind: ElementKind
        switch attributes.representedElementCategory {
        case .cell: kind = .cell
        case .supplementaryView, .decorationView: kind = UICollectionView.elementKind(attributes.representedElementKind ?? "")
        }
        return LayoutAttributes(element: ElementID(kind: kind, indexPath: path), frame: Rect(attributes.frame),
                                zIndex: attributes.zIndex, isHidden: attributes.isHidden)
    }
}

extension LayoutBridge: CustomStringConvertible {
    /// The bridged layout's class, for errors about its answers.
    var description: String { String(describing: type(of: layout)) }
}

// MARK: - Geometry at the boundary

extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension Foundation.IndexPath {
    init(_ path: ScrollSim.IndexPath) { self.init(item: path.item, section: path.section) }
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension EdgeInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}
