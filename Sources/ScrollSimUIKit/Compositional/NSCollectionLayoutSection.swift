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
/// scrolls across the layout's direction. ScrollSim lays such a section's
/// groups out in one row and records the behaviour; the section does not
/// yet scroll sideways.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// `NSCollectionLayoutVisibleItem`: an element on screen in a section, as
/// the visible-items invalidation handler sees it.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementKind: String? { get }
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
    /// Stored; ScrollSim does not call it yet.
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
