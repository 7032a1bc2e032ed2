/// One section of a compositional layout, like `NSCollectionLayoutSection`:
/// its group repeated until the section's items run out.
public struct CompositionalSection: Hashable, Sendable {
    /// The group the section repeats.
    public var group: CompositionalGroup
    /// The space between consecutive groups.
    public var interGroupSpacing: Double
    /// Insets of the groups inside the section.
    public var contentInsets: DirectionalEdgeInsets
    /// What the section's insets are measured from.
    public var contentInsetsReference: ContentInsetsReference
    /// Whether boundary supplementary items are inset along the cross
    /// axis by the section's content insets. Default `true`, as UIKit's.
    public var supplementariesFollowContentInsets: Bool
    /// Headers, footers and other views attached to the section's edges.
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    /// Background decorations.
    public var decorationItems: [CompositionalDecorationItem]
    /// How the section scrolls across the layout's scroll direction.
    /// Other than `none`, the groups lie in one row that the simulator
    /// scrolls sideways as a scroll view of its own (`docs/simulator.md`,
    /// "Orthogonal sections").
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior

    /// Creates a section.
    public init(
        group: CompositionalGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic, supplementariesFollowContentInsets: Bool = true,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = [], decorationItems: [CompositionalDecorationItem] = [],
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    }
}

/// What a section's content insets are measured from, like
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The safe area (UIKit's default for compositional sections).
    case automatic
    /// The collection's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins: the safe area plus 16 points on each side.
    case layoutMargins
    /// The readable content guide: the layout margins, at most 672 points wide, centred.
    case readableContent
}

/// How an orthogonal section scrolls, like
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll orthogonally: groups stack along the layout's axis.
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered

    /// Whether the section's groups lie in one row across the layout's axis.
    public var isOrthogonal: Bool { self != .none }
}
