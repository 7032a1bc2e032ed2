#if !canImport(ObjectiveC)
import Foundation
import ScrollSimUIKit
import Testing

/// Dispatch's time constants and Core Foundation's absolute time, where
/// Linux lacks them.
@Suite("ScrollSimUIKit: NSEC_PER_SEC and CFAbsoluteTimeGetCurrent")
struct TimeConstantTests {
    @Test("The per-second constants are <dispatch/time.h>'s, as UInt64")
    func constants() {
        // 1 s = 10^9 ns = 10^6 µs; 1 ms = 10^6 ns; 1 µs = 10^3 ns.
        let values: [UInt64] = [NSEC_PER_SEC, NSEC_PER_MSEC, USEC_PER_SEC, NSEC_PER_USEC]
        #expect(values == [1_000_000_000, 1_000_000, 1_000_000, 1_000])
        // A Chatto-style delay: 0.5 s → 500 000 000 ns, back to 0.5 s.
        let nanoseconds = Int64(0.5 * Double(NSEC_PER_SEC))
        #expect(nanoseconds == 500_000_000 && Double(nanoseconds) / Double(NSEC_PER_SEC) == 0.5)
    }

    @Test("CFAbsoluteTimeGetCurrent reads the wall clock since 2001")
    func absoluteTime() {
        let before = Date()
        let now = CFAbsoluteTimeGetCurrent()
        let after = Date()
        #expect(before.timeIntervalSinceReferenceDate <= now && now <= after.timeIntervalSinceReferenceDate)
        // Seconds from 1970 to 2001: (31 × 365 + 8 leap days) × 86 400 = 11 323 × 86 400 = 978 307 200.
        #expect(kCFAbsoluteTimeIntervalSince1970 == 978_307_200)
        #expect(abs(now + kCFAbsoluteTimeIntervalSince1970 - Date().timeIntervalSince1970) < 60)
    }
}
#endif
