import Foundation

/// `UITextPosition`: a place in a text input's text. UIKit's class is
/// abstract; the positions a `UITextView` hands out are its own subclass,
/// which holds a UTF-16 offset into the text (as `NSRange` counts).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The UTF-16 offset of a position a text view made; `nil` for a
    /// position made elsewhere.
    var textOffset: Int? { nil }
}

/// A position in a text view's text, at a UTF-16 offset.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override var textOffset: Int? { offset }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetPosition)?.offset == offset
    }

    nonisolated override var hash: Int { offset.hashValue }
}
