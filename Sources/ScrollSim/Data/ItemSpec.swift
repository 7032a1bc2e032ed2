/// What a scenario says about one item: its size (either side may be left
/// to the layout), an estimated size while it is not yet self-sized, a tag
/// text, and custom extras.
///
/// An item with an `estimatedSize` is laid out at its estimate until its
/// cell is prepared; then the simulator resolves it: `width` and `height`
/// become the preferred size the cell reports (a side the item leaves out
/// keeps its estimate) and `estimatedSize` becomes `nil`.
public struct ItemSpec: Hashable, Sendable {
    /// The item's width in points, or `nil` where the layout defines it.
    public var width: Double?
    /// The item's height in points, or `nil` where the layout defines it.
    public var height: Double?
    /// The size the layout uses until the item's cell is prepared
    /// (`estimatedItemSize`), or `nil` for an item laid out at its size
    /// from the start. `width` and `height` are then the size the cell
    /// prefers (what `preferredLayoutAttributesFitting(_:)` answers).
    public var estimatedSize: Size?
    /// The tag text (for the `tags` layout).
    public var text: String?
    /// Custom values passed through to the item's layout attributes.
    public var extras: [String: FieldValue]
    /// The item's identifier, as a diffable data source knows it; unique
    /// among the collection's items. Only the `apply` step reads it.
    public var id: String?
    /// The reuse identifier of the item's cell: cells go back to, and are
    /// taken from, the reuse pool of this identifier. Default `"cell"`.
    public var reuseIdentifier: String

    /// The reuse identifier of items that do not give one.
    public static let defaultReuseIdentifier = "cell"

    /// Creates an item.
    public init(
        width: Double? = nil,
        height: Double? = nil,
        estimatedSize: Size? = nil,
        text: String? = nil,
        extras: [String: FieldValue] = [:],
        id: String? = nil,
        reuseIdentifier: String = ItemSpec.defaultReuseIdentifier
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.width = width
        self.height = height
        self.estimatedSize = estimatedSize
        self.text = text
        self.extras = extras
        self.id = id
    }
}

extension ItemSpec {
    /// The size the cell prefers once prepared: `width` and `height`, a
    /// side left out taken from the estimate; `nil` for an item without an
    /// estimate.
    public var preferredSize: Size? {
        guard let estimatedSize else { return nil }
        return Size(width: width ?? estimatedSize.width, height: height ?? estimatedSize.height)
    }
}
