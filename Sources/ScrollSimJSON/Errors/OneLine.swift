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
            append(scalar, to: &result)
            count += 1
            if count > maximumLength * 4 { break }
        }
        guard result.count > maximumLength else { return result }
        let half = maximumLength / 2
        return String(result.prefix(half)) + " … " + String(result.suffix(half - 3))
    }

    /// `text` escaped as `text(_:)` escapes it, whatever its length: for
    /// each line of a report.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// `text` with each line escaped as `escaped(_:)` escapes it, the
    /// newlines between lines kept: for a multi-line report (a table, a
    /// summary) printed as it is.
    package static func escapedLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && isEscaped($0) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Whether `scalar` is printed escaped: a control character (C0, DEL,
    /// C1), a line or paragraph separator, or a bidirectional formatting
    /// character that could make a terminal show text in another order
    /// than it is (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Appends `scalar`, or its escape when `isEscaped(scalar)`.
    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        guard isEscaped(scalar) else {
            result.unicodeScalars.append(scalar)
            return
        }
        switch scalar.value {
        case 0x0A: result += "\\n"
        case 0x0D: result += "\\r"
        case 0x09: result += "\\t"
        default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
