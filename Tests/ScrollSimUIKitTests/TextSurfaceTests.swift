import ScrollSimUIKit
import Testing

/// `UITextView`'s fitting size, `NSParagraphStyle`'s copies and `UIFont`'s
/// names and sizes, against values worked out by hand.
///
/// The default measurer gives a digit 0.6 em, so "1234" at 10 points is
/// 4 × 0.6 × 10 = 24 points wide; a font's line height is 1.2 × its size.
@MainActor
@Suite("ScrollSimUIKit: text views, paragraph styles and fonts")
struct TextSurfaceTests {
    @Test("a text view fits its widest line, the container's padding and the insets")
    func textViewFits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        textView.font = .systemFont(ofSize: 10)
        textView.text = "1234\n12"
        // Width: 24 (widest line) + 2 × 5 (padding) + 0 + 0 = 34.
        // Height: 2 lines × 12 + 8 + 8 = 40.
        #expect(textView.sizeThatFits(.zero) == CGSize(width: 34, height: 40))
        // contentSize: the view's width, the fitting height.
        #expect(textView.contentSize == CGSize(width: 100, height: 40))

        textView.textContainerInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        textView.textContainer.lineFragmentPadding = 0
        // 24 + 0 + 2 + 4 = 30; 24 + 1 + 3 = 28.
        #expect(textView.sizeThatFits(.zero) == CGSize(width: 30, height: 28))
        #expect(textView.contentSize.height == 28)
    }

    @Test("without a font a text view measures as the 12-point system font")
    func defaultFont() {
        let textView = UITextView(frame: .zero)
        textView.text = "12"
        // 2 × 0.6 × 12 = 14.4 (+ 10 padding); one line of 14.4 (+ 16 insets).
        let size = textView.sizeThatFits(.zero)
        #expect(abs(size.width - 24.4) < 1e-9)
        #expect(abs(size.height - 30.4) < 1e-9)
    }

    @Test("the intrinsic size is the fitting size only when scrolling is off")
    func intrinsicSize() {
        let textView = UITextView(frame: .zero)
        textView.font = .systemFont(ofSize: 10)
        textView.text = "1234"
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        // 24 + 10 = 34; 12 + 16 = 28.
        #expect(textView.intrinsicContentSize == CGSize(width: 34, height: 28))
    }

    @Test("attributedText sets the text; nil text is empty")
    func attributedText() {
        let textView = UITextView(frame: .zero)
        textView.attributedText = NSAttributedString(string: "ab")
        #expect(textView.text == "ab")
        textView.text = nil
        #expect(textView.text == "")
        #expect(textView.attributedText.string == "")
    }

    @Test("a text view's delegate is its scroll view delegate")
    func delegate() {
        final class Delegate: NSObject, UITextViewDelegate {}
        let delegate = Delegate()
        let textView = UITextView(frame: .zero)
        textView.delegate = delegate
        #expect((textView as UIScrollView).scrollViewDelegate === delegate)
    }

    @Test("paragraph styles copy, compare by value and start as UIKit's default")
    func paragraphStyles() {
        let style = NSMutableParagraphStyle()
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style == NSParagraphStyle.default)
        style.lineSpacing = 4
        style.alignment = .center
        let frozen = style.copy() as! NSParagraphStyle
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.lineSpacing == 4)
        style.lineSpacing = 9
        // The copy does not follow the original.
        #expect(frozen.lineSpacing == 4)
        #expect(frozen != style)
        let mutable = frozen.mutableCopy() as! NSMutableParagraphStyle
        #expect(mutable == frozen)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.lineSpacing == 9 && other.alignment == .center)
    }

    @Test("font names: the system fonts' and a named font's, kept through withSize")
    func fontNames() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == ".SFUI-Heavy")
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".AppleSystemUIFont")
        let avenir = UIFont(name: "Avenir-Heavy", size: 14)
        #expect(avenir?.fontName == "Avenir-Heavy")
        #expect(avenir?.familyName == "Avenir")
        #expect(avenir?.withSize(20).fontName == "Avenir-Heavy")
        #expect(avenir?.withSize(20).pointSize == 20)
        // A name code re-creates a font from keeps that font's name.
        let copy = avenir.flatMap { UIFont(name: $0.fontName, size: 9) }
        #expect(copy?.fontName == "Avenir-Heavy")
    }

    @Test("the class font sizes are UIKit's")
    func classFontSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFontSize == 14)
    }

    @Test("a text-field delegate without the reason form hears the one-argument form")
    func didEndEditingReasonFallsBack() {
        // UIKit sends `textFieldDidEndEditing(_:reason:)` instead of the
        // one-argument form when the delegate implements it; a delegate that
        // implements only the old form must still hear of the end.
        final class OldStyleDelegate: UITextFieldDelegate {
            var ended: [UITextField] = []
            func textFieldDidEndEditing(_ textField: UITextField) { ended.append(textField) }
        }
        final class NewStyleDelegate: UITextFieldDelegate {
            var reasons: [UITextField.DidEndEditingReason] = []
            var oldFormCalls = 0
            func textFieldDidEndEditing(_ textField: UITextField) { oldFormCalls += 1 }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                reasons.append(reason)
            }
        }
        let field = UITextField()
        let old = OldStyleDelegate(), new = NewStyleDelegate()
        old.textFieldDidEndEditing(field, reason: .committed)
        #expect(old.ended.count == 1 && old.ended.first === field)
        new.textFieldDidEndEditing(field, reason: .committed)
        #expect(new.reasons == [.committed])
        #expect(new.oldFormCalls == 0)
        // The SDK's raw value of UITextFieldDidEndEditingReasonCommitted.
        #expect(UITextField.DidEndEditingReason.committed.rawValue == 0)
    }
}
