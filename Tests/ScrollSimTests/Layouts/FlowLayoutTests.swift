import ScrollSim
import Testing

/// Frames derived by hand from Apple's documented flow rules ("Using the
/// Flow Layout"): items join a line while they fit with the minimum
/// interitem spacing; full lines are justified; the last line is
/// left-aligned; a lone item on another line is centred; items are centred
/// vertically in their line.
@Suite("FlowLayout: UIKit line rules")
struct FlowLayoutTests {
    @Test("full lines are justified, the last line is left-aligned")
    func justifiedLines() {
        // W = 375, 100×100 items, 10 apart: 100+10+100+10+100 = 320 ≤ 375,
        // a fourth would need 430 — three per line. Spare 375 − 300 = 75
        // over two gaps: 37.5 each, so x = 0, 137.5, 275. Lines are 110
        // apart (100 + spacing 10). Item 6 is alone on the last line: x = 0.
        let layout = prepared(FlowLayout(configuration: FlowLayoutConfiguration(itemSize: Size(width: 100, height: 100))),
                              [SectionData(items: .uniform(count: 7, size: Size(width: 100, height: 100)))])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(f[.cell(2, section: 0)] == Rect(x: 275, y: 0, width: 100, height: 100))
        #expect(f[.cell(5, section: 0)] == Rect(x: 275, y: 110, width: 100, height: 100))
        #expect(f[.cell(6, section: 0)] == Rect(x: 0, y: 220, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 375, height: 320))
    }

    @Test("a lone item on a non-last line is centred; the last line keeps the minimum spacing")
    func loneItemCentred() {
        // 300 + 10 + 200 > 375: item 0 is alone, centred at (375 − 300)/2 = 37.5.
        // Items 1 and 2 (200 + 10 + 100 = 310) form the last line: x = 0, 210; y = 50 + 10.
        let layout = prepared(FlowLayout(), [section([(300, 50), (200, 50), (100, 50)])])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)] == Rect(x: 37.5, y: 0, width: 300, height: 50))
        #expect(f[.cell(1, section: 0)] == Rect(x: 0, y: 60, width: 200, height: 50))
        #expect(f[.cell(2, section: 0)] == Rect(x: 210, y: 60, width: 100, height: 50))
    }

    @Test("items are centred vertically in a line as tall as its tallest item; left alignment top-aligns")
    func verticalCentring() {
        // One line (100·3 + 20 = 320 ≤ 375), height 80: y = (80 − 40)/2 = 20, 0, (80 − 60)/2 = 10.
        let sizes: [(Double, Double)] = [(100, 40), (100, 80), (100, 60)]
        let justified = frames(prepared(FlowLayout(), [section(sizes)]))
        #expect(justified[.cell(0, section: 0)] == Rect(x: 0, y: 20, width: 100, height: 40))
        #expect(justified[.cell(1, section: 0)] == Rect(x: 110, y: 0, width: 100, height: 80))
        #expect(justified[.cell(2, section: 0)] == Rect(x: 220, y: 10, width: 100, height: 60))
        let left = frames(prepared(FlowLayout(configuration: FlowLayoutConfiguration(alignment: .left)),
                                   [section(sizes + [(300, 10)])]))
        // With alignment left, a full line is not justified nor centred: x = 0, 110, 220; y = 0.
        #expect(left[.cell(0, section: 0)] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(left[.cell(2, section: 0)] == Rect(x: 220, y: 0, width: 100, height: 60))
        // The 300-wide item wraps below the 80-high line: y = 80 + 10.
        #expect(left[.cell(3, section: 0)] == Rect(x: 0, y: 90, width: 300, height: 10))
    }

    @Test("header, section insets and footer stack per section")
    func headerInsetsFooter() {
        // Header 0…44; inset top 10 → items at y 54, x = left inset 15 and
        // 15 + 100 + 10 = 125 (last line, left-aligned); lines end at 154;
        // inset bottom 5 → footer at 159…179. Section 1 starts at 179.
        let configuration = FlowLayoutConfiguration(
            itemSize: Size(width: 100, height: 100),
            sectionInset: EdgeInsets(top: 10, left: 15, bottom: 5, right: 15), headerHeight: 44, footerHeight: 20)
        let two = SectionData(items: .uniform(count: 2, size: Size(width: 100, height: 100)))
        let layout = prepared(FlowLayout(configuration: configuration), [two, two])
        let f = frames(layout)
        #expect(f[.supplementary(.header, section: 0)] == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(f[.cell(0, section: 0)] == Rect(x: 15, y: 54, width: 100, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 125, y: 54, width: 100, height: 100))
        #expect(f[.supplementary(.footer, section: 0)] == Rect(x: 0, y: 159, width: 375, height: 20))
        #expect(f[.supplementary(.header, section: 1)] == Rect(x: 0, y: 179, width: 375, height: 44))
        #expect(layout.contentSize.height == 358)
    }

    @Test("per-section overrides replace the layout's values")
    func sectionOverrides() {
        // Section 1 has interitem spacing 0 and inset left 5: 3 × 125 = 375 > 365,
        // so two per line; a full line of two is justified: the first at the
        // left inset (x = 5), the second flush with the right inset (375 − 5 − 125 = 245).
        var overrides = SectionOverrides()
        overrides.minimumInteritemSpacing = 0
        overrides.sectionInset = EdgeInsets(left: 5, right: 5)
        let layout = prepared(FlowLayout(), [section([(125, 10), (125, 10), (125, 10)], overrides: overrides)])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)]?.minX == 5)
        #expect(f[.cell(1, section: 0)]?.minX == 245)
        #expect(f[.cell(2, section: 0)] == Rect(x: 5, y: 20, width: 125, height: 10))
    }

    @Test("horizontal: lines become columns, headers are headerWidth wide and full height")
    func horizontal() {
        // Viewport 375×300. A column holds 100 + 10 + 100 = 210 ≤ 300 (a third
        // would need 320): two per column, justified along y: 0 and 200.
        // Header 0…30 wide; columns at x = 30, 140; item 4 alone in the last
        // column at x = 250, y = 0. Content 350 × 300.
        let configuration = FlowLayoutConfiguration(itemSize: Size(width: 100, height: 100), headerWidth: 30,
                                                    scrollDirection: .horizontal)
        let layout = prepared(FlowLayout(configuration: configuration),
                              [SectionData(items: .uniform(count: 5, size: Size(width: 100, height: 100)))],
                              width: 375, height: 300)
        let f = frames(layout)
        #expect(f[.supplementary(.header, section: 0)] == Rect(x: 0, y: 0, width: 30, height: 300))
        #expect(f[.cell(0, section: 0)] == Rect(x: 30, y: 0, width: 100, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 30, y: 200, width: 100, height: 100))
        #expect(f[.cell(2, section: 0)] == Rect(x: 140, y: 0, width: 100, height: 100))
        #expect(f[.cell(4, section: 0)] == Rect(x: 250, y: 0, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 350, height: 300))
        #expect(layout.layoutAttributesForElements(in: Rect(x: 200, y: 0, width: 100, height: 100)).map(\.element)
                == [.cell(2, section: 0), .cell(4, section: 0)])
    }

    @Test("the content inset narrows the layout width")
    func contentInsetWidth() {
        // W = 375 − 20 − 20 = 335: three 100-wide items need 320 ≤ 335; spare 15 over 2 gaps.
        let layout = prepared(FlowLayout(), [SectionData(items: .uniform(count: 4, size: Size(width: 100, height: 10)))],
                              contentInset: EdgeInsets(left: 20, right: 20))
        #expect(layout.contentSize.width == 335)
        #expect(frames(layout)[.cell(2, section: 0)]?.minX == 235)
    }
}

