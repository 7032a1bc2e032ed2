/// File names made from scenario names (`run --out-dir` writes
/// `NAME.jsonl`, `explore` writes `NAME-found.json`): one path component
/// that shows as what it is.
package enum OutputName {
    /// `name` as a file name: every path separator (`/`, `\`), control
    /// character (C0, DEL, C1), line or paragraph separator and
    /// bidirectional formatting character becomes `_`, as does a leading
    /// `.` (no hidden file, no `..`); an empty name becomes `scenario`.
    ///
    /// Two names that differ only in what is replaced give the same file
    /// name; `run` refuses such a pair before anything runs.
    package static func fileName(for name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(isUnsafe(scalar) ? "_" : scalar)
        }
        var result = String(scalars)
        if result.isEmpty { return "scenario" }
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result
    }

    /// Whether `scalar` may not appear in a file name made from a scenario
    /// name: what `OneLine` escapes on a terminal, and path separators.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\" || OneLine.isEscaped(scalar)
    }
}
