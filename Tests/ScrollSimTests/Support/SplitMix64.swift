import ScrollSim
import ScrollSimTesting

extension SplitMix64 {
    /// A whole number of points in `range` (whole or half points keep
    /// the arithmetic exact, so frames compare with ==).
    mutating func points(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &self))
    }
}
