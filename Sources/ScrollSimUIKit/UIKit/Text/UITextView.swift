import Foundation

/// `UITextView`: a scroll view of text. Nothing is drawn and nothing is
/// edited (there is no keyboard: the delegate's editing methods are never
/// called, as UIKit does not call them for text set in code either).
///
/// Real: the fitting size. `sizeThatFits(_:)` measures each line of the
/// text (split at line breaks, not wrapped) with `UIFont.textMeasurer`,
/// as `UILabel` does: width = the widest line + 2 × the text container's
/// `lineFragmentPadding` + the left and right `textContainerInset`;
/// height = lines × the font's line height + the top and bottom insets.
/// Setting the text, font or insets sets `contentSize` to the fitting
/// height at the view's width. With `isScrollEnabled` false the fitting
/// size is the intrinsic content size, so a text view in a stack sizes
/// itself as on iOS; with scrolling it has none.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// `text`: the text; never `nil` (setting `nil` sets "").
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            // Plain text replaces the attributed text, as in UIKit.
            storedAttributedText = nil
            textDidChange()
        }
    }
    /// `attributedText`: the text, with attributes kept; setting it sets
    /// `text` to its string.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            textDidChange()
        }
    }
    /// `font`: `nil` measures as the 12-point system font, UIKit's default.
    open var font: UIFont? { didSet { textDidChange() } }
    /// `textColor`: kept.
    open var textColor: UIColor?
    /// `textAlignment`: kept.
    open var textAlignment = NSTextAlignment.natural
    /// `isEditable`: kept; `true` by default.
    open var isEditable = true
    /// `isSelectable`: kept; `true` by default.
    open var isSelectable = true
    /// `selectedRange`: kept.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// `selectedTextRange`: `selectedRange` as a text range (see
    /// `UITextView+TextInput`); setting a range of this text view's
    /// positions sets `selectedRange`; `nil` or another view's range
    /// changes nothing.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selectedRange) }
        set {
            guard let start = newValue?.start.textOffset, let end = newValue?.end.textOffset,
                  0 <= start, start <= end, end <= (text ?? "").utf16.count else { return }
            selectedRange = NSRange(location: start, length: end - start)
        }
    }
    /// `typingAttributes`: kept.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `linkTextAttributes`: kept.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// `allowsEditingTextAttributes`: kept.
    open var allowsEditingTextAttributes = false
    /// `textContentType`: kept (`nil` by default); no AutoFill happens.
    open var textContentType: UITextContentType!
    /// `dataDetectorTypes`: kept (none by default, as in UIKit); nothing
    /// is detected, since no text is laid out into links.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// `adjustsFontForContentSizeCategory`: kept.
    open var adjustsFontForContentSizeCategory = false
    /// `textContainerInset`: the insets around the text, 8 points top and
    /// bottom by default, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChange() }
    }
    /// `textContainer`: the region the text is laid out in.
    public let textContainer: NSTextContainer

    /// `delegate`: also `UIScrollView.delegate`.
    @_nonoverride open weak var delegate: (any UITextViewDelegate)?
    open override var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UITextViewDelegate }
    }

    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// `canBecomeFirstResponder`: whether the text is editable or
    /// selectable, so that `becomeFirstResponder()` makes such a text view
    /// in a window its window's first responder (`UIResponder`). No
    /// keyboard appears and no keyboard notification is posted.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// `inputView`: kept (UIKit's text view redeclares it settable); never shown.
    open override var inputView: UIView? {
        get { keptInputView }
        set { keptInputView = newValue }
    }
    private var keptInputView: UIView?
    /// `inputAccessoryView`: kept; never shown.
    open override var inputAccessoryView: UIView? {
        get { keptInputAccessoryView }
        set { keptInputAccessoryView = newValue }
    }
    private var keptInputAccessoryView: UIView?

    /// `init(frame:textContainer:)`: the designated initialiser; a new
    /// container when `textContainer` is `nil`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }

    /// `init(frame:)`: a text view with a new text container.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// `init?(coder:)`: there are no archives here; an empty text view.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
    }

    /// `init(usingTextLayoutManager:)`: a text view (TextKit 1 or 2 makes
    /// no difference here).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    /// The text measured line by line with the container's padding and the
    /// insets; `size` is not used (no wrapping).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? UIFont.systemFont(ofSize: 12)
        let lines = storedText.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { UIFont.textMeasurer.width(of: String($0), fontSize: Double(font.pointSize)) }.max() ?? 0
        let inset = textContainerInset
        return CGSize(width: CGFloat(widest) + 2 * textContainer.lineFragmentPadding + inset.left + inset.right,
                      height: CGFloat(lines.count) * font.lineHeight + inset.top + inset.bottom)
    }

    /// The fitting size when scrolling is off; none when it is on.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) : sizeThatFits(.zero)
    }

    /// `scrollRangeToVisible(_:)`: accepted; the text view does not scroll to it.
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: - Text positions (UIKit's UITextInput members; open, as UIKit's)

    /// `beginningOfDocument`: the position before the first character.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// `endOfDocument`: the position after the last character.
    open var endOfDocument: UITextPosition { TextOffsetPosition(utf16Count) }

    /// `markedTextRange`: `nil`, as nothing is being typed.
    open var markedTextRange: UITextRange? { nil }

    /// `tokenizer`: finds characters, words, lines and paragraphs of the
    /// text (see `UITextInputTokenizer`).
    open var tokenizer: any UITextInputTokenizer { TextViewTokenizer(textView: self) }

    /// `textRange(from:to:)`: the range between two positions of this text
    /// view, in either order; `nil` for a position out of the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = validOffset(fromPosition), let to = validOffset(toPosition) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// `position(from:offset:)`: the position `offset` UTF-16 units away;
    /// `nil` if that is outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let from = validOffset(position), (0...utf16Count).contains(from + offset) else { return nil }
        return TextOffsetPosition(from + offset)
    }

    /// `position(from:in:offset:)`: `offset` positions away in a layout
    /// direction: right and left move along the text, down and up move by
    /// lines; `nil` if that leaves the text.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            guard let from = validOffset(position) else { return nil }
            let place = linePlace(of: from)
            let line = place.line + (direction == .down ? offset : -offset)
            let lines = self.lines
            guard lines.indices.contains(line) else { return nil }
            return TextOffsetPosition(lines[line].start + min(place.column, lines[line].text.utf16.count))
        }
    }

    /// `offset(from:to:)`: the UTF-16 units from one position to another
    /// (negative backward); 0 for a position not of this text view.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let start = from.textOffset, let end = toPosition.textOffset else { return 0 }
        return end - start
    }

    /// `compare(_:to:)`: the order of two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let difference = offset(from: position, to: other)
        return difference > 0 ? .orderedAscending : difference < 0 ? .orderedDescending : .orderedSame
    }

    /// `text(in:)`: the text of a range; `nil` if it is outside the text.
    open func text(in range: UITextRange) -> String? {
        guard let nsRange = self.nsRange(of: range) else { return nil }
        return (text as NSString).substring(with: nsRange)
    }

    /// `replace(_:withText:)`: replaces the text of a range, as typing
    /// would (the delegate is not asked, as for text set in code).
    open func replace(_ range: UITextRange, withText replacement: String) {
        guard let nsRange = self.nsRange(of: range) else { return }
        text = (text as NSString).replacingCharacters(in: nsRange, with: replacement)
        selectedRange = NSRange(location: nsRange.location + replacement.utf16.count, length: 0)
    }

    /// `closestPosition(to:)`: the position nearest `point`, in the view's
    /// bounds coordinates: on the line at `point.y` (the first or last line
    /// above or below the text), at the character edge nearest `point.x`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let line = lines[lineIndex(at: point.y)]
        let edges = characterEdges(of: line.text)
        let nearest = edges.indices.min { abs(edges[$0].x - point.x) < abs(edges[$1].x - point.x) } ?? 0
        return TextOffsetPosition(line.start + edges[nearest].offset)
    }

    /// `closestPosition(to:within:)`: the position nearest `point`, kept
    /// inside `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let nsRange = nsRange(of: range), let offset = closestPosition(to: point)?.textOffset else { return nil }
        return TextOffsetPosition(min(max(offset, nsRange.location), nsRange.location + nsRange.length))
    }

    /// `characterRange(at:)`: the character whose box holds `point`; `nil`
    /// where there is no character (past a line's end, above or below the
    /// text).
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let top = textContainerInset.top
        let lineHeight = textLineHeight
        guard point.y >= top, lineHeight > 0 else { return nil }
        let index = Int(((point.y - top) / lineHeight).rounded(.down))
        let lines = self.lines
        guard lines.indices.contains(index) else { return nil }
        let edges = characterEdges(of: lines[index].text)
        for (left, right) in zip(edges, edges.dropFirst()) where left.x <= point.x && point.x < right.x {
            return TextOffsetRange(NSRange(location: lines[index].start + left.offset, length: right.offset - left.offset))
        }
        return nil
    }

    /// `caretRect(for:)`: the caret at a position: 2 points wide, the
    /// line's height, at the position's x on its line.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = validOffset(position) else { return .zero }
        let place = linePlace(of: offset)
        let line = lines[place.line]
        let prefix = String(line.text.utf16.prefix(place.column)) ?? line.text
        return CGRect(x: textOriginX + width(of: prefix), y: textContainerInset.top + CGFloat(place.line) * textLineHeight,
                      width: 2, height: textLineHeight)
    }

    /// `firstRect(for:)`: the box of the range's part on its first line.
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let nsRange = nsRange(of: range) else { return .zero }
        let start = caretRect(for: TextOffsetPosition(nsRange.location))
        let place = linePlace(of: nsRange.location)
        let lineEnd = lines[place.line].start + lines[place.line].text.utf16.count
        let end = caretRect(for: TextOffsetPosition(min(nsRange.location + nsRange.length, lineEnd)))
        return CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
    }

    // MARK: - Edit actions (UIResponderStandardEditActions)

    /// `cut(_:)`: removes the selected text. There is no pasteboard
    /// (`UIPasteboard` is not simulated), so nothing is copied.
    open func cut(_ sender: Any?) {
        delete(sender)
    }

    /// `copy(_:)`: inert — there is no pasteboard to copy to.
    open func copy(_ sender: Any?) {}

    /// `paste(_:)`: inert — there is no pasteboard to paste from.
    open func paste(_ sender: Any?) {}

    /// `select(_:)`: selects the word at the start of the selection (the
    /// tokenizer's word, looking forward); nothing if there is none.
    open func select(_ sender: Any?) {
        guard let word = tokenizer.rangeEnclosingPosition(
            TextOffsetPosition(selectedRange.location), with: .word, inDirection: .storage(.forward)) else { return }
        selectedTextRange = word
    }

    /// `selectAll(_:)`: selects the whole text.
    open func selectAll(_ sender: Any?) {
        selectedRange = NSRange(location: 0, length: (text ?? "").utf16.count)
    }

    /// `delete(_:)`: removes the selected text and leaves the caret where
    /// it was (the delegate is not asked, as for text set in code).
    open func delete(_ sender: Any?) {
        let range = selectedRange
        let length = (text ?? "").utf16.count
        guard range.length > 0, range.location >= 0, range.location + range.length <= length else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: "")
        selectedRange = NSRange(location: range.location, length: 0)
    }

    // MARK: - Notifications

    /// `UITextView.textDidBeginEditingNotification`: never posted (nothing
    /// types here).
    public nonisolated static let textDidBeginEditingNotification =
        NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextView.textDidChangeNotification`: never posted.
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// `UITextView.textDidEndEditingNotification`: never posted.
    public nonisolated static let textDidEndEditingNotification =
        NSNotification.Name("UITextViewTextDidEndEditingNotification")

    private func textDidChange() {
        contentSize = CGSize(width: bounds.width, height: sizeThatFits(bounds.size).height)
        setNeedsLayout()
    }
}
