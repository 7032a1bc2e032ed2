import Foundation

/// `NSParagraphStyle`: how a paragraph's lines are laid out, the value of
/// `NSAttributedString.Key.paragraphStyle`. Kept: text is measured on one
/// line per paragraph here, so no property changes a size. Immutable;
/// `NSMutableParagraphStyle` sets them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The properties, one value for the class and its mutable subclass.
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment = NSTextAlignment.natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// `init()`: the default style (every spacing 0, `.natural` alignment,
    /// `.byWordWrapping`), as UIKit's.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// `NSParagraphStyle.default`: the default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// `lineSpacing`: points between a line's bottom and the next line's top.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// `paragraphSpacing`: points after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// `alignment`.
    open var alignment: NSTextAlignment { values.alignment }
    /// `headIndent`.
    open var headIndent: CGFloat { values.headIndent }
    /// `tailIndent`.
    open var tailIndent: CGFloat { values.tailIndent }
    /// `firstLineHeadIndent`.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// `minimumLineHeight`.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// `maximumLineHeight`.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// `lineBreakMode`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// `lineHeightMultiple`.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// `paragraphSpacingBefore`.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// `hyphenationFactor`.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// `allowsDefaultTighteningForTruncation`.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// `copy(with:)`: an immutable style with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    /// `mutableCopy(with:)`: an `NSMutableParagraphStyle` with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles with the same values are equal, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { Int(values.lineSpacing) ^ values.alignment.rawValue ^ (values.lineBreakMode.rawValue << 4) }
}
