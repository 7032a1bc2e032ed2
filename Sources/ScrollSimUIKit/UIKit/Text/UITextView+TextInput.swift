import Foundation

/// The layout behind `UITextView`'s text positions (UIKit's `UITextInput`
/// conformance): real. Positions are UTF-16 offsets into `text`, as
/// `NSRange` counts. The geometry is the fitting size's: the text is laid
/// out line by line (split at line breaks, never wrapped) from the top-left
/// corner of the text container (`textContainerInset` plus the container's
/// `lineFragmentPadding`), each line the font's `lineHeight` tall, each
/// character as wide as `UIFont.textMeasurer` measures it.
extension UITextView {
    // MARK: - Layout of the text

    /// The text's length in UTF-16 units.
    var utf16Count: Int { (text ?? "").utf16.count }

    /// A position's offset if it is one of this text's.
    func validOffset(_ position: UITextPosition) -> Int? {
        guard let offset = position.textOffset, (0...utf16Count).contains(offset) else { return nil }
        return offset
    }

    /// A range's `NSRange` if it lies inside the text.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let start = validOffset(range.start), let end = validOffset(range.end), start <= end else { return nil }
        return NSRange(location: start, length: end - start)
    }

    /// The lines of the text, each with the offset it starts at.
    var lines: [(start: Int, text: String)] {
        var start = 0
        return (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            defer { start += line.utf16.count + 1 }
            return (start, String(line))
        }
    }

    /// The line and the UTF-16 column of an offset.
    func linePlace(of offset: Int) -> (line: Int, column: Int) {
        let lines = self.lines
        let line = lines.lastIndex { $0.start <= offset } ?? 0
        return (line, offset - lines[line].start)
    }

    /// The line at a height, clamped to the first and last.
    func lineIndex(at y: CGFloat) -> Int {
        let lineHeight = textLineHeight
        let raw = lineHeight > 0 ? ((y - textContainerInset.top) / lineHeight).rounded(.down) : 0
        return min(max(Int(raw.isFinite ? raw : 0), 0), lines.count - 1)
    }

    /// Every character edge of a line: its UTF-16 column and its x.
    func characterEdges(of line: String) -> [(offset: Int, x: CGFloat)] {
        var edges: [(offset: Int, x: CGFloat)] = [(0, textOriginX)]
        for index in line.indices {
            let end = line.index(after: index)
            edges.append((line[..<end].utf16.count, textOriginX + width(of: String(line[..<end]))))
        }
        return edges
    }

    /// The x of a line's start.
    var textOriginX: CGFloat { textContainerInset.left + textContainer.lineFragmentPadding }

    /// The font a line is measured with: `nil` measures as 12-point system.
    var measuringFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    var textLineHeight: CGFloat { measuringFont.lineHeight }

    func width(of string: String) -> CGFloat {
        CGFloat(UIFont.textMeasurer.width(of: string, fontSize: Double(measuringFont.pointSize)))
    }
}
