import ScrollSim
import ScrollSimTesting
import Testing

@Suite("WaterfallLayout: seeds 001 and 003")
struct WaterfallLayoutTests {
    @Test("seed 001 ClassFlowlayout: 7 items of height 40 in 4 columns")
    func seed001Class() {
        // ClassFlowlayout.prepareLayout with UICollectionViewFlowLayout's
        // defaults (minimumInteritemSpacing = minimumLineSpacing = 10,
        // sectionInset 0) on a 375-wide screen:
        // btnW = (375 − 0 − 0 − 10·3)/4 = 86.25; x = (86.25 + 10)·column.
        // cellHeight starts {0, 0.001, 0.0011, 0.0012}: the strictly lowest
        // column wins, which is the leftmost of equal columns; items 0…3 fill
        // columns 0…3 at y = 0; items 4…6 go to columns 0…2 at y = 40 + 10.
        // (The seed's 0.001-pt tie-breakers are not reproduced.)
        let configuration = WaterfallLayoutConfiguration(columns: 4, columnSpacing: 10, itemSpacing: 10)
        let layout = prepared(WaterfallLayout(configuration: configuration),
                              [SectionData(items: .cycled(count: 7, width: nil, heights: [40]))], height: 367)
        let f = frames(layout)
        let x = [0, 96.25, 192.5, 288.75]
        for item in 0..<7 {
            #expect(f[.cell(item, section: 0)] == Rect(x: x[item % 4], y: item < 4 ? 0 : 50, width: 86.25, height: 40))
        }
        #expect(layout.contentSize == Size(width: 375, height: 90))
    }

    @Test("seed 001 MultiSectionFlowLayout: one column, items keep their width")
    func seed001Multi() {
        // frame = (sectionInset.left, i·(60 + 10), width_i, 60) with widths
        // 200, 200, 200, 100, 100, 130, 130.
        let widths: [Double] = [200, 200, 200, 100, 100, 130, 130]
        let configuration = WaterfallLayoutConfiguration(columns: 1, itemSpacing: 10, itemWidth: .item)
        let f = frames(prepared(WaterfallLayout(configuration: configuration), [section(widths.map { ($0, 60) })]))
        for (i, w) in widths.enumerated() {
            #expect(f[.cell(i, section: 0)] == Rect(x: 0, y: Double(i) * 70, width: w, height: 60))
        }
    }

    @Test("seed 003 PinterestLayout: round-robin columns, cell padding")
    func seed003Pinterest() {
        // columnWidth = 375/2 = 187.5; frame = slot (xOffset, yOffset,
        // 187.5, h + 12) inset by 6; yOffset[column] += h + 12.
        // h = 100: (6, 6, 175.5, 100), column 0 → 112.
        // h = 150: (193.5, 6, 175.5, 150), column 1 → 162.
        // h = 80:  (6, 118, 175.5, 80), column 0 → 204 (round robin, even though column 0 is taller).
        // contentHeight = max maxY(slot) = 204.
        let configuration = WaterfallLayoutConfiguration(columns: 2, columnSpacing: 0, itemSpacing: 0,
                                                         placement: .roundRobin, cellPadding: 6)
        let layout = prepared(WaterfallLayout(configuration: configuration),
                              [SectionData(items: .explicit([100, 150, 80].map { ItemSpec(height: $0) }))])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)] == Rect(x: 6, y: 6, width: 175.5, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 193.5, y: 6, width: 175.5, height: 150))
        #expect(f[.cell(2, section: 0)] == Rect(x: 6, y: 118, width: 175.5, height: 80))
        #expect(layout.contentSize.height == 204)
    }

    @Test("a width-and-height item is scaled to the column width; columns ≤ 0 mean 1")
    func aspectAndColumns() {
        // One column (columns −3 → 1), 375 wide: a 750×200 item becomes 375×100.
        let configuration = WaterfallLayoutConfiguration(columns: -3)
        let f = frames(prepared(WaterfallLayout(configuration: configuration), [section([(750, 200), (10, 10)])]))
        #expect(f[.cell(0, section: 0)] == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 0, y: 110, width: 375, height: 375))
    }

    @Test("items never overlap in a column and always go to the shortest column", arguments: [1, 2, 3, 5] as [UInt64])
    func shortestColumnProperty(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let columns = Int.random(in: 1...5, using: &rng)
            let spacing = rng.points(0...12), itemSpacing = rng.points(0...12), padding = rng.points(0...4)
            let inset = EdgeInsets(top: rng.points(0...20), left: rng.points(0...20), bottom: rng.points(0...20), right: rng.points(0...20))
            let heights = (0..<Int.random(in: 0...60, using: &rng)).map { _ in rng.points(0...200) }
            let configuration = WaterfallLayoutConfiguration(columns: columns, columnSpacing: spacing, itemSpacing: itemSpacing,
                                                             sectionInset: inset, cellPadding: padding)
            let layout = prepared(WaterfallLayout(configuration: configuration),
                                  [SectionData(items: .explicit(heights.map { ItemSpec(height: $0) }), header: SupplementarySize(height: 30))])
            let f = frames(layout)
            // Oracle: replay the columns' bottoms item by item.
            let columnWidth = (375 - inset.left - inset.right - Double(columns - 1) * spacing) / Double(columns)
            var bottoms = Array(repeating: 30 + inset.top, count: columns)
            var placed: [[Rect]] = Array(repeating: [], count: columns)
            for (item, height) in heights.enumerated() {
                let shortest = bottoms.indices.min { bottoms[$0] < bottoms[$1] || (bottoms[$0] == bottoms[$1] && $0 < $1) } ?? 0
                let expected = Rect(x: inset.left + Double(shortest) * (columnWidth + spacing) + padding,
                                    y: bottoms[shortest] + padding, width: columnWidth - 2 * padding, height: height)
                let frame = f[.cell(item, section: 0)] ?? .zero
                if height > 0 { #expect(frame == expected) }
                for other in placed[shortest] { #expect(!other.intersects(frame)) }
                placed[shortest].append(frame)
                bottoms[shortest] += height + 2 * padding + itemSpacing
            }
        }
    }
}

