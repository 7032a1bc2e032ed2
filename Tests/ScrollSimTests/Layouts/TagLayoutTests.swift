import ScrollSim
import Testing

@Suite("TagLayout: seed 000")
struct TagLayoutTests {
    @Test("frames follow the seed's prepare(): wrap when maxX + tagWidth + 2·itemSpacing > W")
    func seedArithmetic() {
        // W = 375, defaults (header 150, section header 50, margin 25,
        // height 25, spacings 10). Text widths 40, 100, 200, 30 → tags 65, 125, 225, 55.
        // Top header (0, 0, 375, 150); section 0 header (0, 150, 375, 50) → contentHeight 200;
        // running frame (0, 210, 0, 0).
        // tag 0: 0 + 65 + 20 = 85 ≤ 375 → (0 + 10, 210, 65, 25).
        // tag 1: 75 + 125 + 20 = 220 → (85, 210, 125, 25).
        // tag 2: 210 + 225 + 20 = 455 > 375 → new line (10, 235 + 10, 225, 25).
        // tag 3: 235 + 55 + 20 = 310 → (245, 245, 55, 25). contentHeight = 270.
        // Section 1: header at 270 + 10 = 280 → 330; frame (0, 340, 0, 0);
        // tag 0 of width 330 + 25 = 355: 0 + 355 + 20 = 375, not > 375 → (10, 340, 355, 25).
        // contentHeight = 365.
        let texts: [[Double]] = [[40, 100, 200, 30], [330]]
        let layout = prepared(TagLayout(), texts.map { SectionData(items: .explicit($0.map { ItemSpec(width: $0) })) })
        let f = frames(layout)
        #expect(f[.supplementary(TagLayout.headerKind, section: 0)] == Rect(x: 0, y: 0, width: 375, height: 150))
        #expect(f[.supplementary(.header, section: 0)] == Rect(x: 0, y: 150, width: 375, height: 50))
        #expect(f[.cell(0, section: 0)] == Rect(x: 10, y: 210, width: 65, height: 25))
        #expect(f[.cell(1, section: 0)] == Rect(x: 85, y: 210, width: 125, height: 25))
        #expect(f[.cell(2, section: 0)] == Rect(x: 10, y: 245, width: 225, height: 25))
        #expect(f[.cell(3, section: 0)] == Rect(x: 245, y: 245, width: 55, height: 25))
        #expect(f[.supplementary(.header, section: 1)] == Rect(x: 0, y: 280, width: 375, height: 50))
        #expect(f[.cell(0, section: 1)] == Rect(x: 10, y: 340, width: 355, height: 25))
        #expect(layout.contentSize == Size(width: 375, height: 365))
        // The top header is first in canonical order.
        #expect(layout.layoutAttributesForAllElements().first?.element.kind == TagLayout.headerKind)
    }

    @Test("the default measurer: East-Asian wide characters are 1 em, others from the table",
          arguments: [("春风花草", 48.0), ("ab", 13.2), ("Ｗ", 12.0), ("i l", 9.0), ("", 0.0)])
    func defaultMeasurer(text: String, width: Double) {
        // 4 ideographs × 12 = 48; a, b = 0.55 em each → 1.1 × 12 = 13.2;
        // full-width Ｗ (U+FF37) = 1 em; i, space, l = 0.25 em each → 9.
        #expect(abs(DefaultTextMeasurer().width(of: text, fontSize: 12) - width) < 1e-9)
    }

    @Test("a custom measurer is used; an explicit width bypasses it")
    func pluggableMeasurer() {
        struct TenPerCharacter: TextMeasurer {
            func width(of text: String, fontSize: Double) -> Double { Double(text.count) * 10 }
        }
        // "abcd" → 40 + 25 = 65 wide; the explicit width 7 → 32 wide at 10 + 65 + 10 = 85.
        let layout = prepared(TagLayout(textMeasurer: TenPerCharacter()),
                              [SectionData(items: .explicit([ItemSpec(text: "abcd"), ItemSpec(width: 7, text: "ignored")]))])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)]?.width == 65)
        #expect(f[.cell(1, section: 0)] == Rect(x: 85, y: 210, width: 32, height: 25))
    }
}
