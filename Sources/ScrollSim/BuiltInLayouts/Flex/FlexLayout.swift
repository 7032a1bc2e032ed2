/// Seed 002's `UICollectionViewFlexLayout`: per-section flow or waterfall,
/// sticky headers (stacked or not) and a paging offset for the lower
/// sections.
///
/// * Flow sections: left-aligned, top-aligned rows; `minimumInteritemSpacing`
///   between items, `minimumLineSpacing` between rows.
/// * Waterfall sections: column width = (W − inset.left − inset.right −
///   (n−1)·minimumInteritemSpacing)/n; items keep their own width, go to the
///   shortest column (leftmost on ties) and are `minimumLineSpacing` apart.
/// * A section: header, `sectionInset.top`, items, `sectionInset.bottom`,
///   footer; W is the viewport width less the content inset's sides.
/// * Sticky headers follow the sticky-header rules of `docs/layouts.md` (pinned: `zIndex = 1024 + section`);
///   then every frame of a section `>= pagingSection` moves by
///   `pagingOffset` (§2.2).
///
/// The published C++ core's bugs are not reproduced: each gap is counted
/// once per pair of neighbours, `sectionInset.bottom` is kept, `inset.top`
/// is added once per section, and a pinned header reports its natural
/// origin. Sticky and paging changes are offset-only invalidations.
public final class FlexLayout: SectionedLayout, StickyHeaderConfigurable, PagingOffsetLayout {
    /// The options. Layout options take effect at the next `prepare(in:)`;
    /// sticky and paging values at once (they need no `prepare`).
    public var configuration: FlexLayoutConfiguration {
        didSet { applyOffsetOptions() }
    }

    private var scratch = ColumnPacker.Scratch()

    /// Creates a flex layout.
    public init(configuration: FlexLayoutConfiguration = FlexLayoutConfiguration()) {
        self.configuration = configuration
        super.init()
        applyOffsetOptions()
    }

    /// Hands the sticky and paging options to the engine.
    private func applyOffsetOptions() {
        if engine.stickySections != configuration.stickyHeaders { engine.stickySections = configuration.stickyHeaders }
        let pinning: HeaderPinning = configuration.stackedStickyHeaders ? .stacked : .nonStacked
        if engine.headerPinning != pinning { engine.headerPinning = pinning }
        engine.pagingSection = configuration.pagingSection ?? Int.max
        engine.pagingOffset = configuration.pagingOffset
    }

    /// The sections whose headers stick; changing it needs no `prepare`.
    public var stickySections: Set<Int> {
        get { configuration.stickyHeaders }
        set { configuration.stickyHeaders = newValue }
    }

    /// Whether pinned headers stack; changing it needs no `prepare`.
    public var stackedStickyHeaders: Bool {
        get { configuration.stackedStickyHeaders }
        set { configuration.stackedStickyHeaders = newValue }
    }

    /// The shift of sections `>= pagingSection`; changing it needs no `prepare`.
    public var pagingOffset: Point {
        get { configuration.pagingOffset }
        set { configuration.pagingOffset = newValue }
    }

    /// The first paged section, `nil` for none; changing it needs no `prepare`.
    public var pagingSection: Int? {
        get { configuration.pagingSection }
        set { configuration.pagingSection = newValue }
    }

    /// Lays out every section in its mode.
    ///
    /// - Complexity: O(n·c).
    override public func prepare(in context: LayoutContext) {
        super.prepare(in: context)
        let c = configuration
        let width = context.bounds.width - context.contentInset.left - context.contentInset.right
        var geometry = SectionedGeometry()
        swap(&geometry, &engine.geometry)
        var waterfallItems = 0
        for section in context.data.sections where isWaterfall(section) { waterfallItems += section.items.count }
        geometry.removeAll(reservingItems: context.data.totalItemCount, tops: waterfallItems)
        var y = 0.0
        for section in context.data.sections {
            let o = section.overrides
            let inset = o.sectionInset ?? c.sectionInset
            let lineSpacing = o.minimumLineSpacing ?? c.minimumLineSpacing
            let interitem = o.minimumInteritemSpacing ?? c.minimumInteritemSpacing
            let waterfall = isWaterfall(section)
            let minY = y
            let header = SectionedGeometry.supplementary(section.header, defaultHeight: c.headerHeight, width: width, y: &y)
            let bodyMinY = y
            y += inset.top
            let firstItem = geometry.itemOrigins.count, firstRun = geometry.runs.count
            let available = width - inset.left - inset.right
            var itemTops: ItemTopIndex?
            let sizes: ItemSizes
            if waterfall {
                let packer = ColumnPacker(
                    placement: .shortest, itemWidth: .item, columns: max(1, o.columns ?? c.columns),
                    columnSpacing: interitem, itemSpacing: lineSpacing, cellPadding: 0, fallback: c.itemSize
                )
                (sizes, itemTops) = packer.pack(section.items, x: inset.left, y: &y, available: available,
                                                into: &geometry, scratch: &scratch)
            } else {
                let items = section.items, fallback = c.itemSize
                sizes = .list(items, fallback: fallback, transposed: false)
                LinePacker(alignment: .left, lineSpacing: lineSpacing, interitemSpacing: interitem)
                    .pack(count: items.count, x: inset.left, y: &y, available: available, into: &geometry) {
                        items.size(at: $0, fallback: fallback)
                    }
            }
            y += inset.bottom
            let bodyMaxY = y
            let footer = SectionedGeometry.supplementary(section.footer, defaultHeight: c.footerHeight, width: width, y: &y)
            geometry.appendSection(SectionedGeometry.Section(
                minY: minY, maxY: y, header: header, footer: footer, bodyMinY: bodyMinY, bodyMaxY: bodyMaxY,
                firstItem: firstItem, itemCount: section.items.count, runs: firstRun..<geometry.runs.count,
                runsAreColumns: waterfall, itemTops: itemTops, sizes: sizes
            ))
        }
        geometry.contentSize = Size(width: max(width, 0), height: y)
        swap(&geometry, &engine.geometry)
        engine.rebuildStickyIndex()
    }

    /// Whether `section` is laid out as a waterfall (its own mode, else the configuration's).
    private func isWaterfall(_ section: SectionData) -> Bool {
        (section.overrides.mode.flatMap(FlexLayoutConfiguration.Mode.init(rawValue:)) ?? configuration.mode) == .waterfall
    }

    /// The pinned headers that intersect the bounds of the last invalidation.
    public var pinnedHeaders: [PinnedHeader] { engine.pinnedHeaders() }
}
