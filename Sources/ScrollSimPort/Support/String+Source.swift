/// Small text helpers of the rewrites (no Foundation: `scrollsim` links none).
extension String {
    /// The string without the spaces, tabs and line breaks at its end.
    var trimmingTrailingWhitespace: String {
        var copy = Substring(self)
        while let last = copy.last, last == " " || last == "\t" || last == "\n" || last == "\r\n" || last == "\r" {
            copy = copy.dropLast()
        }
        return String(copy)
    }

    /// The range of the last occurrence of `needle`.
    func lastRange(of needle: String) -> Range<String.Index>? {
        var found: Range<String.Index>?
        var searchStart = startIndex
        while let range = self[searchStart...].firstRange(of: needle) {
            found = range
            searchStart = index(after: range.lowerBound)
        }
        return found
    }

    /// A name without the backticks that escape a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
