/// A group of items, like `NSCollectionLayoutGroup`: the unit a section
/// repeats until its items run out.
public struct CompositionalGroup: Hashable, Sendable {
    /// What a group holds: an item or another group.
    public indirect enum Subitem: Hashable, Sendable {
        case item(CompositionalItem)
        case group(CompositionalGroup)
    }

    /// How a group places its subitems.
    public enum Arrangement: Hashable, Sendable {
        /// `horizontal(layoutSize:subitems:)` or `vertical(layoutSize:subitems:)`:
        /// the subitems one after another along `axis`, at their own sizes.
        case subitems([Subitem], axis: Axis)
        /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the
        /// subitem `count` times, at its own size.
        case repeating(Subitem, count: Int, axis: Axis)
        /// `horizontal(layoutSize:subitem:count:)` (before iOS 16):
        /// `count` equally sized copies of the subitem, which share the
        /// group's extent along `axis` less the inter-item spacing.
        case equallySized(Subitem, count: Int, axis: Axis)
        /// `custom(layoutSize:itemProvider:)`: one item per frame, frames
        /// relative to the group's content origin.
        case custom([Rect])
    }

    /// The group's size, resolved against its container.
    public var layoutSize: CompositionalSize
    /// How the subitems are placed.
    public var arrangement: Arrangement
    /// Space between consecutive subitems; `nil` means none.
    public var interItemSpacing: CompositionalSpacing?
    /// Insets of the subitems' area inside the group.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the group when it is nested in another group.
    public var edgeSpacing: CompositionalEdgeSpacing

    /// Creates a group.
    public init(
        layoutSize: CompositionalSize, arrangement: Arrangement, interItemSpacing: CompositionalSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: CompositionalEdgeSpacing = .none
    ) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// A horizontal group of `subitems`.
    public static func horizontal(layoutSize: CompositionalSize, subitems: [Subitem]) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .horizontal))
    }

    /// A vertical group of `subitems`.
    public static func vertical(layoutSize: CompositionalSize, subitems: [Subitem]) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .vertical))
    }

    /// How many cells one group lays out at most: deeper repetition
    /// (1000 × 1000 × …) is cut there rather than exhausting memory.
    public static let maximumCells = 100_000

    /// The number of cells one instance of the group lays out, before
    /// `subitems` repeat to fill the group; `Int.max` when that overflows.
    public var leafCount: Int {
        switch arrangement {
        case .subitems(let subitems, _):
            subitems.reduce(0) { sum, subitem in
                let (total, overflow) = sum.addingReportingOverflow(subitem.leafCount)
                return overflow ? Int.max : total
            }
        case .repeating(let subitem, let count, _), .equallySized(let subitem, let count, _):
            // Saturates: nested repetitions can multiply past Int.max.
            max(count, 0).multipliedReportingOverflow(by: subitem.leafCount).overflow
                ? Int.max : max(count, 0) * subitem.leafCount
        case .custom(let frames): frames.count
        }
    }

    /// Whether the group, or a group nested in it, is a custom group whose
    /// provider returned no frames: one that would place none of the
    /// items it is given (`docs/layouts.md`, "What a layout may answer":
    /// a provider that returns no frames).
    var containsEmptyCustomGroup: Bool {
        switch arrangement {
        case .custom(let frames): frames.isEmpty
        case .subitems(let subitems, _): subitems.contains { $0.containsEmptyCustomGroup }
        case .repeating(let subitem, let count, _), .equallySized(let subitem, let count, _):
            count > 0 && subitem.containsEmptyCustomGroup
        }
    }
}

extension CompositionalGroup.Subitem {
    /// The number of cells the subitem lays out.
    public var leafCount: Int {
        switch self {
        case .item: 1
        case .group(let group): group.leafCount
        }
    }

    var containsEmptyCustomGroup: Bool {
        if case .group(let group) = self { group.containsEmptyCustomGroup } else { false }
    }

    var layoutSize: CompositionalSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    var edgeSpacing: CompositionalEdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}
