/// `UICollectionViewFlowLayout`: items packed into lines, with section
/// headers and footers, vertical or horizontal.
///
/// Line packing follows Apple's documented rules: an item joins the line
/// while it fits with the minimum interitem spacing; a full line is
/// justified (the spare width spread evenly between its items); the last
/// line of a section is left-aligned with the minimum spacing; a lone item
/// on a line that is not the last is centred; items are centred vertically
/// in their line, whose height is that of its tallest item. With
/// `alignment: .left` every line is left-aligned and top-aligned instead.
///
/// A section is: header (full width), `sectionInset.top`, lines,
/// `sectionInset.bottom`, footer. An empty section keeps its header, insets
/// and footer, as UIKit does.
///
/// Horizontal layouts are the vertical rules turned a quarter: lines become
/// columns filled top to bottom, headers and footers are `headerWidth` /
/// `footerWidth` wide and as tall as the collection.
///
/// The layout width is the viewport width less the content inset's left and
/// right (the height less top and bottom when horizontal), as UIKit's flow
/// layout uses.
///
/// Headers pin with `sectionHeadersPinToVisibleBounds` under the
/// non-stacked sticky-header rule of `docs/layouts.md`; footers with
/// `sectionFootersPinToVisibleBounds` pin to the bottom, symmetrically.
/// Pinning changes are offset-only invalidations.
public final class FlowLayout: SectionedLayout, StickyHeaderLayout {
    /// The options this layout was made with; takes effect at the next `prepare(in:)`.
    public var configuration: FlowLayoutConfiguration

    /// Creates a flow layout.
    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Lays out every section.
    ///
    /// - Complexity: O(n), allocation-free apart from the frame arrays.
    override public func prepare(in context: LayoutContext) {
        let horizontal = configuration.scrollDirection == .horizontal
        // The axis first: the engine keeps the bounds in layout space.
        engine.axis = configuration.scrollDirection
        super.prepare(in: context)
        engine.pinsFooters = configuration.sectionFootersPinToVisibleBounds
        engine.headerPinning = configuration.sectionHeadersPinToVisibleBounds ? .nonStacked : .none
        engine.pinsEmptySections = true

        let inset = context.contentInset
        let cross = horizontal
            ? context.bounds.height - inset.top - inset.bottom
            : context.bounds.width - inset.left - inset.right
        var geometry = SectionedGeometry()
        swap(&geometry, &engine.geometry)
        geometry.removeAll(reservingItems: context.data.totalItemCount)
        var y = 0.0
        for section in context.data.sections {
            layOut(section, horizontal: horizontal, cross: cross, y: &y, into: &geometry)
        }
        geometry.contentSize = Size(width: max(cross, 0), height: y)
        swap(&geometry, &engine.geometry)
        engine.rebuildStickyIndex()
    }

    private func layOut(
        _ section: SectionData, horizontal: Bool, cross: Double, y: inout Double,
        into geometry: inout SectionedGeometry
    ) {
        let realInset = section.overrides.sectionInset ?? configuration.sectionInset
        // Layout space has the scrolling axis as y: a horizontal inset turns.
        let inset = horizontal
            ? EdgeInsets(top: realInset.left, left: realInset.top, bottom: realInset.right, right: realInset.bottom)
            : realInset
        let packer = LinePacker(
            alignment: configuration.alignment,
            lineSpacing: section.overrides.minimumLineSpacing ?? configuration.minimumLineSpacing,
            interitemSpacing: section.overrides.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
        )
        let sectionMinY = y
        let header = supplementary(section.header, extent: horizontal ? configuration.headerWidth : configuration.headerHeight,
                                   horizontal: horizontal, cross: cross, y: &y)
        let bodyMinY = y
        y += inset.top
        let firstItem = geometry.itemOrigins.count
        let firstRun = geometry.runs.count
        let items = section.items
        let fallback = configuration.itemSize
        let sameWidths: Bool
        switch items {
        case .uniform: sameWidths = true
        case .cycled(_, let width, _): sameWidths = !horizontal && width != nil
        case .explicit: sameWidths = false
        }
        packer.pack(count: items.count, x: inset.left, y: &y, available: cross - inset.left - inset.right,
                    sameWidths: sameWidths, into: &geometry) { index in
            let size = items.size(at: index, fallback: fallback)
            return horizontal ? Size(width: size.height, height: size.width) : size
        }
        y += inset.bottom
        let bodyMaxY = y
        let footer = supplementary(section.footer, extent: horizontal ? configuration.footerWidth : configuration.footerHeight,
                                   horizontal: horizontal, cross: cross, y: &y)
        geometry.appendSection(SectionedGeometry.Section(
            minY: sectionMinY, maxY: y, header: header, footer: footer, bodyMinY: bodyMinY, bodyMaxY: bodyMaxY,
            firstItem: firstItem, itemCount: items.count, runs: firstRun..<geometry.runs.count, runsAreColumns: false,
            sizes: .list(items, fallback: fallback, transposed: horizontal)
        ))
    }

    /// A header or footer in layout space: `extent` along the scrolling
    /// axis (the section's own size first), the full cross size unless given.
    private func supplementary(
        _ size: SupplementarySize?, extent: Double, horizontal: Bool, cross: Double, y: inout Double
    ) -> Rect? {
        let along = (horizontal ? size?.width : size?.height) ?? extent
        let across = (horizontal ? size?.height : size?.width) ?? cross
        guard along > 0 else { return nil }
        defer { y += along }
        return Rect(x: 0, y: y, width: across, height: along)
    }

    /// The pinned headers that intersect the bounds of the last invalidation.
    public var pinnedHeaders: [PinnedHeader] { engine.pinnedHeaders() }
}