@Suite("FlowLayout: pinned headers and footers")
struct FlowPinningTests {
    /// Two sections: header 50, ten 375×100 lines with no spacing, footer 40.
    /// Section 0: header 0…50, items 50…1050, footer 1050…1090; section 1
    /// header at 1090.
    func layout() -> FlowLayout {
        let configuration = FlowLayoutConfiguration(
            minimumLineSpacing: 0, headerHeight: 50, footerHeight: 40,
            sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true)
        let items = SectionData(items: .uniform(count: 10, size: Size(width: 375, height: 100)))
        return prepared(FlowLayout(configuration: configuration), [items, items])
    }

    @Test("a header pins at the top, zIndex 1024 + section, and is pushed out by its section's end")
    func headerPins() {
        let layout = layout()
        scroll(layout, to: Rect(x: 0, y: 300, width: 375, height: 667))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 300, width: 375, height: 50))
        #expect(header?.zIndex == 1024)
        #expect(layout.pinnedHeaders == [PinnedHeader(section: 0, originalPoint: .zero,
                                                      frame: Rect(x: 0, y: 300, width: 375, height: 50))])
        // top = 1020: y = min(max(1020, 0), sectionEnd 1050 − 50) = 1000.
        scroll(layout, to: Rect(x: 0, y: 1020, width: 375, height: 667))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame.minY == 1000)
        // Section 1's header (natural 1090) pins once top passes it: at 1100 it is at 1100, zIndex 1025.
        scroll(layout, to: Rect(x: 0, y: 1100, width: 375, height: 667))
        let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 1100, width: 375, height: 667))
        let header1 = visible.first { $0.element == .supplementary(.header, section: 1) }
        #expect(header1?.frame.minY == 1100)
        #expect(header1?.zIndex == 1025)
        #expect(layout.pinnedHeaders.map(\.section) == [1])
    }

    @Test("a footer pins at the bottom of the visible area")
    func footerPins() {
        // bottom = 0 + 667: y = max(min(667 − 40, 1050), header bottom 50) = 627.
        let layout = layout()
        let footer = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 667))
            .first { $0.element == .supplementary(.footer, section: 0) }
        #expect(footer?.frame == Rect(x: 0, y: 627, width: 375, height: 40))
        #expect(footer?.zIndex == 1024)
    }

    @Test("horizontal: headers pin to the left edge")
    func horizontalPinning() {
        // Viewport 300×200: a column holds one 100×100 item (210 > 200), a lone
        // item on a non-last column is centred: y = (200 − 100)/2 = 50. Every
        // column holds one item, so the last (item 4, x 470) is centred too.
        // Header 0…30 wide; columns at x = 30, 140, 250, 360, 470. Section
        // end 570. Bounds at x = 50: the header is at x = min(max(50, 0), 570 − 30) = 50.
        let configuration = FlowLayoutConfiguration(itemSize: Size(width: 100, height: 100), headerWidth: 30,
                                                    scrollDirection: .horizontal, sectionHeadersPinToVisibleBounds: true)
        let layout = prepared(FlowLayout(configuration: configuration),
                              [SectionData(items: .uniform(count: 5, size: Size(width: 100, height: 100)))],
                              width: 300, height: 200)
        #expect(frames(layout)[.cell(1, section: 0)] == Rect(x: 140, y: 50, width: 100, height: 100))
        #expect(frames(layout)[.cell(4, section: 0)] == Rect(x: 470, y: 50, width: 100, height: 100))
        scroll(layout, to: Rect(x: 50, y: 0, width: 300, height: 200))
        #expect(layout.pinnedHeaders == [PinnedHeader(section: 0, originalPoint: .zero,
                                                      frame: Rect(x: 50, y: 0, width: 30, height: 200))])
    }

    @Test("the content inset moves the top the header pins to")
    func contentInsetTop() {
        let configuration = FlowLayoutConfiguration(headerHeight: 50, sectionHeadersPinToVisibleBounds: true)
        let layout = prepared(FlowLayout(configuration: configuration),
                              [SectionData(items: .uniform(count: 40, size: Size(width: 375, height: 100)))],
                              contentInset: EdgeInsets(top: 64))
        #expect(layout.pinnedHeaders.isEmpty)  // offset −64: top = 0, not below the header's 0
        scroll(layout, to: Rect(x: 0, y: 100, width: 375, height: 667))
        #expect(layout.pinnedHeaders.first?.frame.minY == 164)  // top = 100 + 64
    }

    @Test("an offset change is offset-only; a size change needs prepare; no pinning, no invalidation")
    func invalidation() {
        let layout = layout()
        let moved = Rect(x: 0, y: 10, width: 375, height: 667)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
        #expect(layout.invalidationContext(forBoundsChange: moved).isOffsetOnly)
        let resized = Rect(x: 0, y: 0, width: 667, height: 375)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: resized))
        #expect(!layout.invalidationContext(forBoundsChange: resized).isOffsetOnly)
        let plain = prepared(FlowLayout(), [section([(10, 10)])])
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: moved))
    }
}

