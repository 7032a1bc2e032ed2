/// Error text made safe for a terminal line: one line, no control
/// characters or escape sequences from the input, nothing huge.
package enum OneLine {
    /// The longest error line printed; longer text keeps its start and end.
    package static let maximumLength = 2000

    /// `text` with newlines, tabs and other control characters escaped
    /// (`\\n`, `\\t`, `\\u{1B}`), cut to `maximumLength` characters with
    /// "…" in the middle.
    package static func text(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(min(text.utf8.count, maximumLength + 16))
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar.value {
            case 0x0A: piece = "\\n"
            case 0x0D: piece = "\\r"
            case 0x09: piece = "\\t"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029:
                piece = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: piece = String(scalar)
            }
            result += piece
            count += 1
            if count > maximumLength * 4 { break }
        }
        guard result.count > maximumLength else { return result }
        let half = maximumLength / 2
        return String(result.prefix(half)) + " … " + String(result.suffix(half - 3))
    }
}
