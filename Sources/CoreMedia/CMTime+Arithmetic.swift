// Core Media's time functions and the Swift overlay's operators over them.
// The rules for non-numeric operands are Core Media's documented ones:
// invalid wins, then indefinite, and opposite infinities cancel to invalid.

/// `CMTimeMake(value:timescale:)`: `CMTime(value:timescale:)`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// `CMTimeMakeWithEpoch(value:timescale:epoch:)`: a valid time in `epoch`.
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: .valid, epoch: epoch)
}

/// `CMTimeMakeWithSeconds(_:preferredTimescale:)`:
/// `CMTime(seconds:preferredTimescale:)`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// `CMTimeGetSeconds(_:)`: `value / timescale`; ±∞ for the infinite
/// times, NaN for the invalid and indefinite ones.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
    if time.isPositiveInfinity { return .infinity }
    if time.isNegativeInfinity { return -.infinity }
    guard time.isNumeric, time.timescale != 0 else { return .nan }
    return Double(time.value) / Double(time.timescale)
}

/// `CMTimeCompare(_:_:)`: −1, 0 or 1. Core Media's order: −∞ < numeric
/// times (by epoch, then by value) < indefinite < +∞ < invalid; times of
/// one kind are equal, and numeric ones are compared as exact fractions.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let (rank1, rank2) = (time1.comparisonRank, time2.comparisonRank)
    if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
    guard rank1 == CMTime.numericRank else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    // Cross-multiplied in 128 bits: exact for every 64-bit value and
    // 32-bit timescale.
    let left = Int128(time1.value) * Int128(time2.timescale)
    let right = Int128(time2.value) * Int128(time1.timescale)
    return left == right ? 0 : (left < right ? -1 : 1)
}

/// `CMTimeAdd(_:_:)`: the sum. Same timescale: that timescale; otherwise
/// the least common multiple of the two, or `kCMTimeMaxTimescale` (rounded
/// half away from zero) when that is larger; a value that overflows halves
/// the timescale until it fits. Different epochs give `.invalid`.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    CMTime.combine(lhs, rhs, negatingRight: false)
}

/// `CMTimeSubtract(_:_:)`: `lhs − rhs`, with `CMTimeAdd`'s timescale rule;
/// +∞ − +∞ and −∞ − −∞ are `.invalid`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    CMTime.combine(lhs, rhs, negatingRight: true)
}

/// `CMTimeMultiply(_:multiplier:)`: the value times `multiplier` in the
/// same timescale (halved until it fits); an infinite time changes sign
/// with a negative multiplier, and ×0 gives zero.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isValid else { return .invalid }
    if time.isIndefinite { return .indefinite }
    if time.isPositiveInfinity || time.isNegativeInfinity {
        if multiplier == 0 { return CMTime(value: 0, timescale: 1) }
        return time.isPositiveInfinity == (multiplier > 0) ? .positiveInfinity : .negativeInfinity
    }
    return CMTime.make(exact: Int128(time.value) * Int128(multiplier), over: Int128(time.timescale), timescale: time.timescale, epoch: time.epoch)
}

/// `CMTimeMultiplyByFloat64(_:multiplier:)`: `seconds × multiplier` in the
/// same timescale, rounded half away from zero.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return CMTimeMultiply(time, multiplier: multiplier.isNaN ? 0 : (multiplier < 0 ? -1 : 1)) }
    var product = CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
    product.epoch = time.epoch
    return product
}

/// `CMTimeMinimum(_:_:)`: the earlier of the two (`CMTimeCompare`).
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

/// `CMTimeMaximum(_:_:)`: the later of the two (`CMTimeCompare`).
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

extension CMTime: Equatable, Comparable {
    /// `CMTimeCompare(lhs, rhs) == 0`: 1/2 equals 2/4.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    /// `CMTimeCompare(lhs, rhs) < 0`.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    /// `CMTimeAdd(lhs, rhs)`.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    /// `CMTimeSubtract(lhs, rhs)`.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    /// `lhs = lhs + rhs`.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    /// `lhs = lhs - rhs`.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    /// `CMTimeMultiply(time, multiplier:)`.
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// `CMTimeMultiplyByFloat64(time, multiplier:)`.
    public static func * (time: CMTime, multiplier: Float64) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
}

extension CMTime {
    static let numericRank = 1

    /// The kind's place in Core Media's order (see `CMTimeCompare`).
    var comparisonRank: Int {
        if !isValid { return 4 }
        if isPositiveInfinity { return 3 }
        if isIndefinite { return 2 }
        if isNegativeInfinity { return 0 }
        return CMTime.numericRank
    }

    static func combine(_ lhs: CMTime, _ rhs: CMTime, negatingRight: Bool) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        // The sign each operand brings: an infinite right operand of a
        // subtraction counts as the opposite infinity.
        let left = lhs.isPositiveInfinity ? 1 : (lhs.isNegativeInfinity ? -1 : 0)
        var right = rhs.isPositiveInfinity ? 1 : (rhs.isNegativeInfinity ? -1 : 0)
        if negatingRight { right = -right }
        if left != 0 || right != 0 {
            if left != 0, right != 0, left != right { return .invalid }
            return (left != 0 ? left : right) > 0 ? .positiveInfinity : .negativeInfinity
        }
        guard lhs.epoch == rhs.epoch, lhs.timescale > 0, rhs.timescale > 0 else { return .invalid }
        let lcm = Int128(lhs.timescale) / Int128(gcd(lhs.timescale, rhs.timescale)) * Int128(rhs.timescale)
        let timescale = CMTimeScale(min(lcm, Int128(kCMTimeMaxTimescale)))
        // The exact sum as a fraction over lhs.timescale × rhs.timescale.
        let sign: Int128 = negatingRight ? -1 : 1
        let numerator = Int128(lhs.value) * Int128(rhs.timescale) + sign * Int128(rhs.value) * Int128(lhs.timescale)
        let denominator = Int128(lhs.timescale) * Int128(rhs.timescale)
        var result = make(exact: numerator, over: denominator, timescale: timescale, epoch: lhs.epoch)
        if lhs.hasBeenRounded || rhs.hasBeenRounded { result.flags.insert(.hasBeenRounded) }
        return result
    }

    /// `numerator / denominator` seconds in `timescale` units, rounded half
    /// away from zero; the timescale is halved until the value fits in 64
    /// bits (±∞ if it never does).
    static func make(exact numerator: Int128, over denominator: Int128, timescale: CMTimeScale, epoch: CMTimeEpoch) -> CMTime {
        var scale = timescale
        while true {
            let scaled = numerator * Int128(scale)
            let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: denominator)
            var value = quotient
            if remainder.magnitude * 2 >= denominator.magnitude {
                value += (scaled < 0) != (denominator < 0) ? -1 : 1
            }
            if let fitting = Int64(exactly: value) {
                var flags = CMTimeFlags.valid
                if remainder != 0 { flags.insert(.hasBeenRounded) }
                return CMTime(value: fitting, timescale: scale, flags: flags, epoch: epoch)
            }
            guard scale > 1 else { return numerator > 0 ? .positiveInfinity : .negativeInfinity }
            scale /= 2
        }
    }

    static func gcd(_ a: CMTimeScale, _ b: CMTimeScale) -> CMTimeScale {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}
