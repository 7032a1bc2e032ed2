import Foundation

/// The tokenizer of a `UITextView` (`tokenizer`): real units of its text.
/// Characters are grapheme clusters; words are runs of letters and digits;
/// lines and paragraphs run between line breaks (the text view does not
/// wrap); the document is all of the text. Sentences are not found (`nil`).
/// A forward direction (storage forward, layout right or down) looks at
/// the unit that starts at or runs over the position, a backward one at
/// the unit that ends at or runs over it.
final class TextViewTokenizer: NSObject, UITextInputTokenizer {
    /// The text view whose text is tokenized; the tokenizer does not keep
    /// it alive, as UIKit's `UITextInputStringTokenizer` does not.
    private weak var textView: UITextView?

    init(textView: UITextView) {
        self.textView = textView
        super.init()
    }

    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange? {
        guard let textView, let offset = position.textOffset else { return nil }
        return units(of: granularity, in: textView.text ?? "")
            .first { unit in
                // A line, paragraph or document holds both its ends (an
                // empty line is one position); a character or word only
                // the side the direction looks at.
                granularity == .line || granularity == .paragraph || granularity == .document
                    ? unit.location <= offset && offset <= unit.location + unit.length
                    : direction.isBackward
                    ? unit.location < offset && offset <= unit.location + unit.length
                    : unit.location <= offset && offset < unit.location + unit.length
            }
            .map(TextOffsetRange.init)
    }

    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool {
        guard let textView, let offset = position.textOffset else { return false }
        return units(of: granularity, in: textView.text ?? "").contains { unit in
            direction.isBackward ? unit.location + unit.length == offset : unit.location == offset
        }
    }

    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition? {
        guard let textView, let offset = position.textOffset else { return nil }
        let boundaries = units(of: granularity, in: textView.text ?? "")
            .flatMap { [$0.location, $0.location + $0.length] }
        let next = direction.isBackward ? boundaries.filter { $0 < offset }.max() : boundaries.filter { $0 > offset }.min()
        return next.map(TextOffsetPosition.init)
    }

    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    /// The units of `granularity` in `text`, as UTF-16 ranges in order.
    private func units(of granularity: UITextGranularity, in text: String) -> [NSRange] {
        switch granularity {
        case .character:
            return ranges(of: text.indices.map { $0..<text.index(after: $0) }, in: text)
        case .word:
            var words: [Range<String.Index>] = []
            var start: String.Index?
            for index in text.indices {
                let isWordCharacter = text[index].isLetter || text[index].isNumber
                if isWordCharacter, start == nil { start = index }
                if !isWordCharacter, let wordStart = start {
                    words.append(wordStart..<index)
                    start = nil
                }
            }
            if let start { words.append(start..<text.endIndex) }
            return ranges(of: words, in: text)
        case .line, .paragraph:
            var lines: [Range<String.Index>] = []
            var start = text.startIndex
            for index in text.indices where text[index].isNewline {
                lines.append(start..<index)
                start = text.index(after: index)
            }
            lines.append(start..<text.endIndex)
            return ranges(of: lines, in: text)
        case .document:
            return [NSRange(location: 0, length: text.utf16.count)]
        case .sentence:
            return []
        }
    }

    private func ranges(of ranges: [Range<String.Index>], in text: String) -> [NSRange] {
        ranges.map { NSRange($0, in: text) }
    }
}
