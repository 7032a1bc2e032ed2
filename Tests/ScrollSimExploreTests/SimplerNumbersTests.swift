@testable import ScrollSimExplore
import Testing

/// The order the shrinker walks numbers down, derived by hand.
@Suite struct SimplerNumbersTests {
    @Test func candidatesAreZeroThenRoundingsThenTheHalf() {
        // 4320: 0; rounded to thousands 4000, to hundreds 4300 (to tens and
        // finer it stays 4320, not simpler); half 2160 (as many digits as
        // 432, smaller).
        #expect(SimplerNumbers.simpler(4320) == [0, 4000, 4300, 2160])
        // -7: only 0 is simpler (-3.5 has two significant digits).
        #expect(SimplerNumbers.simpler(-7) == [0])
        // 0.25: 0, then 0.3 (one digit); the half 0.125 has three.
        #expect(SimplerNumbers.simpler(0.25) == [0, 0.3])
        #expect(SimplerNumbers.simpler(0).isEmpty)
    }

    @Test(arguments: [(1500.0, 2), (0.25, 2), (-7.0, 1), (4320.0, 3), (0.0, 0), (1.0 / 3.0, 20)])
    func significantDigits(value: Double, digits: Int) {
        #expect(SimplerNumbers.digits(value) == digits)
    }
}