/// UIKit's line rules for a flow layout's lines (`docs/layouts.md`, "flow"),
/// each against frames derived by hand.
@Suite("Flow layout: UIKit's line rules")
struct FlowLineRuleTests {
    private func cellFrames(_ widths: [Double], width: Double = 375, inset: EdgeInsets = .zero) -> [Rect] {
        let layout = FlowLayout(configuration: FlowLayoutConfiguration(
            minimumLineSpacing: 10, minimumInteritemSpacing: 10, sectionInset: inset))
        let items = widths.map { ItemSpec(width: $0, height: 50) }
        layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: 600),
                                         data: CollectionData(sections: [SectionData(items: .explicit(items))])))
        return layout.layoutAttributesForAllElements().filter { $0.element.kind == .cell }.map(\.frame)
    }

    @Test("a last line as full as the one before it is justified like it")
    func fullLastLineIsJustified() {
        // 375 wide, three 115 pt items a line: leftover 375 − 345 − 20 = 10, so
        // each gap grows by 5: x = 0, 130, 260 on both lines.
        let frames = cellFrames(Array(repeating: 115, count: 6))
        #expect(frames.map(\.minX) == [0, 130, 260, 0, 130, 260])
    }

    @Test("a last line with room left stays as packed")
    func shortLastLineIsPacked() {
        // Five items: the last line holds two, packed from the start 10 apart.
        let frames = cellFrames(Array(repeating: 115, count: 5))
        #expect(frames.map(\.minX) == [0, 130, 260, 0, 125])
    }

    @Test("when every line holds one item the last is centred too; a one-item section is centred")
    func singleItemLines() {
        // 200 pt items on a 375 pt line: one a line, each at (375 − 200)/2 = 87.5.
        #expect(cellFrames([200, 200, 200]).map(\.minX) == [87.5, 87.5, 87.5])
        // One 100 pt item alone in its section: (375 − 100)/2 = 137.5.
        #expect(cellFrames([100]).map(\.minX) == [137.5])
        // But a last lone item under a line of two stays at the start.
        #expect(cellFrames([150, 150, 150]).map(\.minX) == [0, 225, 0])
    }

    @Test("an item wider than the line starts at the leading inset")
    func overWideItem() {
        // 355 pt of line inside 10 pt insets; a 400 pt item starts at 10 (centring
        // would put it at 10 + (355 − 400)/2 = −12.5, off the screen). Every line
        // holds one item, so the last, 100 pt, is centred: 10 + (355 − 100)/2 = 137.5.
        let frames = cellFrames([400, 100], inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(frames.map(\.minX) == [10, 137.5])
    }
}
