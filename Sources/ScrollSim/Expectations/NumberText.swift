/// Numbers as people read them: at most two decimals, trailing zeros
/// dropped (`1886.6666666666667` → `1886.67`, `0.5` → `0.5`, `3.0` → `3`).
///
/// For terminal reports and summaries only; logs and `--json` output keep
/// every digit.
package enum NumberText {
    /// `value` rounded half away from zero to two decimals, without
    /// trailing zeros; `-0` prints as `0`.
    package static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e17 else { return String(value) }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(integer)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(integer).\(digits)"
    }

    /// `value` with every digit it needs to round-trip (`300`, `0.1`,
    /// `23.333333333333332`): for values people wrote, such as pattern
    /// bounds, which a rounded form would misquote.
    package static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `seconds` as `0.58 s`: a duration for people.
    package static func seconds(_ seconds: Double) -> String {
        "\(short(seconds)) s"
    }

    /// The duration of `ticks` ticks at `frameRate` ticks per second, from
    /// the count (so that `35` ticks at 60 Hz are `0.58 s`, not the
    /// difference of two rounded times).
    package static func duration(ticks: Int, frameRate: Double) -> String {
        seconds(Double(ticks) / frameRate)
    }
}