@Suite("GridLayout: seed 004 XMFlowLayout")
struct GridLayoutTests {
    @Test("the seed's demo: 100×100 cells, cellInset 10, cellSpace 10, header and footer 50")
    func seedDemo() {
        // col = (375 − (10 + 10)) / (100 + 10) = 3.2 → 3 (NSInteger truncation).
        // Section 0, 7 items: header (0, 0, 375, 50); contentH = 50;
        // item j at (10 + (j % 3)·110, 50 + 10 + (j / 3)·110): x 10, 120, 230; y 60, 170, 280.
        // rows = 3: contentH += 10 + 3·100 + 2·10 + 10 = 340 → 390; footer (0, 390, 375, 50) → 440.
        // Section 1, empty: header (0, 440, 375, 50) → 490; contentH += 10 + 0 + 10 = 20
        // (the seed's (rows − 1)·cellSpace would subtract 10 — fixed) → 510; footer at 510 → 560.
        let configuration = GridLayoutConfiguration(itemSize: Size(width: 100, height: 100),
                                                     cellInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                     cellSpace: 10, headerHeight: 50, footerHeight: 50)
        let layout = prepared(GridLayout(configuration: configuration),
                              [SectionData(items: .uniform(count: 7, size: .zero)), SectionData(items: .explicit([]))])
        let f = frames(layout)
        #expect(f[.supplementary(.header, section: 0)] == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(f[.cell(0, section: 0)] == Rect(x: 10, y: 60, width: 100, height: 100))
        #expect(f[.cell(5, section: 0)] == Rect(x: 230, y: 170, width: 100, height: 100))
        #expect(f[.cell(6, section: 0)] == Rect(x: 10, y: 280, width: 100, height: 100))
        #expect(f[.supplementary(.footer, section: 0)] == Rect(x: 0, y: 390, width: 375, height: 50))
        #expect(f[.supplementary(.header, section: 1)] == Rect(x: 0, y: 440, width: 375, height: 50))
        #expect(f[.supplementary(.footer, section: 1)] == Rect(x: 0, y: 510, width: 375, height: 50))
        #expect(layout.contentSize == Size(width: 375, height: 560))
    }

    @Test("the footer has the footer's height (the seed used the header's)")
    func footerHeight() {
        let configuration = GridLayoutConfiguration(itemSize: Size(width: 100, height: 100), headerHeight: 50, footerHeight: 30)
        let f = frames(prepared(GridLayout(configuration: configuration), [SectionData(items: .uniform(count: 1, size: .zero))]))
        // header 0…50, one row 50…150, footer 150…180.
        #expect(f[.supplementary(.footer, section: 0)] == Rect(x: 0, y: 150, width: 375, height: 30))
    }

    /// col = ⌊(W − 10 − 10)/(100 + 10)⌋ (NSInteger truncation):
    /// 355/110 = 3.23 → 3; 330/110 = 3 exactly → 3; 329/110 = 2.99 → 2;
    /// 80/110 → 0, which the scenario decoder rejects.
    @Test("columns follow the seed's truncating division", arguments: [(375.0, 3), (350.0, 3), (349.0, 2), (100.0, 0)])
    func columns(width: Double, expected: Int) {
        let configuration = GridLayoutConfiguration(itemSize: Size(width: 100, height: 100),
                                                     cellInset: EdgeInsets(left: 10, right: 10), cellSpace: 10)
        #expect(configuration.columns(forWidth: width) == expected)
    }
}
