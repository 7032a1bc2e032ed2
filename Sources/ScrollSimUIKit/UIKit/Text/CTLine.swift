#if !canImport(ObjectiveC)
import Foundation

/// `CFAttributedString`: `NSAttributedString` on Linux, where Foundation has
/// no Core Foundation types (on Apple platforms the two are toll-free
/// bridged).
public typealias CFAttributedString = NSAttributedString

/// `CFIndex`: Core Foundation's index and count type, `Int` in Swift.
public typealias CFIndex = Int

/// `CTLine`: Core Text's line of laid-out glyphs, as `import UIKit` brings
/// it on iOS. Only its glyph count is kept: nothing is drawn.
public final class CTLine {
    let glyphCount: CFIndex

    init(glyphCount: CFIndex) { self.glyphCount = glyphCount }
}

/// `CTLineCreateWithAttributedString(_:)`: the line of `attrString`. Its
/// glyphs are counted as its grapheme clusters (Swift's `Character`s): one
/// glyph per letter and one per emoji sequence — a flag, a skin-tone or a
/// ZWJ family — as Apple's system and emoji fonts draw them (ours, low
/// confidence: Core Text counts the glyphs of the fonts it picks, which a
/// font without a ligature for a sequence draws as several).
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(glyphCount: attrString.string.count)
}

/// `CTLineGetGlyphCount(_:)`: how many glyphs `line` has.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.glyphCount }
#endif
