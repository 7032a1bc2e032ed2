/// Seed 004's `XMFlowLayout`: a fixed-size grid per section, with a header
/// above and a footer below every section.
///
/// The arithmetic is the seed's `calculationVerticalInfo`: the width is the
/// collection view's frame width (the content inset is not subtracted);
/// columns = ⌊(W − cellInset.left − cellInset.right)/(itemW + cellSpace)⌋;
/// item j of a section is at (left + (j mod col)·(itemW + cellSpace),
/// sectionTop + header + top + ⌊j/col⌋·(itemH + cellSpace)); the section
/// adds top + rows·itemH + (rows − 1)·cellSpace + bottom.
///
/// Two evident bugs of the seed are fixed as it intended: the footer frame
/// has the footer's size (the seed used `headerReferenceSize`), and an empty
/// section adds `top + bottom` (the seed's `(rows − 1)·cellSpace` went
/// negative for zero rows). With fewer than one column the seed divides by
/// zero; the scenario decoder rejects that, and the layout uses one column.
public final class GridLayout: SectionedLayout {
    /// Cells are the grid's: item sizes, estimated or not, change nothing.
    override var sizesItemsFromData: Bool { false }

    /// The options; take effect at the next `prepare(in:)`.
    public var configuration: GridLayoutConfiguration

    /// Creates a grid layout.
    public init(configuration: GridLayoutConfiguration = GridLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Lays out every section.
    ///
    /// - Complexity: O(n).
    override public func prepare(in context: LayoutContext) {
        super.prepare(in: context)
        let width = context.bounds.width
        let inset = configuration.cellInset
        let cell = configuration.itemSize, space = configuration.cellSpace
        let columns = max(1, configuration.columns(forWidth: width))
        var geometry = SectionedGeometry()
        swap(&geometry, &engine.geometry)
        geometry.removeAll(reservingItems: context.data.totalItemCount)
        var contentH = 0.0
        for section in context.data.sections {
            let minY = contentH
            let header = SectionedGeometry.supplementary(section.header, defaultHeight: configuration.headerHeight,
                                                         width: width, y: &contentH)
            let bodyMinY = contentH
            let count = section.items.count
            let firstItem = geometry.itemOrigins.count, firstRun = geometry.runs.count
            let rows = count == 0 ? 0 : (count - 1) / columns + 1
            for row in 0..<rows {
                let rowStart = geometry.itemOrigins.count
                let y = contentH + inset.top + Double(row) * (cell.height + space)
                for column in 0..<min(columns, count - row * columns) {
                    geometry.itemOrigins.append(Point(x: inset.left + Double(column) * (cell.width + space), y: y))
                }
                geometry.appendLine(from: rowStart, minY: y, maxY: y + cell.height)
            }
            contentH += inset.top + Double(rows) * cell.height + Double(max(rows - 1, 0)) * space + inset.bottom
            let bodyMaxY = contentH
            let footer = SectionedGeometry.supplementary(section.footer, defaultHeight: configuration.footerHeight,
                                                         width: width, y: &contentH)
            geometry.appendSection(SectionedGeometry.Section(
                minY: minY, maxY: contentH, header: header, footer: footer, bodyMinY: bodyMinY, bodyMaxY: bodyMaxY,
                firstItem: firstItem, itemCount: count, runs: firstRun..<geometry.runs.count, runsAreColumns: false,
                sizes: .fixed(cell)
            ))
        }
        geometry.contentSize = Size(width: width, height: contentH)
        swap(&geometry, &engine.geometry)
    }

}
