/// A sticky header as the layout shows it at the current bounds.
public struct PinnedHeader: Hashable, Sendable {
    /// The header's section.
    public var section: Int
    /// The header's natural origin (where it would be if it did not stick).
    public var originalPoint: Point
    /// Where it is shown now.
    public var frame: Rect

    /// Creates a pinned header.
    public init(section: Int, originalPoint: Point, frame: Rect) {
        self.section = section
        self.originalPoint = originalPoint
        self.frame = frame
    }
}

/// A layout whose section headers can stick to the top of the visible area
/// (the sticky-header rules of `docs/layouts.md`). The simulator reads `pinnedHeaders` after each layout pass to
/// emit `stickyEnter` and `stickyExit`.
public protocol StickyHeaderLayout: CollectionViewLayout {
    /// The pinned headers at the bounds of the last invalidation, by section.
    var pinnedHeaders: [PinnedHeader] { get }
}

/// A layout that can shift the sections from `pagingSection` on by a
/// `pagingOffset` (the paging-offset rule of `docs/layouts.md`), as the FlexLayout seed does to page sideways.
public protocol PagingOffsetLayout: CollectionViewLayout {
    /// The offset applied to every frame of the paged sections.
    var pagingOffset: Point { get set }
}

/// A sticky-header layout whose sticky sections can change while running
/// (the scenario steps `setStickyHeaders` and `setStackedStickyHeaders`).
public protocol StickyHeaderConfigurable: StickyHeaderLayout {
    /// The sections whose headers are sticky.
    var stickySections: Set<Int> { get set }
    /// Whether pinned headers stack under each other (the sticky-header rules of `docs/layouts.md`).
    var stackedStickyHeaders: Bool { get set }
}
