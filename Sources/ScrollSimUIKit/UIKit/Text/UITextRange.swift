import Foundation

/// `UITextRange`: a range of a text input's text, from `start` to `end`.
/// UIKit's class is abstract; the ranges a `UITextView` hands out are its
/// own subclass, between two of its positions. The base class answers an
/// empty range at an offset-less position.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// `start`: where the range begins.
    open var start: UITextPosition { UITextPosition() }
    /// `end`: where the range ends.
    open var end: UITextPosition { start }
    /// `isEmpty`: whether the range holds no text.
    open var isEmpty: Bool {
        guard let from = start.textOffset, let to = end.textOffset else { return true }
        return from == to
    }
}

/// A range of a text view's text, between two UTF-16 offsets.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetRange)?.range == range
    }

    nonisolated override var hash: Int { range.location.hashValue ^ range.length.hashValue }
}
