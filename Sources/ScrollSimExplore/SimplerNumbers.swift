/// The simplicity order of numbers the shrinker walks down: fewer
/// significant digits first, then smaller magnitude.
enum SimplerNumbers {
    /// Simpler numbers than `value`, simplest first: 0, `value` rounded to
    /// ever finer powers of ten, half of it; only those simpler than `value`.
    static func simpler(_ value: Double) -> [Double] {
        guard value != 0, value.isFinite else { return [] }
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        var result: [Double] = [0]
        var exponent = 0
        while powerOfTen(exponent + 1) <= magnitude { exponent += 1 }
        for place in stride(from: exponent, through: -3, by: -1) {
            // Dividing by a whole power of ten keeps 0.3 exactly 0.3.
            let rounded = place >= 0
                ? (magnitude / powerOfTen(place)).rounded() * powerOfTen(place)
                : (magnitude * powerOfTen(-place)).rounded() / powerOfTen(-place)
            result.append(sign * rounded)
        }
        result.append(sign * (magnitude / 2 * 1000).rounded() / 1000)
        var seen = Set<Double>()
        return result.filter { candidate in
            candidate.isFinite && seen.insert(candidate).inserted && isSimpler(candidate, than: value)
        }
    }

    /// 10 to the `exponent` (≥ 0), exactly.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<max(0, exponent) { value *= 10 }
        return value
    }

    /// Whether `a` is simpler than `b`.
    static func isSimpler(_ a: Double, than b: Double) -> Bool {
        let (digitsA, digitsB) = (digits(a), digits(b))
        return digitsA != digitsB ? digitsA < digitsB : abs(a) < abs(b)
    }

    /// Significant decimal digits of `value` (up to six decimals; more
    /// counts as many).
    static func digits(_ value: Double) -> Int {
        var scaled = abs(value)
        if scaled == 0 { return 0 }
        var decimals = 0
        while scaled != scaled.rounded() && decimals < 6 {
            scaled *= 10
            decimals += 1
        }
        guard scaled == scaled.rounded(), scaled < 1e15 else { return 20 }
        var whole = Int(scaled)
        while whole % 10 == 0 { whole /= 10 }
        var count = 0
        while whole > 0 {
            whole /= 10
            count += 1
        }
        return count
    }
}
