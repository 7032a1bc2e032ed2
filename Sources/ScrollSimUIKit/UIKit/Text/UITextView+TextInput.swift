import Foundation

/// `UITextView`'s text positions and their geometry (UIKit's `UITextInput`
/// conformance): real. Positions are UTF-16 offsets into `text`, as
/// `NSRange` counts. The geometry is the fitting size's: the text is laid
/// out line by line (split at line breaks, never wrapped) from the top-left
/// corner of the text container (`textContainerInset` plus the container's
/// `lineFragmentPadding`), each line the font's `lineHeight` tall, each
/// character as wide as `UIFont.textMeasurer` measures it.
extension UITextView {
    /// `beginningOfDocument`: the position before the first character.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    /// `endOfDocument`: the position after the last character.
    public var endOfDocument: UITextPosition { TextOffsetPosition(utf16Count) }

    /// `markedTextRange`: `nil`, as nothing is being typed.
    public var markedTextRange: UITextRange? { nil }

    /// `tokenizer`: finds characters, words, lines and paragraphs of the
    /// text (see `UITextInputTokenizer`).
    public var tokenizer: any UITextInputTokenizer { TextViewTokenizer(textView: self) }

    /// `textRange(from:to:)`: the range between two positions of this text
    /// view, in either order; `nil` for a position out of the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = validOffset(fromPosition), let to = validOffset(toPosition) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// `position(from:offset:)`: the position `offset` UTF-16 units away;
    /// `nil` if that is outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let from = validOffset(position), (0...utf16Count).contains(from + offset) else { return nil }
        return TextOffsetPosition(from + offset)
    }

    /// `position(from:in:offset:)`: `offset` positions away in a layout
    /// direction: right and left move along the text, down and up move by
    /// lines; `nil` if that leaves the text.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
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
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let start = from.textOffset, let end = toPosition.textOffset else { return 0 }
        return end - start
    }

    /// `compare(_:to:)`: the order of two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let difference = offset(from: position, to: other)
        return difference > 0 ? .orderedAscending : difference < 0 ? .orderedDescending : .orderedSame
    }

    /// `text(in:)`: the text of a range; `nil` if it is outside the text.
    public func text(in range: UITextRange) -> String? {
        guard let nsRange = self.nsRange(of: range) else { return nil }
        return (text as NSString).substring(with: nsRange)
    }

    /// `replace(_:withText:)`: replaces the text of a range, as typing
    /// would (the delegate is not asked, as for text set in code).
    public func replace(_ range: UITextRange, withText replacement: String) {
        guard let nsRange = self.nsRange(of: range) else { return }
        text = (text as NSString).replacingCharacters(in: nsRange, with: replacement)
        selectedRange = NSRange(location: nsRange.location + replacement.utf16.count, length: 0)
    }

    /// `closestPosition(to:)`: the position nearest `point`, in the view's
    /// bounds coordinates: on the line at `point.y` (the first or last line
    /// above or below the text), at the character edge nearest `point.x`.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let line = lines[lineIndex(at: point.y)]
        let edges = characterEdges(of: line.text)
        let nearest = edges.indices.min { abs(edges[$0].x - point.x) < abs(edges[$1].x - point.x) } ?? 0
        return TextOffsetPosition(line.start + edges[nearest].offset)
    }

    /// `closestPosition(to:within:)`: the position nearest `point`, kept
    /// inside `range`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let nsRange = nsRange(of: range), let offset = closestPosition(to: point)?.textOffset else { return nil }
        return TextOffsetPosition(min(max(offset, nsRange.location), nsRange.location + nsRange.length))
    }

    /// `characterRange(at:)`: the character whose box holds `point`; `nil`
    /// where there is no character (past a line's end, above or below the
    /// text).
    public func characterRange(at point: CGPoint) -> UITextRange? {
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
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = validOffset(position) else { return .zero }
        let place = linePlace(of: offset)
        let line = lines[place.line]
        let prefix = String(line.text.utf16.prefix(place.column)) ?? line.text
        return CGRect(x: textOriginX + width(of: prefix), y: textContainerInset.top + CGFloat(place.line) * textLineHeight,
                      width: 2, height: textLineHeight)
    }

    /// `firstRect(for:)`: the box of the range's part on its first line.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let nsRange = nsRange(of: range) else { return .zero }
        let start = caretRect(for: TextOffsetPosition(nsRange.location))
        let place = linePlace(of: nsRange.location)
        let lineEnd = lines[place.line].start + lines[place.line].text.utf16.count
        let end = caretRect(for: TextOffsetPosition(min(nsRange.location + nsRange.length, lineEnd)))
        return CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
    }

    // MARK: - Layout of the text

    /// The text's length in UTF-16 units.
    private var utf16Count: Int { (text ?? "").utf16.count }

    /// A position's offset if it is one of this text's.
    private func validOffset(_ position: UITextPosition) -> Int? {
        guard let offset = position.textOffset, (0...utf16Count).contains(offset) else { return nil }
        return offset
    }

    /// A range's `NSRange` if it lies inside the text.
    private func nsRange(of range: UITextRange) -> NSRange? {
        guard let start = validOffset(range.start), let end = validOffset(range.end), start <= end else { return nil }
        return NSRange(location: start, length: end - start)
    }

    /// The lines of the text, each with the offset it starts at.
    private var lines: [(start: Int, text: String)] {
        var start = 0
        return (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            defer { start += line.utf16.count + 1 }
            return (start, String(line))
        }
    }

    /// The line and the UTF-16 column of an offset.
    private func linePlace(of offset: Int) -> (line: Int, column: Int) {
        let lines = self.lines
        let line = lines.lastIndex { $0.start <= offset } ?? 0
        return (line, offset - lines[line].start)
    }

    /// The line at a height, clamped to the first and last.
    private func lineIndex(at y: CGFloat) -> Int {
        let lineHeight = textLineHeight
        let raw = lineHeight > 0 ? ((y - textContainerInset.top) / lineHeight).rounded(.down) : 0
        return min(max(Int(raw.isFinite ? raw : 0), 0), lines.count - 1)
    }

    /// Every character edge of a line: its UTF-16 column and its x.
    private func characterEdges(of line: String) -> [(offset: Int, x: CGFloat)] {
        var edges: [(offset: Int, x: CGFloat)] = [(0, textOriginX)]
        for index in line.indices {
            let end = line.index(after: index)
            edges.append((line[..<end].utf16.count, textOriginX + width(of: String(line[..<end]))))
        }
        return edges
    }

    /// The x of a line's start.
    private var textOriginX: CGFloat { textContainerInset.left + textContainer.lineFragmentPadding }

    /// The font a line is measured with: `nil` measures as 12-point system.
    private var measuringFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    private var textLineHeight: CGFloat { measuringFont.lineHeight }

    private func width(of string: String) -> CGFloat {
        CGFloat(UIFont.textMeasurer.width(of: string, fontSize: Double(measuringFont.pointSize)))
    }
}
