/// One section of the collection: its items, optional header and footer,
/// and the per-section layout overrides of the scenario (the equivalent of
/// `UICollectionViewDelegateFlowLayout`'s per-section methods).
public struct SectionData: Hashable, Sendable {
    /// The section's items.
    public var items: ItemList
    /// The header's size; a `nil` width means the collection's width.
    /// `nil` means the section has no header.
    public var header: SupplementarySize?
    /// The footer's size; as for `header`.
    public var footer: SupplementarySize?
    /// Per-section values that override the layout's own.
    public var overrides: SectionOverrides
    /// The section's identifier, as a diffable data source knows it;
    /// unique among the collection's sections. Only the `apply` step reads it.
    public var id: String?

    /// Creates a section.
    public init(
        items: ItemList,
        header: SupplementarySize? = nil,
        footer: SupplementarySize? = nil,
        overrides: SectionOverrides = SectionOverrides(),
        id: String? = nil
    ) {
        self.items = items
        self.header = header
        self.footer = footer
        self.overrides = overrides
        self.id = id
    }
}

/// The size of a header or footer. A missing side is the layout's to choose
/// (the collection's width for vertical layouts).
public struct SupplementarySize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// Per-section layout values, each `nil` unless the scenario's section sets
/// it. The key names are those of the layout level.
public struct SectionOverrides: Hashable, Sendable {
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var columns: Int?
    /// `"flow"` or `"waterfall"` (the `flex` layout).
    public var mode: String?
    public var columnSpacing: Double?
    public var itemSpacing: Double?

    public init(
        sectionInset: EdgeInsets? = nil,
        minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil,
        columns: Int? = nil,
        mode: String? = nil,
        columnSpacing: Double? = nil,
        itemSpacing: Double? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.columns = columns
        self.mode = mode
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
    }
}
