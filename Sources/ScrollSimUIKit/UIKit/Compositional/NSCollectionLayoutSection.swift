import Foundation
import struct ScrollSim.CompositionalSection
import struct ScrollSim.CompositionalBoundaryItem
import struct ScrollSim.CompositionalDecorationItem
import struct ScrollSim.DirectionalEdgeInsets
import struct ScrollSim.ElementKind
import enum ScrollSim.ContentInsetsReference
import enum ScrollSim.OrthogonalScrollingBehavior
import enum ScrollSim.RectAlignment
import struct ScrollSim.Point

/// `UIContentInsetsReference`: what a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a section
/// scrolls across the layout's direction. Such a section's groups lie in
/// one row that is a scroll view of its own: a gesture starting in it and
/// moving mainly along its axis scrolls it (`docs/simulator.md`,
/// "Orthogonal sections"), with the behaviour's deceleration and resting place.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// `NSCollectionLayoutVisibleItem`: an element on screen in a section, as
/// the visible-items invalidation handler sees it. Frames are in the
/// section's layout coordinates: an orthogonal section's as laid out, not
/// moved by its scroll offset (the handler is given that offset). What the
/// handler sets (`center`, `transform`, `transform3D`, `zIndex`,
/// `isHidden`, `alpha`) is what is displayed on that layout pass.
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The opacity (recorded; nothing is drawn).
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The centre; setting it moves the frame.
    var center: CGPoint { get set }
    /// The affine transform (the 3D transform's affine part).
    var transform: CGAffineTransform { get set }
    /// The 3D transform.
    var transform3D: CATransform3D { get set }
    /// The element's name: its element kind for a supplementary or
    /// decoration view, empty for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The frame.
    var frame: CGRect { get }
    /// The bounds (origin zero, the frame's size).
    var bounds: CGRect { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    var representedElementKind: String? { get }
}

/// The visible item the handler is given: a window onto the layout
/// attributes the layout returns, so what the handler sets is displayed.
final class CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// `NSCollectionLayoutSection`: a group repeated until the section's items run out.
public final class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Insets of the groups inside the section.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// What the content insets are measured from.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's direction.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary views are inset by the content insets across the scroll direction. Default `true`.
    public var supplementariesFollowContentInsets = true
    /// Called on every layout pass (every query for the elements in a
    /// rect) with the section's visible items, its scroll offset and the
    /// environment (`docs/simulator.md`, "Orthogonal sections").
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Background decorations.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// Creates a section of `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The core description of the section.
    func sectionValue(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSection {
        CompositionalSection(
            group: group.groupValue(in: environment), interGroupSpacing: Double(interGroupSpacing),
            contentInsets: DirectionalEdgeInsets(contentInsets),
            contentInsetsReference: ContentInsetsReference(contentInsetsReference),
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.boundaryValue),
            decorationItems: decorationItems.map {
                CompositionalDecorationItem(elementKind: UICollectionView.elementKind($0.elementKind),
                                            contentInsets: DirectionalEdgeInsets($0.contentInsets))
            },
            orthogonalScrollingBehavior: OrthogonalScrollingBehavior(orthogonalScrollingBehavior))
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    var boundaryValue: CompositionalBoundaryItem {
        CompositionalBoundaryItem(elementKind: UICollectionView.elementKind(elementKind), layoutSize: layoutSize.value,
                                  alignment: RectAlignment(alignment), absoluteOffset: Point(x: Double(offset.x), y: Double(offset.y)),
                                  extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds)
    }
}

extension ContentInsetsReference {
    init(_ reference: UIContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension OrthogonalScrollingBehavior {
    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}
