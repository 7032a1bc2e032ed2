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
    /// `typingAttributes`: kept.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `linkTextAttributes`: kept.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// `allowsEditingTextAttributes`: kept.
    open var allowsEditingTextAttributes = false
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

    /// `scrollRangeToVisible(_:)`: accepted; text has no positions here.
    open func scrollRangeToVisible(_ range: NSRange) {}

    private func textDidChange() {
        contentSize = CGSize(width: bounds.width, height: sizeThatFits(bounds.size).height)
        setNeedsLayout()
    }
}
