/// One replacement of a byte range of a file's text.
package struct TextEdit: Hashable, Sendable {
    /// The bytes replaced.
    package var range: Range<Int>
    /// What replaces them.
    package var replacement: String
    /// For text moved from elsewhere in the file: the offset its first
    /// byte came from, so that what is said about the moved text names its
    /// original line.
    package var origin: Int?

    package init(range: Range<Int>, replacement: String, origin: Int? = nil) {
        self.range = range
        self.replacement = replacement
        self.origin = origin
    }
}

/// Non-overlapping edits applied to a text at once, and the way back from a
/// position in the result to the position it came from.
struct TextEditBatch {
    private struct Placed {
        var old: Range<Int>
        var new: Range<Int>
        var origin: Int?
    }

    private var placed: [Placed] = []
    /// The edited bytes.
    private(set) var result: [UInt8] = []

    /// Applies `edits` to `bytes`. Edits are sorted by position (a stable
    /// sort: insertions at one offset keep their order); an edit that
    /// overlaps an earlier one is dropped and returned in `dropped`.
    init(_ edits: [TextEdit], to bytes: [UInt8], dropped: inout [TextEdit]) {
        let sorted = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
        var cursor = 0
        result.reserveCapacity(bytes.count)
        for (_, edit) in sorted {
            guard edit.range.lowerBound >= cursor else {
                dropped.append(edit)
                continue
            }
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            let newStart = result.count
            result.append(contentsOf: Array(edit.replacement.utf8))
            placed.append(Placed(old: edit.range, new: newStart..<result.count, origin: edit.origin))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
    }

    /// The offset in the text before the edits that `offset` in the result
    /// stands for: inside a replacement, where the replaced bytes started.
    func originalOffset(of offset: Int) -> Int {
        var low = 0, high = placed.count
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].new.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let edit = placed[low - 1]
        if offset < edit.new.upperBound {
            return edit.origin.map { $0 + offset - edit.new.lowerBound } ?? edit.old.lowerBound
        }
        return offset - edit.new.upperBound + edit.old.upperBound
    }
}
