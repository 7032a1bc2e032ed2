import Foundation
import ScrollSimUIKit
import Testing

@Suite("ScrollSimUIKit: UIFontDescriptor and UIFont(descriptor:size:)")
struct UIFontDescriptorTests {
    @Test("a bold descriptor of a text style makes a font of the style's size with the bold trait")
    func boldTextStyle() throws {
        // UIKit's title2 at the default text size is 22 pt; size 0 keeps the descriptor's size.
        let descriptor = UIFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.traitBold)
        let font = UIFont(descriptor: try #require(descriptor), size: 0)
        #expect(font.pointSize == 22)
        #expect(font.fontDescriptor.symbolicTraits == .traitBold)
        // The regular system font made bold is the semibold one, as boldSystemFont(ofSize:).
        #expect(font.fontName == UIFont.boldSystemFont(ofSize: 22).fontName)
        // A size other than 0 wins over the descriptor's.
        #expect(UIFont(descriptor: try #require(descriptor), size: 9).pointSize == 9)
        // withSize keeps the traits.
        #expect(font.withSize(30).fontDescriptor.symbolicTraits == .traitBold)
    }

    @Test("withSymbolicTraits replaces the traits; the union adds one")
    func traitsReplace() throws {
        let italic = try #require(UIFontDescriptor(name: "Avenir-Book", size: 14).withSymbolicTraits(.traitItalic))
        let bold = try #require(italic.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits == .traitBold)
        let both = try #require(italic.withSymbolicTraits(italic.symbolicTraits.union(.traitBold)))
        // traitItalic is bit 0 and traitBold bit 1: 0b11.
        #expect(both.symbolicTraits.rawValue == 3)
        #expect(both.postscriptName == "Avenir-Book" && both.pointSize == 14)
        // A named font keeps its name whatever the traits.
        #expect(UIFont(descriptor: both, size: 0).fontName == "Avenir-Book")
    }

    @Test("the system fonts' descriptors: bold for semibold and heavier, none for regular")
    func systemFontTraits() {
        #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits.isEmpty)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontDescriptor.symbolicTraits.isEmpty)
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.pointSize == 17)
    }

    @Test("addingAttributes, withSize and withFamily build on the receiver's attributes")
    func attributes() {
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote)
        // footnote is 13 pt at the default text size.
        #expect(base.pointSize == 13)
        #expect(base.object(forKey: .textStyle) as? String == UIFont.TextStyle.footnote.rawValue)
        let bigger = base.withSize(20).addingAttributes([.face: "Bold"])
        #expect(bigger.pointSize == 20 && bigger.object(forKey: .face) as? String == "Bold")
        #expect(base.pointSize == 13)  // the receiver is unchanged
        let family = UIFontDescriptor(name: "Avenir-Heavy", size: 10).withFamily("Georgia")
        #expect(family.object(forKey: .name) == nil && family.object(forKey: .family) as? String == "Georgia")
        let rounded = base.withDesign(.rounded)
        #expect(rounded?.pointSize == 13 && rounded?.symbolicTraits.isEmpty == true)
    }

    @Test("kCTFontAttributeName is the font key, so text measured with it uses the font")
    func coreTextFontKey() {
        let small = "Hello".boundingRect(with: .zero, attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
        let viaCoreText = "Hello".boundingRect(
            with: .zero, attributes: [kCTFontAttributeName as NSAttributedString.Key: UIFont.systemFont(ofSize: 10)],
            context: nil)
        #expect(viaCoreText == small)
        // The line height is 1.2 × the size: 12 for 10 pt, not the 14.4 of the 12-pt default.
        #expect(viaCoreText.height == 12)
    }
}
