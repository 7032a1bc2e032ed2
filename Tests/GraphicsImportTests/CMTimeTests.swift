import CoreMedia
import Testing

/// Core Media's time arithmetic: every expected value derived by hand from
/// the documented rules (CMTimeAdd: the LCM timescale, capped at
/// kCMTimeMaxTimescale, the value halved into range; CMTimeCompare's order
/// of the non-numeric times), and a property check against plain
/// floating-point fractions for small times.
@Suite struct CMTimeTests {
    @Test("Sums and differences take the LCM of the timescales")
    func lcmTimescale() {
        // 1/2 + 1/3: LCM 6, 3/6 + 2/6 = 5/6.
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5 && sum.timescale == 6 && !sum.hasBeenRounded)
        // 1/2 − 1/3 = 3/6 − 2/6 = 1/6.
        let difference = CMTimeSubtract(CMTime(value: 1, timescale: 2), CMTime(value: 1, timescale: 3))
        #expect(difference.value == 1 && difference.timescale == 6)
        // Same timescale: kept. 600/600 + 300/600 = 900/600.
        let same = CMTimeAdd(CMTimeMake(value: 600, timescale: 600), CMTimeMake(value: 300, timescale: 600))
        #expect(same.value == 900 && same.timescale == 600 && same.seconds == 1.5)
        // 1/10⁹ + 1/3: LCM 3·10⁹ > 10⁹, so 10⁹ and rounding:
        // (1 + 10⁹/3) = 333 333 334.33… → 333 333 334, rounded.
        let capped = CMTime(value: 1, timescale: 1_000_000_000) + CMTime(value: 1, timescale: 3)
        #expect(capped.timescale == 1_000_000_000 && capped.value == 333_333_334 && capped.hasBeenRounded)
        // Int64.max/2 twice: 2·Int64.max/2 does not fit, the timescale
        // halves to 1 and the value is Int64.max exactly.
        let halved = CMTime(value: .max, timescale: 2) + CMTime(value: .max, timescale: 2)
        #expect(halved.value == .max && halved.timescale == 1 && !halved.hasBeenRounded)
        // Int64.max/1 twice cannot fit at any timescale: +∞.
        #expect((CMTime(value: .max, timescale: 1) + CMTime(value: .max, timescale: 1)).isPositiveInfinity)
    }

    @Test("Seconds are rounded half away from zero into the preferred timescale")
    func fromSeconds() {
        // 1.5 s × 600 = 900.
        let time = CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)
        #expect(time.value == 900 && time.timescale == 600 && !time.hasBeenRounded)
        // ±0.5 × 1 rounds away from zero: ±1.
        #expect(CMTime(seconds: 0.5, preferredTimescale: 1).value == 1)
        #expect(CMTime(seconds: -0.5, preferredTimescale: 1).value == -1)
        // 0.1 × 3 = 0.3 → 0, rounded.
        let rounded = CMTime(seconds: 0.1, preferredTimescale: 3)
        #expect(rounded.value == 0 && rounded.hasBeenRounded)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: -.infinity, preferredTimescale: 600).isNegativeInfinity)
        // 10¹⁸ s × 600 = 6·10²⁰ > 2⁶³ ≈ 9.22·10¹⁸: halved 6 times to 9
        // (600→300→150→75→37→18→9), and 9·10¹⁸ fits.
        let large = CMTime(seconds: 1e18, preferredTimescale: 600)
        #expect(large.timescale == 9 && large.value == 9_000_000_000_000_000_000)
    }

    @Test("The non-numeric times: invalid wins, then indefinite; opposite infinities cancel")
    func nonNumeric() {
        let five = CMTimeMake(value: 5, timescale: 1)
        #expect((CMTime.positiveInfinity + five).isPositiveInfinity)
        #expect((five - CMTime.positiveInfinity).isNegativeInfinity)
        #expect(!(CMTime.positiveInfinity + CMTime.negativeInfinity).isValid)
        #expect(!(CMTime.positiveInfinity - CMTime.positiveInfinity).isValid)
        #expect((CMTime.indefinite + five).isIndefinite)
        #expect(!(CMTime.invalid + CMTime.indefinite).isValid)
        // Different epochs cannot be added.
        #expect(!(CMTimeMakeWithEpoch(value: 1, timescale: 1, epoch: 1) + five).isValid)
        #expect(CMTimeGetSeconds(.invalid).isNaN && CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity && CMTime.zero.seconds == 0)
        #expect(!CMTime().isValid && CMTime.zero.isNumeric && !CMTime.indefinite.isNumeric)
    }

    @Test("Order: −∞, numeric times by epoch then value, indefinite, +∞, invalid")
    func order() {
        let one = CMTimeMake(value: 1, timescale: 1)
        let sorted = [CMTime.invalid, .positiveInfinity, .indefinite, one, .negativeInfinity].sorted()
        #expect(sorted.map(\.comparisonKind) == ["-inf", "numeric", "indefinite", "+inf", "invalid"])
        #expect(CMTimeMake(value: 1, timescale: 2) == CMTimeMake(value: 2, timescale: 4))
        #expect(CMTimeMake(value: 1, timescale: 3) < CMTimeMake(value: 1, timescale: 2))
        #expect(CMTime.invalid == CMTime.invalid)
        // Epoch 1 comes after epoch 0, whatever the values.
        #expect(CMTimeCompare(CMTimeMakeWithEpoch(value: 0, timescale: 1, epoch: 1), CMTimeMake(value: 100, timescale: 1)) == 1)
        #expect(CMTimeMinimum(one, .zero) == .zero && CMTimeMaximum(one, .indefinite).isIndefinite)
    }

    @Test("Multiplication keeps the timescale; infinities take the multiplier's sign")
    func multiplication() {
        let product = CMTimeMake(value: 1, timescale: 3) * Int32(4)
        #expect(product.value == 4 && product.timescale == 3)
        #expect((CMTime.positiveInfinity * Int32(-2)).isNegativeInfinity)
        #expect(!(CMTime.invalid * Int32(2)).isValid)
        // 2/1 × 0.25 = 0.5 s at timescale 1: 0.5 rounds away to 1.
        #expect((CMTimeMake(value: 2, timescale: 1) * 0.25).value == 1)
    }

    @Test("Ranges: end, containment, start–end form")
    func ranges() {
        let range = CMTimeRange(start: CMTimeMake(value: 1, timescale: 1), duration: CMTimeMake(value: 2, timescale: 1))
        #expect(range.end == CMTimeMake(value: 3, timescale: 1) && CMTimeRangeGetEnd(range) == range.end)
        // [1, 3): 1 and 5/2 in, 3 out.
        #expect(range.containsTime(CMTimeMake(value: 1, timescale: 1)))
        #expect(range.containsTime(CMTimeMake(value: 5, timescale: 2)))
        #expect(!range.containsTime(CMTimeMake(value: 3, timescale: 1)))
        // From 1/2 to 2/1: 4/2 − 1/2 = 3/2.
        let fromEnds = CMTimeRange(start: CMTimeMake(value: 1, timescale: 2), end: CMTimeMake(value: 2, timescale: 1))
        #expect(fromEnds.duration.value == 3 && fromEnds.duration.timescale == 2)
        #expect(CMTimeRange.zero.isEmpty && !CMTimeRange.invalid.isValid)
        #expect(!CMTimeRangeMake(start: .zero, duration: CMTimeMake(value: -1, timescale: 1)).isValid)
    }

    @Test("Against fractions: order, sum and LCM timescale for small times")
    func againstFractions() {
        var generator = SplitMix(seed: 32)
        for _ in 0..<2_000 {
            let (a, b) = (Int64(generator.next() % 2001) - 1000, Int32(generator.next() % 60) + 1)
            let (c, d) = (Int64(generator.next() % 2001) - 1000, Int32(generator.next() % 60) + 1)
            let (x, y) = (CMTime(value: a, timescale: b), CMTime(value: c, timescale: d))
            // Fractions with denominators ≤ 60 that differ, differ by at
            // least 1/3600, far above a double's rounding.
            let (p, q) = (Double(a) / Double(b), Double(c) / Double(d))
            #expect(CMTimeCompare(x, y) == (p < q ? -1 : (p == q ? 0 : 1)))
            // The smallest positive multiple of both, by search.
            let lcm = (1...Int32(3600)).first { $0 % b == 0 && $0 % d == 0 }
            let sum = x + y
            #expect(sum.timescale == lcm && !sum.hasBeenRounded)
            #expect(abs(sum.seconds - (p + q)) < 1e-9)
        }
    }
}

/// A seeded generator (SplitMix64), so that the property check repeats.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension CMTime {
    /// The kind, for readable expectations.
    var comparisonKind: String {
        if !isValid { return "invalid" }
        if isPositiveInfinity { return "+inf" }
        if isNegativeInfinity { return "-inf" }
        if isIndefinite { return "indefinite" }
        return "numeric"
    }
}

/// The scrubber of `CoreMediaOnly.swift`, which imports only AVFoundation.
@Suite struct ScrubberTests {
    @Test("AVFoundation brings CMTime: a label and a 15-second step")
    func scrubber() {
        // 75 s = 1:15; +15 s = 90 s = 1:30.
        let time = CMTimeMake(value: 75, timescale: 1)
        #expect(Scrubber.label(time) == "1:15" && Scrubber.label(Scrubber.step(time)) == "1:30")
        #expect(Scrubber.label(.indefinite) == "--:--")
    }
}
