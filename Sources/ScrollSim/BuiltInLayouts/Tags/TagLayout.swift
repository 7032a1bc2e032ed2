/// Seed 000's `TagLayout`: a stretchy top header, then per section a header
/// and tags wrapped into lines.
///
/// The arithmetic is the seed's `prepare()`, with W the collection view's
/// frame width (the content inset is not subtracted):
///
/// * top header of kind `"ElementTagHeader"` at (0, 0, W, headerHeight),
///   section 0's (left out when there are no sections; its space stays);
/// * a section header at the content height (plus `lineSpacing` for
///   sections after the first), W wide;
/// * a running frame starting at (0, header.maxY + lineSpacing, 0, 0); each
///   tag is `textWidth + tagInnerMargin` wide: if
///   `frame.maxX + tagWidth + 2·itemSpacing > W` it starts a new line at
///   (itemSpacing, frame.maxY + lineSpacing), else it follows at
///   frame.maxX + itemSpacing on the same line;
/// * the content height becomes the running frame's maxY.
///
/// The seed's quirks are kept, since they decide frames: a first tag too
/// wide for the line wraps below an empty line, and an empty section still
/// adds `lineSpacing`.
public final class TagLayout: SectionedLayout {
    /// The kind of the top header.
    public static let headerKind: ElementKind = "ElementTagHeader"

    /// The options; take effect at the next `prepare(in:)`.
    public var configuration: TagLayoutConfiguration
    /// Measures tag texts; items giving a `width` bypass it.
    public var textMeasurer: any TextMeasurer

    /// Creates a tag layout.
    public init(configuration: TagLayoutConfiguration = TagLayoutConfiguration(),
                textMeasurer: any TextMeasurer = DefaultTextMeasurer()) {
        self.configuration = configuration
        self.textMeasurer = textMeasurer
    }

    /// The text width of item `index`: its estimate while not self-sized,
    /// its explicit width, or its measured text.
    private func textWidth(_ items: ItemList, _ index: Int) -> Double {
        if case .explicit(let specs) = items {
            let item = specs[index]
            return item.estimatedSize?.width ?? item.width
                ?? textMeasurer.width(of: item.text ?? "", fontSize: configuration.fontSize)
        }
        return items.givenSize(at: index).width ?? 0
    }

    /// Lays out the header, section headers and tags.
    ///
    /// - Complexity: O(n) plus text measuring.
    override public func prepare(in context: LayoutContext) {
        super.prepare(in: context)
        let c = configuration
        let width = context.bounds.width
        var geometry = SectionedGeometry()
        swap(&geometry, &engine.geometry)
        geometry.removeAll(reservingItems: context.data.totalItemCount)
        var contentHeight = 0.0
        // The top header is section 0's: with no sections there is no
        // index path to give it (a layout may only name sections that
        // exist), so it is left out; its space stays, as in the seed.
        if c.headerHeight > 0 && !context.data.sections.isEmpty {
            geometry.customElements.append((Self.headerKind, 0, Rect(x: 0, y: 0, width: width, height: c.headerHeight)))
        }
        contentHeight = max(c.headerHeight, 0)
        for (s, section) in context.data.sections.enumerated() {
            let sectionOriginY = contentHeight + (s != 0 ? c.lineSpacing : 0)
            var y = sectionOriginY
            let header = SectionedGeometry.supplementary(section.header, defaultHeight: c.sectionHeaderHeight, width: width, y: &y)
            contentHeight = y
            let firstItem = geometry.itemOrigins.count, firstRun = geometry.runs.count
            let firstSize = geometry.storedSizes.count
            // The frame of the last tag placed in this section, if any.
            var last: Rect?
            var frame = Rect(x: 0, y: contentHeight + c.lineSpacing, width: 0, height: 0)
            var lineStart = firstItem
            for index in 0..<section.items.count {
                let tagWidth = textWidth(section.items, index) + c.tagInnerMargin
                if frame.maxX + tagWidth + c.itemSpacing * 2 > width {
                    frame = Rect(x: c.itemSpacing, y: frame.maxY + c.lineSpacing, width: tagWidth, height: c.itemHeight)
                } else {
                    frame = Rect(x: frame.maxX + c.itemSpacing, y: frame.minY, width: tagWidth, height: c.itemHeight)
                }
                if let last, geometry.itemOrigins.count > lineStart, last.minY != frame.minY {
                    geometry.appendLine(from: lineStart, minY: last.minY, maxY: last.maxY)
                    lineStart = geometry.itemOrigins.count
                }
                geometry.itemOrigins.append(frame.origin)
                geometry.storedSizes.append(frame.size)
                last = frame
            }
            if geometry.itemOrigins.count > lineStart, let last {
                geometry.appendLine(from: lineStart, minY: last.minY, maxY: last.maxY)
            }
            contentHeight = frame.maxY
            geometry.appendSection(SectionedGeometry.Section(
                minY: sectionOriginY, maxY: max(contentHeight, header?.maxY ?? sectionOriginY),
                header: header, footer: nil, bodyMinY: header?.maxY ?? sectionOriginY, bodyMaxY: contentHeight,
                firstItem: firstItem, itemCount: section.items.count, runs: firstRun..<geometry.runs.count,
                runsAreColumns: false, sizes: .stored(base: firstSize)
            ))
        }
        geometry.contentSize = Size(width: width, height: contentHeight)
        swap(&geometry, &engine.geometry)
    }

}
