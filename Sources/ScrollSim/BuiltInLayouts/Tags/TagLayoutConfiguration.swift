/// The options of the `tags` layout (seed 000's `TagLayout`), with the
/// seed's defaults.
public struct TagLayoutConfiguration: Hashable, Sendable {
    /// The height of the top header of kind `"ElementTagHeader"`. Default 150; 0 means none.
    public var headerHeight: Double
    /// The height of section headers for sections that give none. Default 50.
    public var sectionHeaderHeight: Double
    /// Added to the text width to make a tag's width. Default 25.
    public var tagInnerMargin: Double
    /// A tag's height. Default 25.
    public var itemHeight: Double
    /// The gap before each tag of a line, and the margin at the right. Default 10.
    public var itemSpacing: Double
    /// The gap between lines and around section headers. Default 10.
    public var lineSpacing: Double
    /// The font size the text is measured at. Default 12.
    public var fontSize: Double

    /// Creates a tag configuration.
    public init(
        headerHeight: Double = 150,
        sectionHeaderHeight: Double = 50,
        tagInnerMargin: Double = 25,
        itemHeight: Double = 25,
        itemSpacing: Double = 10,
        lineSpacing: Double = 10,
        fontSize: Double = 12
    ) {
        self.headerHeight = headerHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.tagInnerMargin = tagInnerMargin
        self.itemHeight = itemHeight
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.fontSize = fontSize
    }
}
