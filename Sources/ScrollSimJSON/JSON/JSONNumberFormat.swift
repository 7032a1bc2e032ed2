/// The canonical text of a number in ScrollSim's JSON output: the shortest
/// form that reads back to the same `Double`.
///
/// json-c's default `%.17g` prints `0.1` as `0.10000000000000001`; Swift's
/// `description` is the shortest round-trip form. Integral values within
/// ±2⁵³ print without a fraction (`300`, not `300.0`), and `-0` prints as
/// `0`, so that the same value always has the same text.
public enum JSONNumberFormat {
    /// The canonical text of `value`, which must be finite.
    public static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
