import ScrollSim
import Testing

/// Line fitting and shortest-column choice must follow the arithmetic the
/// rules describe, not the noise of the order in which Doubles were summed.
/// Found by comparing against an independent oracle that summed differently.
@Suite("Floating-point ties in line packing and column choice")
struct FloatingPointTieTests {
    /// True if every side of `a` is within 1e-9 of `b`'s.
    private func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.origin.x - b.origin.x) < 1e-9 && abs(a.origin.y - b.origin.y) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("flow: three items of (W − 2·spacing)/3 fill a line exactly")
    func flowExactFit() {
        // W = 376, spacing 10: w = (376 − 20)/3 = 118.666…; w + 10 + w + 10 + w
        // = 376 exactly, so three items fit per line (in Doubles the running
        // sum is 376.00000000000006, which used to wrap the third item).
        // Full line justified: spare 376 − 3w = 20 over two gaps = 10 each, so
        // x = 0, w + 10 = 128.666…, 2w + 20 = 257.333…; the second line (items
        // 3…5) is the last one, left-aligned with the same gaps, at y = 50 + 10.
        let w = (376.0 - 20) / 3
        let layout = prepared(FlowLayout(), [SectionData(items: .uniform(count: 6, size: Size(width: w, height: 50)))],
                              width: 376)
        let f = frames(layout)
        for item in 0..<6 {
            let expected = Rect(x: Double(item % 3) * (w + 10), y: item < 3 ? 0 : 60, width: w, height: 50)
            #expect(close(f[.cell(item, section: 0)], expected), "item \(item): \(String(describing: f[.cell(item, section: 0)]))")
        }
        #expect(layout.contentSize == Size(width: 376, height: 110))
    }

    @Test("flex flow section: the same exact fit stays on one row")
    func flexExactFit() {
        // Same arithmetic, left-aligned rows: x = 0, w + 10, 2w + 20; rows 50 + 10 apart.
        let w = (376.0 - 20) / 3
        let layout = prepared(FlexLayout(), [SectionData(items: .uniform(count: 6, size: Size(width: w, height: 50)))],
                              width: 376)
        let f = frames(layout)
        for item in 0..<6 {
            let expected = Rect(x: Double(item % 3) * (w + 10), y: item < 3 ? 0 : 60, width: w, height: 50)
            #expect(close(f[.cell(item, section: 0)], expected), "item \(item): \(String(describing: f[.cell(item, section: 0)]))")
        }
        #expect(layout.contentSize.height == 110)
    }

    @Test("waterfall: columns of equal height are tied, the leftmost wins")
    func waterfallTie() {
        // Two columns, no spacing, 375 wide: column width 187.5, height-only items.
        // 0.1 → column 0 (both at 0: leftmost); 0.3 → column 1 (0 < 0.1);
        // 0.2 → column 0 (0.1 < 0.3), column 0 now 0.1 + 0.2 = 0.3 — equal to column 1's 0.3,
        // although the Doubles are 0.30000000000000004 and 0.3. Item 3 must go to the leftmost
        // of the tied columns: column 0 at y = 0.3 (it used to go to column 1).
        let configuration = WaterfallLayoutConfiguration(columns: 2, columnSpacing: 0, itemSpacing: 0)
        let layout = prepared(WaterfallLayout(configuration: configuration),
                              [SectionData(items: .explicit([0.1, 0.3, 0.2, 1].map { ItemSpec(height: $0) }))])
        let f = frames(layout)
        #expect(close(f[.cell(1, section: 0)], Rect(x: 187.5, y: 0, width: 187.5, height: 0.3)))
        #expect(close(f[.cell(2, section: 0)], Rect(x: 0, y: 0.1, width: 187.5, height: 0.2)))
        #expect(close(f[.cell(3, section: 0)], Rect(x: 0, y: 0.3, width: 187.5, height: 1)))
    }
}
