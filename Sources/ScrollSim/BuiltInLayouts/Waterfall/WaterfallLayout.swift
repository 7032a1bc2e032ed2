/// A waterfall (Pinterest) layout: CHTCollectionViewWaterfallLayout, and
/// the layouts of seeds 001 (`ClassFlowlayout`, `SingleFlowLayout`,
/// `MultiSectionFlowLayout`) and 003 (`PinterestLayout`).
///
/// Each section: header, `sectionInset.top`, columns, `sectionInset.bottom`,
/// footer. Column width = (W − inset.left − inset.right − (n−1)·columnSpacing)/n,
/// with W the viewport width less the content inset's left and right (seed
/// 003's `contentWidth`). Items go to the shortest column (leftmost on ties)
/// or round-robin; a column's items are `itemSpacing` apart; the section's
/// items end at its tallest column.
public final class WaterfallLayout: SectionedLayout {
    /// The options; take effect at the next `prepare(in:)`.
    public var configuration: WaterfallLayoutConfiguration

    private var scratch = ColumnPacker.Scratch()

    /// Creates a waterfall layout.
    public init(configuration: WaterfallLayoutConfiguration = WaterfallLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Places every item.
    ///
    /// - Complexity: O(n·c) for c columns; no allocation per item.
    override public func prepare(in context: LayoutContext) {
        super.prepare(in: context)
        let width = context.bounds.width - context.contentInset.left - context.contentInset.right
        var geometry = SectionedGeometry()
        swap(&geometry, &engine.geometry)
        let itemCount = context.data.totalItemCount
        geometry.removeAll(reservingItems: itemCount, tops: configuration.placement == .shortest ? itemCount : 0)
        var y = 0.0
        for section in context.data.sections {
            let overrides = section.overrides
            let inset = overrides.sectionInset ?? configuration.sectionInset
            let packer = ColumnPacker(
                placement: configuration.placement, itemWidth: configuration.itemWidth,
                columns: max(1, overrides.columns ?? configuration.columns),
                columnSpacing: overrides.columnSpacing ?? configuration.columnSpacing,
                itemSpacing: overrides.itemSpacing ?? configuration.itemSpacing,
                cellPadding: configuration.cellPadding, fallback: configuration.itemSize
            )
            let minY = y
            let header = SectionedGeometry.supplementary(section.header, defaultHeight: configuration.headerHeight, width: width, y: &y)
            let bodyMinY = y
            y += inset.top
            let firstItem = geometry.itemOrigins.count, firstRun = geometry.runs.count
            let (sizes, itemTops) = packer.pack(section.items, x: inset.left, y: &y, available: width - inset.left - inset.right,
                                       into: &geometry, scratch: &scratch)
            y += inset.bottom
            let bodyMaxY = y
            let footer = SectionedGeometry.supplementary(section.footer, defaultHeight: configuration.footerHeight, width: width, y: &y)
            geometry.appendSection(SectionedGeometry.Section(
                minY: minY, maxY: y, header: header, footer: footer, bodyMinY: bodyMinY, bodyMaxY: bodyMaxY,
                firstItem: firstItem, itemCount: section.items.count, runs: firstRun..<geometry.runs.count,
                runsAreColumns: true, itemTops: itemTops, sizes: sizes
            ))
        }
        geometry.contentSize = Size(width: max(width, 0), height: y)
        swap(&geometry, &engine.geometry)
    }

}
