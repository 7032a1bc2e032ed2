#if !canImport(ObjectiveC)
import Foundation
import ScrollSimUIKit
import Testing

/// Core Text's line glyph count, counted as grapheme clusters.
@Suite("ScrollSimUIKit: CTLine")
struct CTLineTests {
    @Test("A line has one glyph per letter and per emoji sequence", arguments: [
        // "abc": three letters, three glyphs.
        ("abc", 3),
        // Thumbs up + skin tone modifier (U+1F44D U+1F3FD): one emoji, one glyph.
        ("\u{1F44D}\u{1F3FD}", 1),
        // Man ZWJ woman ZWJ girl: five scalars, one family emoji.
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 1),
        // "e" + combining acute (U+0301) + "!": two clusters.
        ("e\u{0301}!", 2),
        ("", 0),
    ])
    func glyphCount(text: String, glyphs: Int) {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text))
        #expect(CTLineGetGlyphCount(line) == glyphs)
    }
}
#endif
