/// What a scenario says about one item: its size (either side may be left
/// to the layout), a tag text, and custom extras.
public struct ItemSpec: Hashable, Sendable {
    /// The item's width in points, or `nil` where the layout defines it.
    public var width: Double?
    /// The item's height in points, or `nil` where the layout defines it.
    public var height: Double?
    /// The tag text (for the `tags` layout).
    public var text: String?
    /// Custom values passed through to the item's layout attributes.
    public var extras: [String: FieldValue]
    /// The item's identifier, as a diffable data source knows it; unique
    /// among the collection's items. Only the `apply` step reads it.
    public var id: String?

    /// Creates an item.
    public init(
        width: Double? = nil,
        height: Double? = nil,
        text: String? = nil,
        extras: [String: FieldValue] = [:],
        id: String? = nil
    ) {
        self.width = width
        self.height = height
        self.text = text
        self.extras = extras
        self.id = id
    }
}
